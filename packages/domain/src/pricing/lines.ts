import type { Language } from '../i18n/language.js';
import { type MessageKey, type MessageParams, translate } from '../i18n/messages.js';
import { addMoney, type Money } from '../money/money.js';
import { assertPositive, zero } from './arithmetic.js';
import { moneyText } from './discounts.js';
import { freightFor, type RateCard } from './freight.js';
import { type Courier, insurancePremium } from './insurance.js';
import { convertWithRates, type RatesPerAud } from './rates.js';
import {
  type ChargeableWeight,
  chargeableWeight,
  formatKilograms,
  type ParcelMeasurement,
  type WeightRules,
} from './weight.js';

/** What a parcel contains that some lines refuse to carry (a parcel with none is general cargo). */
export const PARCEL_ATTRIBUTES = [
  'battery',
  'magnetic',
  'liquid',
  'powder',
  'food',
  'cosmetics',
  'medicine',
  'branded',
] as const;

export type ParcelAttribute = (typeof PARCEL_ATTRIBUTES)[number];

export function isParcelAttribute(value: unknown): value is ParcelAttribute {
  return typeof value === 'string' && (PARCEL_ATTRIBUTES as readonly string[]).includes(value);
}

/** A logistics line as far as pricing goes: its weight rules, rate card, limits and insurance terms. */
export interface LogisticsLine extends WeightRules, Courier {
  readonly id: number;
  readonly rateCard: RateCard;
  /** Heaviest single parcel the line takes (actual weight), in grams; Taiwan lines 20 kg. None when absent. */
  readonly maxParcelGrams?: number;
  /** Highest declared value the line takes; none when absent. */
  readonly maxDeclaredValue?: Money;
  readonly refusedAttributes: readonly ParcelAttribute[];
}

/** A parcel (or carton) to quote: as measured, how many alike, and what it contains. */
export interface QuoteParcel extends ParcelMeasurement {
  /** Identical parcels of this size and weight (the calculator's quantity); 1 when absent. */
  readonly quantity?: number;
  readonly attributes?: readonly ParcelAttribute[];
}

export interface ShipmentToQuote {
  readonly parcels: readonly QuoteParcel[];
  /** Declared value of the whole shipment, if given. */
  readonly declared?: Money;
  /** Whether loss insurance is wanted (needs `declared`). */
  readonly insured?: boolean;
}

export type LineProblem =
  | {
      readonly code: 'parcelTooHeavy';
      readonly key: 'line.parcelTooHeavy';
      readonly params: { readonly weight: string; readonly maximum: string };
    }
  | {
      readonly code: 'declaredValueOverMaximum';
      readonly key: 'line.unavailableDeclaredValue';
      readonly adviceKey: 'line.changeDeclaredAmount';
      readonly params: { readonly maximum: string };
    }
  | {
      readonly code: 'attributesRefused';
      readonly key: 'line.attributesRefused';
      readonly attributes: readonly ParcelAttribute[];
    };

function quantityOf(parcel: QuoteParcel): number {
  const quantity = parcel.quantity ?? 1;
  assertPositive(quantity, 'quantity');
  return quantity;
}

/** The shipment's attributes in PARCEL_ATTRIBUTES order, each once. */
export function shipmentAttributes(shipment: ShipmentToQuote): ParcelAttribute[] {
  const present = new Set(shipment.parcels.flatMap((parcel) => parcel.attributes ?? []));
  return PARCEL_ATTRIBUTES.filter((attribute) => present.has(attribute));
}

/**
 * Why a line cannot carry a shipment, in this order: a parcel over the line's weight per parcel, a
 * declared value over the line's maximum (SPEC §8 "The line is temporarily unavailable", advising to
 * change the declared amount), attributes the line refuses. Empty when the line can carry it.
 */
export function lineProblems(shipment: ShipmentToQuote, line: LogisticsLine, rates: RatesPerAud = {}): LineProblem[] {
  const problems: LineProblem[] = [];
  if (line.maxParcelGrams !== undefined) {
    const heaviest = Math.max(0, ...shipment.parcels.map((parcel) => parcel.actualGrams));
    if (heaviest > line.maxParcelGrams) {
      problems.push({
        code: 'parcelTooHeavy',
        key: 'line.parcelTooHeavy',
        params: { weight: formatKilograms(heaviest), maximum: formatKilograms(line.maxParcelGrams) },
      });
    }
  }
  if (line.maxDeclaredValue && shipment.declared) {
    const declared = convertWithRates(shipment.declared, line.maxDeclaredValue.currency, rates);
    if (declared.minor > line.maxDeclaredValue.minor) {
      problems.push({
        code: 'declaredValueOverMaximum',
        key: 'line.unavailableDeclaredValue',
        adviceKey: 'line.changeDeclaredAmount',
        params: { maximum: moneyText(line.maxDeclaredValue) },
      });
    }
  }
  const refused = shipmentAttributes(shipment).filter((attribute) => line.refusedAttributes.includes(attribute));
  if (refused.length > 0)
    problems.push({ code: 'attributesRefused', key: 'line.attributesRefused', attributes: refused });
  return problems;
}

