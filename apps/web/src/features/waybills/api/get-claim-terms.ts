import type { ShipmentClaimTerms } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/** GET /api/shipmentClaimTerms/{id}: which claims are open for a waybill, and the figures of the compensation rule. */
export async function getClaimTerms(waybillId: number): Promise<ShipmentClaimTerms> {
  return (await api.get<ShipmentClaimTerms>(`/api/shipmentClaimTerms/${waybillId}`, { silent: true })).data;
}

export function useClaimTerms(waybillId: number | null) {
  return useQuery({
    queryKey: waybillKeys.claimTerms(waybillId ?? 0),
    queryFn: () => getClaimTerms(waybillId ?? 0),
    enabled: waybillId !== null,
  });
}
