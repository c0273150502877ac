import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelComment } from './types';

export interface CommentInput {
  /** One of the customer's own comments to edit; a new comment when absent. */
  id?: number;
  content: string;
  files: string;
}

/** POST /api/insertComment on a parcel, or /api/updateComment/{id} when editing one of the customer's own. */
export async function saveComment(parcelId: number, { id, content, files }: CommentInput): Promise<ParcelComment> {
  const saved = id
    ? await api.post<ParcelComment>(`/api/updateComment/${id}`, { content, files }, { silent: true })
    : await api.post<ParcelComment>('/api/insertComment', { parcel_id: parcelId, content, files }, { silent: true });
  return saved.data;
}

export function useSaveComment(parcelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => saveComment(parcelId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.detail(parcelId) }),
  });
}
