import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { anyOf, preparedQuery } from '../../../db/prepared.js';
import { currencies, extraServices, parcelExtraServices, parcels } from '../../../db/schema/index.js';

export async function insertExtraServiceEntries(db: Database, rows: (typeof parcelExtraServices.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(parcelExtraServices).values(rows).returning();
}

export async function deletePendingExtraServices(db: Database, parcelId: number) {
  await db
    .delete(parcelExtraServices)
    .where(and(eq(parcelExtraServices.parcelId, parcelId), eq(parcelExtraServices.status, 'pending')));
}

export function moveExtraServices(db: Database, fromParcelId: number, toParcelId: number) {
  return db
    .update(parcelExtraServices)
    .set({ parcelId: toParcelId })
    .where(eq(parcelExtraServices.parcelId, fromParcelId));
}

function entriesWhere(db: Database, condition: SQL | undefined) {
  return db
    .select({ entry: parcelExtraServices, service: extraServices, currencyCode: currencies.code })
    .from(parcelExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, parcelExtraServices.extraServiceId))
    .innerJoin(currencies, eq(currencies.id, parcelExtraServices.currencyId))
    .where(condition)
    .orderBy(asc(parcelExtraServices.parcelId), asc(parcelExtraServices.id));
}

/** Every entry of the parcels, as their pages read them: prepared. */
const allEntries = preparedQuery('parcel_extra_services_of', (db, name) =>
  entriesWhere(db, anyOf(parcelExtraServices.parcelId, 'parcelIds')).prepare(name),
);

export function listExtraServiceEntries(db: Database, parcelIds: number[], status?: 'pending' | 'completed') {
  if (parcelIds.length === 0) return Promise.resolve([]);
  if (!status) return allEntries(db).execute({ parcelIds });
  return entriesWhere(
    db,
    and(inArray(parcelExtraServices.parcelId, parcelIds), eq(parcelExtraServices.status, status)),
  );
}

export async function findExtraServiceEntry(db: Database, entryId: number, lock = false) {
  const query = db
    .select({ entry: parcelExtraServices, service: extraServices })
    .from(parcelExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, parcelExtraServices.extraServiceId))
    .where(eq(parcelExtraServices.id, entryId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: parcelExtraServices }) : await query;
  return row;
}

export async function completeExtraServiceEntry(
  db: Database,
  entryId: number,
  changes: { staffNote: string; completedAt: Date; completedByStaffId: number },
) {
  const [row] = await db
    .update(parcelExtraServices)
    .set({ ...changes, status: 'completed', updatedAt: new Date() })
    .where(and(eq(parcelExtraServices.id, entryId), eq(parcelExtraServices.status, 'pending')))
    .returning();
  return row;
}

/** Pending extra services for the warehouse, oldest first. */
/** `storeIds` undefined: every warehouse. */
export function listPendingExtraServices(db: Database, storeIds: number[] | undefined, limit: number) {
  return db
    .select({
      entry: parcelExtraServices,
      service: extraServices,
      trackingNumber: parcels.trackingNumber,
      storeId: parcels.storeId,
      customerId: parcels.customerId,
      parcelStatus: parcels.status,
    })
    .from(parcelExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, parcelExtraServices.extraServiceId))
    .innerJoin(parcels, eq(parcels.id, parcelExtraServices.parcelId))
    .where(
      and(
        eq(parcelExtraServices.status, 'pending'),
        storeIds === undefined ? undefined : inArray(parcels.storeId, storeIds),
      ),
    )
    .orderBy(asc(parcelExtraServices.id))
    .limit(limit);
}

const pendingCounts = preparedQuery('parcel_pending_extra_service_counts', (db, name) =>
  db
    .select({ parcelId: parcelExtraServices.parcelId, value: count() })
    .from(parcelExtraServices)
    .where(and(anyOf(parcelExtraServices.parcelId, 'parcelIds'), eq(parcelExtraServices.status, 'pending')))
    .groupBy(parcelExtraServices.parcelId)
    .prepare(name),
);

export function countPendingExtraServices(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return pendingCounts(db).execute({ parcelIds });
}
