import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressBookKeys } from './address-book-keys';

/** DELETE /api/delRecipent/{id}. */
export async function deleteRecipient(id: number): Promise<void> {
  await api.delete(`/api/delRecipent/${id}`);
}

export function useDeleteRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}
