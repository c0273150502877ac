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
} from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './accounts.js';
import { createdAt } from './columns.js';
import { couponTemplates } from './coupons.js';
import { topUps } from './payments.js';

/**
 * A lottery wheel: while it runs, each credited top-up of at least `min_top_up_aud_minor` (in AUD at the day's
 * rates) gives the customer `draws_per_top_up` draws on it.
 */
export const lotteryWheels = pgTable('lottery_wheels', {
  id: serial().primaryKey(),
  nameEn: text().notNull(),
  nameCn: text().notNull(),
  nameTw: text().notNull(),
  startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp({ withTimezone: true }),
  minTopUpAudMinor: bigint({ mode: 'number' }).notNull().default(0),
  drawsPerTopUp: integer().notNull().default(1),
  active: boolean().notNull().default(true),
  createdByStaffId: integer().references(() => staffUsers.id),
  createdAt: createdAt(),
});

export type LotteryWheelRow = typeof lotteryWheels.$inferSelect;

/**
 * A prize on a wheel: a campaign's coupon, points, or nothing ("thanks for playing"). Drawn in proportion to its
 * weight among the prizes with stock left; `stock` goes down by one per win in a conditional update
 * (`stock > 0`), and the check keeps it from going below zero whatever code does. Null stock: unlimited.
 */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: serial().primaryKey(),
    wheelId: integer()
      .notNull()
      .references(() => lotteryWheels.id),
    nameEn: text().notNull(),
    nameCn: text().notNull(),
    nameTw: text().notNull(),
    kind: text({ enum: ['coupon', 'points', 'none'] }).notNull(),
    couponTemplateId: integer().references(() => couponTemplates.id),
    points: integer(),
    weight: integer().notNull(),
    stock: integer(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('lottery_prizes_wheel_idx').on(table.wheelId, table.position),
    check('lottery_prizes_weight_positive', sql`${table.weight} > 0`),
    check('lottery_prizes_stock_not_negative', sql`${table.stock} is null or ${table.stock} >= 0`),
    check(
      'lottery_prizes_kind_fields',
      sql`(${table.kind} = 'coupon' and ${table.couponTemplateId} is not null) or (${table.kind} = 'points' and ${table.points} > 0) or ${table.kind} = 'none'`,
    ),
  ],
);

export type LotteryPrizeRow = typeof lotteryPrizes.$inferSelect;

/**
 * The draws a customer has on a wheel: `earned` grows with qualifying top-ups, `used` by one per draw in a
 * conditional update (`used < earned`) that also locks the row, so one customer's parallel draws take turns.
 */
export const lotteryEntitlements = pgTable(
  'lottery_entitlements',
  {
    wheelId: integer()
      .notNull()
      .references(() => lotteryWheels.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    earned: integer().notNull().default(0),
    used: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.wheelId, table.customerId] }),
    check('lottery_entitlements_used_within_earned', sql`${table.used} >= 0 and ${table.used} <= ${table.earned}`),
  ],
);

/** Which top-up gave draws on which wheel: once per top-up and wheel, whatever calls the credit twice. */
export const lotteryTopUps = pgTable(
  'lottery_top_ups',
  {
    wheelId: integer()
      .notNull()
      .references(() => lotteryWheels.id),
    topUpId: integer()
      .notNull()
      .references(() => topUps.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    draws: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.wheelId, table.topUpId] })],
);

/** Every draw and what it won, written in the draw's transaction: the audit trail of the wheel. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial().primaryKey(),
    wheelId: integer()
      .notNull()
      .references(() => lotteryWheels.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    prizeId: integer()
      .notNull()
      .references(() => lotteryPrizes.id),
    kind: text({ enum: ['coupon', 'points', 'none'] }).notNull(),
    points: integer(),
    couponId: integer(),
    createdAt: createdAt(),
  },
  (table) => [
    index('lottery_draws_wheel_idx').on(table.wheelId, table.id),
    index('lottery_draws_customer_idx').on(table.customerId, table.id),
  ],
);

export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;
