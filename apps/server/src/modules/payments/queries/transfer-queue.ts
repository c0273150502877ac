import { count, eq, min } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { bankTransfers, paymentAttempts } from '../../../db/schema/index.js';

/** Bank transfers waiting for review by what they pay for (shipments, top-ups, memberships), with the oldest. */
export function transfersWaitingByPurpose(db: Database) {
  return db
    .select({ purpose: paymentAttempts.purpose, count: count(), oldest: min(bankTransfers.createdAt) })
    .from(bankTransfers)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, bankTransfers.attemptId))
    .where(eq(bankTransfers.status, 'pending'))
    .groupBy(paymentAttempts.purpose)
    .orderBy(paymentAttempts.purpose);
}
