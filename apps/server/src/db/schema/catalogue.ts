import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { countries, currencies, warehouses } from './reference.js';

/**
 * Parcel tags customers see on their parcels: the product types and attributes of the domain
 * (`packages/domain/src/pricing`), given stable ids here so parcels can reference them. Names are
 * message keys (`productType.<code>`, `parcelAttribute.<code>`).
 */
export const TAG_KINDS = ['product_type', 'attribute'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export const parcelTags = pgTable(
  'parcel_tags',
  {
    id: serial().primaryKey(),
    kind: text().$type<TagKind>().notNull(),
    code: text().notNull(),
    sortOrder: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (table) => [uniqueIndex('parcel_tags_kind_code_unique').on(table.kind, table.code)],
);

/** SPEC §1 extra services. Where they apply: one parcel, or the whole shipment (waybill). */
export const EXTRA_SERVICE_SCOPES = ['parcel', 'shipment'] as const;
export type ExtraServiceScope = (typeof EXTRA_SERVICE_SCOPES)[number];

/**
 * An extra service (photo, unpacking, bubble wrap, disposal, combined box). Names and descriptions are
 * message keys (`extraService.<code>.name` / `.description`). `requiresRemark` / `requiresImage` say what
 * the customer must send with the request (SPEC §3 entry: note, files); `rejectWholeOption` that the
 * service offers the "reject whole" choice (entry `part` 0) beside a partial one (`part` 1).
 */
export const extraServices = pgTable('extra_services', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  scope: text().$type<ExtraServiceScope>().notNull(),
  requiresRemark: boolean().notNull(),
  requiresImage: boolean().notNull(),
  rejectWholeOption: boolean().notNull(),
  sortOrder: smallint().notNull().default(0),
  active: boolean().notNull().default(true),
  ...timestamps,
});

/** An extra service as a warehouse offers it, priced in minor units of the warehouse's currency. */
export const extraServicePrices = pgTable(
  'extra_service_prices',
  {
    extraServiceId: integer()
      .notNull()
      .references(() => extraServices.id),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    price: integer().notNull(),
    active: boolean().notNull().default(true),
    /** Set when staff change the price or the active flag (/ops/extra-service-prices); the form's version. */
    staffEditedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.extraServiceId, table.storeId] })],
);

/** Packaging options of a consolidation, priced in AUD minor units (per shipment or per unit). */
export const BOX_SERVICE_UNITS = ['shipment', 'carton'] as const;
export type BoxServiceUnit = (typeof BOX_SERVICE_UNITS)[number];

export const boxServices = pgTable('box_services', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  unit: text().$type<BoxServiceUnit>().notNull(),
  /** AUD minor units. */
  priceAud: integer().notNull(),
  sortOrder: smallint().notNull().default(0),
  active: boolean().notNull().default(true),
  ...timestamps,
});

/** Last-mile methods at a destination: delivery to the door, or collection at a pickup point. */
export const LAST_MILE_METHODS = ['door', 'pickup_point'] as const;
export type LastMileMethod = (typeof LAST_MILE_METHODS)[number];

/** The last-mile delivery cost per parcel at a destination, in minor units of `currencyId`. */
export const lastMileRates = pgTable(
  'last_mile_rates',
  {
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    method: text().$type<LastMileMethod>().notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    pricePerParcel: integer().notNull(),
    daysMin: smallint().notNull(),
    daysMax: smallint().notNull(),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.countryId, table.method] })],
);
