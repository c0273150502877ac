import { BANK_TRANSFER_STATUSES, type CouponScope, PAYMENT_ATTEMPT_STATUSES, TOP_UP_STATUSES } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './accounts.js';
import { createdAt, timestamps } from './columns.js';
import { couponTemplates } from './coupons.js';
import { storedFiles } from './files.js';
import { currencies, warehouses } from './reference.js';

export type { PaymentAttemptStatus, TopUpStatus } from '@parcelway/domain';

/**
 * Payments, prepaid balance and points. The balance and points ledgers themselves
 * (`balance_entries`, `point_entries`) are in ledger.ts; this file holds what guards and explains them.
 */

/**
 * One wallet per customer and currency: the running balance of its entries. A movement locks this row
 * (`FOR UPDATE`) in the transaction that inserts the entry, so two payments of one wallet take turns,
 * and the check constraint refuses a negative balance even if code got it wrong.
 */
export const balanceAccounts = pgTable(
  'balance_accounts',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    balanceMinor: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.currencyId] }),
    check('balance_accounts_not_negative', sql`${table.balanceMinor} >= 0`),
  ],
);

/** The points a customer holds, locked like a wallet when points move; never negative. */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    customerId: integer()
      .primaryKey()
      .references(() => customers.id),
    points: integer().notNull().default(0),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [check('point_accounts_not_negative', sql`${table.points} >= 0`)],
);

/**
 * The first answer to a payment or top-up POST sent with an `Idempotency-Key`, stored in the transaction
 * that did the work: a retry with the same key (and the same request) gets this answer and does nothing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    key: text().notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text().notNull(),
    response: jsonb().$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('idempotency_keys_customer_key_unique').on(table.customerId, table.key)],
);

/**
 * Every payment, by any method, for a target: `purpose` names what is paid ('top_up' or
 * 'waybill') and `target_id` which one. Settled once: created → pending → succeeded | failed. A target is paid
 * by at most one succeeded attempt (a unique index); a second one that succeeds anyway (a card paid while
 * the balance already had) is kept as 'duplicate' and credited to the balance.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    purpose: text().notNull(),
    targetId: integer(),
    /** A payment method code of packages/domain (balance, bank_transfer, card, duitnow …). */
    method: text().notNull(),
    /** The provider that takes the money; null for the balance and bank transfers. */
    provider: text(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('created'),
    /** The provider's id of the checkout. */
    providerRef: text(),
    checkoutUrl: text(),
    /** Where the customer returns after the provider's page (an app route). */
    returnPath: text().notNull().default(''),
    shopperName: text(),
    failureReason: text(),
    completedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('payment_attempts_amount_positive', sql`${table.amountMinor} > 0`),
    index('payment_attempts_customer_idx').on(table.customerId, table.createdAt),
    index('payment_attempts_target_idx').on(table.purpose, table.targetId),
    uniqueIndex('payment_attempts_paid_once')
      .on(table.purpose, table.targetId)
      .where(sql`${table.status} = 'succeeded' and ${table.targetId} is not null`),
    uniqueIndex('payment_attempts_one_pending_transfer')
      .on(table.purpose, table.targetId)
      .where(sql`${table.status} = 'pending' and ${table.method} = 'bank_transfer' and ${table.targetId} is not null`),
    uniqueIndex('payment_attempts_provider_ref_unique')
      .on(table.provider, table.providerRef)
      .where(sql`${table.providerRef} is not null`),
  ],
);

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/** Provider notifications already acted on, by the provider's id: a replay finds its id here and changes nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    notificationId: text().notNull(),
    attemptId: uuid().references(() => paymentAttempts.id),
    outcome: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    receivedAt: createdAt(),
  },
  (table) => [uniqueIndex('payment_notifications_unique').on(table.provider, table.notificationId)],
);

/** A bank transfer waiting for (or after) staff review: the proof of one payment attempt by bank transfer. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    attemptId: uuid()
      .notNull()
      .unique()
      .references(() => paymentAttempts.id),
    /** Null once the proof is erased with the customer's other personal data at account closure. */
    proofFileId: uuid().references(() => storedFiles.id),
    status: text({ enum: BANK_TRANSFER_STATUSES }).notNull().default('pending'),
    reason: text(),
    reviewedByStaffId: integer().references(() => staffUsers.id),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('bank_transfers_status_idx').on(table.status, table.createdAt)],
);

