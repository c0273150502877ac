import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressBookKeys } from './address-book-keys';
import type { Recipient } from './get-recipients';

/** GET /api/recipentDetail/{id}: one entry, its ID number whole (for the edit form). */
export async function getRecipient(id: number): Promise<Recipient> {
  return (await api.get<Recipient>(`/api/recipentDetail/${id}`)).data;
}

export function useRecipient(id: number | null) {
  return useQuery({
    queryKey: addressBookKeys.detail(id),
    queryFn: () => getRecipient(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });
}
