import type { ContentDetail, NewsSection, NewsSummary } from '@parcelway/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys, UNREAD_QUERIES } from './content-keys';

/** GET /api/warehouseNewsList: news of the customer's warehouse, of one floor or all. */
export async function getWarehouseNews(
  section: NewsSection | undefined,
  storeId: number | undefined,
  signal?: AbortSignal,
): Promise<NewsSummary[]> {
  return (await api.get<NewsSummary[]>('/api/warehouseNewsList', { query: { section, store_id: storeId }, signal }))
    .data;
}

export function useWarehouseNews(section: NewsSection | undefined, storeId: number | undefined) {
  return useQuery({
    queryKey: contentKeys.news(section, storeId),
    queryFn: ({ signal }) => getWarehouseNews(section, storeId, signal),
  });
}

/** GET /api/warehouseNewsDetail/{id}. */
export async function getWarehouseNewsItem(id: number): Promise<ContentDetail> {
  return (await api.get<ContentDetail>(`/api/warehouseNewsDetail/${id}`, { silent: true })).data;
}

export function useWarehouseNewsItem(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contentKeys.newsItem(id ?? 0),
    queryFn: async () => {
      const item = await getWarehouseNewsItem(id ?? 0);
      for (const queryKey of UNREAD_QUERIES) void queryClient.invalidateQueries({ queryKey });
      return item;
    },
    enabled: id !== undefined,
  });
}
