import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { createdAt } from './columns.js';

/** A customer's share link for "share for points": one code per customer, random, shown in the link. */
export const shareLinks = pgTable(
  'share_links',
  {
    customerId: integer()
      .primaryKey()
      .references(() => customers.id),
    code: text().notNull(),
    /** The keyed hash of the sharer's own browser when they last asked for the link: their signed-out visits do not count. */
    ownerFingerprint: text(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('share_links_code_unique').on(table.code)],
);

/**
 * A visit of someone else to a customer's share link: once per visitor and period. The visitor is a customer
 * (`c:<id>`) or, signed out, a keyed hash of their address and browser (`f:<hmac>`), never the address itself.
 */
export const shareVisits = pgTable(
  'share_visits',
  {
    id: serial().primaryKey(),
    sharerId: integer()
      .notNull()
      .references(() => customers.id),
    visitorKey: text().notNull(),
    visitorCustomerId: integer().references(() => customers.id),
    period: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('share_visits_once_per_period').on(table.sharerId, table.visitorKey, table.period),
    index('share_visits_sharer_idx').on(table.sharerId, table.id),
  ],
);

/** An activity's reward granted: once per customer, activity and period (the primary key says so). */
export const activityRewards = pgTable(
  'activity_rewards',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    activity: text().notNull(),
    period: text().notNull(),
    points: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.activity, table.period] })],
);
