import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelComment } from './types';

/** POST /api/insertComment, or /api/updateComment/{id} when editing one of the customer's own. */
export function useSaveComment(parcelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id?: number; content: string; files: string }) =>
      input.id
        ? (
            await api.post<ParcelComment>(
              `/api/updateComment/${input.id}`,
              { content: input.content, files: input.files },
              { silent: true },
            )
          ).data
        : (
            await api.post<ParcelComment>(
              '/api/insertComment',
              { parcel_id: parcelId, content: input.content, files: input.files },
              { silent: true },
            )
          ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.detail(parcelId) }),
  });
}
