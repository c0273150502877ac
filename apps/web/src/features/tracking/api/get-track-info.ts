import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './tracking-keys';
import type { TrackInfo } from './types';

/** GET /api/getTrackInfo: one of the customer's waybills, its journey newest first. */
export async function getTrackInfo(waybillId: number): Promise<TrackInfo> {
  return (await api.get<TrackInfo>('/api/getTrackInfo', { query: { shipment_id: waybillId }, silent: true })).data;
}

export function useTrackInfo(waybillId: number | null) {
  return useQuery({
    queryKey: trackingKeys.trackInfo(waybillId ?? 0),
    queryFn: () => getTrackInfo(waybillId ?? 0),
    enabled: waybillId !== null,
    // A journey moves while the customer waits: coming back to the tab asks again.
    refetchOnWindowFocus: true,
  });
}
