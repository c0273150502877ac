import { type RecipientInput, recipientInputSchema } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressBookKeys } from './address-book-keys';
import type { Recipient } from './get-recipients';

/** The form and the server validate a recipient with the same domain schema. */
export const recipientFormSchema = recipientInputSchema;

/** POST /api/createRecipent, or POST /api/updateRecipent/{id} when an id is given; answers the stored entry. */
export async function saveRecipient({ id, values }: { id: number | null; values: RecipientInput }): Promise<Recipient> {
  const path = id === null ? '/api/createRecipent' : `/api/updateRecipent/${id}`;
  // Field errors are shown beside the fields by the form, not as a toast.
  return (await api.post<Recipient>(path, values, { silent: true })).data;
}

export function useSaveRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}
