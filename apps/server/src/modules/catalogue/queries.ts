import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  boxServices,
  countries,
  currencies,
  customers,
  extraServicePrices,
  extraServices,
  lastMileRates,
  logisticsLines,
  parcelTags,
  states,
  warehouses,
} from '../../db/schema/index.js';

export function listTags(db: Database) {
  return db
    .select()
    .from(parcelTags)
    .where(eq(parcelTags.active, true))
    .orderBy(asc(parcelTags.sortOrder), asc(parcelTags.id));
}

/** Joins an extra service to its active price at one warehouse (no row where that warehouse does not offer it). */
function priceAt(storeId: number) {
  return and(
    eq(extraServicePrices.extraServiceId, extraServices.id),
    eq(extraServicePrices.storeId, storeId),
    eq(extraServicePrices.active, true),
  );
}

/** Every active extra service, with its price at one warehouse when that warehouse offers it. */
export function listExtraServices(db: Database, storeId: number) {
  return db
    .select({ service: extraServices, price: extraServicePrices.price, currencyCode: currencies.code })
    .from(extraServices)
    .leftJoin(extraServicePrices, priceAt(storeId))
    .leftJoin(currencies, eq(currencies.id, extraServicePrices.currencyId))
    .where(eq(extraServices.active, true))
    .orderBy(asc(extraServices.sortOrder), asc(extraServices.id));
}

export function listBoxServices(db: Database) {
  return db
    .select()
    .from(boxServices)
    .where(eq(boxServices.active, true))
    .orderBy(asc(boxServices.sortOrder), asc(boxServices.id));
}

export function listLastMileRates(db: Database, countryId?: number) {
  return db
    .select({ rate: lastMileRates, currencyCode: currencies.code, countryName: countries.name, iso2: countries.iso2 })
    .from(lastMileRates)
    .innerJoin(currencies, eq(currencies.id, lastMileRates.currencyId))
    .innerJoin(countries, eq(countries.id, lastMileRates.countryId))
    .where(
      countryId === undefined
        ? eq(lastMileRates.active, true)
        : and(eq(lastMileRates.active, true), eq(lastMileRates.countryId, countryId)),
    )
    .orderBy(asc(countries.name), asc(lastMileRates.method));
}

/** Destination countries with at least one active line from a warehouse. */
export function listDestinations(db: Database, storeId: number) {
  return db
    .selectDistinct({ id: countries.id, iso2: countries.iso2, name: countries.name, phoneCode: countries.phoneCode })
    .from(logisticsLines)
    .innerJoin(countries, eq(countries.id, logisticsLines.countryId))
    .where(and(eq(logisticsLines.storeId, storeId), eq(logisticsLines.active, true)))
    .orderBy(asc(countries.name));
}

export async function findWarehouse(db: Database, storeId: number) {
  const [row] = await db
    .select({ storeId: warehouses.storeId, currencyId: warehouses.currencyId, currencyCode: currencies.code })
    .from(warehouses)
    .innerJoin(currencies, eq(currencies.id, warehouses.currencyId))
    .where(and(eq(warehouses.storeId, storeId), eq(warehouses.active, true)))
    .limit(1);
  return row;
}

export async function customerStoreId(db: Database, customerId: number) {
  const [row] = await db
    .select({ storeId: customers.storeId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.storeId;
}

export function listStatesOf(db: Database, countryId: number) {
  return db.select().from(states).where(eq(states.countryId, countryId));
}

/** Extra services with their price at one warehouse (null where it does not offer them). */
export function extraServicesAt(db: Database, storeId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ service: extraServices, price: extraServicePrices.price, currencyId: extraServicePrices.currencyId })
    .from(extraServices)
    .leftJoin(extraServicePrices, priceAt(storeId))
    .where(and(inArray(extraServices.id, ids), eq(extraServices.active, true)));
}

/** Every extra service at every open warehouse, with the price row there when one exists (staff's price list). */
export function listServicePrices(db: Database, storeId?: number) {
  return db
    .select({
      service: extraServices,
      storeId: warehouses.storeId,
      warehouseCurrency: currencies.code,
      price: extraServicePrices,
    })
    .from(extraServices)
    .innerJoin(
      warehouses,
      storeId === undefined
        ? eq(warehouses.active, true)
        : and(eq(warehouses.active, true), eq(warehouses.storeId, storeId)),
    )
    .innerJoin(currencies, eq(currencies.id, warehouses.currencyId))
    .leftJoin(
      extraServicePrices,
      and(eq(extraServicePrices.extraServiceId, extraServices.id), eq(extraServicePrices.storeId, warehouses.storeId)),
    )
    .orderBy(asc(warehouses.sortOrder), asc(extraServices.sortOrder), asc(extraServices.id));
}

/** An extra service by id (active or not). */
export async function findExtraService(db: Database, id: number) {
  const [row] = await db.select().from(extraServices).where(eq(extraServices.id, id)).limit(1);
  return row;
}

/** A warehouse's price row of a service, locked until the transaction ends. */
export async function lockServicePrice(db: Database, serviceId: number, storeId: number) {
  const [row] = await db
    .select()
    .from(extraServicePrices)
    .where(and(eq(extraServicePrices.extraServiceId, serviceId), eq(extraServicePrices.storeId, storeId)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Writes a warehouse's price of a service: a new row (false when another save made it first), or the existing one.
 */
export async function saveServicePrice(
  db: Database,
  row: { extraServiceId: number; storeId: number; currencyId: number; price: number; active: boolean },
  at: Date,
  exists: boolean,
): Promise<boolean> {
  if (!exists) {
    const inserted = await db
      .insert(extraServicePrices)
      .values({ ...row, staffEditedAt: at, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ storeId: extraServicePrices.storeId });
    return inserted.length === 1;
  }
  await db
    .update(extraServicePrices)
    .set({ price: row.price, active: row.active, staffEditedAt: at, updatedAt: at })
    .where(and(eq(extraServicePrices.extraServiceId, row.extraServiceId), eq(extraServicePrices.storeId, row.storeId)));
  return true;
}

/** Currency codes by id. */
export async function currencyCodes(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ id: currencies.id, code: currencies.code }).from(currencies);
  return new Map(rows.map((row) => [row.id, row.code]));
}
