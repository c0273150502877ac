import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { createdAt } from './columns.js';
import { paymentAttempts } from './payments.js';
import { currencies } from './reference.js';

/**
 * Append-only prepaid balance movements, in minor units of their currency. A wallet's balance is their sum
 * (kept beside them in `balance_accounts`); `balance_after` is the wallet's balance once the entry was added.
 */
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
    /** A BalanceEntryKind of packages/domain (top_up, top_up_bonus, payment, refund, adjustment, compensation). */
    kind: text().notNull(),
    reference: text().notNull().default(''),
    balanceAfterMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** Bonus credit is not withdrawable, transferable or refundable (SPEC §9). */
    withdrawable: boolean().notNull().default(true),
    /** What the movement was for: a payment purpose ('top_up', 'waybill' …) and its target. */
    purpose: text(),
    targetId: integer(),
    attemptId: uuid().references(() => paymentAttempts.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('balance_entries_customer_idx').on(table.customerId, table.currencyId),
    // balanceTransactionList: the customer's movements newest first, without walking everyone else's.
    index('balance_entries_customer_newest_idx').on(table.customerId, table.id),
    index('balance_entries_attempt_idx').on(table.attemptId),
    // An approved shipment claim is paid once, however many approvals race.
    uniqueIndex('balance_entries_compensation_once')
      .on(table.purpose, table.targetId)
      .where(sql`${table.kind} = 'compensation'`),
  ],
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
    pointsAfter: integer().notNull().default(0),
    purpose: text(),
    targetId: integer(),
    attemptId: uuid().references(() => paymentAttempts.id),
    createdAt: createdAt(),
  },
  // pointHistory: the customer's movements newest first.
  (table) => [
    index('point_entries_customer_idx').on(table.customerId, table.id),
    // A paid shipment earns its points once, and a refund takes them back once.
    uniqueIndex('point_entries_earned_once')
      .on(table.kind, table.purpose, table.targetId)
      .where(sql`${table.kind} in ('points_earned', 'points_reversed') and ${table.targetId} is not null`),
  ],
);
