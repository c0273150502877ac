import type { State } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export type { State } from '@parcelway/domain';

/** GET /api/stateList: the states, provinces or counties of a country (empty for most countries). */
export function useStates(countryId: number | null) {
  return useQuery({
    queryKey: ['states', currentLanguage(), countryId],
    queryFn: async () => (await api.get<State[]>('/api/stateList', { query: { country_id: countryId ?? 0 } })).data,
    enabled: countryId !== null,
    staleTime: 60 * 60_000,
  });
}
