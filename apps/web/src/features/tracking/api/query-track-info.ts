import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './tracking-keys';
import type { TrackLookup } from './types';

/**
 * GET /api/queryTrackInfo: any number, the customer's own waybills and parcels first, else the carrier's answer.
 * Failures (the rate limit among them) are toasted by the API client in the customer's language.
 */
export async function queryTrackInfo(trackingNumber: string): Promise<TrackLookup> {
  return (await api.get<TrackLookup>('/api/queryTrackInfo', { query: { tracking_number: trackingNumber } })).data;
}

export function useTrackLookup(trackingNumber: string) {
  return useQuery({
    queryKey: trackingKeys.lookup(trackingNumber),
    queryFn: () => queryTrackInfo(trackingNumber),
    enabled: trackingNumber !== '',
  });
}
