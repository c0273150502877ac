import type { SubmitWaybillInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** POST /api/submitParcel: the flow's answers become a waybill. Errors are shown by the flow. */
export function useSubmitWaybill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubmitWaybillInput) =>
      (await api.post<WaybillDetail>('/api/submitParcel', input, { silent: true })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: waybillKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['parcels'] });
    },
  });
}
