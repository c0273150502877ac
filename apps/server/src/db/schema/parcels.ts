import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './accounts.js';
import { extraServices } from './catalogue.js';
import { createdAt, timestamps } from './columns.js';
import { storedFiles } from './files.js';
import { countries, currencies, warehouses } from './reference.js';
import { waybills } from './waybills.js';

/** Couriers that bring parcels to a warehouse (the pre-alert's "express company"). */
export const courierCompanies = pgTable(
  'courier_companies',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    nameEn: text().notNull(),
    nameCn: text().notNull(),
    nameTw: text().notNull(),
    sortOrder: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (table) => [index('courier_companies_store_idx').on(table.storeId, table.sortOrder)],
);

/**
 * What the customer declares for the goods of one or more parcels (a pre-alert of several tracking
 * numbers shares one). Amounts are minor units of `currencyId`, the warehouse's currency.
 */
export const declarations = pgTable(
  'declarations',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    ...timestamps,
  },
  (table) => [index('declarations_customer_idx').on(table.customerId)],
);

export const declarationItems = pgTable(
  'declaration_items',
  {
    id: serial().primaryKey(),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    totalAmount: bigint({ mode: 'number' }).notNull(),
    productType: text().notNull(),
    attributes: text().array().notNull().default([]),
  },
  (table) => [index('declaration_items_declaration_idx').on(table.declarationId, table.position)],
);

/**
 * A parcel, from the customer's pre-alert (status 0) to delivery (DESIGN §6). A parcel received without
 * a pre-alert or a readable support number has no customer until someone claims it. Weights in grams,
 * sizes in millimetres, as the staff measured them.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer().references(() => customers.id),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    trackingNumber: text().notNull(),
    status: smallint().notNull(),
    /** How the row began: the customer's pre-alert, or the warehouse receiving an unannounced parcel. */
    origin: text({ enum: ['pre_alert', 'check_in'] }).notNull(),
    /** The pre-alert add that created it (several tracking numbers of one order share it). */
    batchId: uuid(),
    declarationId: integer().references(() => declarations.id),
    courierCompanyId: integer().references(() => courierCompanies.id),
    destinationCountryId: integer().references(() => countries.id),
    /** The shipment it travels in, from submission on (status 20 and after). */
    waybillId: integer().references((): AnyPgColumn => waybills.id),
    contents: text().notNull().default(''),
    remark: text().notNull().default(''),
    /** The support number written on the label, when it named no customer we know. */
    labelSupportNumber: text(),
    weightGrams: integer(),
    lengthMm: integer(),
    widthMm: integer(),
    heightMm: integer(),
    preAlertedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    inStockAt: timestamp({ withTimezone: true }),
    /** Days it waited at a drop-off agent point before the warehouse (pre-shipments); charged with its shipment. */
    agentStorageDays: integer(),
    /** Its share of its pre-shipment's pickup fee, in minor units of the warehouse's currency; charged with its shipment. */
    pickupFeeMinor: integer(),
    ...timestamps,
  },
  (table) => [
    // A tracking number names one parcel per customer while it is at (or on its way to) a warehouse, and one
    // among the unclaimed. Per customer, not overall: two customers may pre-alert one number without either
    // learning of the other; the warehouse turns that into claims staff decide. Concurrent check-ins meet here.
    uniqueIndex('parcels_owned_tracking_unique')
      .on(table.customerId, table.trackingNumber)
      .where(sql`${table.customerId} is not null and ${table.status} < 30`),
    uniqueIndex('parcels_unclaimed_tracking_unique')
      .on(table.trackingNumber)
      .where(sql`${table.customerId} is null and ${table.status} < 30`),
    // The customer's lists: by state, newest first (tabs, the in-stock badge), and by tracking number (search).
    index('parcels_customer_status_idx').on(table.customerId, table.status, table.id),
    // A list of several states ("all", "history") newest first, reading only this customer's rows: without it
    // the planner walks the primary key backwards past everyone else's newer parcels (docs/benchmarks.md).
    index('parcels_customer_newest_idx').on(table.customerId, table.id),
    index('parcels_customer_tracking_idx').on(table.customerId, table.trackingNumber),
    index('parcels_tracking_idx').on(table.trackingNumber),
    index('parcels_waybill_idx').on(table.waybillId),
    index('parcels_unclaimed_idx').on(table.storeId, table.id).where(sql`${table.customerId} is null`),
    // The dashboard's arrivals: a warehouse's check-ins in one local day, a range of this index.
    index('parcels_store_received_idx').on(table.storeId, table.receivedAt).where(sql`${table.receivedAt} is not null`),
  ],
);

