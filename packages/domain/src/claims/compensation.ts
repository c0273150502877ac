import { type CurrencyCode, divideRounded, type Money, money } from '../money/money.js';
import { minMoney, sumMoney, zero } from '../pricing/arithmetic.js';
import { convertWithRates, type RatesPerAud } from '../pricing/rates.js';

/** One line of the shipment's declaration: how many were declared and their declared value together. */
export interface DeclaredLine {
  quantity: number;
  value: Money;
}

/** A line of the declaration a claim names (its position) and how many of its items were lost or damaged. */
export interface AffectedItem {
  index: number;
  quantity: number;
}

export interface CompensationInput {
  insured: boolean;
  declaration: readonly DeclaredLine[];
  affected: readonly AffectedItem[];
  /** What carrying the shipment was charged (postage and last mile, less the member's freight discount). */
  freight: Money;
  /** The line's insurance maximum: an insured claim pays declared value up to it. */
  maxInsurance: Money;
  /** The line's standard liability (its free cover): the most an uninsured claim pays. */
  standardLiability: Money;
  /** The currency the shipment was paid in and the rates it was charged at; absent: paid in the waybill's currency. */
  paid?: { currency: CurrencyCode; rates: RatesPerAud } | undefined;
}

export interface Compensation {
  basis: 'insured' | 'standard_liability';
  /** Declared value of the items claimed for (waybill currency). */
  affectedValue: Money;
  /** The part of it paid: capped by the insurance maximum or the standard liability. */
  valueCovered: Money;
  /** Insured only: the freight charged for the items claimed for, by their share of the declared value. */
  freightShare: Money;
  /** valueCovered + freightShare, in the waybill's currency. */
  total: Money;
  /** The total in the currency paid, half-up to its minor unit (the ledger's conversion). */
  inCurrencyPaid: Money;
  /** The cap took something off the declared value. */
  capped: boolean;
}

/** `amount` × numerator ÷ denominator, half-up to the minor unit (all ≥ 0, denominator > 0). */
function proportion(amount: Money, numerator: number, denominator: number): Money {
  const scaled = divideRounded(BigInt(amount.minor) * BigInt(numerator), BigInt(denominator), 'halfUp');
  return money(Number(scaled), amount.currency);
}

/** Throws unless every affected line exists, once, with 1 … its declared quantity. */
function assertAffected(declaration: readonly DeclaredLine[], affected: readonly AffectedItem[]): void {
  const seen = new Set<number>();
  for (const item of affected) {
    const line = declaration[item.index];
    if (!line || seen.has(item.index)) throw new RangeError(`No declared line ${item.index} to claim once`);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > line.quantity)
      throw new RangeError(`Line ${item.index} declares ${line.quantity}, not ${item.quantity}`);
    seen.add(item.index);
  }
}

/**
 * The compensation a claim earns by rule, the same figure shown when filing, to staff when reviewing, and in the ledger.
 * The items' declared value counts pro rata to the quantity affected. Insured: that value up to the line's insurance
 * maximum, plus the freight charged for those items (their share of the declared value); uninsured: that value up to
 * the line's standard liability. Each share is rounded half-up to the minor unit, and the total is converted once to
 * the currency paid.
 */
export function claimCompensation(input: CompensationInput): Compensation {
  assertAffected(input.declaration, input.affected);
  const currency = input.freight.currency;
  const declared = sumMoney(
    currency,
    input.declaration.map((line) => line.value),
  );
  const affectedValue = sumMoney(
    currency,
    input.affected.map((item) => {
      const line = input.declaration[item.index] as DeclaredLine;
      return proportion(line.value, item.quantity, line.quantity);
    }),
  );
  const cap = input.insured ? input.maxInsurance : input.standardLiability;
  const valueCovered = minMoney(affectedValue, cap);
  const freightShare =
    input.insured && declared.minor > 0
      ? proportion(input.freight, affectedValue.minor, declared.minor)
      : zero(currency);
  const total = money(valueCovered.minor + freightShare.minor, currency);
  const inCurrencyPaid = input.paid ? convertWithRates(total, input.paid.currency, input.paid.rates) : total;
  return {
    basis: input.insured ? 'insured' : 'standard_liability',
    affectedValue,
    valueCovered,
    freightShare,
    total,
    inCurrencyPaid,
    capped: valueCovered.minor < affectedValue.minor,
  };
}
