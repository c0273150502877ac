import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How many parcels and waybills each customer has in each state, kept by statement-level triggers on `parcels` and
 * `waybills` (in the transaction of every insert, move and delete: see the status_counts migration) so tabs, badges and list totals read
 * a few rows instead of counting a customer's whole history. `status` is the state as text (a parcel's number, a
 * waybill's name). A row may hold 0. `npm run ops -- audit-counts` recounts and reports any difference.
 */
export const statusCounts = pgTable(
  'status_counts',
  {
    customerId: integer().notNull(),
    kind: text({ enum: ['parcel', 'waybill'] }).notNull(),
    status: text().notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.kind, table.status] })],
);

/** The same per warehouse (every parcel, with or without an owner): the staff console's counts. */
export const warehouseStatusCounts = pgTable(
  'warehouse_status_counts',
  {
    storeId: integer().notNull(),
    kind: text({ enum: ['parcel', 'waybill'] }).notNull(),
    status: text().notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.kind, table.status] })],
);

/**
 * The same per customer and warehouse, without the state (a customer's parcels and waybills in some warehouses): the
 * staff console's customer page for a warehouse operator, who sees a customer only through their warehouses.
 */
export const customerStoreCounts = pgTable(
  'customer_store_counts',
  {
    customerId: integer().notNull(),
    kind: text({ enum: ['parcel', 'waybill'] }).notNull(),
    storeId: integer().notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.kind, table.storeId] })],
);

/** What a warehouse's day counts: parcels checked in (`received_at`), waybills packed, paid and dispatched (`shipped_at`). */
export const WAREHOUSE_MOMENTS = ['checked_in', 'packed', 'paid', 'dispatched'] as const;
export type WarehouseMoment = (typeof WAREHOUSE_MOMENTS)[number];

/**
 * How many parcels were checked in, and waybills packed, paid and dispatched, per warehouse and UTC quarter hour
 * (`quarter_hour` is the quarter's start), kept by statement-level triggers on `parcels` and `waybills` like the
 * counts above: a row counts the rows whose moment now falls in that quarter, so a moment moved or cleared moves its
 * count. Every warehouse's local day starts and ends on a quarter hour, so its figures are the sum of at most 100
 * quarters per moment (the staff dashboard), whatever the day's activity. A row may hold 0.
 */
export const warehouseMomentCounts = pgTable(
  'warehouse_moment_counts',
  {
    storeId: integer().notNull(),
    quarterHour: timestamp({ withTimezone: true }).notNull(),
    moment: text({ enum: WAREHOUSE_MOMENTS }).notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.quarterHour, table.moment] })],
);
