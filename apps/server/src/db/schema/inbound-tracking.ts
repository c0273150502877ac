import type { TrackingStatusCode } from '@parcelway/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { updatedAt } from './columns.js';
import { parcels } from './parcels.js';

/** What the carrier showed of a delivery: where and what it said, and its tracking page. */
export interface CarrierProof {
  place: string;
  message: string;
  trackingUrl: string | null;
}

/**
 * A pre-alerted parcel followed on its way to our warehouse through the carrier adapter: the carrier (named by the
 * customer, else guessed from the number's form), what it last said, and when it first said "delivered".
 */
export const inboundTrackings = pgTable('inbound_trackings', {
  parcelId: integer()
    .primaryKey()
    .references(() => parcels.id, { onDelete: 'cascade' }),
  trackingNumber: text().notNull(),
  carrier: text(),
  lastStatus: text().$type<TrackingStatusCode>(),
  /** The first time the carrier reported it delivered (later reports of it do not move it). */
  deliveredAt: timestamp({ withTimezone: true }),
  proof: jsonb().$type<CarrierProof>(),
  updatedAt: updatedAt(),
});

/** The carrier's scans of an inbound parcel, each once (by the adapter's event id). */
export const inboundTrackingEvents = pgTable(
  'inbound_tracking_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    eventId: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    statusCode: text().$type<TrackingStatusCode>().notNull(),
    place: text().notNull().default(''),
    message: text().notNull().default(''),
  },
  (table) => [uniqueIndex('inbound_tracking_events_unique').on(table.parcelId, table.eventId)],
);

/**
 * A parcel the carrier delivered to our warehouse that no check-in followed within two working days: one case per
 * parcel (the unique index), for the warehouse's staff, closed by the check-in.
 */
export const inboundCases = pgTable(
  'inbound_cases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    storeId: integer().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    trackingNumber: text().notNull(),
    deliveredAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    proof: jsonb().$type<CarrierProof>().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('inbound_cases_parcel_unique').on(table.parcelId),
    index('inbound_cases_open_idx').on(table.storeId, table.openedAt),
  ],
);

export type InboundCaseRow = typeof inboundCases.$inferSelect;
