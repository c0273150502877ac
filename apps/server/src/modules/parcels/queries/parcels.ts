import { and, asc, count, desc, eq, inArray, isNull, like, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { escapeLike } from '../../../db/like.js';
import { preparedQuery, preparedVariants } from '../../../db/prepared.js';
import { parcels } from '../../../db/schema/index.js';
import { readCustomerTotal } from '../../status-counts/index.js';

export type ParcelInsert = typeof parcels.$inferInsert;
export type ParcelChanges = Partial<Omit<ParcelInsert, 'id'>>;

/** Parcels still at (or on their way to) a warehouse share a tracking number with no other: see the unique indexes. */
const ACTIVE = lt(parcels.status, 30);

export async function insertParcel(db: Database, row: ParcelInsert) {
  const [inserted] = await db.insert(parcels).values(row).returning();
  if (!inserted) throw new Error('parcel not inserted');
  return inserted;
}

/** Pre-shipped parcels: the days their goods waited at a drop-off agent point. */
export async function setAgentStorageDays(db: Database, ids: number[], days: number) {
  if (ids.length === 0) return;
  await db.update(parcels).set({ agentStorageDays: days }).where(inArray(parcels.id, ids));
}

/** A pre-shipped parcel's share of its pickup fee. */
export async function setPickupFeeShare(db: Database, id: number, feeMinor: number) {
  await db.update(parcels).set({ pickupFeeMinor: feeMinor }).where(eq(parcels.id, id));
}

export async function updateParcelRow(db: Database, id: number, changes: ParcelChanges) {
  const [updated] = await db
    .update(parcels)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(parcels.id, id))
    .returning();
  return updated;
}

export async function deleteParcelRow(db: Database, id: number) {
  await db.delete(parcels).where(eq(parcels.id, id));
}

/** One of the customer's parcels (undefined for another customer's: the caller answers 404). */
const customerParcel = preparedQuery('customer_parcel', (db, name) =>
  db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, sql.placeholder('id')), eq(parcels.customerId, sql.placeholder('customerId'))))
    .limit(1)
    .prepare(name),
);

export async function findCustomerParcel(db: Database, customerId: number, id: number, lock = false) {
  if (!lock) {
    const [row] = await customerParcel(db).execute({ id, customerId });
    return row;
  }
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.customerId, customerId)))
    .limit(1)
    .for('update');
  return row;
}

export function findCustomerParcels(db: Database, customerId: number, ids: number[], lock = false) {
  if (ids.length === 0) return Promise.resolve([]);
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.customerId, customerId), inArray(parcels.id, ids)))
    .orderBy(asc(parcels.id));
  return lock ? query.for('update') : query;
}

export async function findParcelById(db: Database, id: number, lock = false) {
  const query = db.select().from(parcels).where(eq(parcels.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function findParcelsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(parcels).where(inArray(parcels.id, ids));
}

/** Every customer's active parcel under a tracking number (several customers may have pre-alerted it). */
export function findActiveOwnedByTracking(db: Database, trackingNumber: string, lock = false) {
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.trackingNumber, trackingNumber), sql`${parcels.customerId} is not null`, ACTIVE))
    .orderBy(asc(parcels.id));
  return lock ? query.for('update') : query;
}

export async function findActiveUnclaimedByTracking(db: Database, trackingNumber: string, lock = false) {
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.trackingNumber, trackingNumber), isNull(parcels.customerId), ACTIVE))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The customer's own active parcels under these tracking numbers (another customer's are none of their business). */
export function findActiveOwnedByTrackings(db: Database, customerId: number, trackingNumbers: string[]) {
  if (trackingNumbers.length === 0) return Promise.resolve([]);
  return db
    .select({ id: parcels.id, trackingNumber: parcels.trackingNumber, customerId: parcels.customerId })
    .from(parcels)
    .where(and(inArray(parcels.trackingNumber, trackingNumbers), eq(parcels.customerId, customerId), ACTIVE));
}

