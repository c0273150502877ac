import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { anyOf, preparedQuery } from '../../db/prepared.js';
import {
  customerStoreCounts,
  parcels,
  statusCounts,
  type WarehouseMoment,
  warehouseMomentCounts,
  warehouseStatusCounts,
  waybills,
} from '../../db/schema/index.js';
import { onQuarterHours, type StoreDay } from '../../db/store-days.js';

export type CountedKind = 'parcel' | 'waybill';

const customerCounts = preparedQuery('status_counts_of_customer', (db, name) =>
  db
    .select({ status: statusCounts.status, value: statusCounts.count })
    .from(statusCounts)
    .where(
      and(eq(statusCounts.customerId, sql.placeholder('customerId')), eq(statusCounts.kind, sql.placeholder('kind'))),
    )
    .prepare(name),
);

/** The customer's maintained count per state of one kind (a few rows, whatever their history). */
export function readCustomerCounts(db: Database, customerId: number, kind: CountedKind) {
  return customerCounts(db).execute({ customerId, kind });
}

const warehouseCounts = preparedQuery('status_counts_of_warehouses', (db, name) =>
  db
    .select({
      status: warehouseStatusCounts.status,
      value: sql<number>`sum(${warehouseStatusCounts.count})`.mapWith(Number),
    })
    .from(warehouseStatusCounts)
    .where(
      and(anyOf(warehouseStatusCounts.storeId, 'storeIds'), eq(warehouseStatusCounts.kind, sql.placeholder('kind'))),
    )
    .groupBy(warehouseStatusCounts.status)
    .prepare(name),
);

/** The maintained counts per state of one kind over some warehouses. */
export function readWarehouseCounts(db: Database, storeIds: number[], kind: CountedKind) {
  return warehouseCounts(db).execute({ storeIds, kind });
}

const customerTotal = preparedQuery('status_counts_customer_total', (db, name) =>
  db
    .select({ value: sql<number>`coalesce(sum(${statusCounts.count}), 0)`.mapWith(Number) })
    .from(statusCounts)
    .where(
      and(eq(statusCounts.customerId, sql.placeholder('customerId')), eq(statusCounts.kind, sql.placeholder('kind'))),
    )
    .prepare(name),
);

const customerTotalInStores = preparedQuery('status_counts_customer_total_in_stores', (db, name) =>
  db
    .select({ value: sql<number>`coalesce(sum(${customerStoreCounts.count}), 0)`.mapWith(Number) })
    .from(customerStoreCounts)
    .where(
      and(
        eq(customerStoreCounts.customerId, sql.placeholder('customerId')),
        eq(customerStoreCounts.kind, sql.placeholder('kind')),
        anyOf(customerStoreCounts.storeId, 'storeIds'),
      ),
    )
    .prepare(name),
);

/**
 * How many parcels or waybills a customer has, in some warehouses (all when `storeIds` is undefined), from the
 * maintained counts: a few rows whatever their history (the staff console's customer page).
 */
export async function readCustomerTotal(
  db: Database,
  customerId: number,
  kind: CountedKind,
  storeIds: number[] | undefined,
): Promise<number> {
  const [row] =
    storeIds === undefined
      ? await customerTotal(db).execute({ customerId, kind })
      : await customerTotalInStores(db).execute({ customerId, kind, storeIds });
  return row?.value ?? 0;
}

const warehouseCountsByStore = preparedQuery('status_counts_of_warehouses_by_store', (db, name) =>
  db
    .select({
      storeId: warehouseStatusCounts.storeId,
      status: warehouseStatusCounts.status,
      value: warehouseStatusCounts.count,
    })
    .from(warehouseStatusCounts)
    .where(
      and(anyOf(warehouseStatusCounts.storeId, 'storeIds'), eq(warehouseStatusCounts.kind, sql.placeholder('kind'))),
    )
    .prepare(name),
);

/** The maintained counts per warehouse and state of one kind (the staff dashboard's queues). */
export function readWarehouseCountsByStore(db: Database, storeIds: number[], kind: CountedKind) {
  return warehouseCountsByStore(db).execute({ storeIds, kind });
}

