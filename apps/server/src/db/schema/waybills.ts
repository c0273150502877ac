import type {
  Acknowledgements,
  DutiesRecord,
  ExportReason,
  UndeliverableAction,
  WaybillStatus,
} from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import {
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
import { boxServices, extraServices } from './catalogue.js';
import { createdAt, timestamps } from './columns.js';
import { storedFiles } from './files.js';
import { logisticsLines } from './logistics.js';
import { recipients } from './recipients.js';
import { countries, currencies, warehouses } from './reference.js';

/** The address a waybill ships to, copied from the address book when it is submitted (the entry may change later). */
export interface RecipientSnapshot {
  first_name: string;
  last_name: string;
  phone_code: string;
  contact_number: string;
  mobile: string;
  email: string;
  company: string;
  country_id: number;
  state: string;
  city: string;
  postcode: string;
  address: string;
  address2: string;
  address3: string;
  unit_number: string;
  address_type: string;
  id_number: string;
  abn: string;
  /** Absent in snapshots taken before it was asked: not registered. */
  gst_registered?: boolean;
}

export interface ShipperSnapshot {
  sender_name: string;
  commercial_value: boolean;
  export_reason: ExportReason;
  undeliverable_action: UndeliverableAction;
}

/** One line of the shipment's declaration (shipmentDeclarationForm); amounts in minor units of the waybill's currency. */
export interface DeclaredItemSnapshot {
  name: string;
  quantity: number;
  total_amount: number;
  product_type: string;
  attributes: string[];
}

/**
 * A shipment (SPEC's waybill): in-stock parcels of one warehouse going to one recipient on one line.
 * Fees are minor units of `currencyId` (the warehouse's): an estimate from the parcels at submission,
 * final once staff pack it (`feesFinal`). DESIGN §6 states in `status`.
 */
export const waybills = pgTable(
  'waybills',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipmentNo: text(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    lineId: integer()
      .notNull()
      .references(() => logisticsLines.id),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    status: text().$type<WaybillStatus>().notNull(),
    recipientId: integer().references(() => recipients.id, { onDelete: 'set null' }),
    recipient: jsonb().$type<RecipientSnapshot>().notNull(),
    shipper: jsonb().$type<ShipperSnapshot>().notNull(),
    declaration: jsonb().$type<DeclaredItemSnapshot[]>().notNull(),
    declaredValue: bigint({ mode: 'number' }).notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    insured: boolean().notNull().default(false),
    boxServiceId: integer().references(() => boxServices.id),
    extraCartons: smallint().notNull().default(0),
    batteryRemark: text(),
    acknowledgements: jsonb().$type<Acknowledgements>().notNull(),
    remark: text().notNull().default(''),
    priority: boolean().notNull().default(false),
    deliveryUpgraded: boolean().notNull().default(false),
    lastMileMethod: text({ enum: ['door', 'pickup_point'] }),
    agentId: integer().references(() => pickupAgents.id),
    postage: bigint({ mode: 'number' }).notNull(),
    delivery: bigint({ mode: 'number' }).notNull().default(0),
    insurance: bigint({ mode: 'number' }).notNull().default(0),
    customs: bigint({ mode: 'number' }).notNull().default(0),
    adjustment: bigint({ mode: 'number' }).notNull().default(0),
    extra: bigint({ mode: 'number' }).notNull().default(0),
    serviceCharge: bigint({ mode: 'number' }).notNull().default(0),
    /** Agent point storage of pre-shipped parcels (SPEC §9), part of `serviceCharge`, in the waybill's currency. */
    agentStorage: bigint({ mode: 'number' }).notNull().default(0),
    /** The pickup fee of pre-shipped parcels booked for pickup, part of `serviceCharge`, in the waybill's currency. */
    pickupFee: bigint({ mode: 'number' }).notNull().default(0),
    /** The member discount taken off (freight and extra services), already out of `total`. */
    memberDiscount: bigint({ mode: 'number' }).notNull().default(0),
    /** The membership's discounts frozen at submission, in basis points: every later pricing uses these. */
    memberFreightBasisPoints: integer().notNull().default(0),
    memberExtraBasisPoints: integer().notNull().default(0),
    total: bigint({ mode: 'number' }).notNull(),
    feesFinal: boolean().notNull().default(false),
    chargeableGrams: integer().notNull(),
    /** The chargeable weight and total as quoted at submission, kept when packing changes them (null before kept). */
    quotedChargeableGrams: integer(),
    quotedTotal: bigint({ mode: 'number' }),
    /** The customer says the shop already charged the destination's GST / low-value goods tax (receipt kept). */
    shopChargedTax: boolean().notNull().default(false),
    /** The landed cost as quoted at submission, and as charged since (packing, upgrades): like the weight. */
    quotedDuties: jsonb().$type<DutiesRecord>(),
    duties: jsonb().$type<DutiesRecord>(),
    packedWeightGrams: integer(),
    packedLengthMm: integer(),
    packedWidthMm: integer(),
    packedHeightMm: integer(),
    carrierTracking: text(),
    signDocumentRequired: boolean().notNull().default(false),
    estimatedDeliveryFrom: text(),
    estimatedDeliveryTo: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    packedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('waybills_shipment_no_unique').on(table.shipmentNo),
    // The customer's list by filter, newest first; the unpaid rule per warehouse.
    index('waybills_customer_status_idx').on(table.customerId, table.status, table.id),
    // The "all" filter and the two-state ones, newest first, reading only this customer's rows.
    index('waybills_customer_newest_idx').on(table.customerId, table.id),
    index('waybills_customer_store_status_idx').on(table.customerId, table.storeId, table.status),
    index('waybills_store_status_idx').on(table.storeId, table.status, table.id),
    // A bench queue per warehouse and state, oldest first (the queue's list and its oldest on the dashboard): the
    // first rows of each state's range, however many the warehouse ever had in it.
    index('waybills_store_status_submitted_idx').on(table.storeId, table.status, table.submittedAt, table.id),
    // Since when the oldest unpaid (packed) and the oldest paid waybill of a warehouse have waited.
    index('waybills_store_unpaid_since_idx')
      .on(table.storeId, table.status, sql`coalesce(${table.packedAt}, ${table.submittedAt})`)
      .where(sql`${table.status} in ('pay_now', 'bank_pending')`),
    index('waybills_store_paid_since_idx')
      .on(table.storeId, sql`coalesce(${table.paidAt}, ${table.updatedAt})`)
      .where(sql`${table.status} = 'paid'`),
    // The dashboard's day per warehouse: packed, paid and dispatched in one local day, each a range of one index.
    index('waybills_store_packed_idx').on(table.storeId, table.packedAt).where(sql`${table.packedAt} is not null`),
    index('waybills_store_paid_idx').on(table.storeId, table.paidAt).where(sql`${table.paidAt} is not null`),
    index('waybills_store_shipped_idx').on(table.storeId, table.shippedAt).where(sql`${table.shippedAt} is not null`),
  ],
);

export type WaybillRow = typeof waybills.$inferSelect;

/** Shipment-wide extra services (the combined box), priced when asked; staff complete them when packing. */
export const waybillExtraServices = pgTable(
  'waybill_extra_services',
  {
    id: serial().primaryKey(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    extraServiceId: integer()
      .notNull()
      .references(() => extraServices.id),
    comment: text().notNull().default(''),
    fileIds: uuid().array().notNull().default([]),
    price: integer().notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    status: text({ enum: ['pending', 'completed'] })
      .notNull()
      .default('pending'),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('waybill_extra_services_waybill_idx').on(table.waybillId)],
);

export const WAYBILL_IMAGE_KINDS = ['packing', 'delivery_proof', 'declaration', 'battery'] as const;
export type WaybillImageKind = (typeof WAYBILL_IMAGE_KINDS)[number];

/** Pictures and documents of a waybill: packing photos, proof of delivery, declaration files, the battery label. */
export const waybillImages = pgTable(
  'waybill_images',
  {
    id: serial().primaryKey(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id),
    /** The copy customers are shown of a staff photo: at most PHONE_IMAGE_WIDTH wide, WebP (null: shown as uploaded). */
    phoneFileId: uuid().references(() => storedFiles.id),
    kind: text().$type<WaybillImageKind>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('waybill_images_waybill_idx').on(table.waybillId, table.kind),
    // Erasing a customer's files finds their rows by file (and the foreign keys check them on delete).
    index('waybill_images_file_idx').on(table.fileId),
    index('waybill_images_phone_file_idx').on(table.phoneFileId),
  ],
);

/** shipmentComments: notes on a waybill, the customer's and staff's (labelled 'admin'), with files. */
export const waybillNotes = pgTable(
  'waybill_notes',
  {
    id: serial().primaryKey(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    author: text({ enum: ['customer', 'admin'] }).notNull(),
    customerId: integer().references(() => customers.id),
    staffId: integer().references(() => staffUsers.id),
    content: text().notNull(),
    fileIds: uuid().array().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('waybill_notes_waybill_idx').on(table.waybillId, table.id)],
);

/** The waybill's history and tracking entries. */
export const waybillEvents = pgTable(
  'waybill_events',
  {
    id: serial().primaryKey(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    status: text().$type<WaybillStatus>().notNull(),
    kind: text().notNull(),
    details: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('waybill_events_waybill_idx').on(table.waybillId, table.id)],
);

/** Pickup points at destinations where a parcel can be collected instead of delivered (getAvailableAgents). */
export const pickupAgents = pgTable(
  'pickup_agents',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    nameEn: text().notNull(),
    nameCn: text().notNull(),
    nameTw: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    postcode: text().notNull(),
    openingHours: text().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: smallint().notNull().default(0),
  },
  (table) => [index('pickup_agents_country_idx').on(table.countryId, table.sortOrder)],
);
