import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  iso2: text().notNull().unique(),
  name: text().notNull(),
  phoneCode: text(),
  /** No longer a country (XA, XG, YU): kept for the records that point at it, never offered. */
  retired: boolean().notNull().default(false),
});

export const states = pgTable(
  'states',
  {
    id: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    code: text().notNull(),
    name: text().notNull(),
    nameCn: text().notNull(),
    nameTw: text().notNull(),
  },
  (table) => [uniqueIndex('states_country_code_unique').on(table.countryId, table.code)],
);

export const currencies = pgTable('currencies', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  symbol: text().notNull(),
  nameEn: text().notNull(),
  nameCn: text().notNull(),
  nameTw: text().notNull(),
  exponent: smallint().notNull(),
  payable: boolean().notNull(),
});

/** How many units of a currency one AUD buys, from a date on. The newest row not after a day applies. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial().primaryKey(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    perAud: numeric({ precision: 20, scale: 8 }).notNull(),
    effectiveOn: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('exchange_rates_currency_day_unique').on(table.currencyId, table.effectiveOn)],
);

export const languages = pgTable('languages', {
  code: text().primaryKey(),
  name: text().notNull(),
});

export interface WarehouseAddressTemplate {
  /** The receiver line; `{supportNumber}` is replaced by the customer's support number. */
  recipient: string;
  addressLines: string[];
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  /** The warehouse's hours in its own language (shown when a reader's language has none). */
  openingHours: string;
  /** The same hours for each reader: they are read by the customer, not typed into a shop. */
  openingHoursIn?: Partial<Record<'en' | 'cn' | 'tw', string>>;
}

export const warehouses = pgTable('warehouses', {
  storeId: integer().primaryKey(),
  regionCode: text().notNull(),
  nameEn: text().notNull(),
  nameCn: text().notNull(),
  nameTw: text().notNull(),
  countryId: integer()
    .notNull()
    .references(() => countries.id),
  currencyId: integer()
    .notNull()
    .references(() => currencies.id),
  /** IANA time zone of the building: the local day its daily counts (arrivals, packed, paid, dispatched) use. */
  timeZone: text().notNull().default('UTC'),
  address: jsonb().$type<WarehouseAddressTemplate>().notNull(),
  active: boolean().notNull().default(true),
  sortOrder: smallint().notNull().default(0),
  /** Set when staff change the address (/ops/warehouses): from then on the seed no longer overwrites it. */
  staffEditedAt: timestamp({ withTimezone: true }),
});

/**
 * A change of a warehouse's shopping address still to be told to its customers: written in the transaction that saves
 * the address (so a failed save tells nobody and a saved one cannot lose its notices), then worked through in
 * batches by the notice job. `toldThrough` is the highest customer id told so far; `finishedAt` is set once every
 * customer was told, or when a newer change of the same warehouse made this one moot.
 */
export const warehouseAddressNotices = pgTable(
  'warehouse_address_notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    /** The warehouse's `staffEditedAt` the change was saved as. */
    changedAt: timestamp({ withTimezone: true }).notNull(),
    toldThrough: integer().notNull().default(0),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('warehouse_address_notices_open_idx').on(table.finishedAt, table.id)],
);

export const userSources = pgTable('user_sources', {
  id: integer().primaryKey(),
  nameEn: text().notNull(),
  nameCn: text().notNull(),
  nameTw: text().notNull(),
  sortOrder: smallint().notNull().default(0),
});

/**
 * One row (id 1) whose version changes, to a value never used before, in every transaction that writes what a quote
 * reads: logistics lines, currencies, exchange rates and warehouses (statement triggers, migration 0027). A server
 * keeps those rows in memory under the version it read (modules/logistics/reference-cache.ts).
 */
export const referenceVersion = pgTable('reference_version', {
  id: smallint().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});
