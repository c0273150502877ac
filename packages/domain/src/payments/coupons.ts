import { type Money, money } from '../money/money.js';
import { shareOf } from '../pricing/arithmetic.js';
import type { Coupon } from '../pricing/discounts.js';

/** A coupon as stored: a fixed amount, or a percentage (basis points) of the spend. */
export interface StoredCoupon {
  readonly code: string;
  readonly amount: Money | null;
  readonly percentBasisPoints: number | null;
  readonly minimumSpend: Money | null;
}

/**
 * The pricing engine's coupon (a fixed amount) for a spend: a percentage coupon is worth its share of the
 * spend, rounded down like every discount. The minimum spend and the cap at what is left to pay stay
 * pricing's applyCoupon's.
 */
export function couponForSpend(coupon: StoredCoupon, spend: Money): Coupon {
  const amount =
    coupon.percentBasisPoints !== null
      ? shareOf(money(Math.max(spend.minor, 0), spend.currency), coupon.percentBasisPoints, 'down')
      : (coupon.amount ?? money(0, spend.currency));
  return { code: coupon.code, amount, ...(coupon.minimumSpend ? { minimumSpend: coupon.minimumSpend } : {}) };
}

/** Coupon codes are compared without case and spaces. */
export function normaliseCouponCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}
