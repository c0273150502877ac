import {
  POINTS_DORMANT_DAYS,
  POINTS_EXPIRY_WARNING_DAYS,
  pointsExpireSoon,
  pointsLapsed,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { tellPointsExpired, warnPointsExpiring } from '../notifications/index.js';
import { postPointEntry } from './ledger.js';
import {
  dormantPointAccounts,
  lastPointMovement,
  lockPoints,
  pointAccountsMovedBetween,
  pointsHeld,
} from './queries/ledger.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * The daily points expiry: a customer whose points have not moved for POINTS_DORMANT_DAYS loses them in one
 * 'points_expired' entry with the reason, written with the maintained figure under the points row's lock (so a
 * payment spending them at the same moment takes turns with it, and the rule is checked again after the lock).
 * The customer is told (in-app in pointHistory, by mail and SMS per their settings) in the same transaction.
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
        await tellPointsExpired(tx, customerId, held, now);
        return true;
      });
      if (done) progressed += 1;
    }
    expired += progressed;
    if (candidates.length < BATCH || progressed === 0) return expired;
  }
}

/**
 * The daily warning: a customer whose points lapse within POINTS_EXPIRY_WARNING_DAYS is told once per stretch of
 * dormancy (the claim keyed by when their points last moved), so the job run any number of times, on several servers,
 * warns once; points that move start a new stretch. Answers how many customers were warned.
 */
export async function warnOfExpiringPoints(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const range = {
    movedFrom: new Date(now.getTime() - POINTS_DORMANT_DAYS * DAY_MS),
    movedBefore: new Date(now.getTime() - (POINTS_DORMANT_DAYS - POINTS_EXPIRY_WARNING_DAYS) * DAY_MS),
  };
  let warned = 0;
  let after = 0;
  for (;;) {
    const candidates = await pointAccountsMovedBetween(ctx.db, range, after, BATCH);
    for (const { customerId } of candidates) {
      const told = await ctx.db.transaction(async (tx) => {
        const held = await pointsHeld(tx, customerId);
        const last = await lastPointMovement(tx, customerId);
        if (held <= 0 || !last || !pointsExpireSoon(last, now)) return false;
        return warnPointsExpiring(tx, customerId, held, last, now);
      });
      if (told) warned += 1;
    }
    const last = candidates.at(-1);
    if (!last || candidates.length < BATCH) return warned;
    after = last.customerId;
  }
}

/** The daily run: points past the rule lapse (and are told), then the ones lapsing soon are warned. */
export async function runPointsExpiry(ctx: AppContext): Promise<{ expired: number; warned: number }> {
  const expired = await expireDormantPoints(ctx);
  return { expired, warned: await warnOfExpiringPoints(ctx) };
}
