import { POINTS_DORMANT_DAYS, pointsExpireAt } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { claimPointsNotice } from './queries.js';
import { notify } from './service.js';

/**
 * Warns a customer that their points lapse soon, once per stretch of dormancy (the claim row and the message commit
 * together): false when this stretch was warned already. A movement of their points starts a new stretch.
 */
export async function warnPointsExpiring(
  tx: Database,
  customerId: number,
  points: number,
  lastMovedAt: Date,
  now: Date,
): Promise<boolean> {
  if (!(await claimPointsNotice(tx, customerId, 'points_expiring', lastMovedAt, now))) return false;
  await notify(
    tx,
    { customerId, kind: 'points_expiring', data: { points, expiresAt: pointsExpireAt(lastMovedAt) } },
    now,
  );
  return true;
}

/** Tells a customer their points lapsed, in the transaction that took them (so it is told exactly once). */
export function tellPointsExpired(tx: Database, customerId: number, points: number, now: Date): Promise<void> {
  return notify(tx, { customerId, kind: 'points_expired', data: { points, days: POINTS_DORMANT_DAYS } }, now);
}
