import type { SubmitWaybillInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { PARCEL_QUERIES, waybillKeys } from './waybill-keys';

/** POST /api/submitParcel: the flow's answers become a waybill. Errors are shown by the flow. */
export async function submitWaybill(input: SubmitWaybillInput): Promise<WaybillDetail> {
  return (await api.post<WaybillDetail>('/api/submitParcel', input, { silent: true })).data;
}

export function useSubmitWaybill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWaybill,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: waybillKeys.all });
      void queryClient.invalidateQueries({ queryKey: PARCEL_QUERIES });
    },
  });
}
