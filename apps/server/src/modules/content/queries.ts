import type { ContentKind, NewsSection } from '@parcelway/domain';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import {
  contentClicks,
  contentFeedback,
  contentItems,
  contentReads,
  helpCollections,
  supportMessages,
} from '../../db/schema/index.js';

/** Published, started and not yet expired: what customers may see (the domain's `isVisible`, in SQL). */
function visibleAt(now: Date): SQL {
  return and(
    eq(contentItems.status, 'published'),
    or(isNull(contentItems.publishAt), lte(contentItems.publishAt, now)),
    or(isNull(contentItems.expireAt), gt(contentItems.expireAt, now)),
  ) as SQL;
}

export function listPublishedCollections(db: Database, now: Date) {
  // The collection's id is written qualified: inside the subquery a bare "id" would be the article's own.
  const articleCount = sql<number>`(
    select count(*)::int from ${contentItems}
    where ${contentItems.collectionId} = ${sql.raw('"help_collections"."id"')} and ${contentItems.kind} = 'article' and ${visibleAt(now)}
  )`;
  return db
    .select({ collection: helpCollections, articleCount })
    .from(helpCollections)
    .where(eq(helpCollections.status, 'published'))
    .orderBy(asc(helpCollections.sortOrder), asc(helpCollections.id));
}

export async function findCollection(db: Database, id: number) {
  const [row] = await db.select().from(helpCollections).where(eq(helpCollections.id, id));
  return row;
}

export interface VisibleItemFilter {
  kind: ContentKind;
  now: Date;
  collectionId?: number;
  /**
   * A search: items holding at least `needed` of the `terms` in `search_text`, most terms first (the domain's
   * `searchTermsOf`); with no terms, `keyword` (normalised) as one substring.
   */
  search?: { terms: string[]; needed: number; keyword: string };
  storeId?: number;
  section?: NewsSection;
  limit?: number;
}

export function listVisibleItems(db: Database, filter: VisibleItemFilter) {
  const conditions: (SQL | undefined)[] = [eq(contentItems.kind, filter.kind), visibleAt(filter.now)];
  if (filter.collectionId !== undefined) conditions.push(eq(contentItems.collectionId, filter.collectionId));
  const { search } = filter;
  // How many of the search's terms an item holds: strpos is plain PostgreSQL, so PGlite runs it as the server does.
  const score =
    search && search.terms.length > 0
      ? sql<number>`(${sql.join(
          search.terms.map((term) => sql`(strpos(${contentItems.searchText}, ${term}) > 0)::int`),
          sql` + `,
        )})`
      : undefined;
  if (score && search) conditions.push(sql`${score} >= ${search.needed}`);
  else if (search?.keyword) conditions.push(ilike(contentItems.searchText, `%${escapeLike(search.keyword)}%`));
  if (filter.section) conditions.push(eq(contentItems.section, filter.section));
  if (filter.storeId !== undefined) {
    conditions.push(
      sql`(cardinality(${contentItems.storeIds}) = 0 or ${filter.storeId} = any(${contentItems.storeIds}))`,
    );
  }
  return db
    .select()
    .from(contentItems)
    .where(and(...conditions))
    .orderBy(
      ...(score ? [desc(score)] : []),
      asc(contentItems.sortOrder),
      desc(contentItems.publishedAt),
      desc(contentItems.id),
    )
    .limit(filter.limit ?? 100);
}

export async function findItem(db: Database, id: number) {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row;
}

export async function findItemBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.slug, slug));
  return row;
}

/** An item locked for a staff change: a second change waits for the first, then sees what it wrote. */
export async function lockItem(tx: Database, id: number) {
  const [row] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
  return row;
}

export async function insertItem(db: Database, row: typeof contentItems.$inferInsert) {
  const [created] = await db.insert(contentItems).values(row).returning();
  if (!created) throw new Error('content item insert returned no row');
  return created;
}

export async function updateItem(db: Database, id: number, changes: Partial<typeof contentItems.$inferInsert>) {
  const [updated] = await db.update(contentItems).set(changes).where(eq(contentItems.id, id)).returning();
  return updated;
}

export async function insertCollection(db: Database, row: typeof helpCollections.$inferInsert) {
  const [created] = await db.insert(helpCollections).values(row).returning();
  if (!created) throw new Error('help collection insert returned no row');
  return created;
}

export async function lockCollection(tx: Database, id: number) {
  const [row] = await tx.select().from(helpCollections).where(eq(helpCollections.id, id)).for('update');
  return row;
}

export async function updateCollection(
  db: Database,
  id: number,
  changes: Partial<typeof helpCollections.$inferInsert>,
) {
  const [updated] = await db.update(helpCollections).set(changes).where(eq(helpCollections.id, id)).returning();
  return updated;
}