export type ParcelRow = typeof parcels.$inferSelect;

/**
 * A customer's claim on a parcel the warehouse holds without an owner: their pre-alert matched it, or several
 * customers pre-alerted the number it arrived under. Staff approve one (the parcel becomes that customer's and
 * the other claims are rejected) or reject it with a reason; the customer may attach proof of purchase.
 */
export const parcelClaims = pgTable(
  'parcel_claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    /** The customer's pre-alert of the number: its declaration and services move onto the parcel on approval. */
    preAlertId: integer().references((): AnyPgColumn => parcels.id, { onDelete: 'set null' }),
    trackingNumber: text().notNull(),
    status: text({ enum: ['pending', 'approved', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    /** Proof of purchase: the customer's own uploads. */
    proofFileIds: uuid().array().notNull().default([]),
    reason: text().notNull().default(''),
    resolvedByStaffId: integer().references(() => staffUsers.id),
    resolvedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // One open claim per customer and parcel: a second pre-alert or claim joins the first.
    uniqueIndex('parcel_claims_pending_unique')
      .on(table.parcelId, table.customerId)
      .where(sql`${table.status} = 'pending'`),
    index('parcel_claims_status_idx').on(table.status, table.id),
    index('parcel_claims_pre_alert_idx').on(table.preAlertId),
  ],
);

export type ParcelClaimRow = typeof parcelClaims.$inferSelect;

/** The parcel's timeline: each step it took, with what the step needs to be told (a warehouse, a service). */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: serial().primaryKey(),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    status: smallint().notNull(),
    kind: text().notNull(),
    details: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('parcel_events_parcel_idx').on(table.parcelId, table.id)],
);

/** A picture of a parcel: taken at check-in, or as the result of an extra service. */
export const parcelImages = pgTable(
  'parcel_images',
  {
    id: serial().primaryKey(),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id),
    /** The copy customers are shown: at most PHONE_IMAGE_WIDTH wide, WebP (null when the photo could not be read). */
    phoneFileId: uuid().references(() => storedFiles.id),
    source: text({ enum: ['check_in', 'extra_service'] }).notNull(),
    extraServiceEntryId: integer(),
    createdAt: createdAt(),
  },
  (table) => [
    index('parcel_images_parcel_idx').on(table.parcelId, table.id),
    // Erasing a customer's files finds their rows by file (and the foreign keys check them on delete).
    index('parcel_images_file_idx').on(table.fileId),
    index('parcel_images_phone_file_idx').on(table.phoneFileId),
  ],
);

/** Comments on a parcel: the customer's, and staff notes shown with an 'admin' label (SPEC §3). */
export const parcelComments = pgTable(
  'parcel_comments',
  {
    id: serial().primaryKey(),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    author: text({ enum: ['customer', 'admin'] }).notNull(),
    customerId: integer().references(() => customers.id),
    staffId: integer().references(() => staffUsers.id),
    content: text().notNull(),
    fileIds: uuid().array().notNull().default([]),
    ...timestamps,
  },
  (table) => [index('parcel_comments_parcel_idx').on(table.parcelId, table.id)],
);

/**
 * An extra service asked for on a parcel (SPEC §3 entry), priced when asked in the warehouse's currency.
 * `part` 0 is the "reject whole" choice. Staff complete it with photos.
 */
export const parcelExtraServices = pgTable(
  'parcel_extra_services',
  {
    id: serial().primaryKey(),
    parcelId: integer()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    extraServiceId: integer()
      .notNull()
      .references(() => extraServices.id),
    comment: text().notNull().default(''),
    fileIds: uuid().array().notNull().default([]),
    part: smallint().notNull().default(1),
    status: text({ enum: ['pending', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    price: integer().notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    staffNote: text().notNull().default(''),
    completedAt: timestamp({ withTimezone: true }),
    completedByStaffId: integer().references(() => staffUsers.id),
    ...timestamps,
  },
  (table) => [
    index('parcel_extra_services_parcel_idx').on(table.parcelId),
    index('parcel_extra_services_pending_idx').on(table.id).where(sql`${table.status} = 'pending'`),
  ],
);
