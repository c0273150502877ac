import type { ContentItemRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { presentSummary, type Reader } from './presenters.js';
import { countUnread, markRead, readItemIds } from './queries.js';

/** Notices and warehouse news as listed, each marked unread until the signed-in customer has opened it. */
export async function withUnread(ctx: AppContext, reader: Reader, rows: ContentItemRow[]) {
  const read =
    reader.customerId === null
      ? undefined
      : await readItemIds(
          ctx.db,
          reader.customerId,
          rows.map((row) => row.id),
        );
  return rows.map((row) => ({ unread: read ? !read.has(row.id) : false, ...presentSummary(row, reader.language) }));
}

/** Opening a notice or a piece of warehouse news marks it read for the customer who opened it. */
export async function noteOpened(ctx: AppContext, reader: Reader, row: ContentItemRow): Promise<void> {
  if (reader.customerId === null || (row.kind !== 'notice' && row.kind !== 'warehouse_news')) return;
  await markRead(ctx.db, row.id, reader.customerId, ctx.clock());
}

/** The counts on the entry points: notices, and the warehouse news of the customer's warehouse (or every one). */
export async function unreadCount(ctx: AppContext, customerId: number, storeId: number | undefined) {
  const now = ctx.clock();
  const [notices, warehouseNews] = await Promise.all([
    countUnread(ctx.db, { kind: 'notice', now, customerId }),
    countUnread(ctx.db, { kind: 'warehouse_news', now, customerId, storeId }),
  ]);
  return { notices, warehouse_news: warehouseNews };
}
