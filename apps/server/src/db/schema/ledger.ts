import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { createdAt } from './columns.js';
import { currencies } from './reference.js';

/** Append-only prepaid balance movements, in minor units of their currency. A balance is their sum. */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    reference: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('balance_entries_customer_idx').on(table.customerId, table.currencyId)],
);

/** Append-only points movements. Points are whole numbers. */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    points: integer().notNull(),
    kind: text().notNull(),
    reference: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('point_entries_customer_idx').on(table.customerId)],
);