/** The customer's own active parcels under these tracking numbers, whole and locked for a change. */
export function lockActiveOwnedByTrackings(db: Database, customerId: number, trackingNumbers: string[]) {
  if (trackingNumbers.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(parcels)
    .where(and(inArray(parcels.trackingNumber, trackingNumbers), eq(parcels.customerId, customerId), ACTIVE))
    .orderBy(asc(parcels.id))
    .for('update');
}

export interface ParcelListFilter {
  customerId: number;
  statuses?: readonly number[];
  /** Only rows that began as the customer's pre-alert. */
  preAlertsOnly?: boolean;
  /** The start of a tracking number, already upper-cased. */
  trackingPrefix?: string;
}

/** Which of a list filter's optional conditions apply: the shape of its prepared query (`preparedVariants`). */
export type ParcelListShape = {
  /** Filtered by several states (`= any`). */
  statuses: boolean;
  /** Filtered by one state (`=`): its rows come newest first off `parcels_customer_status_idx`, with no sort. */
  oneStatus: boolean;
  preAlertsOnly: boolean;
  trackingPrefix: boolean;
};

export function parcelListShape(filter: ParcelListFilter): ParcelListShape {
  return {
    statuses: filter.statuses !== undefined && filter.statuses.length !== 1,
    oneStatus: filter.statuses?.length === 1,
    preAlertsOnly: filter.preAlertsOnly === true,
    trackingPrefix: Boolean(filter.trackingPrefix),
  };
}

/** A list filter's conditions for a prepared query: its shape decides which apply, `parcelListValues` fills them. */
export function parcelListPlaceholders(shape: ParcelListShape) {
  return and(
    // The customer as a subquery's value, as in pageParcelsForStaff: given B's id (a custom plan, which PostgreSQL
    // keeps for a prepared statement while its estimate looks cheaper) the planner walked the whole table newest first
    // filtering by owner once B's parcels were not the newest (765,001 rows read for 11 in bench:api, 344 ms).
    eq(parcels.customerId, sql`(select ${sql.placeholder('customerId')}::integer)`),
    // The states hidden the same way: PostgreSQL then estimates each request's own plan as it does the generic one, and
    // with the page's LIMIT written in (summaries.ts) the two cost the same, so the statement is planned once. Seeing
    // the states, a request's plan could look cheaper than the generic one and be planned afresh every time (the "all"
    // tab on a warehouse of a million parcels; the pre-alerts, once their LIMIT was written in).
    // (The outer cast makes the subquery an array's value: `any((select …))` alone would compare with its rows.)
    shape.statuses
      ? sql`${parcels.status} = any((select ${sql.placeholder('statuses')}::smallint[])::smallint[])`
      : undefined,
    // One state as an equality, not `= any('{n}')`: with the customer hidden in a subquery the planner would otherwise
    // take that index for an average customer's few rows and sort them all, which for a reseller's stock is the cost.
    shape.oneStatus ? sql`${parcels.status} = (select ${sql.placeholder('status')}::smallint)` : undefined,
    shape.preAlertsOnly ? eq(parcels.origin, 'pre_alert') : undefined,
    shape.trackingPrefix ? like(parcels.trackingNumber, sql.placeholder('trackingPattern')) : undefined,
  ) as SQL;
}

export function parcelListValues(filter: ParcelListFilter) {
  return {
    customerId: filter.customerId,
    statuses: filter.statuses ? [...filter.statuses] : [],
    status: filter.statuses?.[0] ?? 0,
    trackingPattern: filter.trackingPrefix ? `${escapeLike(filter.trackingPrefix)}%` : '',
  };
}

const parcelPage = preparedVariants('parcel_page', (db, name, shape: ParcelListShape) =>
  db
    .select()
    .from(parcels)
    .where(parcelListPlaceholders(shape))
    .orderBy(desc(parcels.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const parcelCount = preparedVariants('parcel_count', (db, name, shape: ParcelListShape) =>
  db.select({ value: count() }).from(parcels).where(parcelListPlaceholders(shape)).prepare(name),
);

/** A page of the customer's parcels, newest first, and how many match in all. */
export async function listParcels(db: Database, filter: ParcelListFilter, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    parcelPage(db, parcelListShape(filter)).execute({ ...parcelListValues(filter), ...page }),
    countParcels(db, filter),
  ]);
  return { rows, total };
}

/** How many of the customer's parcels match a list's filter. */
export async function countParcels(db: Database, filter: ParcelListFilter) {
  const [row] = await parcelCount(db, parcelListShape(filter)).execute(parcelListValues(filter));
  return row?.value ?? 0;
}

const batchSiblings = preparedQuery('parcel_batch_siblings', (db, name) =>
  db
    .select({ id: parcels.id, trackingNumber: parcels.trackingNumber, status: parcels.status })
    .from(parcels)
    .where(
      and(
        eq(parcels.customerId, sql.placeholder('customerId')),
        eq(parcels.batchId, sql.placeholder('batchId')),
        ne(parcels.id, sql.placeholder('exceptId')),
      ),
    )
    .orderBy(asc(parcels.id))
    .prepare(name),
);

export function listBatchSiblings(db: Database, customerId: number, batchId: string, exceptId: number) {
  return batchSiblings(db).execute({ customerId, batchId, exceptId });
}

export async function countParcelsWithDeclaration(db: Database, declarationId: number) {
  const [row] = await db.select({ value: count() }).from(parcels).where(eq(parcels.declarationId, declarationId));
  return row?.value ?? 0;
}

const sharingDeclaration = preparedQuery('parcels_sharing_declaration', (db, name) =>
  db
    .select({ id: parcels.id, trackingNumber: parcels.trackingNumber })
    .from(parcels)
    .where(
      and(eq(parcels.declarationId, sql.placeholder('declarationId')), ne(parcels.id, sql.placeholder('exceptId'))),
    )
    .orderBy(asc(parcels.id))
    .prepare(name),
);

export function parcelsSharingDeclaration(db: Database, declarationId: number, exceptId: number) {
  return sharingDeclaration(db).execute({ declarationId, exceptId });
}

/**
 * Staff: a page of a customer's parcels (in some warehouses, or all when `storeIds` is undefined), newest first. It
 * reads `limit + 1` rows on `parcels_customer_newest_idx` (the extra one answers `nextCursor`, the last id shown, or
 * null on the last page), after `cursor` when the console follows "more" (so it visits only that page's rows) or
 * after `offset` rows for a page asked by number; the total comes from the maintained counts, not a recount.
 */
export async function pageParcelsForStaff(
  db: Database,
  customerId: number,
  storeIds: number[] | undefined,
  page: { limit: number; offset: number; cursor?: number },
) {
  const where = and(
    // The customer as a subquery's value: the planner then estimates an average customer's rows and walks
    // `parcels_customer_newest_idx`. Given the id itself, it knows a large customer's share and may walk the whole table
    // newest first filtering by owner (35,000 rows read for 11 in a small bench:api run, the newest being others').
    eq(parcels.customerId, sql`(select ${customerId}::integer)`),
    storeIds === undefined ? undefined : inArray(parcels.storeId, storeIds),
    page.cursor === undefined ? undefined : lt(parcels.id, page.cursor),
  );
  const [found, total] = await Promise.all([
    db
      .select()
      .from(parcels)
      .where(where)
      .orderBy(desc(parcels.id))
      .limit(page.limit + 1)
      .offset(page.cursor === undefined ? page.offset : 0),
    readCustomerTotal(db, customerId, 'parcel', storeIds),
  ]);
  const rows = found.slice(0, page.limit);
  return { rows, total, nextCursor: found.length > page.limit ? (rows.at(-1)?.id ?? null) : null };
}

/** The ids of a customer's parcels (for the audit of everything staff did to them). */
/**
 * The customer's parcel ids as text, a subquery for another statement to use (`target_id in (…)`): the database
 * reads them, so a customer with ten thousand parcels is not ten thousand parameters.
 */
export function parcelIdsOf(db: Database, customerId: number) {
  return db
    .select({ id: sql<string>`${parcels.id}::text`.as('id') })
    .from(parcels)
    .where(eq(parcels.customerId, customerId));
}
