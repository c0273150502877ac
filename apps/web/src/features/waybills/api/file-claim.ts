import type { FileShipmentClaim, ShipmentClaimDetail } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/** POST /api/shipmentClaims: a claim for a lost, damaged or short shipment. The form shows field errors itself. */
export async function fileClaim(input: FileShipmentClaim): Promise<ShipmentClaimDetail> {
  return (await api.post<ShipmentClaimDetail>('/api/shipmentClaims', input, { silent: true })).data;
}

export function useFileClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileClaim,
    onSuccess: (claim) => {
      queryClient.setQueryData(waybillKeys.claim(claim.id), claim);
      void queryClient.invalidateQueries({ queryKey: waybillKeys.detail(claim.shipment_id) });
    },
  });
}
