import type { EventTexts, ShipmentAlertKind, TrackingSource, TrackingStatusCode } from '@parcelway/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { waybills } from './waybills.js';

/**
 * A waybill's journey, append-only: our own state changes, staff entries and carrier reports. Each source names its
 * events (`source_event_id`), unique per source, so an event delivered twice is stored once.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    place: text().notNull().default(''),
    statusCode: text().$type<TrackingStatusCode>().notNull(),
    texts: jsonb().$type<EventTexts>().notNull().default({}),
    source: text().$type<TrackingSource>().notNull(),
    sourceEventId: text().notNull(),
    recordedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tracking_events_source_event_unique').on(table.source, table.sourceEventId),
    index('tracking_events_waybill_idx').on(table.waybillId, table.occurredAt),
  ],
);

export type TrackingEventRow = typeof trackingEvents.$inferSelect;

/**
 * The carrier numbers followed, each pointing at its waybill (written when the waybill leaves with one), with what
 * the carrier last said about it as a whole: its name for the carrier, its tracking page and its expected delivery.
 */
export const carrierTrackings = pgTable(
  'carrier_trackings',
  {
    trackingNumber: text().primaryKey(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    carrier: text(),
    trackingUrl: text(),
    /** 'YYYY-MM-DD', the carrier's estimate. */
    expectedDelivery: text(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('carrier_trackings_waybill_idx').on(table.waybillId),
    index('carrier_trackings_customer_idx').on(table.customerId),
  ],
);

export type CarrierTrackingRow = typeof carrierTrackings.$inferSelect;

/** Public links to a waybill's journey. Only the SHA-256 of the link's key is kept; a revoked link stays listed. */
export const traceShares = pgTable(
  'trace_shares',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
    openedCount: integer().notNull().default(0),
    lastOpenedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('trace_shares_token_hash_unique').on(table.tokenHash),
    index('trace_shares_customer_idx').on(table.customerId, table.id),
  ],
);

export type TraceShareRow = typeof traceShares.$inferSelect;

/**
 * The alerts a shipment raised and the customer was told of: no carrier event for the line's quiet period, a later
 * estimated delivery, a failed delivery attempt. One row per (waybill, kind, key) (the key is the last event before a
 * silence, the new estimate, the attempt's time), so a condition seen again by a later poll, a duplicated or an
 * out-of-order event tells nothing new.
 */
export const shipmentAlerts = pgTable(
  'shipment_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    kind: text().$type<ShipmentAlertKind>().notNull(),
    key: text().notNull(),
    /** What the customer was told: the quiet days, the estimate before and after, the attempt's place. */
    details: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    raisedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('shipment_alerts_unique').on(table.waybillId, table.kind, table.key)],
);

export type ShipmentAlertRow = typeof shipmentAlerts.$inferSelect;
