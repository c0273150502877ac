import {
  attributeList,
  type CurrencyCode,
  calendarDate,
  centimetresToMm,
  chargeableWeightNote,
  convertWithRates,
  type DutiesRecord,
  dutiesRecord,
  feeBreakdown,
  formatMajor,
  handlingFee,
  isCurrencyCode,
  isMessageKey,
  kilogramsToGrams,
  type Language,
  type LineProblem,
  landedCost,
  lineProblems,
  lineProblemText,
  type Money,
  money,
  type ParcelCharge,
  parseMajor,
  type QuoteInput,
  quoteAllLines,
  type ShipmentToQuote,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findLineById } from './queries.js';
import type { RatesOnDay, ReferenceReadings } from './reference-cache.js';
import { amount, kg, publicLine, ratesToday } from './service.js';
import { type StoredLine, stored } from './stored-line.js';

export function declaredMoney(value: string, currency: CurrencyCode, field: string): Money {
  try {
    return parseMajor(value, currency);
  } catch {
    throw AppError.field(field, 'validation.number');
  }
}

function problemTexts(language: Language, problems: readonly LineProblem[]) {
  return problems.map((problem) => ({ code: problem.code, ...lineProblemText(language, problem) }));
}

/**
 * The landed cost in the reader's language (one view for the calculator, the quote, the submission, the waybill, the
 * pay page and the invoice): each tax with who collects it, what we collect, what is paid at the door (estimated) and
 * the source it is estimated from, the notes, and our total plus the door's estimate.
 */
export function dutiesView(duties: DutiesRecord, ourTotal: Money, language: Language) {
  const currency = ourTotal.currency;
  const text = (minor: number) => formatMajor(money(minor, currency));
  return {
    items: duties.items.map((item) => ({
      code: item.code,
      name: translate(language, `duty.${item.code}`),
      amount: text(item.amount),
      collected_by: item.collected_by,
    })),
    notes: duties.notes.flatMap((note) =>
      isMessageKey(note.key)
        ? [
            translate(language, note.key, {
              ...note.params,
              // The source is named in the reader's language, whatever the language the record was kept in.
              ...(duties.source && {
                authority: duties.source.authority[language],
                name: duties.source.name[language],
              }),
            }),
          ]
        : [],
    ),
    collected_by_us: text(duties.collected_by_us),
    at_clearance: text(duties.at_clearance),
    landed_total: text(ourTotal.minor + duties.at_clearance),
    source: duties.source && {
      authority: duties.source.authority[language],
      name: duties.source.name[language],
      url: duties.source.url,
      read: duties.source.read,
    },
    shop_tax_waivable: duties.shop_tax_waivable ?? false,
  };
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
 * SPEC §8 sentence and the reasons. A signed-in member's discount is its own line (`member_discount`), in the total.
 */
export async function quote(ctx: AppContext, input: QuoteInput, language: Language, member?: MemberTerms | null) {
  const reference = await ctx.reference.read(ctx.db);
  const lines = await reference.routeLines(input.store_id, input.country_id);
  const readings = await quoteReadings(ctx, input.store_id, reference);
  const { quotation, unavailable, noLine } = await quoteRoute(ctx, input, language, member, lines, readings);
  if (noLine) {
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
  return quotation;
}

/** A signed-in member's discounts, in basis points. */
export interface MemberTerms {
  freightBasisPoints: number;
  extraBasisPoints: number;
}

/** What a quote from a warehouse reads before pricing: the warehouse's currency and today's rates. */
export interface QuoteReadings {
  originCurrency: CurrencyCode;
  rates: RatesOnDay['rates'];
  rateDate: RatesOnDay['rateDate'];
}

/** Reads them once; a caller quoting several parcels from one warehouse (the staff preview) passes them to each. */
export async function quoteReadings(
  ctx: AppContext,
  storeId: number,
  reference?: ReferenceReadings,
): Promise<QuoteReadings> {
  const readings = reference ?? (await ctx.reference.read(ctx.db));
  const originCurrency = await readings.warehouseCurrency(storeId);
  if (!originCurrency || !isCurrencyCode(originCurrency)) throw AppError.field('store_id', 'validation.choice');
  const { rates, rateDate } = await readings.ratesOn(calendarDate(ctx.clock()));
  return { originCurrency, rates, rateDate };
}

/**
 * The quote of a route's `lines` as a customer reads it. getQuotation passes the active lines as stored; the staff
 * preview passes them with a line's unsaved settings, so what staff see is what this code will answer customers.
 * `noLine` says why no line can carry the parcels (getQuotation's 422).
 */
export async function quoteRoute(
  ctx: AppContext,
  input: QuoteInput,
  language: Language,
  member: MemberTerms | null | undefined,
  lines: readonly StoredLine[],
  readings?: QuoteReadings,
) {
  const { originCurrency, rates, rateDate } = readings ?? (await quoteReadings(ctx, input.store_id));
  const currency = input.currency ?? originCurrency;
  if (rates[currency] === undefined && currency !== 'AUD') {
    throw new AppError('rule', 'reference.noRate', { params: { currency } });
  }
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
    insured: input.insured ?? false,
    ...(input.declared_value !== undefined && {
      declared: declaredMoney(input.declared_value, input.declared_currency ?? originCurrency, 'declared_value'),
    }),
  };
  const today = calendarDate(ctx.clock());
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
      unavailable.push({ available: false as const, reasons: problemTexts(language, option.problems), ...base });
      continue;
    }
    const duties = landedCost(
      {
        countryId: input.country_id,
        freight: option.quote.freight,
        insurance: option.quote.insurance,
        extras: convertWithRates(handling, currency, rates),
        date: today,
        declared: shipment.declared,
        shopChargedTax: input.shop_charged_tax,
      },
      currency,
      rates,
    );
    const fees = feeBreakdown({
      currency,
      postage: option.quote.freight,
      insurance: option.quote.insurance,
      customs: duties.collectedByUs,
      serviceCharges: [handling],
      rates,
      ...(member
        ? {
            membershipDiscountPercent: member.freightBasisPoints / 100,
            membershipExtraDiscountPercent: member.extraBasisPoints / 100,
          }
        : {}),
    });
    available.push({
      available: true as const,
      weight: weightSummary(option.quote.parcels, line.row.minChargeableGrams, language),
      fees: {
        currency,
        postage: formatMajor(fees.postage),
        insurance: formatMajor(fees.insurance),
        customs: formatMajor(fees.customs),
        service_charge: formatMajor(fees.serviceCharge),
        member_discount: formatMajor(fees.membershipDiscount),
        total: formatMajor(fees.total),
      },
      duties: dutiesView(dutiesRecord(duties), fees.total, language),
      line_total: { currency: line.currency, amount: formatMajor(option.quote.total) },
      ...base,
    });
  }

  return {
    quotation: { currency, rate_date: rateDate, parcel_count: parcelCount, list: available, unavailable },
    unavailable,
    noLine: result.noLine,
  };
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