export interface ParcelCharge extends ChargeableWeight {
  readonly quantity: number;
}

export interface LineQuote {
  readonly lineId: number;
  /** Each parcel's weights, in the order given. */
  readonly parcels: readonly ParcelCharge[];
  /** Sum of every parcel's chargeable weight × its quantity: what the rate card is applied to. */
  readonly chargeableGrams: number;
  /** In the rate card's currency, as are the other amounts. */
  readonly freight: Money;
  /** Zero unless insurance is wanted. */
  readonly insurance: Money;
  readonly total: Money;
}

/**
 * The price of a line for a shipment, whether or not the line can carry it (see lineProblems): each
 * parcel's chargeable weight on the line, summed; freight from the rate card on that sum; insurance
 * when wanted, converted to the rate card's currency.
 */
export function quoteLine(shipment: ShipmentToQuote, line: LogisticsLine, rates: RatesPerAud = {}): LineQuote {
  const parcels = shipment.parcels.map((parcel) => ({
    quantity: quantityOf(parcel),
    ...chargeableWeight(parcel, line),
  }));
  const chargeableGrams = parcels.reduce((sum, parcel) => sum + parcel.chargeableGrams * parcel.quantity, 0);
  const freight = freightFor(chargeableGrams, line.rateCard);
  const insurance =
    shipment.insured && shipment.declared
      ? convertWithRates(insurancePremium(shipment.declared, line, rates), freight.currency, rates)
      : zero(freight.currency);
  return { lineId: line.id, parcels, chargeableGrams, freight, insurance, total: addMoney(freight, insurance) };
}

export type LineOption =
  | { readonly line: LogisticsLine; readonly available: true; readonly quote: LineQuote }
  | { readonly line: LogisticsLine; readonly available: false; readonly problems: readonly LineProblem[] };

export interface NoLine {
  /** 'line.attributesWithoutLine' when every line refuses the parcels' attributes, else 'line.noService'. */
  readonly key: 'line.noService' | 'line.attributesWithoutLine';
  readonly adviceKey: 'line.noSuitableRoute';
  /** The attributes the lines refused (empty for 'line.noService'). */
  readonly attributes: readonly ParcelAttribute[];
}

export interface AllLineQuotes {
  /** Lines that can carry the shipment, cheapest first (ties by line id), then the others in the order given. */
  readonly options: readonly LineOption[];
  /** Set when no line can carry the shipment (or there are no lines). */
  readonly noLine?: NoLine;
}

/**
 * Every line with its quote or its reasons, cheapest first. Totals in different currencies are compared
 * in AUD through `rates`.
 */
export function quoteAllLines(
  shipment: ShipmentToQuote,
  lines: readonly LogisticsLine[],
  rates: RatesPerAud = {},
): AllLineQuotes {
  const available: Extract<LineOption, { available: true }>[] = [];
  const unavailable: Extract<LineOption, { available: false }>[] = [];
  for (const line of lines) {
    const problems = lineProblems(shipment, line, rates);
    if (problems.length > 0) unavailable.push({ line, available: false, problems });
    else available.push({ line, available: true, quote: quoteLine(shipment, line, rates) });
  }
  const sameCurrency = available.every((option) => option.quote.total.currency === available[0]?.quote.total.currency);
  const comparable = (option: (typeof available)[number]) =>
    sameCurrency ? option.quote.total.minor : convertWithRates(option.quote.total, 'AUD', rates).minor;
  available.sort((a, b) => comparable(a) - comparable(b) || a.line.id - b.line.id);
  const options: LineOption[] = [...available, ...unavailable];
  if (available.length > 0) return { options };

  const refusals = unavailable.map((option) => option.problems.find((problem) => problem.code === 'attributesRefused'));
  if (unavailable.length > 0 && refusals.every((refusal) => refusal !== undefined)) {
    const refused = new Set(refusals.flatMap((refusal) => refusal?.attributes ?? []));
    return {
      options,
      noLine: {
        key: 'line.attributesWithoutLine',
        adviceKey: 'line.noSuitableRoute',
        attributes: PARCEL_ATTRIBUTES.filter((attribute) => refused.has(attribute)),
      },
    };
  }
  return { options, noLine: { key: 'line.noService', adviceKey: 'line.noSuitableRoute', attributes: [] } };
}

/** Attribute names in a language, joined as that language lists things. */
export function attributeList(language: Language, attributes: readonly ParcelAttribute[]): string {
  return attributes
    .map((attribute) => translate(language, `parcelAttribute.${attribute}`))
    .join(language === 'en' ? ', ' : '、');
}

export interface LineProblemText {
  readonly message: string;
  readonly advice?: string;
}

/** A line problem or a no-line answer as sentences for the customer. */
export function lineProblemText(language: Language, problem: LineProblem | NoLine): LineProblemText {
  const params: MessageParams =
    'params' in problem ? { ...problem.params } : { attributes: attributeList(language, problem.attributes) };
  const adviceKey: MessageKey | undefined = 'adviceKey' in problem ? problem.adviceKey : undefined;
  const message = translate(language, problem.key, params);
  return adviceKey ? { message, advice: translate(language, adviceKey, params) } : { message };
}
