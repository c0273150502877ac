import type { FlashNews } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type { FlashNews } from '@parcelway/domain';

/** GET /api/flashNewsList: the ticker's lines. */
export async function getFlashNews(storeId: number | undefined): Promise<FlashNews[]> {
  return (
    await api.get<FlashNews[]>('/api/flashNewsList', { query: { store_id: storeId }, background: true, silent: true })
  ).data;
}

export function useFlashNews(storeId: number | undefined) {
  return useQuery({
    queryKey: contentKeys.flashNews(storeId),
    queryFn: () => getFlashNews(storeId),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/incrementFlashNewsClick/{id}: a tap, counted once a day per viewer. */
export async function countFlashNewsClick(id: number): Promise<void> {
  await api.post(`/api/incrementFlashNewsClick/${id}`, undefined, { background: true, silent: true });
}
