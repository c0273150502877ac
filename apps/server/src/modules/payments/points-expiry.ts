import { POINTS_DORMANT_DAYS, pointsLapsed, translate } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { postPointEntry } from './ledger.js';
import { dormantPointAccounts, lastPointMovement, lockPoints } from './queries/ledger.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * The daily points expiry: a customer whose points have not moved for POINTS_DORMANT_DAYS loses them in one
 * 'points_expired' entry with the reason, written with the maintained figure under the points row's lock (so a
 * payment spending them at the same moment takes turns with it, and the rule is checked again after the lock).
 * Safe to run any number of times and on several servers: a second run finds nothing dormant with points.
 * Answers how many customers' points expired.
 */
export async function expireDormantPoints(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const cutoff = new Date(now.getTime() - POINTS_DORMANT_DAYS * DAY_MS);
  let expired = 0;
  for (;;) {
    const candidates = await dormantPointAccounts(ctx.db, cutoff, BATCH);
    let progressed = 0;
    for (const { customerId } of candidates) {
      const done = await ctx.db.transaction(async (tx) => {
        const held = await lockPoints(tx, customerId);
        const last = await lastPointMovement(tx, customerId);
        if (held <= 0 || !last || !pointsLapsed(last, now)) return false;
        await postPointEntry(tx, customerId, 'points_expired', -held, {
          purpose: 'points_expiry',
          reference: translate('en', 'pointsExpiry.reason', { days: POINTS_DORMANT_DAYS }),
        });
        return true;
      });
      if (done) progressed += 1;
    }
    expired += progressed;
    if (candidates.length < BATCH || progressed === 0) return expired;
  }
}
