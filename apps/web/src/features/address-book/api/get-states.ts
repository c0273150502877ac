import type { State } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressBookKeys } from './address-book-keys';

export type { State } from '@parcelway/domain';

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
