import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { countries, currencies, warehouses } from './reference.js';

export const SERVICE_LEVELS = ['express', 'economy', 'sea'] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];

export const DELIVERY_METHODS = ['door', 'self_pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Acknowledgements or documents a line needs before a waybill on it is submitted (SPEC §5). */
export const REQUIRED_DOCUMENTS = ['taiwan_id_ezway', 'au_aqis', 'au_empp'] as const;
export type RequiredDocument = (typeof REQUIRED_DOCUMENTS)[number];

/**
 * A logistics line (SPEC's "courier") from one warehouse to one destination country (DESIGN §5).
 * Money is in minor units of `currencyId` (the origin warehouse's currency); weights in grams.
 */
export const logisticsLines = pgTable(
  'logistics_lines',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    nameEn: text().notNull(),
    nameCn: text().notNull(),
    nameTw: text().notNull(),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    serviceLevel: text().$type<ServiceLevel>().notNull(),
    deliveryMethod: text().$type<DeliveryMethod>().notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    firstWeightGrams: integer().notNull(),
    firstWeightPrice: integer().notNull(),
    additionalWeightGrams: integer().notNull(),
    additionalWeightPrice: integer().notNull(),
    minChargeableGrams: integer().notNull(),
    /** cm³ per kg. */
    volumetricDivisor: integer().notNull(),
    /** Chargeable weight is rounded up to a multiple of this. */
    weightStepGrams: integer().notNull(),
    /** Heaviest single parcel (actual weight); no limit when null. */
    maxParcelGrams: integer(),
    /** Highest declared value of a shipment; no limit when null. */
    maxDeclaredValue: integer(),
    refusedAttributes: text().array().notNull().default([]),
    requiredDocuments: text().array().$type<RequiredDocument[]>().notNull().default([]),
    freeInsurance: integer().notNull().default(0),
    /** The premium in basis points (500 = 5 %); the API shows it as `insurancePercentage`. */
    insuranceBasisPoints: integer().notNull().default(500),
    maxInsurance: integer().notNull(),
    transitDaysMin: smallint().notNull(),
    transitDaysMax: smallint().notNull(),
    /** Days without a carrier event after which a shipment on this line is told as quiet (staff edit it). */
    quietPeriodDays: smallint().notNull().default(7),
    /** Weekly cut-off: 0 Sunday … 6 Saturday, at `cutoffTime` (HH:MM) in `cutoffTimeZone` (IANA). */
    cutoffWeekday: smallint().notNull(),
    cutoffTime: text().notNull(),
    cutoffTimeZone: text().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: smallint().notNull().default(0),
    /** Set when staff change rates, limits or the active flag (the seed never overwrites those). */
    staffEditedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('logistics_lines_route_idx').on(table.storeId, table.countryId, table.active)],
);

export type LogisticsLineRow = typeof logisticsLines.$inferSelect;

/**
 * A line's goods rules beside its refused attributes (`logistics_lines.refused_attributes`, which the quote reads):
 * for each parcel attribute, why the line refuses it and what the goods need on it to its destination, in the three
 * languages ('' in all three: the usual sentence, or nothing to say). One row per line and attribute, seeded from the
 * destination's notes; staff edit them with a preview of "Can I ship this?" (the seed never overwrites a row).
 */
export const lineGoodsRules = pgTable(
  'line_goods_rules',
  {
    lineId: integer()
      .notNull()
      .references(() => logisticsLines.id, { onDelete: 'cascade' }),
    attribute: text().notNull(),
    reasonEn: text().notNull().default(''),
    reasonCn: text().notNull().default(''),
    reasonTw: text().notNull().default(''),
    documentEn: text().notNull().default(''),
    documentCn: text().notNull().default(''),
    documentTw: text().notNull().default(''),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.lineId, table.attribute] })],
);

export type LineGoodsRuleRow = typeof lineGoodsRules.$inferSelect;
