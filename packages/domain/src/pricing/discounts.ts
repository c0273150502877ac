import type { MessageKey } from '../i18n/messages.js';
import { formatMajor, type Money, money } from '../money/money.js';
import { assertCount, minMoney, percentToBasisPoints, shareOf, zero } from './arithmetic.js';
import {
  MEMBERSHIP_MAX_DISCOUNT_PERCENT,
  MEMBERSHIP_MAX_EXTRA_DISCOUNT_PERCENT,
  POINTS_MAX_FREIGHT_PERCENT,
  POINTS_PER_AUD,
} from './constants.js';
import { convertWithRates, type RatesPerAud } from './rates.js';

/**
 * Discounts round down to the minor unit, so a discount never exceeds its percentage or cap;
 * charges (insurance, taxes, fees) round half-up.
 */

/** A member's discount on freight: `percent`% (capped at 20%) of the freight, rounded down. */
export function membershipDiscount(freight: Money, membershipDiscountPercent: number): Money {
  const percent = Math.min(membershipDiscountPercent, MEMBERSHIP_MAX_DISCOUNT_PERCENT);
  return shareOf(freight, percentToBasisPoints(percent), 'down');
}

/** A member's discount on extra services: `percent`% (capped) of the extras, rounded down. */
export function membershipExtraDiscount(extras: Money, percent: number): Money {
  if (extras.minor <= 0) return zero(extras.currency);
  const capped = Math.min(percent, MEMBERSHIP_MAX_EXTRA_DISCOUNT_PERCENT);
  return shareOf(extras, percentToBasisPoints(capped), 'down');
}

/** What points are worth: POINTS_PER_AUD points buy AU$1 (one point is one cent), converted to `currency`. */
export function pointsValue(points: number, currency: Money['currency'], rates: RatesPerAud = {}): Money {
  assertCount(points, 'points');
  const cents = Math.floor((points * 100) / POINTS_PER_AUD);
  return convertWithRates(money(cents, 'AUD'), currency, rates);
}

/** The most points may pay of a freight: 10%, rounded down. */
export function pointsCap(freight: Money): Money {
  return shareOf(freight, POINTS_MAX_FREIGHT_PERCENT * 100, 'down');
}

export interface PointsOffset {
  /** Money the points pay, in the freight's currency. */
  readonly offset: Money;
  /** Points spent: the fewest whose value covers the offset. */
  readonly pointsUsed: number;
}

/**
 * Points against freight: their value, capped at 10% of the freight and at `limit` (what is left to pay,
 * when given). Only the points needed are spent.
 */
export function pointsOffset(points: number, freight: Money, rates: RatesPerAud = {}, limit?: Money): PointsOffset {
  if (points === 0) return { offset: zero(freight.currency), pointsUsed: 0 };
  const available = pointsValue(points, freight.currency, rates);
  let offset = minMoney(available, pointsCap(freight));
  if (limit) offset = minMoney(offset, limit.minor < 0 ? zero(freight.currency) : limit);
  if (offset.minor === 0) return { offset, pointsUsed: 0 };
  // pointsValue is non-decreasing in points: find the fewest points worth at least the offset.
  let low = 0;
  let high = points;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (pointsValue(middle, freight.currency, rates).minor >= offset.minor) high = middle;
    else low = middle + 1;
  }
  return { offset, pointsUsed: low };
}

export interface Coupon {
  readonly code?: string;
  /** The coupon's value. */
  readonly amount: Money;
  /** The least the waybill must cost before discounts for the coupon to apply; none when absent. */
  readonly minimumSpend?: Money;
}

export type CouponResult =
  | { readonly applied: true; readonly discount: Money }
  | {
      readonly applied: false;
      readonly discount: Money;
      readonly key: MessageKey;
      readonly params: { readonly minimum: string };
    };

/** Money written for a message: "AUD 50.00". */
export function moneyText(value: Money): string {
  return `${value.currency} ${formatMajor(value)}`;
}

/**
 * A coupon against a spend: refused with 'coupon.minimumSpend' below its minimum spend; otherwise its
 * amount, but never more than `payable` (what is left to pay, `spend` when not given), so a total never
 * goes negative. Amounts in other currencies are converted with `rates`.
 */
export function applyCoupon(
  coupon: Coupon,
  spend: Money,
  rates: RatesPerAud = {},
  payable: Money = spend,
): CouponResult {
  const currency = spend.currency;
  if (coupon.amount.minor < 0) throw new RangeError('A coupon cannot be worth less than nothing');
  if (coupon.minimumSpend) {
    const minimum = convertWithRates(coupon.minimumSpend, currency, rates);
    if (spend.minor < minimum.minor) {
      return {
        applied: false,
        discount: zero(currency),
        key: 'coupon.minimumSpend',
        params: { minimum: moneyText(coupon.minimumSpend) },
      };
    }
  }
  const value = convertWithRates(coupon.amount, currency, rates);
  const left = payable.minor < 0 ? zero(currency) : convertWithRates(payable, currency, rates);
  return { applied: true, discount: minMoney(value, left) };
}
