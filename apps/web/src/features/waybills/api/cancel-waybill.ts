import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { PARCEL_QUERIES, waybillKeys } from './waybill-keys';

/** DELETE /api/delShipment/{id}: cancels; the parcels go back in stock. */
export async function cancelWaybill(id: number): Promise<WaybillDetail> {
  return (await api.delete<WaybillDetail>(`/api/delShipment/${id}`)).data;
}

export function useCancelWaybill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWaybill,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: waybillKeys.all });
      void queryClient.invalidateQueries({ queryKey: PARCEL_QUERIES });
    },
  });
}
