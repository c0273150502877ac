import type { Banner } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type { Banner } from '@parcelway/domain';

/** GET /api/newBannerList: the carousel of the customer's warehouse. */
export async function getBanners(storeId: number | undefined): Promise<Banner[]> {
  return (
    await api.get<Banner[]>('/api/newBannerList', { query: { store_id: storeId }, background: true, silent: true })
  ).data;
}

export function useBanners(storeId: number | undefined) {
  return useQuery({
    queryKey: contentKeys.banners(storeId),
    queryFn: () => getBanners(storeId),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/incrementAdvClick/{id}: a tap, counted once a day per viewer. Nobody waits for it. */
export async function countBannerClick(id: number): Promise<void> {
  await api.post(`/api/incrementAdvClick/${id}`, undefined, { background: true, silent: true });
}
