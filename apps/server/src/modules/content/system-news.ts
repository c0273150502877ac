import { type ContentTexts, searchTextOf } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { insertItem } from './queries.js';

/**
 * Publishes a piece of warehouse news the app writes itself (not a staff form), in the caller's transaction: it shows
 * in the warehouse's news, unread until each customer opens it, from `now` on.
 */
export async function publishWarehouseNews(
  tx: Database,
  news: { storeId: number; texts: ContentTexts; now: Date },
): Promise<number> {
  const row = await insertItem(tx, {
    kind: 'warehouse_news',
    status: 'published',
    texts: news.texts,
    fallbackLanguage: 'en',
    searchText: searchTextOf(news.texts),
    publishedAt: news.now,
    storeIds: [news.storeId],
    createdAt: news.now,
    updatedAt: news.now,
  });
  return row.id;
}
