import type { ShipmentClaimDetail } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/** GET /api/shipmentClaims/{id}: one claim with its state, clock, figure and conversation. */
export async function getClaim(id: number): Promise<ShipmentClaimDetail> {
  return (await api.get<ShipmentClaimDetail>(`/api/shipmentClaims/${id}`, { silent: true })).data;
}

export function useClaim(id: number | null) {
  return useQuery({ queryKey: waybillKeys.claim(id ?? 0), queryFn: () => getClaim(id ?? 0), enabled: id !== null });
}
