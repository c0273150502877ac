import type { ReturnRequestInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReturnRequestView } from './get-return-view';
import { parcelKeys } from './parcel-keys';

/** POST /api/submitReturnGoodParcel. */
export async function requestReturn(input: ReturnRequestInput): Promise<ReturnRequestView> {
  return (await api.post<ReturnRequestView>('/api/submitReturnGoodParcel', input, { silent: true })).data;
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