export function listItemsForStaff(db: Database, kind: ContentKind | undefined) {
  return db
    .select()
    .from(contentItems)
    .where(kind ? eq(contentItems.kind, kind) : undefined)
    .orderBy(desc(contentItems.id))
    .limit(500);
}

export function listCollectionsForStaff(db: Database) {
  return db.select().from(helpCollections).orderBy(asc(helpCollections.sortOrder), asc(helpCollections.id));
}

/** Records a viewer's tap of the day and counts it; a repeat of the same day changes nothing. */
export async function countClickOnce(tx: Database, itemId: number, viewerKey: string, day: string): Promise<boolean> {
  const inserted = await tx
    .insert(contentClicks)
    .values({ itemId, viewerKey, day })
    .onConflictDoNothing()
    .returning({ itemId: contentClicks.itemId });
  if (inserted.length === 0) return false;
  await tx
    .update(contentItems)
    .set({ clickCount: sql`${contentItems.clickCount} + 1` })
    .where(eq(contentItems.id, itemId));
  return true;
}

export async function findFeedback(db: Database, itemId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(contentFeedback)
    .where(and(eq(contentFeedback.itemId, itemId), eq(contentFeedback.customerId, customerId)));
  return row;
}

/** Stores a customer's answer and moves the item's tallies from their previous answer, if any, to this one. */
export async function saveFeedback(tx: Database, itemId: number, customerId: number, helpful: boolean, now: Date) {
  const [previous] = await tx
    .select()
    .from(contentFeedback)
    .where(and(eq(contentFeedback.itemId, itemId), eq(contentFeedback.customerId, customerId)))
    .for('update');
  if (previous?.helpful === helpful) return;
  await tx
    .insert(contentFeedback)
    .values({ itemId, customerId, helpful, updatedAt: now })
    .onConflictDoUpdate({
      target: [contentFeedback.itemId, contentFeedback.customerId],
      set: { helpful, updatedAt: now },
    });
  const delta = (answer: boolean) =>
    (helpful === answer ? 1 : 0) - (previous !== undefined && previous.helpful === answer ? 1 : 0);
  await tx
    .update(contentItems)
    .set({
      helpfulCount: sql`${contentItems.helpfulCount} + ${delta(true)}`,
      unhelpfulCount: sql`${contentItems.unhelpfulCount} + ${delta(false)}`,
    })
    .where(eq(contentItems.id, itemId));
}

export async function insertSupportMessage(db: Database, row: typeof supportMessages.$inferInsert) {
  const [created] = await db.insert(supportMessages).values(row).returning();
  if (!created) throw new Error('support message insert returned no row');
  return created;
}

export function listSupportMessages(db: Database, limit: number) {
  return db.select().from(supportMessages).orderBy(desc(supportMessages.id)).limit(limit);
}

/** Marks an item opened by a customer (the first time counts; opening again changes nothing). */
export async function markRead(db: Database, itemId: number, customerId: number, now: Date): Promise<void> {
  await db.insert(contentReads).values({ itemId, customerId, readAt: now }).onConflictDoNothing();
}

/** Which of these items the customer has opened. */
export async function readItemIds(db: Database, customerId: number, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ itemId: contentReads.itemId })
    .from(contentReads)
    .where(and(eq(contentReads.customerId, customerId), inArray(contentReads.itemId, itemIds)));
  return new Set(rows.map((row) => row.itemId));
}

/** How many visible items of a kind (for the warehouse, when given) the customer has not opened. */
export async function countUnread(
  db: Database,
  filter: { kind: ContentKind; now: Date; customerId: number; storeId?: number },
): Promise<number> {
  const conditions: SQL[] = [
    eq(contentItems.kind, filter.kind),
    visibleAt(filter.now),
    notExists(
      db
        .select({ one: sql`1` })
        .from(contentReads)
        .where(and(eq(contentReads.itemId, contentItems.id), eq(contentReads.customerId, filter.customerId))),
    ),
  ];
  if (filter.storeId !== undefined)
    conditions.push(
      sql`(cardinality(${contentItems.storeIds}) = 0 or ${filter.storeId} = any(${contentItems.storeIds}))`,
    );
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contentItems)
    .where(and(...conditions));
  return row?.count ?? 0;
}

/** A closed account's traces here: its messages, feedback and what it read. */
export async function deleteCustomerContent(tx: Database, customerId: number): Promise<void> {
  await tx.delete(contentReads).where(eq(contentReads.customerId, customerId));
  await tx.delete(supportMessages).where(eq(supportMessages.customerId, customerId));
  await tx.delete(contentFeedback).where(eq(contentFeedback.customerId, customerId));
  await tx.delete(contentClicks).where(eq(contentClicks.viewerKey, `customer:${customerId}`));
}
