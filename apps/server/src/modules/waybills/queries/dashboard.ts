import type { SignDocumentStatus, WaybillStatus } from '@parcelway/domain';
import { and, count, eq, gte, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedQuery } from '../../../db/prepared.js';
import { signDocuments, waybills } from '../../../db/schema/index.js';
import { inStoreDays, type StoreDay } from '../../../db/store-days.js';
import { readWarehouseCountsByStore } from '../../status-counts/index.js';

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
 * submitted (to pack), packed (to pay), paid (to dispatch). The counts are the maintained ones; each earliest time is
 * the first entry of a (warehouse, state) range of an index (`waybills_store_status_submitted_idx` and the two
 * partial `…_since_idx`), so neither visits the waybills a queue holds, however many.
 */
export async function waybillsWaiting(db: Database, statuses: readonly WaybillStatus[], storeIds: number[]) {
  const [counts, oldest] = await Promise.all([
    readWarehouseCountsByStore(db, storeIds, 'waybill'),
    waitingSince(db).execute({ storeIds, statuses: [...statuses] }),
  ]);
  const wanted = new Set<string>(statuses);
  return counts
    .filter((row) => row.value > 0 && wanted.has(row.status))
    .map((row) => {
      const since = oldest.find((entry) => entry.storeId === row.storeId && entry.status === row.status);
      return {
        storeId: row.storeId,
        status: row.status as WaybillStatus,
        count: row.value,
        submittedAt: since?.submittedAt ?? null,
        packedAt: since?.packedAt ?? null,
        paidAt: since?.paidAt ?? null,
      };
    });
}

const UNPAID: readonly WaybillStatus[] = ['pay_now', 'bank_pending'];

/** Per warehouse and state asked, the earliest submitted, packed (unpaid ones) and paid (paid ones) moments. */
const waitingSince = preparedQuery('waybills_waiting_since', (db, name) => {
  // A correlated subquery per (warehouse, state), on the waybills as `w` (column names as the table spells them).
  // The states of the partial indexes are written as constants: a parameter would not prove their predicate.
  const range = sql`from ${waybills} as w where w.store_id = stores.store_id and w.status = states.status`;
  return db
    .select({
      storeId: sql<number>`stores.store_id`.mapWith(Number),
      status: sql<string>`states.status`,
      submittedAt: sql<Date | null>`(select min(w.submitted_at) ${range})`.mapWith(waybills.submittedAt),
      packedAt: sql<Date | null>`(select min(coalesce(w.packed_at, w.submitted_at)) ${range}
        and w.status in (${sql.join(
          UNPAID.map((status) => sql.raw(`'${status}'`)),
          sql`, `,
        )}))`.mapWith(waybills.packedAt),
      paidAt: sql<Date | null>`(select min(coalesce(w.paid_at, w.updated_at)) ${range} and w.status = 'paid')`.mapWith(
        waybills.paidAt,
      ),
    })
    .from(
      sql`unnest(${sql.placeholder('storeIds')}::integer[]) as stores(store_id)
        cross join unnest(${sql.placeholder('statuses')}::text[]) as states(status)`,
    )
    .prepare(name);
});

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
