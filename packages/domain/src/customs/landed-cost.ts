import { addMoney, type CurrencyCode, formatMajor, type Money, parseMajor } from '../money/money.js';
import { percentToBasisPoints, shareOf, sumMoney } from '../pricing/arithmetic.js';
import { convertWithRates, type RatesPerAud } from '../pricing/rates.js';
import { registeredBusinessNumber } from './business.js';
import type { CustomsNoteKey, CustomsTax, DutyCode, DutyCollector, ValuePart } from './rule.js';
import { customsRuleFor } from './rules.js';

export interface DutyItem {
  readonly code: DutyCode;
  readonly amount: Money;
  readonly collectedBy: DutyCollector;
}

type NoteParam = Money | number | string;

/** Why the duties are what they are, as a message key with its figures (the reader's language is the caller's). */
export interface DutyNote {
  readonly key:
    | `customs.note.${CustomsNoteKey}`
    | 'customs.note.auNear'
    | 'customs.note.twAllowanceAny'
    | 'customs.needDeclaredValue'
    | 'customs.dutyByTariff'
    | 'customs.belowMinimum'
    | 'customs.estimatedBy'
    | 'customs.noRule'
    | 'customs.noRate';
  readonly params: Readonly<Record<string, NoteParam>>;
}

export interface LandedCostInput {
  readonly countryId: number;
  /** The goods' declared value; without it only the rule is said, no amount. */
  readonly declared?: Money | undefined;
  readonly freight: Money;
  readonly insurance?: Money | undefined;
  /** Our extra services, packaging, handling and storage: part of the base where the rule says so. */
  readonly extras?: Money | undefined;
  /** 'YYYY-MM-DD' of the estimate (rates are dated). */
  readonly date: string;
  /** The customer says the shop already charged the destination's GST / low-value-goods tax (receipt given). */
  readonly shopChargedTax?: boolean | undefined;
  /** The receiver's earlier imports through us in the estimate's half-year (Taiwan's six duty-free imports). */
  readonly importsThisHalfYear?: number | undefined;
  /**
   * The receiver's business tax number as the customer recorded it (an ABN in Australia, a GST number in New Zealand):
   * with `businessGstRegistered`, when it is valid for the destination, the GST a re-deliverer collects on low-value
   * goods is not ours to collect.
   */
  readonly businessTaxNumber?: string | null | undefined;
  /** The customer says that business is registered for GST (an ABN alone does not make it so). */
  readonly businessGstRegistered?: boolean | undefined;
}

/** Where a rule comes from, as a customer and staff read it. */
export interface DutySource {
  readonly authority: Readonly<Record<'en' | 'cn' | 'tw', string>>;
  readonly name: Readonly<Record<'en' | 'cn' | 'tw', string>>;
  readonly url: string;
  readonly read: string;
}

/** The destination's taxes and fees for one shipment: who collects each, why, and from which source. */
export interface LandedCost {
  /** Every amount in this currency. */
  readonly currency: CurrencyCode;
  readonly items: readonly DutyItem[];
  readonly notes: readonly DutyNote[];
  /** Sum of the items we collect before shipping (in the waybill's customs fee). */
  readonly collectedByUs: Money;
  /** Sum of the items customs collect at the door (estimated). */
  readonly atClearance: Money;
  readonly source: DutySource | null;
  /** The shipment's band has a tax the customer need not pay here when the shop already charged it (with receipt). */
  readonly shopTaxWaivable: boolean;
}

function taxPercent(tax: CustomsTax, date: string): number {
  if (tax.percent !== undefined) return tax.percent;
  const rate = tax.rates?.find((each) => each.from <= date);
  if (!rate) throw new RangeError(`No ${tax.code} rate in force on ${date}`);
  return rate.percent;
}

/**
 * The landed cost of a shipment at its destination, from the destination's dated rule (data/<country>.json):
 * the band its value falls in (Taiwan: and the receiver's imports this half-year), each tax as a share of the parts
 * the rule names (goods, freight, insurance, our extra services), rounded as the rule says, the fixed fees, and who
 * collects each — we before shipping (Australia's and New Zealand's GST on low-value goods, as re-deliverer, unless
 * the shop charged it; Singapore's GST and customs fee) or customs at the door, estimated. Amounts are computed in
 * the rule's currency and answered in `currency`.
 */
