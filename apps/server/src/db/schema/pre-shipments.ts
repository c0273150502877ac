import type { DeliveryWay, OpeningHours, PreShipmentStatus } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { timestamps } from './columns.js';
import { storedFiles } from './files.js';
import { courierCompanies } from './parcels.js';
import { recipients } from './recipients.js';
import { warehouses } from './reference.js';

/** Shops and post offices near a warehouse where customers drop goods for it (pre-shipment drop-off). */
export const dropOffAgents = pgTable(
  'drop_off_agents',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    nameEn: text().notNull(),
    nameCn: text().notNull(),
    nameTw: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    postcode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    openingHours: jsonb().$type<OpeningHours[]>().notNull(),
    accepts: text().array().notNull(),
    /** Packages it can hold at once. */
    capacity: integer().notNull(),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [index('drop_off_agents_store_idx').on(table.storeId)],
);

/** Per warehouse: what a pickup costs and when bookings for the next day close, in the warehouse's time zone. */
export const pickupSettings = pgTable('pickup_settings', {
  storeId: integer()
    .primaryKey()
    .references(() => warehouses.storeId),
  timeZone: text().notNull(),
  /** Minor units of the warehouse's currency. */
  feeMinor: integer().notNull(),
  /** HH:MM: bookings for tomorrow close at this local time today. */
  cutoffTime: text().notNull(),
  /** Counts staff changes: a form loaded at an older version is refused. */
  version: integer().notNull().default(0),
});

/** The time windows a warehouse's couriers collect in, each with how many pickups it takes per day. */
export const pickupWindows = pgTable(
  'pickup_windows',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    startsAt: text().notNull(),
    endsAt: text().notNull(),
    capacity: integer().notNull(),
    active: boolean().notNull().default(true),
  },
  (table) => [uniqueIndex('pickup_windows_store_start_unique').on(table.storeId, table.startsAt)],
);

export interface PersonSnapshot {
  name: string;
  phone: string;
  email: string;
  country: string;
  address: string;
}

/** A declared item as kept: the amount in minor units of the pre-shipment's currency. */
export interface PreShipmentItem {
  name: string;
  quantity: number;
  totalAmount: number;
  productType: string;
  attributes: string[];
}

/** Goods a customer holds and sends to a warehouse by agent drop-off or a booked pickup; at the warehouse, parcels. */
export const preShipments = pgTable(
  'pre_shipments',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    status: text().$type<PreShipmentStatus>().notNull(),
    deliveryWay: text().$type<DeliveryWay>().notNull(),
    sender: jsonb().$type<PersonSnapshot>().notNull(),
    recipientId: integer().references(() => recipients.id, { onDelete: 'set null' }),
    receiver: jsonb().$type<PersonSnapshot>().notNull(),
    courierCompanyId: integer().references(() => courierCompanies.id),
    trackingNumbers: text().array().notNull(),
    items: jsonb().$type<PreShipmentItem[]>().notNull(),
    currency: text().notNull(),
    contents: text().notNull(),
    notes: text().notNull().default(''),
    insurance: boolean().notNull().default(false),
    batteries: boolean().notNull().default(false),
    flammableConfirmed: boolean().notNull(),
    contentsImageId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    receiptImageId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    agentId: integer().references(() => dropOffAgents.id),
    dropOffCode: text(),
    pickupAddress: text(),
    pickupPostcode: text(),
    pickupDate: date({ mode: 'string' }),
    pickupWindowId: integer().references(() => pickupWindows.id),
    /** The warehouse's pickup fee when the pickup was booked (minor units of `currency`): what its shipment charges. */
    pickupFeeMinor: integer(),
    parcelIds: integer().array().notNull().default([]),
    handedOverAt: timestamp({ withTimezone: true }),
    inWarehouseAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('pre_shipments_customer_idx').on(table.customerId, table.id),
    uniqueIndex('pre_shipments_drop_off_code_unique').on(table.dropOffCode),
    index('pre_shipments_pickup_idx').on(table.pickupWindowId, table.pickupDate).where(sql`${table.status} = 'booked'`),
  ],
);

export type PreShipmentRow = typeof preShipments.$inferSelect;
export type DropOffAgentRow = typeof dropOffAgents.$inferSelect;
export type PickupWindowRow = typeof pickupWindows.$inferSelect;
