import type { AffectedItem, ShipmentClaimReason, ShipmentClaimStatus } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './accounts.js';
import { createdAt, timestamps } from './columns.js';
import { currencies, warehouses } from './reference.js';
import { waybills } from './waybills.js';

/** The rule's figure as worked out at filing, in minor units of the waybill's currency (`currencyId` of the claim is the paid one). */
export interface StoredCompensation {
  basis: 'insured' | 'standard_liability';
  waybillCurrencyId: number;
  affectedValue: number;
  valueCovered: number;
  freightShare: number;
  total: number;
  capped: boolean;
}

/**
 * A customer's claim for a lost, damaged or short shipment: one per waybill. The rule's compensation is worked out at
 * filing (`amountMinor` in the currency paid, its breakdown in `compensation`). `dueAt` is two working days after the
 * claim was last made complete (null while staff wait for the customer, and once decided); `escalatedAt` marks the
 * overdue mail to admins, sent once per due time.
 */
export const shipmentClaims = pgTable(
  'shipment_claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    reason: text().$type<ShipmentClaimReason>().notNull(),
    status: text().$type<ShipmentClaimStatus>().notNull(),
    description: text().notNull(),
    items: jsonb().$type<AffectedItem[]>().notNull(),
    photoFileIds: uuid().array().notNull().default([]),
    videoFileId: uuid(),
    insured: boolean().notNull(),
    compensation: jsonb().$type<StoredCompensation>().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    completedAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }),
    /** What staff last asked the customer for. */
    informationRequest: text(),
    decidedAmountMinor: bigint({ mode: 'number' }),
    decisionReason: text(),
    decidedByStaffId: integer().references(() => staffUsers.id),
    decidedAt: timestamp({ withTimezone: true }),
    balanceEntryId: integer(),
    escalatedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('shipment_claims_waybill_unique').on(table.waybillId),
    index('shipment_claims_customer_idx').on(table.customerId, table.id),
    // The staff queue and the overdue job: open claims by their clock.
    index('shipment_claims_open_due_idx')
      .on(table.dueAt, table.id)
      .where(sql`${table.status} in ('under_review', 'needs_information')`),
  ],
);

export type ShipmentClaimRow = typeof shipmentClaims.$inferSelect;

export const CLAIM_EVENT_KINDS = [
  'filed',
  'information_requested',
  'information_added',
  'approved',
  'rejected',
] as const;
export type ClaimEventKind = (typeof CLAIM_EVENT_KINDS)[number];

/** A claim's conversation: filed, what staff asked, what the customer added, the decision; each with its files. */
export const shipmentClaimEvents = pgTable(
  'shipment_claim_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer()
      .notNull()
      .references(() => shipmentClaims.id, { onDelete: 'cascade' }),
    kind: text().$type<ClaimEventKind>().notNull(),
    staffId: integer().references(() => staffUsers.id),
    text: text().notNull().default(''),
    fileIds: uuid().array().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('shipment_claim_events_claim_idx').on(table.claimId, table.id)],
);

export type ShipmentClaimEventRow = typeof shipmentClaimEvents.$inferSelect;

/**
 * The shipments whose customer was told a loss claim opened (overdue, or reported lost by the carrier): one row each,
 * so the notice goes once whichever server runs the job.
 */
export const shipmentLossNotices = pgTable('shipment_loss_notices', {
  waybillId: integer()
    .primaryKey()
    .references(() => waybills.id),
  notifiedAt: timestamp({ withTimezone: true }).notNull(),
});
