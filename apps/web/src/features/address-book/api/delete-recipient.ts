import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { RECIPIENTS_QUERY_KEY } from './get-recipients';

/** DELETE /api/delRecipent/{id}. */
export async function deleteRecipient(id: number): Promise<void> {
  await api.delete(`/api/delRecipent/${id}`);
}

export function useDeleteRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECIPIENTS_QUERY_KEY }),
  });
}
