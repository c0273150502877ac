import { and, count, countDistinct, eq, inArray, min } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { parcelClaims, parcelReturns, parcels } from '../../../db/schema/index.js';
import { inStoreDays, type StoreDay } from '../../../db/store-days.js';

/** Per warehouse, the parcels checked in during that warehouse's day. */
export function parcelsArrivedOn(db: Database, days: readonly StoreDay[]) {
  return db
    .select({ storeId: parcels.storeId, count: count() })
    .from(parcels)
    .where(inStoreDays(parcels.storeId, parcels.receivedAt, days))
    .groupBy(parcels.storeId);
}

/** Per warehouse, parcels with a claim waiting for staff, and since when the oldest claim has. */
export function claimsWaiting(db: Database, storeIds: number[]) {
  return db
    .select({
      storeId: parcels.storeId,
      count: countDistinct(parcelClaims.parcelId),
      oldest: min(parcelClaims.createdAt),
    })
    .from(parcelClaims)
    .innerJoin(parcels, eq(parcels.id, parcelClaims.parcelId))
    .where(and(eq(parcelClaims.status, 'pending'), inArray(parcels.storeId, storeIds)))
    .groupBy(parcels.storeId);
}

/** Per warehouse, return requests waiting for the parcels to be handed over, and since when the oldest has. */
export function returnsWaiting(db: Database, storeIds: number[]) {
  return db
    .select({ storeId: parcelReturns.storeId, count: count(), oldest: min(parcelReturns.createdAt) })
    .from(parcelReturns)
    .where(and(eq(parcelReturns.status, 'requested'), inArray(parcelReturns.storeId, storeIds)))
    .groupBy(parcelReturns.storeId);
}
