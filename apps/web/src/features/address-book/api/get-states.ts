import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

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
export function useStates(countryId: number | null) {
  return useQuery({
    queryKey: ['states', currentLanguage(), countryId],
    queryFn: async () => (await api.get<State[]>('/api/stateList', { query: { country_id: countryId ?? 0 } })).data,
    enabled: countryId !== null,
    staleTime: 60 * 60_000,
  });
}
