import {
  type ContentKind,
  clickDay,
  isVisible,
  type Language,
  type NewsSection,
  normaliseKeyword,
  type SupportMessageInput,
  searchTermsOf,
  termsNeeded,
} from '@parcelway/domain';
import type { ContentItemRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { imageUrlOf } from './images.js';
import { presentCollection, presentDetail, presentSummary, type Reader, wordsOf } from './presenters.js';
import {
  countClickOnce,
  findCollection,
  findFeedback,
  findItem,
  findItemBySlug,
  insertSupportMessage,
  listPublishedCollections,
  listVisibleItems,
  saveFeedback,
} from './queries.js';
import { noteOpened, withUnread } from './unread.js';

export type { Reader } from './presenters.js';

export async function helpCollections(ctx: AppContext, reader: Reader) {
  const rows = await listPublishedCollections(ctx.db, ctx.clock());
  return rows.map(({ collection, articleCount }) => presentCollection(collection, articleCount, reader.language));
}

export async function helpCollectionDetail(ctx: AppContext, reader: Reader, id: number) {
  const collection = await findCollection(ctx.db, id);
  if (collection?.status !== 'published') throw new AppError('not_found', 'content.notFound');
  const articles = await listVisibleItems(ctx.db, { kind: 'article', now: ctx.clock(), collectionId: id });
  return {
    ...presentCollection(collection, articles.length, reader.language),
    articles: articles.map((row) => presentSummary(row, reader.language)),
  };
}

/**
 * helpCenterArticles: a collection's articles, or the articles whose words in any language (search words included)
 * hold enough of the keyword's terms, best first.
 */
export async function helpArticles(
  ctx: AppContext,
  reader: Reader,
  query: { collection_id?: number; keyword?: string },
) {
  const keyword = query.keyword ? normaliseKeyword(query.keyword) : '';
  const terms = searchTermsOf(keyword);
  const rows = await listVisibleItems(ctx.db, {
    kind: 'article',
    now: ctx.clock(),
    collectionId: query.collection_id,
    search: keyword ? { terms, needed: termsNeeded(terms), keyword } : undefined,
  });
  return rows.map((row) => presentSummary(row, reader.language));
}

/** A visible item of a kind, else the translated not-found (unknown, draft, not yet started and expired alike). */
async function visibleItem(ctx: AppContext, kind: ContentKind, ref: number | string): Promise<ContentItemRow> {
  const row = typeof ref === 'number' ? await findItem(ctx.db, ref) : await findItemBySlug(ctx.db, ref);
  if (!row || row.kind !== kind || !isVisible(row, ctx.clock())) throw new AppError('not_found', 'content.notFound');
  return row;
}

/** An item to read, by its id or (a seeded one, such as the terms sign-up links to) by its slug. */
export async function contentDetail(ctx: AppContext, reader: Reader, kind: ContentKind, ref: number | string) {
  const row = await visibleItem(ctx, kind, ref);
  await noteOpened(ctx, reader, row);
  const feedback = reader.customerId === null ? undefined : await findFeedback(ctx.db, row.id, reader.customerId);
  return presentDetail(row, reader.language, feedback?.helpful ?? null);
}

export async function noticeList(ctx: AppContext, reader: Reader) {
  const rows = await listVisibleItems(ctx.db, { kind: 'notice', now: ctx.clock(), limit: 50 });
  return withUnread(ctx, reader, rows);
}

export async function warehouseNewsList(
  ctx: AppContext,
  reader: Reader,
  section: NewsSection | undefined,
  storeId?: number,
) {
  const rows = await listVisibleItems(ctx.db, {
    kind: 'warehouse_news',
    now: ctx.clock(),
    section,
    storeId,
    limit: 50,
  });
  const summaries = await withUnread(ctx, reader, rows);
  return summaries.map((summary, index) => ({ ...summary, section: rows[index]?.section ?? 'general' }));
}

export async function bannerList(ctx: AppContext, reader: Reader, storeId: number | undefined) {
  const rows = await listVisibleItems(ctx.db, { kind: 'banner', now: ctx.clock(), storeId, limit: 10 });
  return rows.map((row) => ({
    id: row.id,
    title: wordsOf(row, reader.language).title,
    image_url: imageUrlOf(ctx, row),
    link_kind: row.linkKind,
    link_target: row.linkTarget,
  }));
}

export async function flashNewsList(ctx: AppContext, reader: Reader, storeId: number | undefined) {
  const rows = await listVisibleItems(ctx.db, { kind: 'flash_news', now: ctx.clock(), storeId, limit: 20 });
  return rows.map((row) => ({
    id: row.id,
    title: wordsOf(row, reader.language).title,
    link_kind: row.linkKind,
    link_target: row.linkTarget,
  }));
}

/**
 * A tap on a banner or flash news: counted once per viewer (the customer, else the address) per item per day, so
 * replaying the request cannot inflate the counter; the route's rate limit bounds how often anyone may ask.
 */
export async function countClick(ctx: AppContext, kind: 'banner' | 'flash_news', id: number, viewerKey: string) {
  const row = await visibleItem(ctx, kind, id);
  const counted = await ctx.db.transaction((tx) => countClickOnce(tx, row.id, viewerKey, clickDay(ctx.clock())));
  return { counted };
}

export async function articleFeedback(ctx: AppContext, customerId: number, id: number, helpful: boolean) {
  const row = await visibleItem(ctx, 'article', id);
  await ctx.db.transaction((tx) => saveFeedback(tx, row.id, customerId, helpful, ctx.clock()));
  return { helpful };
}

export async function contactSupport(
  ctx: AppContext,
  customerId: number,
  language: Language,
  input: SupportMessageInput,
) {
  const row = await insertSupportMessage(ctx.db, { customerId, language, ...input, createdAt: ctx.clock() });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

export function contactChannels(ctx: AppContext) {
  return ctx.config.support;
}
