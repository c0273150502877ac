import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelPage } from './types';

/** GET /api/parcelAndPreParcelList: every parcel and pre-alert, newest first. */
export async function getParcelsAndPreAlerts(keyword: string): Promise<ParcelPage> {
  return (
    await api.get<ParcelPage>('/api/parcelAndPreParcelList', {
      query: { page: 1, perPage: 50, keyword: keyword || undefined },
    })
  ).data;
}

export function useParcelsAndPreAlerts(keyword: string) {
  return useQuery({
    queryKey: parcelKeys.entries({ keyword }),
    queryFn: () => getParcelsAndPreAlerts(keyword),
  });
}
