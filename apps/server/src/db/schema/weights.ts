import {
  ROUNDING_DIRECTIONS,
  WEIGHING_SOURCES,
  WEIGHT_DISPUTE_STATUSES,
  WEIGHT_DISPUTE_SUBJECTS,
} from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './accounts.js';
import { createdAt, timestamps } from './columns.js';
import { storedFiles } from './files.js';
import { parcels } from './parcels.js';
import { currencies, warehouses } from './reference.js';
import { waybills } from './waybills.js';

/**
 * One weighing of a parcel (at check-in) or of a shipment's packed box (at packing), or either again for a dispute:
 * what the scale and the tape read, the rounding applied and the figures recorded, with the photos of the scale's
 * readout and of the tape on the longest side. Append-only: a reweigh is a new row, the old one stays as evidence.
 */
export const weighings = pgTable(
  'weighings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parcelId: integer().references(() => parcels.id),
    waybillId: integer().references(() => waybills.id),
    source: text({ enum: WEIGHING_SOURCES }).notNull(),
    readGrams: integer().notNull(),
    readLengthMm: integer().notNull(),
    readWidthMm: integer().notNull(),
    readHeightMm: integer().notNull(),
    weightStepGrams: integer().notNull(),
    sizeStepMm: integer().notNull(),
    rounding: text({ enum: ROUNDING_DIRECTIONS }).notNull(),
    weightGrams: integer().notNull(),
    lengthMm: integer().notNull(),
    widthMm: integer().notNull(),
    heightMm: integer().notNull(),
    scaleFileId: uuid().references(() => storedFiles.id),
    /** The copy customers are shown (at most PHONE_IMAGE_WIDTH wide, WebP); null: shown as uploaded. */
    scalePhoneFileId: uuid().references(() => storedFiles.id),
    tapeFileId: uuid().references(() => storedFiles.id),
    tapePhoneFileId: uuid().references(() => storedFiles.id),
    staffId: integer().references(() => staffUsers.id),
    /** The app's clock when it was weighed: the dispute window runs from here. */
    measuredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('weighings_one_subject', sql`(${table.parcelId} is null) <> (${table.waybillId} is null)`),
    index('weighings_parcel_idx').on(table.parcelId, table.id).where(sql`${table.parcelId} is not null`),
    index('weighings_waybill_idx').on(table.waybillId, table.id).where(sql`${table.waybillId} is not null`),
    // Erasing a customer's files finds their rows by file (and the foreign keys check them on delete).
    index('weighings_scale_file_idx').on(table.scaleFileId),
    index('weighings_scale_phone_file_idx').on(table.scalePhoneFileId),
    index('weighings_tape_file_idx').on(table.tapeFileId),
    index('weighings_tape_phone_file_idx').on(table.tapePhoneFileId),
  ],
);

export type WeighingRow = typeof weighings.$inferSelect;

/**
 * A customer's dispute of a weighing (a shipment's packed box, or a parcel on the shelf): what they measured, why,
 * their photo, the staff's clock and decision. One open dispute per shipment and per parcel (the partial unique
 * indexes); an open dispute of a shipment holds its payment.
 */
export const weightDisputes = pgTable(
  'weight_disputes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    parcelId: integer().references(() => parcels.id),
    waybillId: integer().references(() => waybills.id),
    /** The weighing disputed (null for one recorded before weighings were kept). */
    weighingId: integer().references(() => weighings.id),
    subject: text({ enum: WEIGHT_DISPUTE_SUBJECTS }).notNull(),
    claimedGrams: integer(),
    claimedLengthMm: integer(),
    claimedWidthMm: integer(),
    claimedHeightMm: integer(),
    description: text().notNull().default(''),
    photoFileId: uuid().references(() => storedFiles.id),
    status: text({ enum: WEIGHT_DISPUTE_STATUSES }).notNull().default('open'),
    filedAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    staffId: integer().references(() => staffUsers.id),
    /** The staff's reason for keeping the figures, or their note on the reweigh. */
    reason: text(),
    /** The weighing made for the decision, when reweighed. */
    resultWeighingId: integer().references(() => weighings.id),
    /** A shipment's total before and after the reweigh, in its currency (minor units). */
    totalBeforeMinor: bigint({ mode: 'number' }),
    totalAfterMinor: bigint({ mode: 'number' }),
    currencyId: integer().references(() => currencies.id),
    /** What went back to the balance, in the currency paid. */
    refundMinor: bigint({ mode: 'number' }),
    refundCurrencyId: integer().references(() => currencies.id),
    ...timestamps,
  },
  (table) => [
    check('weight_disputes_one_subject', sql`(${table.parcelId} is null) <> (${table.waybillId} is null)`),
    uniqueIndex('weight_disputes_open_waybill')
      .on(table.waybillId)
      .where(sql`${table.status} = 'open' and ${table.waybillId} is not null`),
    uniqueIndex('weight_disputes_open_parcel')
      .on(table.parcelId)
      .where(sql`${table.status} = 'open' and ${table.parcelId} is not null`),
    // The staff's queue: a warehouse's open disputes by their clock.
    index('weight_disputes_queue_idx').on(table.storeId, table.dueAt).where(sql`${table.status} = 'open'`),
    index('weight_disputes_customer_idx').on(table.customerId, table.id),
    index('weight_disputes_waybill_idx').on(table.waybillId, table.id).where(sql`${table.waybillId} is not null`),
    index('weight_disputes_parcel_idx').on(table.parcelId, table.id).where(sql`${table.parcelId} is not null`),
    index('weight_disputes_photo_file_idx').on(table.photoFileId),
  ],
);

export type WeightDisputeRow = typeof weightDisputes.$inferSelect;
