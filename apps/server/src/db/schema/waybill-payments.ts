import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { createdAt } from './columns.js';
import { storedFiles } from './files.js';
import { coupons, paymentAttempts } from './payments.js';
import { currencies } from './reference.js';
import { waybills } from './waybills.js';

/**
 * How one payment attempt of a waybill was made up (balancePay, a provider call, a bank transfer): the total
 * in the pay currency, the coupon and points taken, and the part the balance paid up front in a combined
 * payment; the attempt's own amount is the rest. A failed attempt gives these back; the invoice prints them.
 */
export const waybillPayments = pgTable(
  'waybill_payments',
  {
    attemptId: uuid()
      .primaryKey()
      .references(() => paymentAttempts.id),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    totalMinor: bigint({ mode: 'number' }).notNull(),
    couponId: integer().references(() => coupons.id),
    couponMinor: bigint({ mode: 'number' }).notNull().default(0),
    pointsUsed: integer().notNull().default(0),
    pointsMinor: bigint({ mode: 'number' }).notNull().default(0),
    balanceMinor: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The pay currency's rate to the Australian dollar the total was worked out at: the points the payment earns and
     * the invitation's AU$20 count at it, whenever a provider or staff confirm the payment. Payments from before it
     * was kept were given the rate in force on their day (migration 0033). Null in a pay currency without a rate (it
     * counts at the confirmation day's rates).
     */
    chargePerAud: numeric({ precision: 20, scale: 8 }),
    /** Set when the coupon, points and balance part went back to the customer (the attempt failed). */
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('waybill_payments_waybill_idx').on(table.waybillId)],
);

export type WaybillPaymentRow = typeof waybillPayments.$inferSelect;

/**
 * The invoice PDF made for a waybill, reused while what it shows is unchanged: `fingerprint` covers the
 * language and every amount printed, so a new fee or payment makes a new file and a repeat call does not.
 */
export const waybillInvoices = pgTable(
  'waybill_invoices',
  {
    id: serial().primaryKey(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id),
    fingerprint: text().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('waybill_invoices_waybill_fingerprint_unique').on(table.waybillId, table.fingerprint)],
);
