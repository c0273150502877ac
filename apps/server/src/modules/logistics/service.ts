import {
  type CurrencyCode,
  calendarDate,
  formatMajor,
  type Language,
  localName,
  money,
  PARCEL_ATTRIBUTES,
  PRODUCT_TYPES,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { LogisticsLineRow } from '../../db/schema/index.js';
import type { AppContext, AppServices } from '../../http/context.js';
import { addDays, nextCutoff } from './cutoff.js';
import { findLineById } from './queries.js';
import type { RatesOnDay } from './reference-cache.js';
import { type StoredLine, stored } from './stored-line.js';

/** Grams as a kilogram figure for the wire ("0.5", "12.345"). */
export const kg = (grams: number) => String(grams / 1000);
export function amount(minor: number, currency: CurrencyCode): string;
export function amount(minor: number | null, currency: CurrencyCode): string | null;
export function amount(minor: number | null, currency: CurrencyCode): string | null {
  return minor === null ? null : formatMajor(money(minor, currency));
}

/**
 * The exchange rates in force on the clock's day (each currency's newest rate effective on or before it; a rate staff
 * scheduled for a later day is not), and the newest date among them. Every conversion of a customer's money reads
 * them here: quotes, waybills, the pay page and the payment, coupons, points, membership, invitations, draws. From
 * memory while they stand still. Outside a transaction the context reads through `ctx.db`; inside one, a function
 * holds the transaction and the app's services (no `ctx.db`: on PGlite's one connection a read through it would wait
 * for the transaction that waits for it) and names its handle.
 */
export async function ratesToday(ctx: AppContext): Promise<RatesOnDay>;
export async function ratesToday(app: AppServices, tx: Database): Promise<RatesOnDay>;
export async function ratesToday(app: AppServices & { db?: Database }, tx?: Database): Promise<RatesOnDay> {
  const db = tx ?? app.db;
  if (!db) throw new Error('ratesToday: no database handle');
  return (await app.reference.read(db)).ratesOn(calendarDate(app.clock()));
}

export function eta(ctx: AppContext, row: LogisticsLineRow) {
  const cutoff = nextCutoff(ctx.clock(), {
    weekday: row.cutoffWeekday,
    time: row.cutoffTime,
    timeZone: row.cutoffTimeZone,
  });
  return {
    transit_days_min: row.transitDaysMin,
    transit_days_max: row.transitDaysMax,
    next_cutoff: cutoff,
    estimated_delivery_from: addDays(cutoff.date, row.transitDaysMin),
    estimated_delivery_to: addDays(cutoff.date, row.transitDaysMax),
  };
}

/** A line as customers see it (courierList and each quote). */
export function publicLine(ctx: AppContext, line: StoredLine, language: Language) {
  const { row, currency } = line;
  return {
    id: row.id,
    code: row.code,
    name: localName(language, row),
    store_id: row.storeId,
    country_id: row.countryId,
    service_level: row.serviceLevel,
    service_level_name: translate(language, `lineService.${row.serviceLevel}`),
    delivery_method: row.deliveryMethod,
    delivery_method_name: translate(language, `lineDelivery.${row.deliveryMethod}`),
    currency,
    first_weight: kg(row.firstWeightGrams),
    first_weight_price: amount(row.firstWeightPrice, currency),
    additional_weight: kg(row.additionalWeightGrams),
    additional_weight_price: amount(row.additionalWeightPrice, currency),
    min_chargeable_weight: kg(row.minChargeableGrams),
    weight_step: kg(row.weightStepGrams),
    volumetric_divisor: row.volumetricDivisor,
    max_parcel_weight: row.maxParcelGrams === null ? null : kg(row.maxParcelGrams),
    max_declared_value: amount(row.maxDeclaredValue, currency),
    refused_attributes: line.pricing.refusedAttributes.map((code) => ({
      code,
      name: translate(language, `parcelAttribute.${code}`),
    })),
    required_documents: row.requiredDocuments.map((code) => ({
      code,
      name: translate(language, `lineDocument.${code}`),
    })),
    freeInsurance: amount(row.freeInsurance, currency),
    insurancePercentage: line.pricing.insurancePercentage,
    maxInsurance: amount(row.maxInsurance, currency),
    eta: eta(ctx, row),
  };
}

/** One line (active or not) as the pricing engine reads it, or undefined. */
export async function loadLine(ctx: AppContext, id: number): Promise<StoredLine | undefined> {
  const record = await findLineById(ctx.db, id);
  return record ? stored(record) : undefined;
}

/** The active lines of a route as the pricing engine reads them. */
export async function loadRouteLines(
  ctx: AppContext,
  storeId: number,
  countryId: number,
): Promise<readonly StoredLine[]> {
  return (await ctx.reference.read(ctx.db)).routeLines(storeId, countryId);
}

export async function courierList(ctx: AppContext, storeId: number, countryId: number, language: Language) {
  const lines = await loadRouteLines(ctx, storeId, countryId);
  return lines.map((line) => publicLine(ctx, line, language));
}

export function productList(language: Language) {
  return {
    product_types: PRODUCT_TYPES.map((code) => ({ code, name: translate(language, `productType.${code}`) })),
    attributes: PARCEL_ATTRIBUTES.map((code) => ({ code, name: translate(language, `parcelAttribute.${code}`) })),
  };
}