export type BankTransferRow = typeof bankTransfers.$inferSelect;

/** Top-up offers (chargeActivityList): top up at least the threshold, get the bonus, once per customer. */
export const topUpActivities = pgTable('top_up_activities', {
  id: integer().primaryKey(),
  currencyId: integer()
    .notNull()
    .references(() => currencies.id),
  thresholdMinor: bigint({ mode: 'number' }).notNull(),
  bonusMinor: bigint({ mode: 'number' }).notNull(),
  active: boolean().notNull().default(true),
  clicks: integer().notNull().default(0),
  sortOrder: smallint().notNull().default(0),
});

/** A request to top the balance up, paid by card/wallet (an attempt) or bank transfer (reviewed by staff). */
export const topUps = pgTable(
  'top_ups',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    activityId: integer().references(() => topUpActivities.id),
    /** The bonus granted with the credit (0 without an offer, or when the customer already had this one). */
    bonusMinor: bigint({ mode: 'number' }).notNull().default(0),
    bonusGranted: boolean().notNull().default(false),
    method: text().notNull(),
    status: text({ enum: TOP_UP_STATUSES }).notNull(),
    reason: text(),
    creditedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('top_ups_amount_positive', sql`${table.amountMinor} > 0`),
    index('top_ups_customer_idx').on(table.customerId, table.createdAt),
    // SPEC §9: an offer's bonus once per customer.
    uniqueIndex('top_ups_bonus_once').on(table.customerId, table.activityId).where(sql`${table.bonusGranted}`),
  ],
);

export type TopUpRow = typeof topUps.$inferSelect;

/**
 * Coupons as far as checkout needs them (the coupon centre is its own issue): a fixed amount or a
 * percentage, a minimum spend, a validity; a customer's own or claimable (no customer); used once, on a target.
 * A claimable coupon reaches a customer only when it is published to them: by its code (presenting the code
 * collects it, it becomes theirs) or by staff publishing it to everyone (the coupon centre, `published`).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    customerId: integer().references(() => customers.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    amountMinor: bigint({ mode: 'number' }),
    percentBasisPoints: integer(),
    /** The most a percentage coupon takes off; none when absent. */
    capMinor: bigint({ mode: 'number' }),
    minSpendMinor: bigint({ mode: 'number' }),
    /** What it takes off (all, freight, extras), and the only warehouse and line it is for (any when null). */
    scope: text().$type<CouponScope>().notNull().default('all'),
    storeId: integer().references(() => warehouses.storeId),
    lineId: integer(),
    /** The campaign it was claimed from; null for a coupon staff issued on its own. */
    templateId: integer().references(() => couponTemplates.id),
    /** Offered to every customer (coupon centre, pop-up) rather than only to whoever holds its code. */
    published: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    usedByCustomerId: integer().references(() => customers.id),
    usedPurpose: text(),
    usedTargetId: integer(),
    createdByStaffId: integer().references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    index('coupons_customer_idx').on(table.customerId),
    // used_at last: a campaign's issued and used counts (couponCountsByTemplate) are read from the index alone.
    index('coupons_template_customer_idx').on(table.templateId, table.customerId, table.usedAt),
    check('coupons_amount_or_percent', sql`(${table.amountMinor} is null) <> (${table.percentBasisPoints} is null)`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/**
 * The sandbox provider's own checkouts. The sandbox stands in for a provider's hosted page, so it keeps
 * what a provider would: the amount, where to send the notification, whether it was paid.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text().primaryKey(),
  provider: text().notNull(),
  attemptId: uuid().notNull(),
  amountMinor: bigint({ mode: 'number' }).notNull(),
  currency: text().notNull(),
  description: text().notNull(),
  returnUrl: text().notNull(),
  status: text({ enum: ['open', 'paid', 'failed'] })
    .notNull()
    .default('open'),
  createdAt: createdAt(),
  completedAt: timestamp({ withTimezone: true }),
});
