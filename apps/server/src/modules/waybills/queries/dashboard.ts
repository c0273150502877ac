import type { SignDocumentStatus, WaybillStatus } from '@parcelway/domain';
import { and, count, eq, gte, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { signDocuments, waybills } from '../../../db/schema/index.js';
import { inStoreDays, type StoreDay } from '../../../db/store-days.js';

const MOMENTS = { packed: waybills.packedAt, paid: waybills.paidAt, dispatched: waybills.shippedAt } as const;
export type WaybillMoment = keyof typeof MOMENTS;

/** Per warehouse, how many waybills were packed, paid or dispatched (their last time) in that warehouse's day. */
export function waybillsDoneOn(db: Database, moment: WaybillMoment, days: readonly StoreDay[]) {
  const at = MOMENTS[moment];
  return db
    .select({ storeId: waybills.storeId, count: count() })
    .from(waybills)
    .where(inStoreDays(waybills.storeId, at, days))
    .groupBy(waybills.storeId);
}

/**
 * Waybills waiting in some states per warehouse and state, with the earliest time each could have started waiting:
 * submitted (to pack), packed (to pay), paid (to dispatch).
 */
export function waybillsWaiting(db: Database, statuses: readonly WaybillStatus[], storeIds: number[]) {
  return db
    .select({
      storeId: waybills.storeId,
      status: waybills.status,
      count: count(),
      submittedAt: min(waybills.submittedAt),
      packedAt: sql<Date | null>`min(coalesce(${waybills.packedAt}, ${waybills.submittedAt}))`.mapWith(
        waybills.packedAt,
      ),
      paidAt: sql<Date | null>`min(coalesce(${waybills.paidAt}, ${waybills.updatedAt}))`.mapWith(waybills.paidAt),
    })
    .from(waybills)
    .where(and(inArray(waybills.storeId, storeIds), inArray(waybills.status, [...statuses])))
    .groupBy(waybills.storeId, waybills.status);
}

/** Customs authorisations waiting for staff per warehouse, and since when the oldest has. */
export function signDocumentsWaiting(db: Database, statuses: readonly SignDocumentStatus[], storeIds: number[]) {
  return db
    .select({ storeId: waybills.storeId, count: count(), oldest: min(signDocuments.updatedAt) })
    .from(signDocuments)
    .innerJoin(waybills, eq(waybills.id, signDocuments.waybillId))
    .where(and(inArray(signDocuments.status, [...statuses]), inArray(waybills.storeId, storeIds)))
    .groupBy(waybills.storeId);
}

/** Per warehouse, the median seconds from payment to dispatch of the waybills dispatched since `since`, and how many. */
export function paymentToDispatchMedians(db: Database, since: Date) {
  const seconds = sql`extract(epoch from (${waybills.shippedAt} - ${waybills.paidAt}))`;
  return db
    .select({
      storeId: waybills.storeId,
      medianSeconds: sql<number | null>`percentile_cont(0.5) within group (order by ${seconds})`.mapWith(Number),
      count: count(),
    })
    .from(waybills)
    .where(
      and(gte(waybills.shippedAt, since), isNotNull(waybills.paidAt), sql`${waybills.shippedAt} >= ${waybills.paidAt}`),
    )
    .groupBy(waybills.storeId);
}
