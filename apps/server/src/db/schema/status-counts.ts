import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
