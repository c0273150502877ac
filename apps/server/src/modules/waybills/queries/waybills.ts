import type { WaybillStatus } from '@parcelway/domain';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { escapeLike } from '../../../db/like.js';
import { currencies, parcelExtraServices, parcels, waybills } from '../../../db/schema/index.js';

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

export async function findCustomerWaybill(db: Database, customerId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(waybills)
    .where(and(eq(waybills.id, id), eq(waybills.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
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

function listWhere(filter: WaybillListFilter): SQL {
  const keyword = filter.keyword ? escapeLike(filter.keyword) : undefined;
  return and(
    eq(waybills.customerId, filter.customerId),
    inArray(waybills.status, [...filter.statuses]),
    keyword
      ? or(
          ilike(waybills.shipmentNo, `${keyword}%`),
          ilike(
            sql`(${waybills.recipient}->>'first_name') || ' ' || (${waybills.recipient}->>'last_name')`,
            `%${keyword}%`,
          ),
          ilike(sql`(${waybills.recipient}->>'last_name') || (${waybills.recipient}->>'first_name')`, `%${keyword}%`),
        )
      : undefined,
  ) as SQL;
}

export async function listWaybills(db: Database, filter: WaybillListFilter, page: { limit: number; offset: number }) {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(waybills).where(where).orderBy(desc(waybills.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(waybills).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export function countWaybillsByStatus(db: Database, customerId: number) {
  return db
    .select({ status: waybills.status, value: count() })
    .from(waybills)
    .where(eq(waybills.customerId, customerId))
    .groupBy(waybills.status);
}

export function parcelsOfWaybill(db: Database, waybillId: number) {
  return db.select().from(parcels).where(eq(parcels.waybillId, waybillId)).orderBy(asc(parcels.id));
}

export function parcelsOfWaybills(db: Database, waybillIds: number[]) {
  if (waybillIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: parcels.id, waybillId: parcels.waybillId, trackingNumber: parcels.trackingNumber })
    .from(parcels)
    .where(inArray(parcels.waybillId, waybillIds))
    .orderBy(asc(parcels.id));
}

/** Completed or pending extra services of parcels, priced as asked (they are charged with the shipment). */
export function parcelServiceCharges(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select({ price: parcelExtraServices.price, currencyCode: currencies.code, status: parcelExtraServices.status })
    .from(parcelExtraServices)
    .innerJoin(currencies, eq(currencies.id, parcelExtraServices.currencyId))
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

/** A warehouse queue: waybills in some states at some warehouses (all when `storeIds` is undefined), oldest first. */
export function staffQueueWaybills(db: Database, statuses: readonly WaybillStatus[], storeIds: number[] | undefined) {
  return db
    .select()
    .from(waybills)
    .where(
      and(
        inArray(waybills.status, [...statuses]),
        storeIds === undefined ? undefined : inArray(waybills.storeId, storeIds),
      ),
    )
    .orderBy(asc(waybills.submittedAt), asc(waybills.id))
    .limit(200);
}

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
