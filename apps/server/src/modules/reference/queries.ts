import { and, asc, desc, eq, gt, isNull, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  countries,
  currencies,
  exchangeRates,
  states,
  userSources,
  warehouseAddressNotices,
  warehouses,
} from '../../db/schema/index.js';

/** The countries a customer may choose (retired ones are kept only for the records that point at them). */
export function listCountries(db: Database) {
  return db.select().from(countries).where(eq(countries.retired, false)).orderBy(asc(countries.name));
}

export async function findCountryById(db: Database, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row;
}

export function listStates(db: Database, countryId: number) {
  return db.select().from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.name));
}

export function listCurrencies(db: Database) {
  return db.select().from(currencies).orderBy(asc(currencies.id));
}

const warehouseWithNames = {
  warehouse: warehouses,
  currencyCode: currencies.code,
  countryName: countries.name,
  countryIso2: countries.iso2,
};

export function listWarehouses(db: Database) {
  return db
    .select(warehouseWithNames)
    .from(warehouses)
    .innerJoin(currencies, eq(currencies.id, warehouses.currencyId))
    .innerJoin(countries, eq(countries.id, warehouses.countryId))
    .where(eq(warehouses.active, true))
    .orderBy(asc(warehouses.sortOrder));
}

/** One warehouse (open or not) with its currency and country; `lock` holds the row until the transaction ends. */
export async function findWarehouseWithNames(db: Database, storeId: number, lock = false) {
  const query = db
    .select(warehouseWithNames)
    .from(warehouses)
    .innerJoin(currencies, eq(currencies.id, warehouses.currencyId))
    .innerJoin(countries, eq(countries.id, warehouses.countryId))
    .where(eq(warehouses.storeId, storeId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: warehouses }) : await query;
  return row;
}

export async function updateWarehouseAddress(
  db: Database,
  storeId: number,
  address: typeof warehouses.$inferSelect.address,
  at: Date,
) {
  await db.update(warehouses).set({ address, staffEditedAt: at }).where(eq(warehouses.storeId, storeId));
}

export function listUserSources(db: Database) {
  return db.select().from(userSources).orderBy(asc(userSources.sortOrder));
}

/** The rate in force on a day: the newest one effective on or before it. */
export async function rateOn(db: Database, currencyId: number, day: string) {
  const [row] = await db
    .select({ perAud: exchangeRates.perAud, effectiveOn: exchangeRates.effectiveOn, code: currencies.code })
    .from(exchangeRates)
    .innerJoin(currencies, eq(currencies.id, exchangeRates.currencyId))
    .where(and(eq(exchangeRates.currencyId, currencyId), lte(exchangeRates.effectiveOn, day)))
    .orderBy(desc(exchangeRates.effectiveOn))
    .limit(1);
  return row;
}

export async function findCurrencyByCode(db: Database, code: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
  return row;
}

export async function upsertRate(db: Database, currencyId: number, perAud: string, effectiveOn: string) {
  await db
    .insert(exchangeRates)
    .values({ currencyId, perAud, effectiveOn })
    .onConflictDoUpdate({ target: [exchangeRates.currencyId, exchangeRates.effectiveOn], set: { perAud } });
}

export function listLatestRates(db: Database) {
  return db
    .selectDistinctOn([exchangeRates.currencyId], {
      currencyId: exchangeRates.currencyId,
      code: currencies.code,
      perAud: exchangeRates.perAud,
      effectiveOn: exchangeRates.effectiveOn,
    })
    .from(exchangeRates)
    .innerJoin(currencies, eq(currencies.id, exchangeRates.currencyId))
    .orderBy(exchangeRates.currencyId, desc(exchangeRates.effectiveOn));
}

export type WarehouseAddressNotice = typeof warehouseAddressNotices.$inferSelect;

export async function insertAddressNotice(db: Database, storeId: number, changedAt: Date) {
  await db.insert(warehouseAddressNotices).values({ storeId, changedAt, createdAt: changedAt });
}

/**
 * The oldest address change still being told, held until the transaction ends; one another worker holds is skipped,
 * and so are `passed` (changes whose batch failed in this run).
 */
export async function claimOpenAddressNotice(
  db: Database,
  passed: readonly number[] = [],
): Promise<WarehouseAddressNotice | undefined> {
  const [row] = await db
    .select()
    .from(warehouseAddressNotices)
    .where(
      and(
        isNull(warehouseAddressNotices.finishedAt),
        passed.length > 0 ? notInArray(warehouseAddressNotices.id, [...passed]) : undefined,
      ),
    )
    .orderBy(asc(warehouseAddressNotices.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Whether the same warehouse's address changed again after this change. */
export async function hasNewerAddressNotice(db: Database, notice: WarehouseAddressNotice): Promise<boolean> {
  const [row] = await db
    .select({ id: warehouseAddressNotices.id })
    .from(warehouseAddressNotices)
    .where(and(eq(warehouseAddressNotices.storeId, notice.storeId), gt(warehouseAddressNotices.id, notice.id)))
    .limit(1);
  return row !== undefined;
}

export async function advanceAddressNotice(db: Database, id: number, toldThrough: number, finishedAt: Date | null) {
  await db.update(warehouseAddressNotices).set({ toldThrough, finishedAt }).where(eq(warehouseAddressNotices.id, id));
}

type WarehouseRow = typeof warehouses.$inferSelect;
const warehousesByDatabase = new WeakMap<Database, Promise<readonly WarehouseRow[]>>();

/**
 * Every warehouse, for what only the reference seed writes (names, currency, time zone), before the server takes
 * requests: read once per database and kept; a failed read is forgotten so the next call tries again. Staff edit
 * the shopping address (reference/staff-warehouses.ts), so an address is never read from these rows: getWarehouseAddress
 * reads its own query, uncached.
 */
export function warehouseRows(db: Database): Promise<readonly WarehouseRow[]> {
  const kept = warehousesByDatabase.get(db);
  if (kept) return kept;
  const read = db
    .select()
    .from(warehouses)
    .then(
      (rows) => rows,
      (error: unknown) => {
        warehousesByDatabase.delete(db);
        throw error;
      },
    );
  warehousesByDatabase.set(db, read);
  return read;
}
