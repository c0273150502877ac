import type { WaybillStatus } from '@parcelway/domain';
import { and, asc, count, desc, eq, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { escapeLike } from '../../../db/like.js';
import { anyOf, preparedQuery, preparedVariants } from '../../../db/prepared.js';
import {
  currencies,
  extraServices,
  parcelExtraServices,
  parcels,
  warehouses,
  waybills,
} from '../../../db/schema/index.js';
import {
  maintainedByStatus,
  maintainedTotal,
  readCustomerCounts,
  readCustomerTotal,
} from '../../status-counts/index.js';

export type WaybillInsert = typeof waybills.$inferInsert;
export type WaybillChanges = Partial<Omit<WaybillInsert, 'id'>>;

export async function insertWaybill(db: Database, row: WaybillInsert) {
  const [inserted] = await db.insert(waybills).values(row).returning();
  if (!inserted) throw new Error('waybill not inserted');
  return inserted;
}

export async function updateWaybillRow(db: Database, id: number, changes: WaybillChanges) {
  const [row] = await db
    .update(waybills)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(waybills.id, id))
    .returning();
  if (!row) throw new Error(`waybill ${id} vanished`);
  return row;
}

const customerWaybill = preparedQuery('customer_waybill', (db, name) =>
  db
    .select()
    .from(waybills)
    .where(and(eq(waybills.id, sql.placeholder('id')), eq(waybills.customerId, sql.placeholder('customerId'))))
    .limit(1)
    .prepare(name),
);

export async function findCustomerWaybill(db: Database, customerId: number, id: number, lock = false) {
  if (!lock) {
    const [row] = await customerWaybill(db).execute({ id, customerId });
    return row;
  }
  const [row] = await db
    .select()
    .from(waybills)
    .where(and(eq(waybills.id, id), eq(waybills.customerId, customerId)))
    .limit(1)
    .for('update');
  return row;
}

export function findCustomerWaybills(db: Database, customerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(waybills)
    .where(and(eq(waybills.customerId, customerId), inArray(waybills.id, ids)));
}

