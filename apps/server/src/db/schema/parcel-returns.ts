import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { timestamps } from './columns.js';
import { parcels } from './parcels.js';
import { currencies, warehouses } from './reference.js';

/** A request to send parcels back instead of shipping them home (SPEC §9 returns). */
export const parcelReturns = pgTable(
  'parcel_returns',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    method: text({ enum: ['local_address', 'pickup_code', 'forward'] }).notNull(),
    status: text({ enum: ['requested', 'completed', 'cancelled'] })
      .notNull()
      .default('requested'),
    /** Minor units of `currencyId`; null while a forwarding price waits for the staff's quote. */
    fee: integer(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    address: jsonb().$type<Record<string, string | number>>(),
    pickupCode: text(),
    remark: text().notNull().default(''),
    completedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('parcel_returns_customer_idx').on(table.customerId, table.id),
    // The warehouse's open returns (the queue and its count on the dashboard) without reading finished ones.
    index('parcel_returns_open_idx').on(table.storeId, table.createdAt).where(sql`${table.status} = 'requested'`),
  ],
);

export const parcelReturnItems = pgTable(
  'parcel_return_items',
  {
    returnId: integer()
      .notNull()
      .references(() => parcelReturns.id, { onDelete: 'cascade' }),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.parcelId] }),
    index('parcel_return_items_parcel_idx').on(table.parcelId),
  ],
);