const momentsOfDays = preparedQuery('moment_counts_of_days', (db, name) =>
  db
    .select({
      storeId: sql<number>`days.store_id`.mapWith(Number),
      moment: sql<WarehouseMoment>`quarters.moment`,
      value: sql<number>`quarters.value`.mapWith(Number),
    })
    .from(
      // One range of the primary key (store, quarter hour, moment) per warehouse's day: a lateral subquery, so each is
      // an index range whatever the planner guesses of the days (at most 100 quarters × 4 moments a day).
      sql`unnest(${sql.placeholder('storeIds')}::integer[], ${sql.placeholder('froms')}::timestamptz[],
          ${sql.placeholder('tos')}::timestamptz[]) as days(store_id, from_at, to_at)
        cross join lateral (
          select ${warehouseMomentCounts.moment} as moment, sum(${warehouseMomentCounts.count}) as value
          from ${warehouseMomentCounts}
          where ${warehouseMomentCounts.storeId} = days.store_id and ${warehouseMomentCounts.quarterHour} >= days.from_at
            and ${warehouseMomentCounts.quarterHour} < days.to_at
          group by ${warehouseMomentCounts.moment}
        ) as quarters`,
    )
    .prepare(name),
);

/**
 * Per warehouse and moment, how many parcels were checked in and waybills packed, paid and dispatched in the
 * warehouse's day, from the maintained quarter-hour counts: one statement for every warehouse and moment. Each day
 * must start and end on a quarter hour (`onQuarterHours`); a moment with nothing that day may be missing or 0.
 */
export function readMomentCounts(db: Database, days: readonly StoreDay[]) {
  for (const day of days) {
    if (!onQuarterHours(day)) throw new Error(`the day of warehouse ${day.storeId} does not start on a quarter hour`);
  }
  return momentsOfDays(db).execute({
    storeIds: days.map((day) => day.storeId),
    froms: days.map((day) => day.from.toISOString()),
    tos: days.map((day) => day.to.toISOString()),
  });
}

export interface CountDifference {
  /**
   * customer_warehouse: a customer's count in one warehouse (`store_id`), every state together (`status` "all").
   * warehouse_quarter_hour: a warehouse's (`id`) moment (`status`: checked_in, packed, paid, dispatched) in the quarter
   * hour starting at `quarter_hour`.
   */
  scope: 'customer' | 'warehouse' | 'customer_warehouse' | 'warehouse_quarter_hour';
  id: number;
  store_id?: number;
  quarter_hour?: string;
  kind: CountedKind;
  status: string;
  maintained: number;
  recounted: number;
}

interface RawDifference {
  scope: CountDifference['scope'];
  id: number | string;
  store_id: number | string | null;
  kind: CountedKind;
  status: string;
  maintained: number | string;
  recounted: number | string;
}

/**
 * Every maintained count against a recount of the rows (both ways: a count with no rows, rows with no count). Reads
 * each table once; for an audit, not a request.
 */
export async function countsOutOfStep(db: Database): Promise<CountDifference[]> {
  const result = (await db.execute(sql`
    with recounted as (
      select 'customer' as scope, ${parcels.customerId} as id, 'parcel' as kind, ${parcels.status}::text as status,
        count(*) as value from ${parcels} where ${parcels.customerId} is not null group by 2, 4
      union all
      select 'customer', ${waybills.customerId}, 'waybill', ${waybills.status}, count(*) from ${waybills} group by 2, 4
      union all
      select 'warehouse', ${parcels.storeId}, 'parcel', ${parcels.status}::text, count(*) from ${parcels} group by 2, 4
      union all
      select 'warehouse', ${waybills.storeId}, 'waybill', ${waybills.status}, count(*) from ${waybills} group by 2, 4
    ), recounted_in_stores as (
      select ${parcels.customerId} as id, ${parcels.storeId} as store_id, 'parcel' as kind, count(*) as value
        from ${parcels} where ${parcels.customerId} is not null group by 1, 2
      union all
      select ${waybills.customerId}, ${waybills.storeId}, 'waybill', count(*) from ${waybills} group by 1, 2
    ), maintained as (
      select 'customer' as scope, customer_id as id, kind, status, count as value from ${statusCounts}
      union all
      select 'warehouse', store_id, kind, status, count from ${warehouseStatusCounts}
    )
    select coalesce(m.scope, r.scope) as scope, coalesce(m.id, r.id) as id, null as store_id,
      coalesce(m.kind, r.kind) as kind, coalesce(m.status, r.status) as status, coalesce(m.value, 0) as maintained,
      coalesce(r.value, 0) as recounted
    from maintained m full join recounted r
      on m.scope = r.scope and m.id = r.id and m.kind = r.kind and m.status = r.status
    where coalesce(m.value, 0) <> coalesce(r.value, 0)
    union all
    select 'customer_warehouse', coalesce(m.customer_id, r.id), coalesce(m.store_id, r.store_id),
      coalesce(m.kind, r.kind), 'all', coalesce(m.count, 0), coalesce(r.value, 0)
    from ${customerStoreCounts} m full join recounted_in_stores r
      on m.customer_id = r.id and m.store_id = r.store_id and m.kind = r.kind
    where coalesce(m.count, 0) <> coalesce(r.value, 0)
    order by 1, 2, 3, 4, 5`)) as unknown as { rows: RawDifference[] };
  return result.rows.map((row) => ({
    scope: row.scope,
    id: Number(row.id),
    ...(row.store_id !== null && { store_id: Number(row.store_id) }),
    kind: row.kind,
    status: row.status,
    maintained: Number(row.maintained),
    recounted: Number(row.recounted),
  }));
}

