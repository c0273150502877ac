import type { ExportReason, SignDocumentStatus, UndeliverableAction } from '@parcelway/domain';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { timestamps } from './columns.js';
import { waybills } from './waybills.js';

/** The customs authorisation of a waybill declared near or over AU$1000 (SPEC §4 sign document). */
export const signDocuments = pgTable(
  'sign_documents',
  {
    id: serial().primaryKey(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    status: text().$type<SignDocumentStatus>().notNull(),
    importerName: text().notNull(),
    idNumber: text().notNull(),
    email: text().notNull(),
    signature: text(),
    signedAt: timestamp({ withTimezone: true }),
    reason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sign_documents_waybill_unique').on(table.waybillId),
    // The review queue and its count: the few waiting for staff, not every authorisation ever signed.
    index('sign_documents_status_idx').on(table.status, table.updatedAt),
  ],
);

/** The shipper a customer usually sends as (getShipperAddress / setShipperAddress). */
export const shipperProfiles = pgTable('shipper_profiles', {
  customerId: integer()
    .primaryKey()
    .references(() => customers.id),
  senderName: text().notNull(),
  commercialValue: boolean().notNull().default(false),
  exportReason: text().$type<ExportReason>().notNull(),
  undeliverableAction: text().$type<UndeliverableAction>().notNull(),
  updatedAt: timestamps.updatedAt,
});
