import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { anyOf, preparedQuery } from '../../db/prepared.js';
import { customerStoreCounts, parcels, statusCounts, warehouseStatusCounts, waybills } from '../../db/schema/index.js';

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

export interface CountDifference {
  /** customer_warehouse: a customer's count in one warehouse (`store_id`), every state together (`status` "all"). */
  scope: 'customer' | 'warehouse' | 'customer_warehouse';
  id: number;
  store_id?: number;
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
