import type { Money } from '../money/money.js';
import { convertWithRates, type RatesPerAud } from '../pricing/rates.js';

/** Our rule: a paid shipment earns 1 point per whole AU$1 paid for it (what left the customer's pocket). */
export const POINTS_EARNED_PER_AUD = 1;

/** Our rule: points lapse once the customer's points have not moved for this many days (two years). */
export const POINTS_DORMANT_DAYS = 730;

/** Our rule: the customer is warned this many days before their points lapse (once per dormancy). */
export const POINTS_EXPIRY_WARNING_DAYS = 30;

/** The points a payment of `paid` earns: whole AU$ of it, converted at `rates`, times the rate; never negative. */
export function pointsEarnedFor(paid: Money, rates: RatesPerAud = {}): number {
  const aud = convertWithRates(paid, 'AUD', rates);
  return Math.max(0, Math.floor(aud.minor / 100) * POINTS_EARNED_PER_AUD);
}

/** Whether points last moved at `lastMovedAt` have lapsed by `now`. */
export function pointsLapsed(lastMovedAt: Date, now: Date): boolean {
  return now.getTime() - lastMovedAt.getTime() >= POINTS_DORMANT_DAYS * 24 * 60 * 60 * 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When points last moved at `lastMovedAt` lapse if nothing moves them before. */
export function pointsExpireAt(lastMovedAt: Date): Date {
  return new Date(lastMovedAt.getTime() + POINTS_DORMANT_DAYS * DAY_MS);
}

/** Whether points last moved at `lastMovedAt` lapse within the warning days of `now` (and have not lapsed yet). */
export function pointsExpireSoon(lastMovedAt: Date, now: Date): boolean {
  const left = pointsExpireAt(lastMovedAt).getTime() - now.getTime();
  return left > 0 && left <= POINTS_EXPIRY_WARNING_DAYS * DAY_MS;
}
