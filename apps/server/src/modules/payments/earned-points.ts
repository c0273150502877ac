import { type Money, pointsEarnedFor, type RatesPerAud } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { postPointEntry } from './ledger.js';
import { findTargetPointEntry, lockPoints } from './queries/ledger.js';

interface PaidTarget {
  customerId: number;
  purpose: string;
  targetId: number;
  attemptId?: string | null;
  reference?: string;
}

/**
 * The points a paid target (a shipment) earns for what the customer paid, once: a second call for the same
 * target finds the first entry and adds nothing (a unique index backs this up). Inside the payment's transaction,
 * with today's `rates` as the payment read them (ratesToday), so the points are counted at the rates it charged at.
 */
export async function earnPaidPoints(tx: Database, target: PaidTarget, paid: Money, rates: RatesPerAud) {
  if (await findTargetPointEntry(tx, 'points_earned', target.purpose, target.targetId)) return 0;
  const points = pointsEarnedFor(paid, rates);
  if (points <= 0) return 0;
  await postPointEntry(tx, target.customerId, 'points_earned', points, target);
  return points;
}

/**
 * Takes back the points a refunded target earned, once, and never more than the customer still holds (points
 * already spent stay spent). Answers the points taken back.
 */
export async function reverseEarnedPoints(tx: Database, target: PaidTarget) {
  const earned = await findTargetPointEntry(tx, 'points_earned', target.purpose, target.targetId);
  if (!earned) return 0;
  // The points row is locked first, so of two parallel reversals the second sees the first's entry.
  const held = await lockPoints(tx, earned.customerId);
  if (await findTargetPointEntry(tx, 'points_reversed', target.purpose, target.targetId)) return 0;
  const points = Math.min(earned.points, held);
  if (points <= 0) return 0;
  await postPointEntry(tx, earned.customerId, 'points_reversed', -points, target);
  return points;
}
