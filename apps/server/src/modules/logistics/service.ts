import {
  attributeList,
  type CurrencyCode,
  calendarDate,
  centimetresToMm,
  chargeableWeightNote,
  convertWithRates,
  feeBreakdown,
  formatMajor,
  handlingFee,
  isCurrencyCode,
  isParcelAttribute,
  kilogramsToGrams,
  type Language,
  type LineProblem,
  type LogisticsLine,
  lineProblems,
  lineProblemText,
  localName,
  type Money,
  money,
  PARCEL_ATTRIBUTES,
  type ParcelCharge,
  PRODUCT_TYPES,
  parseMajor,
  percentToBasisPoints,
  type QuoteInput,
  quoteAllLines,
  type RatesPerAud,
  type ShipmentToQuote,
  translate,
} from '@parcelway/domain';
import type { LogisticsLineRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { recordStaffAction } from '../staff/audit.js';
import { addDays, nextCutoff } from './cutoff.js';
import {
  findLineByCode,
  findLineById,
  type LineChanges,
  listLines,
  ratesOn,
  updateLine,
  warehouseCurrency,
} from './queries.js';

export interface StoredLine {
  row: LogisticsLineRow;
  currency: CurrencyCode;
  /** The line as the pricing engine reads it. */
  pricing: LogisticsLine;
}

export function stored(record: { line: LogisticsLineRow; currencyCode: string }): StoredLine {
  const { line: row, currencyCode } = record;
  if (!isCurrencyCode(currencyCode)) throw new Error(`line ${row.code} is priced in unknown ${currencyCode}`);
  const inCurrency = (minor: number) => money(minor, currencyCode);
  return {
    row,
    currency: currencyCode,
    pricing: {
      id: row.id,
      volumetricDivisor: row.volumetricDivisor,
      minChargeableGrams: row.minChargeableGrams,
      weightStepGrams: row.weightStepGrams,
      rateCard: {
        firstWeightGrams: row.firstWeightGrams,
        firstWeightPrice: inCurrency(row.firstWeightPrice),
        additionalWeightGrams: row.additionalWeightGrams,
        additionalWeightPrice: inCurrency(row.additionalWeightPrice),
      },
      ...(row.maxParcelGrams !== null && { maxParcelGrams: row.maxParcelGrams }),
      ...(row.maxDeclaredValue !== null && { maxDeclaredValue: inCurrency(row.maxDeclaredValue) }),
      refusedAttributes: row.refusedAttributes.filter(isParcelAttribute),
      freeInsurance: inCurrency(row.freeInsurance),
      insurancePercentage: row.insuranceBasisPoints / 100,
      maxInsurance: inCurrency(row.maxInsurance),
    },
  };
}

/** Grams as a kilogram figure for the wire ("0.5", "12.345"). */
const kg = (grams: number) => String(grams / 1000);
function amount(minor: number, currency: CurrencyCode): string;
function amount(minor: number | null, currency: CurrencyCode): string | null;
function amount(minor: number | null, currency: CurrencyCode): string | null {
  return minor === null ? null : formatMajor(money(minor, currency));
}

/** The exchange rates in force today, and the newest date among them. */
export async function ratesToday(ctx: AppContext): Promise<{ rates: RatesPerAud; rateDate: string | null }> {
  const rows = await ratesOn(ctx.db, calendarDate(ctx.clock()));
  const rates: Partial<Record<CurrencyCode, string>> = {};
  let rateDate: string | null = null;
  for (const row of rows) {
    if (isCurrencyCode(row.code)) rates[row.code] = row.perAud;
    if (rateDate === null || row.effectiveOn > rateDate) rateDate = row.effectiveOn;
  }
  return { rates, rateDate };
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
export async function loadRouteLines(ctx: AppContext, storeId: number, countryId: number): Promise<StoredLine[]> {
  return (await listLines(ctx.db, { storeId, countryId, activeOnly: true })).map(stored);
}

export async function courierList(ctx: AppContext, storeId: number, countryId: number, language: Language) {
  const rows = await listLines(ctx.db, { storeId, countryId, activeOnly: true });
  return rows.map((record) => publicLine(ctx, stored(record), language));
}

export function productList(language: Language) {
  return {
    product_types: PRODUCT_TYPES.map((code) => ({ code, name: translate(language, `productType.${code}`) })),
    attributes: PARCEL_ATTRIBUTES.map((code) => ({ code, name: translate(language, `parcelAttribute.${code}`) })),
  };
}

function declaredMoney(value: string, currency: CurrencyCode, field: string): Money {
  try {
    return parseMajor(value, currency);
  } catch {
    throw AppError.field(field, 'validation.number');
  }
}

function problemTexts(language: Language, problems: readonly LineProblem[]) {
  return problems.map((problem) => ({ code: problem.code, ...lineProblemText(language, problem) }));
}

function weightSummary(parcels: readonly ParcelCharge[], minChargeableGrams: number, language: Language) {
  const total = (pick: (parcel: ParcelCharge) => number) =>
    parcels.reduce((sum, parcel) => sum + pick(parcel) * parcel.quantity, 0);
  const bases = new Set(parcels.map((parcel) => parcel.basis));
  const [commonBasis] = bases.size === 1 ? bases : [];
  const notes = new Set<string>();
  const detail = parcels.map((parcel) => {
    const note = chargeableWeightNote(parcel, minChargeableGrams);
    const text = note ? translate(language, note.key, note.params) : null;
    if (text) notes.add(text);
    return {
      quantity: parcel.quantity,
      actual_weight: kg(parcel.actualGrams),
      volumetric_weight: kg(parcel.volumetricGrams),
      chargeable_weight: kg(parcel.chargeableGrams),
      basis: parcel.basis,
      note: text,
    };
  });
  return {
    actual_weight: kg(total((parcel) => parcel.actualGrams)),
    volumetric_weight: kg(total((parcel) => parcel.volumetricGrams)),
    chargeable_weight: kg(total((parcel) => parcel.chargeableGrams)),
    /** Which weight was charged: the parcels' common basis, or 'mixed'. */
    basis: commonBasis ?? ('mixed' as const),
    notes: [...notes],
    parcels: detail,
  };
}

/**
 * getQuotation / calcEndCost: every active line of the route priced by the domain engine, cheapest
 * first, with the lines that cannot carry the shipment and why. No line at all is a 422 with the
 * SPEC §8 sentence and the reasons.
 */
export async function quote(ctx: AppContext, input: QuoteInput, language: Language) {
  const originCurrency = await warehouseCurrency(ctx.db, input.store_id);
  if (!originCurrency || !isCurrencyCode(originCurrency)) throw AppError.field('store_id', 'validation.choice');
  const [records, { rates, rateDate }] = await Promise.all([
    listLines(ctx.db, { storeId: input.store_id, countryId: input.country_id, activeOnly: true }),
    ratesToday(ctx),
  ]);
  const currency = input.currency ?? originCurrency;
  if (rates[currency] === undefined && currency !== 'AUD') {
    throw new AppError('rule', 'reference.noRate', { params: { currency } });
  }
  const lines = records.map(stored);
  const byId = new Map(lines.map((line) => [line.row.id, line]));

  const shipment: ShipmentToQuote = {
    parcels: input.parcels.map((parcel) => ({
      actualGrams: kilogramsToGrams(parcel.weight),
      lengthMm: centimetresToMm(parcel.length),
      widthMm: centimetresToMm(parcel.width),
      heightMm: centimetresToMm(parcel.height),
      quantity: parcel.quantity,
      attributes: parcel.attributes,
    })),
    ...(input.declared_value !== undefined && {
      declared: declaredMoney(input.declared_value, input.declared_currency ?? originCurrency, 'declared_value'),
    }),
    insured: input.insured ?? false,
  };
  const parcelCount = input.parcels.reduce((sum, parcel) => sum + parcel.quantity, 0);
  const handling = handlingFee(parcelCount);

  const result = quoteAllLines(
    shipment,
    lines.map((line) => line.pricing),
    rates,
  );
  const available = [];
  const unavailable = [];
  for (const option of result.options) {
    const line = byId.get(option.line.id);
    if (!line) continue;
    const base = publicLine(ctx, line, language);
    if (!option.available) {
      unavailable.push({ ...base, available: false as const, reasons: problemTexts(language, option.problems) });
      continue;
    }
    const fees = feeBreakdown({
      currency,
      postage: option.quote.freight,
      insurance: option.quote.insurance,
      serviceCharges: [handling],
      rates,
    });
    available.push({
      ...base,
      available: true as const,
      weight: weightSummary(option.quote.parcels, line.row.minChargeableGrams, language),
      fees: {
        currency,
        postage: formatMajor(fees.postage),
        insurance: formatMajor(fees.insurance),
        service_charge: formatMajor(fees.serviceCharge),
        total: formatMajor(fees.total),
      },
      line_total: { currency: line.currency, amount: formatMajor(option.quote.total) },
    });
  }

  if (result.noLine) {
    const noLine = result.noLine;
    throw new AppError('rule', noLine.key, {
      params: { attributes: attributeList(language, noLine.attributes) },
      data: {
        advice: translate(language, noLine.adviceKey),
        unavailable: unavailable.map((line) => ({
          id: line.id,
          code: line.code,
          name: line.name,
          reasons: line.reasons,
        })),
      },
    });
  }
  return { currency, rate_date: rateDate, parcel_count: parcelCount, list: available, unavailable };
}

/** courierDeclareAmountLimit: whether a line takes a declared value (422 'line.unavailableDeclaredValue' if not). */
export async function checkDeclaredValue(
  ctx: AppContext,
  input: { courier_id: number; declared_value: string; currency?: CurrencyCode },
  language: Language,
) {
  const record = await findLineById(ctx.db, input.courier_id);
  if (!record) throw new AppError('not_found', 'error.notFound');
  const line = stored(record);
  const declared = declaredMoney(input.declared_value, input.currency ?? line.currency, 'declared_value');
  const { rates } = await ratesToday(ctx);
  const over = lineProblems({ parcels: [], declared }, line.pricing, rates).find(
    (problem) => problem.code === 'declaredValueOverMaximum',
  );
  const maximum = amount(line.row.maxDeclaredValue, line.currency);
  if (over) {
    throw new AppError('rule', over.key, {
      data: {
        advice: lineProblemText(language, over).advice,
        max_declared_value: maximum,
        currency: line.currency,
      },
    });
  }
  return {
    available: true as const,
    max_declared_value: maximum,
    currency: line.currency,
    declared_value: formatMajor(convertWithRates(declared, line.currency, rates)),
  };
}

// ── Staff ──────────────────────────────────────────────────────────────────────────────────

function staffLine(ctx: AppContext, line: StoredLine) {
  return {
    ...publicLine(ctx, line, 'en'),
    name_en: line.row.nameEn,
    name_cn: line.row.nameCn,
    name_tw: line.row.nameTw,
    active: line.row.active,
    sort_order: line.row.sortOrder,
    staff_edited_at: line.row.staffEditedAt?.toISOString() ?? null,
  };
}

export async function staffLineList(ctx: AppContext, filter: { store_id?: number; country_id?: number }) {
  const rows = await listLines(ctx.db, { storeId: filter.store_id, countryId: filter.country_id, activeOnly: false });
  return rows.map((record) => staffLine(ctx, stored(record)));
}

/** What staff may change on a line: prices in the line's currency, weights in kg, the active flag. */
export interface LineRateChanges {
  first_price?: string;
  step_price?: string;
  first_weight?: number;
  step?: number;
  weight_step?: number;
  min_chargeable?: number;
  max_parcel_weight?: number | null;
  max_declared?: string | null;
  free_insurance?: string;
  insurance_percentage?: number;
  max_insurance?: string;
  active?: boolean;
}

export async function changeLine(ctx: AppContext, actor: StaffActor, codeOrId: string, input: LineRateChanges) {
  const record = /^\d+$/.test(codeOrId)
    ? await findLineById(ctx.db, Number(codeOrId))
    : await findLineByCode(ctx.db, codeOrId.toUpperCase());
  if (!record) throw new AppError('not_found', 'error.notFound');
  const line = stored(record);
  const price = (value: string, field: string) => {
    const parsed = declaredMoney(value, line.currency, field);
    if (parsed.minor < 0) throw AppError.field(field, 'validation.invalid');
    return parsed.minor;
  };
  const changes: LineChanges = {};
  if (input.first_price !== undefined) changes.firstWeightPrice = price(input.first_price, 'first_price');
  if (input.step_price !== undefined) changes.additionalWeightPrice = price(input.step_price, 'step_price');
  if (input.first_weight !== undefined) changes.firstWeightGrams = kilogramsToGrams(input.first_weight);
  if (input.step !== undefined) changes.additionalWeightGrams = kilogramsToGrams(input.step);
  if (input.weight_step !== undefined) changes.weightStepGrams = kilogramsToGrams(input.weight_step);
  if (input.min_chargeable !== undefined) changes.minChargeableGrams = kilogramsToGrams(input.min_chargeable);
  if (input.max_parcel_weight !== undefined)
    changes.maxParcelGrams = input.max_parcel_weight === null ? null : kilogramsToGrams(input.max_parcel_weight);
  if (input.max_declared !== undefined)
    changes.maxDeclaredValue = input.max_declared === null ? null : price(input.max_declared, 'max_declared');
  if (input.free_insurance !== undefined) changes.freeInsurance = price(input.free_insurance, 'free_insurance');
  if (input.insurance_percentage !== undefined)
    changes.insuranceBasisPoints = percentToBasisPoints(input.insurance_percentage);
  if (input.max_insurance !== undefined) changes.maxInsurance = price(input.max_insurance, 'max_insurance');
  if (input.active !== undefined) changes.active = input.active;
  if (Object.keys(changes).length === 0) throw new AppError('invalid', 'validation.required');
  await ctx.db.transaction(async (tx) => {
    await updateLine(tx, line.row.id, changes, ctx.clock());
    await recordStaffAction(tx, actor, 'line.change', { type: 'line', id: line.row.id }, { ...input });
  });
  const updated = await findLineById(ctx.db, line.row.id);
  if (!updated) throw new AppError('not_found', 'error.notFound');
  return staffLine(ctx, stored(updated));
}
