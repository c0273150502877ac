import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/**
 * The chosen recipient as far as the submission flow shows it. (The address book feature owns the full entry;
 * features do not import each other, so the flow reads its own.)
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

/** GET /api/recipentDetail/{id}. */
export async function getChosenRecipient(id: number): Promise<ChosenRecipient> {
  return (await api.get<ChosenRecipient>(`/api/recipentDetail/${id}`)).data;
}

export function useChosenRecipient(id: number | undefined) {
  return useQuery({
    queryKey: waybillKeys.recipient(id),
    queryFn: () => getChosenRecipient(id ?? 0),
    enabled: id !== undefined,
  });
}
