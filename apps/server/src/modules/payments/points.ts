import {
  formatMajor,
  type Money,
  POINTS_MAX_FREIGHT_PERCENT,
  POINTS_PER_AUD,
  pointsCap,
  pointsOffset,
  type RatesPerAud,
} from '@parcelway/domain';

/**
 * What the customer's `points` can pay of a freight (the pay view's points): the pricing engine's rule — 100 points
 * are AU$1, at most 10 % of the freight and never more than `payable` (what is left after membership and coupon) — at
 * today's `rates`. Read-only: spendPoints takes them in the payment's transaction.
 */
export function pointsSummary(points: number, freight: Money, rates: RatesPerAud, payable: Money = freight) {
  const offset = pointsOffset(points, freight, rates, payable);
  return {
    points,
    points_used: offset.pointsUsed,
    offset: formatMajor(offset.offset),
    cap: formatMajor(pointsCap(freight)),
    currency: freight.currency,
    points_per_aud: POINTS_PER_AUD,
    max_percent: POINTS_MAX_FREIGHT_PERCENT,
  };
}