export function landedCost(input: LandedCostInput, currency: CurrencyCode, rates: RatesPerAud = {}): LandedCost {
  const rule = customsRuleFor(input.countryId);
  if (!rule) return emptyLandedCost(currency, [{ key: 'customs.noRule', params: {} }]);
  const source: DutySource = {
    authority: rule.source.authority,
    name: rule.source.name,
    url: rule.source.url,
    read: rule.read,
  };
  const notes: DutyNote[] = [];
  if (!input.declared) {
    notes.push({ key: 'customs.needDeclaredValue', params: {} });
    return { ...emptyLandedCost(currency, notes), source };
  }
  const involved = [input.declared, input.freight, input.insurance, input.extras].flatMap((part) =>
    part ? [part.currency] : [],
  );
  const missing = [rule.currency, currency, ...involved].find(
    (code) =>
      code !== 'AUD' &&
      rates[code] === undefined &&
      [rule.currency, currency, ...involved].some((other) => other !== code),
  );
  if (missing) {
    notes.push({ key: 'customs.noRate', params: { currency: missing } });
    return { ...emptyLandedCost(currency, notes), source };
  }
  const local = (value: Money) => convertWithRates(value, rule.currency, rates);
  const parts: Record<ValuePart, Money> = {
    goods: local(input.declared),
    freight: local(input.freight),
    insurance: local(input.insurance ?? parseMajor('0', rule.currency)),
    extras: local(input.extras ?? parseMajor('0', rule.currency)),
  };
  const worth = (names: readonly ValuePart[], goodsSharePercent?: number) =>
    sumMoney(
      rule.currency,
      names.map((name) =>
        name === 'goods' && goodsSharePercent !== undefined
          ? shareOf(parts.goods, percentToBasisPoints(goodsSharePercent), rule.rounding)
          : parts[name],
      ),
    );
  const compared = worth(rule.compare.parts, rule.compare.goodsSharePercent);
  const used = input.importsThisHalfYear ?? 0;
  const bandIndex = rule.bands.findIndex(
    (band) =>
      (band.upTo === null || compared.minor <= parseMajor(band.upTo, rule.currency).minor) &&
      (band.perHalfYear === undefined || used < band.perHalfYear),
  );
  const band = rule.bands[bandIndex];
  if (!band) throw new RangeError(`${rule.country}: no band holds ${formatMajor(compared)}`);
  const limit = band.upTo ?? rule.bands[bandIndex - 1]?.upTo ?? null;
  const allowance = rule.bands.find((each) => each.perHalfYear !== undefined)?.perHalfYear;

  const items: DutyItem[] = [];
  let waived = false;
  let business = false;
  const businessNumber = input.businessGstRegistered
    ? registeredBusinessNumber(input.countryId, input.businessTaxNumber)
    : null;
  for (const tax of band.taxes) {
    // Business to business first: the receiver's registration, not a receipt, is why nothing is ours to collect.
    if (tax.waivedForRegisteredBusiness && businessNumber !== null) {
      business = true;
      continue;
    }
    if (tax.waivedWhenShopCharged && input.shopChargedTax) {
      waived = true;
      continue;
    }
    const base = worth(tax.base, tax.goodsSharePercent);
    items.push({
      code: tax.code,
      amount: shareOf(base, percentToBasisPoints(taxPercent(tax, input.date)), rule.rounding),
      collectedBy: tax.collectedBy,
    });
  }
  if (band.minimumCollected !== undefined) {
    const minimum = parseMajor(band.minimumCollected, rule.currency);
    const taxes = sumMoney(
      rule.currency,
      items.map((item) => item.amount),
    );
    if (items.length > 0 && taxes.minor < minimum.minor) {
      items.length = 0;
      notes.push({ key: 'customs.belowMinimum', params: { minimum } });
    }
  }
  for (const fee of band.fees)
    items.push({ code: fee.code, amount: parseMajor(fee.amount, rule.currency), collectedBy: fee.collectedBy });

  const firstTax = band.taxes[0];
  notes.unshift({
    key:
      // Without the receiver (the calculator) the allowance is said, not a count nobody knows.
      band.perHalfYear !== undefined && input.importsThisHalfYear === undefined
        ? 'customs.note.twAllowanceAny'
        : `customs.note.${
            business && band.businessNote
              ? band.businessNote
              : waived && band.shopChargedNote
                ? band.shopChargedNote
                : band.note
          }`,
    params: {
      threshold: limit === null ? '' : `${rule.currency} ${limit}`,
      percent: firstTax ? taxPercent(firstTax, input.date) : 0,
      feePercent: band.taxes[1] ? taxPercent(band.taxes[1], input.date) : 0,
      max: allowance ?? 0,
      count: used + 1,
      number: businessNumber ?? '',
    },
  });
  if (rule.alertFrom && bandIndex === 0 && compared.minor >= parseMajor(rule.alertFrom, rule.currency).minor)
    notes.push({ key: 'customs.note.auNear', params: { threshold: `${rule.currency} ${limit ?? ''}` } });
  if (rule.dutyByTariff && bandIndex > 0) notes.push({ key: 'customs.dutyByTariff', params: {} });

  const converted = items.map((item) => ({ ...item, amount: convertWithRates(item.amount, currency, rates) }));
  const total = (collector: DutyCollector) =>
    sumMoney(
      currency,
      converted.filter((item) => item.collectedBy === collector).map((item) => item.amount),
    );
  const atClearance = total('customs');
  if (atClearance.minor > 0 || (rule.dutyByTariff && bandIndex > 0))
    notes.push({
      key: 'customs.estimatedBy',
      // The source's names are added in the reader's language where the note is written (dutiesView).
      params: { read: rule.read },
    });
  return {
    currency,
    items: converted,
    notes,
    collectedByUs: total('us'),
    atClearance,
    source,
    // A business receiver owes us no GST here, so there is nothing for a shop's receipt to waive.
    shopTaxWaivable: !business && band.taxes.some((tax) => tax.waivedWhenShopCharged === true),
  };
}

function emptyLandedCost(currency: CurrencyCode, notes: DutyNote[]): LandedCost {
  const nothing = parseMajor('0', currency);
  return {
    currency,
    items: [],
    notes,
    collectedByUs: nothing,
    atClearance: nothing,
    source: null,
    shopTaxWaivable: false,
  };
}

/** What the customer pays in all: our total (duties we collect included) and the estimate due at the door. */
export function landedTotal(ourTotal: Money, duties: LandedCost): Money {
  return addMoney(ourTotal, duties.atClearance);
}

/** A note's figures as text: amounts as "SGD 400.00", the way every screen writes money. */
export function dutyNoteParams(note: DutyNote): Record<string, string> {
  return Object.fromEntries(
    Object.entries(note.params).map(([name, value]) => [
      name,
      typeof value === 'object' ? `${value.currency} ${formatMajor(value)}` : String(value),
    ]),
  );
}
