import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** DELETE /api/delShipment/{id}: cancels; the parcels go back in stock. */
export function useCancelWaybill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<WaybillDetail>(`/api/delShipment/${id}`)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: waybillKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['parcels'] });
    },
  });
}