/** The UTC quarter hour an instant falls in, as the triggers of migration 0047 bin it. */
const quarterOf = (at: SQLWrapper) => sql`date_bin('15 minutes', ${at}, timestamptz 'epoch')`;

/**
 * Every maintained quarter-hour count of a warehouse's moments against a recount of the rows (both ways), as
 * `countsOutOfStep` does for the states. Reads parcels and waybills once each; for an audit, not a request.
 */
export async function momentCountsOutOfStep(db: Database): Promise<CountDifference[]> {
  const result = (await db.execute(sql`
    with recounted as (
      select ${parcels.storeId} as store_id, ${quarterOf(parcels.receivedAt)} as quarter_hour,
        'checked_in' as moment, count(*) as value
      from ${parcels} where ${parcels.receivedAt} is not null group by 1, 2
      union all
      select ${waybills.storeId}, ${quarterOf(sql`moments.at`)}, moments.moment, count(*)
      from ${waybills} cross join lateral (values ('packed', ${waybills.packedAt}), ('paid', ${waybills.paidAt}),
        ('dispatched', ${waybills.shippedAt})) as moments (moment, at)
      where moments.at is not null group by 1, 2, 3
    )
    select coalesce(m.store_id, r.store_id) as id, coalesce(m.quarter_hour, r.quarter_hour) as quarter_hour,
      coalesce(m.moment, r.moment) as moment, coalesce(m.count, 0) as maintained, coalesce(r.value, 0) as recounted
    from ${warehouseMomentCounts} m full join recounted r
      on m.store_id = r.store_id and m.quarter_hour = r.quarter_hour and m.moment = r.moment
    where coalesce(m.count, 0) <> coalesce(r.value, 0)
    order by 1, 2, 3`)) as unknown as {
    rows: {
      id: number | string;
      quarter_hour: Date | string;
      moment: WarehouseMoment;
      maintained: number | string;
      recounted: number | string;
    }[];
  };
  return result.rows.map((row) => ({
    scope: 'warehouse_quarter_hour',
    id: Number(row.id),
    quarter_hour: new Date(row.quarter_hour).toISOString(),
    kind: row.moment === 'checked_in' ? 'parcel' : 'waybill',
    status: row.moment,
    maintained: Number(row.maintained),
    recounted: Number(row.recounted),
  }));
}

/**
 * A list statement's total from the maintained counts: a scalar subquery over a few rows, for a page statement to
 * carry instead of counting every row it matches. Placeholders: `customerId`, and with states `statusNames` (text[]).
 */
export function maintainedTotal(kind: CountedKind, withStatuses: boolean): SQL<number> {
  return sql<number>`(select coalesce(sum(${statusCounts.count}), 0) from ${statusCounts}
    where ${statusCounts.customerId} = ${sql.placeholder('customerId')} and ${statusCounts.kind} = ${kind}
    ${withStatuses ? sql`and ${statusCounts.status} = any(${sql.placeholder('statusNames')})` : sql``})`.mapWith(
    Number,
  );
}

/** The customer's maintained counts of one kind as one JSON object (state → count), for a page statement to carry. */
export function maintainedByStatus(kind: CountedKind): SQL<Record<string, number | string>> {
  return sql<
    Record<string, number | string>
  >`(select coalesce(json_object_agg(${statusCounts.status}, ${statusCounts.count}), '{}'::json)
    from ${statusCounts}
    where ${statusCounts.customerId} = ${sql.placeholder('customerId')} and ${statusCounts.kind} = ${kind})`;
}
