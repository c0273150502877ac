import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { anyOf, preparedQuery } from '../../../db/prepared.js';
import { currencies, parcelReturnItems, parcelReturns, parcels } from '../../../db/schema/index.js';

export async function insertReturn(db: Database, row: typeof parcelReturns.$inferInsert, parcelIds: number[]) {
  const [inserted] = await db.insert(parcelReturns).values(row).returning();
  if (!inserted) throw new Error('return not inserted');
  await db.insert(parcelReturnItems).values(parcelIds.map((parcelId) => ({ returnId: inserted.id, parcelId })));
  return inserted;
}

/** Parcels of `parcelIds` that are in a return still being handled. */
const inOpenReturns = preparedQuery('parcels_in_open_returns', (db, name) =>
  db
    .select({ parcelId: parcelReturnItems.parcelId, returnId: parcelReturns.id })
    .from(parcelReturnItems)
    .innerJoin(parcelReturns, eq(parcelReturns.id, parcelReturnItems.returnId))
    .where(and(anyOf(parcelReturnItems.parcelId, 'parcelIds'), eq(parcelReturns.status, 'requested')))
    .prepare(name),
);

export function parcelsInOpenReturns(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return inOpenReturns(db).execute({ parcelIds });
}

export function listCustomerReturns(db: Database, customerId: number, limit: number) {
  return db
    .select({ request: parcelReturns, currencyCode: currencies.code })
    .from(parcelReturns)
    .innerJoin(currencies, eq(currencies.id, parcelReturns.currencyId))
    .where(eq(parcelReturns.customerId, customerId))
    .orderBy(desc(parcelReturns.id))
    .limit(limit);
}

export function listReturnItems(db: Database, returnIds: number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select({ returnId: parcelReturnItems.returnId, parcelId: parcels.id, trackingNumber: parcels.trackingNumber })
    .from(parcelReturnItems)
    .innerJoin(parcels, eq(parcels.id, parcelReturnItems.parcelId))
    .where(inArray(parcelReturnItems.returnId, returnIds))
    .orderBy(asc(parcels.id));
}

export async function findReturn(db: Database, id: number, lock = false) {
  const query = db.select().from(parcelReturns).where(eq(parcelReturns.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function completeReturnRow(db: Database, id: number, completedAt: Date) {
  await db
    .update(parcelReturns)
    .set({ status: 'completed', completedAt, updatedAt: new Date() })
    .where(eq(parcelReturns.id, id));
}

/** Staff: open return requests (in some warehouses, or all), oldest first, at most `limit`. */
export function listOpenReturnsForStaff(db: Database, storeIds: number[] | undefined, limit: number) {
  return db
    .select({ request: parcelReturns, currencyCode: currencies.code })
    .from(parcelReturns)
    .innerJoin(currencies, eq(currencies.id, parcelReturns.currencyId))
    .where(
      and(
        eq(parcelReturns.status, 'requested'),
        storeIds === undefined ? undefined : inArray(parcelReturns.storeId, storeIds),
      ),
    )
    .orderBy(asc(parcelReturns.createdAt), asc(parcelReturns.id))
    .limit(limit);
}
