import type { PreAlertInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelDetail } from './types';

/** POST /api/updatePreParcel/{id}. */
export function useChangePreAlert(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PreAlertInput) =>
      (await api.post<ParcelDetail>(`/api/updatePreParcel/${id}`, input, { silent: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
