import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { parcels } from './parcels.js';
import { waybills } from './waybills.js';

/** updateShipmentTransactionEmail: the address a waybill's transaction emails go to instead of the account's. */
export const waybillTransactionEmails = pgTable('waybill_transaction_emails', {
  waybillId: integer()
    .primaryKey()
    .references(() => waybills.id),
  /** The waybill's owner, so closing the account forgets the address with everything else. */
  customerId: integer()
    .notNull()
    .references(() => customers.id),
  email: text().notNull(),
  updatedAt: updatedAt(),
});

/** Reminders sent once per parcel (free storage about to end): the row is the proof it was sent. */
export const parcelReminders = pgTable('parcel_reminders', {
  parcelId: integer()
    .primaryKey()
    .references(() => parcels.id),
  kind: text().notNull(),
  createdAt: createdAt(),
});

/**
 * Waybill milestones already told (paid, delivered…): the row is the proof, so a milestone reported by two sources (the
 * carrier's scan and the customer confirming receipt) is told once; two at once wait on the key and one of them wins.
 */
export const waybillNotices = pgTable(
  'waybill_notices',
  {
    waybillId: integer()
      .notNull()
      .references(() => waybills.id),
    kind: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.waybillId, table.kind] })],
);

/**
 * Points notices already sent, one per customer, kind and dormancy: `since` is when the points last moved, so a
 * warning is sent once per stretch of dormancy (the daily job finds the same customer again each day), and a movement
 * starts a new stretch that may be warned again.
 */
export const pointsNotices = pgTable(
  'points_notices',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    kind: text().notNull(),
    since: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.kind, table.since] })],
);