export async function findWaybill(db: Database, id: number, lock = false) {
  const query = db.select().from(waybills).where(eq(waybills.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The customer's waybills in some states at one warehouse (the unpaid rule) or anywhere. */
export function findCustomerWaybillsIn(
  db: Database,
  customerId: number,
  statuses: readonly WaybillStatus[],
  options: { storeId?: number; exceptId?: number } = {},
) {
  return db
    .select()
    .from(waybills)
    .where(
      and(
        eq(waybills.customerId, customerId),
        inArray(waybills.status, [...statuses]),
        options.storeId === undefined ? undefined : eq(waybills.storeId, options.storeId),
        options.exceptId === undefined ? undefined : ne(waybills.id, options.exceptId),
      ),
    )
    .orderBy(asc(waybills.id));
}

export interface WaybillListFilter {
  customerId: number;
  statuses: readonly WaybillStatus[];
  /** A shipment number's start, or part of the recipient's name. */
  keyword?: string;
}

/** A list filter's conditions for a prepared query: the keyword's are its shape, `listValues` fills them. */
function listPlaceholders(shape: { keyword: boolean }): SQL {
  const start = sql.placeholder('keywordStart');
  const anywhere = sql.placeholder('keywordAnywhere');
  return and(
    // The customer as a subquery's value (see parcelListPlaceholders): a large customer's page walks their index.
    eq(waybills.customerId, sql`(select ${sql.placeholder('customerId')}::integer)`),
    anyOf(waybills.status, 'statuses'),
    shape.keyword
      ? or(
          ilike(waybills.shipmentNo, start),
          ilike(sql`(${waybills.recipient}->>'first_name') || ' ' || (${waybills.recipient}->>'last_name')`, anywhere),
          ilike(sql`(${waybills.recipient}->>'last_name') || (${waybills.recipient}->>'first_name')`, anywhere),
        )
      : undefined,
  ) as SQL;
}

function listShape(filter: WaybillListFilter) {
  return { keyword: Boolean(filter.keyword) };
}

function listValues(filter: WaybillListFilter) {
  const keyword = filter.keyword ? escapeLike(filter.keyword) : '';
  return {
    customerId: filter.customerId,
    statuses: [...filter.statuses],
    keywordStart: `${keyword}%`,
    keywordAnywhere: `%${keyword}%`,
  };
}

// Spelled out: with one table in the query Drizzle writes its columns unqualified, and in the subquery a bare "id"
// would be the parcel's.
const outerWaybillId = sql`${waybills}.${sql.identifier('id')}`;

type WaybillPageShape = { keyword: boolean; cursor: boolean };

const waybillPage = preparedVariants('waybill_page', (db, name, shape: WaybillPageShape) =>
  db
    .select({
      waybill: waybills,
      // A filter by state alone reads its total from the maintained counts; a search counts its matches.
      total: shape.keyword ? sql<number>`count(*) over ()`.mapWith(Number) : maintainedTotal('waybill', true),
      trackingNumbers: sql<string[] | null>`(select array_agg(${parcels.trackingNumber} order by ${parcels.id})
        from ${parcels} where ${parcels.waybillId} = ${outerWaybillId})`,
      byStatus: maintainedByStatus('waybill'),
    })
    .from(waybills)
    .where(
      shape.cursor ? and(listPlaceholders(shape), lt(waybills.id, sql.placeholder('cursor'))) : listPlaceholders(shape),
    )
    .orderBy(desc(waybills.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/**
 * shipmentList's page in one statement: the rows with their parcels' tracking numbers, the filter's total and how
 * many waybills the customer has in each state (for the filter counts), both from the maintained counts unless a
 * keyword searches (then the total is a window count of the matches). It reads one row more than it shows, to know
 * whether another page follows (`nextCursor`). A page with no row to carry the counts reads them apart.
 */
export async function listWaybillPage(
  db: Database,
  filter: WaybillListFilter,
  page: { limit: number; offset: number; cursor?: number | undefined },
) {
  const cursor = page.cursor !== undefined;
  const found = await waybillPage(db, { ...listShape(filter), cursor }).execute({
    ...listValues(filter),
    statusNames: [...filter.statuses],
    cursor: page.cursor ?? 0,
    limit: page.limit + 1,
    offset: cursor ? 0 : page.offset,
  });
  const first = found[0];
  if (!first) {
    const byStatus = (await readCustomerCounts(db, filter.customerId, 'waybill')).map((row) => ({
      status: row.status as WaybillStatus,
      value: row.value,
    }));
    const wanted = new Set<string>(filter.statuses);
    const total = filter.keyword
      ? page.offset > 0 || cursor
        ? await countWaybills(db, filter)
        : 0
      : byStatus.reduce((sum, row) => (wanted.has(row.status) ? sum + row.value : sum), 0);
    return { rows: [], trackingNumbers: new Map<number, string[]>(), total, byStatus, nextCursor: null };
  }
  const more = found.length > page.limit;
  const shown = more ? found.slice(0, page.limit) : found;
  return {
    rows: shown.map((row) => row.waybill),
    trackingNumbers: new Map(shown.map((row) => [row.waybill.id, row.trackingNumbers ?? []])),
    total: first.total,
    byStatus: Object.entries(first.byStatus).map(([status, value]) => ({
      status: status as WaybillStatus,
      value: Number(value),
    })),
    nextCursor: more ? (shown.at(-1)?.waybill.id ?? null) : null,
  };
}

const waybillCount = preparedVariants('waybill_count', (db, name, shape: { keyword: boolean }) =>
  db.select({ value: count() }).from(waybills).where(listPlaceholders(shape)).prepare(name),
);

async function countWaybills(db: Database, filter: WaybillListFilter) {
  const [row] = await waybillCount(db, listShape(filter)).execute(listValues(filter));
  return row?.value ?? 0;
}

const waybillParcels = preparedQuery('parcels_of_waybill', (db, name) =>
  db
    .select()
    .from(parcels)
    .where(eq(parcels.waybillId, sql.placeholder('waybillId')))
    .orderBy(asc(parcels.id))
    .prepare(name),
);

export function parcelsOfWaybill(db: Database, waybillId: number) {
  return waybillParcels(db).execute({ waybillId });
}

const trackingNumbers = preparedQuery('tracking_numbers_of_waybills', (db, name) =>
  db
    .select({ id: parcels.id, waybillId: parcels.waybillId, trackingNumber: parcels.trackingNumber })
    .from(parcels)
    .where(anyOf(parcels.waybillId, 'waybillIds'))
    .orderBy(asc(parcels.id))
    .prepare(name),
);

export function parcelsOfWaybills(db: Database, waybillIds: number[]) {
  if (waybillIds.length === 0) return Promise.resolve([]);
  return trackingNumbers(db).execute({ waybillIds });
}

/** Completed or pending extra services of parcels, priced as asked (they are charged with the shipment). */
export function parcelServiceCharges(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      price: parcelExtraServices.price,
      currencyCode: currencies.code,
      status: parcelExtraServices.status,
      code: extraServices.code,
    })
    .from(parcelExtraServices)
    .innerJoin(currencies, eq(currencies.id, parcelExtraServices.currencyId))
    .innerJoin(extraServices, eq(extraServices.id, parcelExtraServices.extraServiceId))
    .where(and(inArray(parcelExtraServices.parcelId, parcelIds), ne(parcelExtraServices.status, 'cancelled')));
}

/** The warehouses (store ids) the customer has paid a shipment from. */
export async function paidWaybillStores(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ storeId: waybills.storeId })
    .from(waybills)
    .where(and(eq(waybills.customerId, customerId), sql`${waybills.paidAt} is not null`));
  return rows.map((row) => row.storeId);
}

/**
 * A warehouse queue: waybills in some states at some warehouses (all when `storeIds` is undefined), oldest first, at
 * most 200. Each (warehouse, state) pair gives its oldest 200 from `waybills_store_status_submitted_idx`, and the 200
 * oldest of those are read: a queue of a warehouse with a long history (travelling waybills pile up) costs the same.
 */
export function staffQueueWaybills(db: Database, statuses: readonly WaybillStatus[], storeIds: number[] | undefined) {
  const stores =
    storeIds === undefined
      ? sql`(select ${warehouses.storeId} as store_id from ${warehouses}) as stores`
      : sql`unnest(${sql.param(storeIds)}::integer[]) as stores(store_id)`;
  const oldest = sql`(select q.id from ${stores}
      cross join unnest(${sql.param([...statuses])}::text[]) as states(status)
      cross join lateral (select w.id, w.submitted_at from ${waybills} as w
        where w.store_id = stores.store_id and w.status = states.status
        order by w.submitted_at, w.id limit ${QUEUE_LIMIT}) q
      order by q.submitted_at, q.id limit ${QUEUE_LIMIT})`;
  return db
    .select()
    .from(waybills)
    .where(inArray(waybills.id, oldest))
    .orderBy(asc(waybills.submittedAt), asc(waybills.id))
    .limit(QUEUE_LIMIT);
}

const QUEUE_LIMIT = 200;

/** The parcels of waybills as a pick list (tracking number and check-in weight). */
export function pickListOf(db: Database, waybillIds: number[]) {
  if (waybillIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: parcels.id,
      waybillId: parcels.waybillId,
      trackingNumber: parcels.trackingNumber,
      weightGrams: parcels.weightGrams,
    })
    .from(parcels)
    .where(inArray(parcels.waybillId, waybillIds))
    .orderBy(asc(parcels.id));
}

/**
 * Staff: a page of a customer's waybills (in some warehouses, or all when `storeIds` is undefined), newest first, read
 * as `pageParcelsForStaff` reads parcels: `limit + 1` rows after `cursor` (or `offset`), the total from the counts.
 */
export async function pageWaybillsForStaff(
  db: Database,
  customerId: number,
  storeIds: number[] | undefined,
  page: { limit: number; offset: number; cursor?: number },
) {
  const where = and(
    // The customer as a subquery's value: the planner then estimates an average customer's rows and walks
    // `waybills_customer_newest_idx`. Given the id itself, it knows a large customer's share and may walk the whole table
    // newest first filtering by owner (35,000 rows read for 11 in a small bench:api run, the newest being others').
    eq(waybills.customerId, sql`(select ${customerId}::integer)`),
    storeIds === undefined ? undefined : inArray(waybills.storeId, storeIds),
    page.cursor === undefined ? undefined : lt(waybills.id, page.cursor),
  );
  const [found, total] = await Promise.all([
    db
      .select({
        id: waybills.id,
        shipmentNo: waybills.shipmentNo,
        status: waybills.status,
        storeId: waybills.storeId,
        total: waybills.total,
        currencyCode: currencies.code,
        carrierTracking: waybills.carrierTracking,
        submittedAt: waybills.submittedAt,
        updatedAt: waybills.updatedAt,
      })
      .from(waybills)
      .innerJoin(currencies, eq(currencies.id, waybills.currencyId))
      .where(where)
      .orderBy(desc(waybills.id))
      .limit(page.limit + 1)
      .offset(page.cursor === undefined ? page.offset : 0),
    readCustomerTotal(db, customerId, 'waybill', storeIds),
  ]);
  const rows = found.slice(0, page.limit);
  return { rows, total, nextCursor: found.length > page.limit ? (rows.at(-1)?.id ?? null) : null };
}

/** The ids of a customer's waybills (for the audit of everything staff did to them). */
/** The customer's waybill ids as text, a subquery for another statement to use (`target_id in (…)`). */
export function waybillIdsOf(db: Database, customerId: number) {
  return db
    .select({ id: sql<string>`${waybills.id}::text`.as('id') })
    .from(waybills)
    .where(eq(waybills.customerId, customerId));
}

/**
 * How many of a customer's shipments went to one receiver (by ID number when given, else name and mobile) in a
 * period, cancelled ones left out; `beforeId` counts only those submitted before that waybill.
 */
export async function countReceiverImports(
  db: Database,
  input: {
    customerId: number;
    countryId: number;
    receiver: { idNumber: string; firstName: string; lastName: string; mobile: string };
    from: Date;
    to: Date;
    beforeId?: number | undefined;
  },
): Promise<number> {
  const { receiver } = input;
  const same = receiver.idNumber
    ? sql`${waybills.recipient}->>'id_number' = ${receiver.idNumber}`
    : and(
        sql`${waybills.recipient}->>'first_name' = ${receiver.firstName}`,
        sql`${waybills.recipient}->>'last_name' = ${receiver.lastName}`,
        sql`${waybills.recipient}->>'mobile' = ${receiver.mobile}`,
      );
  const [row] = await db
    .select({ n: count() })
    .from(waybills)
    .where(
      and(
        eq(waybills.customerId, input.customerId),
        eq(waybills.countryId, input.countryId),
        ne(waybills.status, 'cancelled'),
        sql`${waybills.submittedAt} >= ${input.from} and ${waybills.submittedAt} < ${input.to}`,
        same,
        ...(input.beforeId === undefined ? [] : [sql`${waybills.id} < ${input.beforeId}`]),
      ),
    );
  return row?.n ?? 0;
}
