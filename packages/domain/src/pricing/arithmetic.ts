import { addMoney, type CurrencyCode, divideRounded, type Money, money, type Rounding } from '../money/money.js';

export { divideRounded, type Rounding };

/**
 * Units of the pricing module, all integers:
 * - weight in grams (`…Grams`),
 * - lengths in millimetres (`…Mm`), volumes in cubic millimetres (`…Mm3`; 1 m³ = 10⁹ mm³),
 * - money in minor units (`Money`), percentages as basis points where they can have decimals (1% = 100).
 */
export const CUBIC_MM_PER_CUBIC_METRE = 1_000_000_000;

/** Throws unless `value` is a whole number ≥ 0 in the safe range. */
export function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
}

/** Throws unless `value` is a whole number ≥ 1 in the safe range. */
export function assertPositive(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number ≥ 1, got ${value}`);
}

/** Whole multiples of `step` needed to cover `value` (both ≥ 0, step ≥ 1). */
export function stepsToCover(value: number, step: number): number {
  return Number(divideRounded(BigInt(value), BigInt(step), 'up'));
}

/** A percentage such as 5, 2.5 or 12.75 as basis points (1% = 100). More than two decimals is refused. */
export function percentToBasisPoints(percent: number): number {
  const scaled = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(scaled - percent * 100) > 1e-6) {
    throw new RangeError(`A percentage must be ≥ 0 with at most 2 decimals, got ${percent}`);
  }
  return scaled;
}

/** `basisPoints`/10000 of a non-negative amount, rounded to the minor unit as asked. */
export function shareOf(amount: Money, basisPoints: number, rounding: Rounding): Money {
  assertCount(amount.minor, 'amount');
  assertCount(basisPoints, 'basisPoints');
  return money(Number(divideRounded(BigInt(amount.minor) * BigInt(basisPoints), 10_000n, rounding)), amount.currency);
}

export function zero(currency: CurrencyCode): Money {
  return money(0, currency);
}

export function timesMoney(amount: Money, count: number): Money {
  assertCount(count, 'count');
  return money(amount.minor * count, amount.currency);
}

export function sumMoney(currency: CurrencyCode, amounts: readonly Money[]): Money {
  return amounts.reduce(addMoney, zero(currency));
}

export function subtractMoney(a: Money, b: Money): Money {
  return addMoney(a, money(-b.minor, b.currency));
}

export function minMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return a.minor <= b.minor ? a : b;
}

export function maxMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return a.minor >= b.minor ? a : b;
}

export function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`Cannot compare ${a.currency} with ${b.currency}`);
}
