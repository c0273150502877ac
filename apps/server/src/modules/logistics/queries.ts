import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import {
  currencies,
  exchangeRates,
  type LineGoodsRuleRow,
  lineGoodsRules,
  logisticsLines,
  warehouses,
} from '../../db/schema/index.js';

export interface LineFilter {
  storeId?: number;
  countryId?: number;
  activeOnly: boolean;
}

const lineWithCurrency = { line: logisticsLines, currencyCode: currencies.code };

/** A route's active lines, as every quote reads them: prepared. */
const routeLines = preparedQuery('active_lines_of_route', (db, name) =>
  db
    .select(lineWithCurrency)
    .from(logisticsLines)
    .innerJoin(currencies, eq(currencies.id, logisticsLines.currencyId))
    .where(
      and(
        eq(logisticsLines.storeId, sql.placeholder('storeId')),
        eq(logisticsLines.countryId, sql.placeholder('countryId')),
        eq(logisticsLines.active, true),
      ),
    )
    .orderBy(asc(logisticsLines.sortOrder), asc(logisticsLines.id))
    .prepare(name),
);

export function listLines(db: Database, filter: LineFilter) {
  const { storeId, countryId } = filter;
  if (filter.activeOnly && storeId !== undefined && countryId !== undefined)
    return routeLines(db).execute({ storeId, countryId });
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

const lineById = preparedQuery('logistics_line_by_id', (db, name) =>
  db
    .select(lineWithCurrency)
    .from(logisticsLines)
    .innerJoin(currencies, eq(currencies.id, logisticsLines.currencyId))
    .where(eq(logisticsLines.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

export async function findLineById(db: Database, id: number) {
  const [row] = await lineById(db).execute({ id });
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
    | 'quietPeriodDays'
    | 'active'
    | 'refusedAttributes'
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

const currencyOfWarehouse = preparedQuery('warehouse_currency', (db, name) =>
  db
    .select({ code: currencies.code })
    .from(warehouses)
    .innerJoin(currencies, eq(currencies.id, warehouses.currencyId))
    .where(and(eq(warehouses.storeId, sql.placeholder('storeId')), eq(warehouses.active, true)))
    .limit(1)
    .prepare(name),
);

/** A warehouse's currency code, or nothing for an unknown or closed warehouse. */
export async function warehouseCurrency(db: Database, storeId: number) {
  const [row] = await currencyOfWarehouse(db).execute({ storeId });
  return row?.code;
}

/** Every currency's rate in force on a day (the newest effective on or before it). */
const rates = preparedQuery('rates_on_day', (db, name) =>
  db
    .selectDistinctOn([exchangeRates.currencyId], {
      code: currencies.code,
      perAud: exchangeRates.perAud,
      effectiveOn: exchangeRates.effectiveOn,
    })
    .from(exchangeRates)
    .innerJoin(currencies, eq(currencies.id, exchangeRates.currencyId))
    .where(lte(exchangeRates.effectiveOn, sql.placeholder('day')))
    .orderBy(exchangeRates.currencyId, desc(exchangeRates.effectiveOn))
    .prepare(name),
);

export function ratesOn(db: Database, day: string) {
  return rates(db).execute({ day });
}

/** The goods rules of some lines (their texts; whether a line refuses an attribute is on the line). */
export function goodsRulesOf(db: Database, lineIds: readonly number[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(lineGoodsRules)
    .where(inArray(lineGoodsRules.lineId, [...lineIds]));
}

export type GoodsRuleTexts = Omit<LineGoodsRuleRow, 'createdAt' | 'updatedAt'>;

/** Writes a line's goods texts, one row per attribute (inserted where missing). */
export async function writeGoodsRules(db: Database, rows: readonly GoodsRuleTexts[], at: Date) {
  if (rows.length === 0) return;
  await db
    .insert(lineGoodsRules)
    .values(rows.map((row) => ({ ...row, createdAt: at, updatedAt: at })))
    .onConflictDoUpdate({
      target: [lineGoodsRules.lineId, lineGoodsRules.attribute],
      set: {
        reasonEn: sql.raw('excluded.reason_en'),
        reasonCn: sql.raw('excluded.reason_cn'),
        reasonTw: sql.raw('excluded.reason_tw'),
        documentEn: sql.raw('excluded.document_en'),
        documentCn: sql.raw('excluded.document_cn'),
        documentTw: sql.raw('excluded.document_tw'),
        updatedAt: at,
      },
    });
}
