import type { Database } from '../../db/client.js';
import { stopRenewals } from './queries/memberships.js';

/**
 * Account closure's membership step, inside the closing transaction: renewal stops (no reminder is ever mailed to the
 * closed account). The purchases stay as the payment record under the pseudonymous id; they hold no personal text.
 */
export async function closeMembershipsOf(tx: Database, customerId: number): Promise<void> {
  await stopRenewals(tx, customerId);
}
