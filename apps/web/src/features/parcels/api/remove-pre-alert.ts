import type { RemovedPreAlert } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';

/** GET /api/deletePreParcel/{id} (SPEC §7 makes it a GET). */
export async function removePreAlert(id: number): Promise<RemovedPreAlert> {
  return (await api.get<RemovedPreAlert>(`/api/deletePreParcel/${id}`)).data;
}

export function useRemovePreAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePreAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
