import type { MembershipPeriod, MembershipStatus } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './accounts.js';
import { createdAt, timestamps } from './columns.js';
import { currencies } from './reference.js';
import { waybills } from './waybills.js';

/**
 * A paid membership plan staff sell (SPEC §6): a price per month or year in one currency, the discounts in basis
 * points (freight at most 20 %, extra services at most 50 %), priority handling. `clicks` counts incrementMemberClick.
 */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: serial().primaryKey(),
    nameEn: text().notNull(),
    nameCn: text().notNull(),
    nameTw: text().notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    priceMinor: bigint({ mode: 'number' }).notNull(),
    period: text().$type<MembershipPeriod>().notNull(),
    freightBasisPoints: integer().notNull(),
    extraBasisPoints: integer().notNull().default(0),
    priority: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    createdByStaffId: integer().references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('membership_plans_price_positive', sql`${table.priceMinor} > 0`),
    check('membership_plans_freight_cap', sql`${table.freightBasisPoints} between 0 and 2000`),
    check('membership_plans_extra_cap', sql`${table.extraBasisPoints} between 0 and 5000`),
  ],
);

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;

/**
 * A purchase of a plan (SPEC §3 membership card): the plan's terms copied at purchase, the paid period once paid,
 * and the payment attempt's state mirrored in `status`. A customer has at most one purchase waiting (review or
 * payment) at a time: a partial unique index says so whatever the path.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    planId: integer()
      .notNull()
      .references(() => membershipPlans.id),
    status: text().$type<MembershipStatus>().notNull(),
    method: text().notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    period: text().$type<MembershipPeriod>().notNull(),
    freightBasisPoints: integer().notNull(),
    extraBasisPoints: integer().notNull(),
    priority: boolean().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    reason: text(),
    /** Off once the customer unsubscribed (unSubscribeMember): no renewal reminder; the paid period stays. */
    autoRenew: boolean().notNull().default(true),
    rulesAgreedAt: timestamp({ withTimezone: true }).notNull(),
    remindedAt: timestamp({ withTimezone: true }),
    cardClicks: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('memberships_customer_idx').on(table.customerId, table.id),
    index('memberships_ends_idx').on(table.status, table.endsAt),
    uniqueIndex('memberships_one_waiting')
      .on(table.customerId)
      .where(sql`${table.status} in ('in_review', 'pending_payment')`),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;

/**
 * An invitation's reward (SPEC §9 referral): one row per invited friend, written when the friend's first
 * qualifying shipment is paid (the unique friend id makes it once, whatever the number of parallel payment
 * notifications), refused with its reason when the two accounts share an address or phone, and marked reversed when that shipment is cancelled before dispatch.
 */
export const inviteRewards = pgTable(
  'invite_rewards',
  {
    id: serial().primaryKey(),
    inviterId: integer()
      .notNull()
      .references(() => customers.id),
    friendId: integer()
      .notNull()
      .references(() => customers.id),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id),
    /** Points each of the two received; 0 when refused. */
    points: integer().notNull(),
    /** Why no reward was given (an invitation between accounts sharing an address or phone): a message key. */
    refusedReason: text(),
    reversedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invite_rewards_friend_active').on(table.friendId).where(sql`${table.reversedAt} is null`),
    index('invite_rewards_inviter_idx').on(table.inviterId),
    index('invite_rewards_waybill_idx').on(table.waybillId),
  ],
);
