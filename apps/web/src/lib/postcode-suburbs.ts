/** Places of a postcode (GET /api/autoPostcodeSuburb), shared by the postcode lookup and the address book. */
import type { PostcodePlace } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { currentLanguage } from './i18n';

/** A place a postcode covers, with the state named in the user's language. */
export type { PostcodePlace } from '@parcelway/domain';

export interface PostcodeQuery {
  country_id: number;
  postcode: string;
}

/** GET /api/autoPostcodeSuburb: a miss is a 422 with SPEC §8's sentence, shown by the page. */
export async function getPostcodeSuburbs(query: PostcodeQuery): Promise<PostcodePlace[]> {
  return (await api.get<PostcodePlace[]>('/api/autoPostcodeSuburb', { query: { ...query }, silent: true })).data;
}

/** The places of a postcode; nothing is asked while the query is null. A 422 is an answer, not retried. */
export function usePostcodeSuburbs(query: PostcodeQuery | null) {
  return useQuery({
    queryKey: ['autoPostcodeSuburb', currentLanguage(), query],
    queryFn: () => (query ? getPostcodeSuburbs(query) : Promise.reject(new Error('no postcode'))),
    enabled: query !== null,
    retry: false,
    staleTime: 60 * 60_000,
  });
}
