import type { PreAlertInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelDetail } from './types';

/** POST /api/updatePreParcel/{id}. */
export async function changePreAlert(id: number, input: PreAlertInput): Promise<ParcelDetail> {
  return (await api.post<ParcelDetail>(`/api/updatePreParcel/${id}`, input, { silent: true })).data;
}

/** The id travels with each save: the form says which pre-alert it shows, not the address bar at the time of saving. */
export function useChangePreAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PreAlertInput }) => changePreAlert(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
