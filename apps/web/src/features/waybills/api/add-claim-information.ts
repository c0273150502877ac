import type { AddClaimInformation, ShipmentClaimDetail } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/** POST /api/shipmentClaims/{id}/information: what staff asked for; the claim's clock starts again. */
export async function addClaimInformation(id: number, input: AddClaimInformation): Promise<ShipmentClaimDetail> {
  return (await api.post<ShipmentClaimDetail>(`/api/shipmentClaims/${id}/information`, input, { silent: true })).data;
}

export function useAddClaimInformation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddClaimInformation) => addClaimInformation(id, input),
    onSuccess: (claim) => queryClient.setQueryData(waybillKeys.claim(id), claim),
  });
}
