import type { ReturnRequestInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReturnRequestView } from './get-return-view';
import { parcelKeys } from './parcel-keys';

/** POST /api/submitReturnGoodParcel. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReturnRequestInput) =>
      (await api.post<ReturnRequestView>('/api/submitReturnGoodParcel', input, { silent: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
