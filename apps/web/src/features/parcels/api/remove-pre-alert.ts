import type { RemovedPreAlert } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';

/** GET /api/deletePreParcel/{id} (SPEC §7 makes it a GET). */
export function useRemovePreAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.get<RemovedPreAlert>(`/api/deletePreParcel/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
