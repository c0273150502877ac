import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/recipentDetail/{id}, as far as the submission flow shows the chosen recipient. (The address
 * book feature owns the full entry; features do not import each other, so the flow reads its own.)
 */
export interface ChosenRecipient {
  id: number;
  first_name: string;
  last_name: string;
  country_id: number;
  postcode: string;
  city: string;
  address: string;
  complete: boolean;
}

export function useChosenRecipient(id: number | undefined) {
  return useQuery({
    queryKey: ['waybills', 'recipient', id],
    queryFn: async () => (await api.get<ChosenRecipient>(`/api/recipentDetail/${id}`)).data,
    enabled: id !== undefined,
  });
}
