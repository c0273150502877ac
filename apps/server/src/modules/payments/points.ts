import {
  formatMajor,
  type Money,
  POINTS_MAX_FREIGHT_PERCENT,
  POINTS_PER_AUD,
  pointsCap,
  pointsOffset,
  type RatesPerAud,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { ratesToday } from '../logistics/reads.js';
import { pointsHeld } from './queries/ledger.js';

/**
 * What the customer's points can pay of a freight (getPayPoints): the pricing engine's rule — 100 points are AU$1,
 * at most 10 % of the freight and never more than `payable` (what is left after membership and coupon) — with the
 * points held and today's rates. Read-only: spendPoints takes them in the payment's transaction.
 */
export async function pointsForPayment(ctx: AppContext, customerId: number, freight: Money, payable: Money = freight) {
  const [points, { rates }] = await Promise.all([pointsHeld(ctx.db, customerId), ratesToday(ctx)]);
  return pointsSummary(points, freight, rates, payable);
}

/** pointsForPayment's answer from figures already read (the pay view reads the points and rates once). */
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
