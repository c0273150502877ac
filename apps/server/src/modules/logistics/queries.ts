import { and, asc, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { currencies, exchangeRates, logisticsLines, warehouses } from '../../db/schema/index.js';

export interface LineFilter {
  storeId?: number;
  countryId?: number;
  activeOnly: boolean;
}

const lineWithCurrency = { line: logisticsLines, currencyCode: currencies.code };

export function listLines(db: Database, filter: LineFilter) {
  const conditions: SQL[] = [];
  if (filter.storeId !== undefined) conditions.push(eq(logisticsLines.storeId, filter.storeId));
  if (filter.countryId !== undefined) conditions.push(eq(logisticsLines.countryId, filter.countryId));
  if (filter.activeOnly) conditions.push(eq(logisticsLines.active, true));
  return db
    .select(lineWithCurrency)
    .from(logisticsLines)
    .innerJoin(currencies, eq(currencies.id, logisticsLines.currencyId))
    .where(and(...conditions))
    .orderBy(asc(logisticsLines.sortOrder), asc(logisticsLines.id));
}

export async function findLineById(db: Database, id: number) {
  const [row] = await db
    .select(lineWithCurrency)
    .from(logisticsLines)
    .innerJoin(currencies, eq(currencies.id, logisticsLines.currencyId))
    .where(eq(logisticsLines.id, id))
    .limit(1);
  return row;
}

export async function findLineByCode(db: Database, code: string) {
  const [row] = await db
    .select(lineWithCurrency)
    .from(logisticsLines)
    .innerJoin(currencies, eq(currencies.id, logisticsLines.currencyId))
    .where(eq(logisticsLines.code, code))
    .limit(1);
  return row;
}

export type LineChanges = Partial<
  Pick<
    typeof logisticsLines.$inferInsert,
    | 'firstWeightGrams'
    | 'firstWeightPrice'
    | 'additionalWeightGrams'
    | 'additionalWeightPrice'
    | 'minChargeableGrams'
    | 'weightStepGrams'
    | 'maxParcelGrams'
    | 'maxDeclaredValue'
    | 'freeInsurance'
    | 'insuranceBasisPoints'
    | 'maxInsurance'
    | 'active'
  >
>;

/** A line's row, locked until the transaction ends (a staff change reads, checks and writes it under the lock). */
export async function lockLine(db: Database, id: number) {
  const [row] = await db.select().from(logisticsLines).where(eq(logisticsLines.id, id)).for('update').limit(1);
  return row;
}

export async function updateLine(db: Database, id: number, changes: LineChanges, at: Date) {
  await db
    .update(logisticsLines)
    .set({ ...changes, staffEditedAt: at, updatedAt: at })
    .where(eq(logisticsLines.id, id));
}

/** A warehouse's currency code, or nothing for an unknown or closed warehouse. */
export async function warehouseCurrency(db: Database, storeId: number) {
  const [row] = await db
    .select({ code: currencies.code })
    .from(warehouses)
    .innerJoin(currencies, eq(currencies.id, warehouses.currencyId))
    .where(and(eq(warehouses.storeId, storeId), eq(warehouses.active, true)))
    .limit(1);
  return row?.code;
}

/** Every currency's rate in force on a day (the newest effective on or before it). */
export function ratesOn(db: Database, day: string) {
  return db
    .selectDistinctOn([exchangeRates.currencyId], {
      code: currencies.code,
      perAud: exchangeRates.perAud,
      effectiveOn: exchangeRates.effectiveOn,
    })
    .from(exchangeRates)
    .innerJoin(currencies, eq(currencies.id, exchangeRates.currencyId))
    .where(lte(exchangeRates.effectiveOn, day))
    .orderBy(exchangeRates.currencyId, desc(exchangeRates.effectiveOn));
}
