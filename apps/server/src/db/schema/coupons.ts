import type { CouponAudience, CouponScope } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './accounts.js';
import { createdAt } from './columns.js';
import { logisticsLines } from './logistics.js';
import { currencies, warehouses } from './reference.js';

/**
 * A campaign (coupon template): the terms every coupon claimed from it copies, who may claim, how many.
 * `remaining` goes down by one per claim in a conditional update (`remaining > 0`), so the last coupon goes to
 * exactly one of many customers claiming at once; the check keeps it from going below zero whatever happens.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial().primaryKey(),
    nameEn: text().notNull(),
    nameCn: text().notNull(),
    nameTw: text().notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    amountMinor: bigint({ mode: 'number' }),
    percentBasisPoints: integer(),
    capMinor: bigint({ mode: 'number' }),
    minSpendMinor: bigint({ mode: 'number' }),
    scope: text().$type<CouponScope>().notNull().default('all'),
    storeId: integer().references(() => warehouses.storeId),
    lineId: integer().references(() => logisticsLines.id),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    /** Days a claimed coupon stays valid; null: until the campaign ends. */
    validDays: integer(),
    totalQuantity: integer(),
    remaining: integer(),
    perCustomer: integer().notNull().default(1),
    audience: text().$type<CouponAudience>().notNull().default('all'),
    /** Listed in the coupon centre for customers to claim. */
    inCentre: boolean().notNull().default(true),
    /** Offered once in a pop-up on the home page. */
    popUp: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdByStaffId: integer().references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'coupon_templates_amount_or_percent',
      sql`(${table.amountMinor} is null) <> (${table.percentBasisPoints} is null)`,
    ),
    check('coupon_templates_remaining_not_negative', sql`${table.remaining} is null or ${table.remaining} >= 0`),
  ],
);

export type CouponTemplateRow = typeof couponTemplates.$inferSelect;

/** A code that gives a campaign's coupon: single-use (`max_uses` 1) or shared with a cap. */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    templateId: integer()
      .notNull()
      .references(() => couponTemplates.id),
    maxUses: integer().notNull().default(1),
    uses: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupon_codes_code_unique').on(table.code),
    check('coupon_codes_uses_within_cap', sql`${table.uses} >= 0 and ${table.uses} <= ${table.maxUses}`),
  ],
);

/** Who presented which code: once per customer and code. */
export const couponCodeUses = pgTable(
  'coupon_code_uses',
  {
    codeId: integer()
      .notNull()
      .references(() => couponCodes.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.customerId] })],
);

/** A pop-up campaign the customer answered (claimed or closed): never offered to them again. */
export const couponPopUpAnswers = pgTable(
  'coupon_pop_up_answers',
  {
    templateId: integer()
      .notNull()
      .references(() => couponTemplates.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    action: text({ enum: ['claim', 'dismiss'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.customerId] }),
    index('coupon_pop_up_answers_customer_idx').on(table.customerId),
  ],
);
