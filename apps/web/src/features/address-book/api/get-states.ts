import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressBookKeys } from './address-book-keys';

export interface State {
  id: number;
  country_id: number;
  code: string;
  name: string;
  /** In the reader's language. */
  local_name: string;
  /** As an address in that country writes it (what is stored). */
  address_name: string;
}

/** GET /api/stateList: the states, provinces or counties of a country (empty for most countries). */
export async function getStates(countryId: number): Promise<State[]> {
  return (await api.get<State[]>('/api/stateList', { query: { country_id: countryId } })).data;
}

export function useStates(countryId: number | null) {
  return useQuery({
    queryKey: addressBookKeys.states(countryId),
    queryFn: () => getStates(countryId ?? 0),
    enabled: countryId !== null,
    staleTime: 60 * 60_000,
  });
}
