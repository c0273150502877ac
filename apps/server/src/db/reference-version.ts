import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { referenceVersion } from './schema/index.js';

/**
 * The first statement of every transaction that writes lines, currencies, exchange rates or warehouses. Their triggers
 * update the reference_version row (modules/logistics/reference-cache.ts), which stays locked until commit; taken
 * first, it gives every such writer one lock order. Taken late, a staff edit that had locked its line and then waited
 * for the row deadlocked with a starting server's seed that held the row and then waited for that line.
 */
export async function lockReferenceVersion(tx: Database): Promise<void> {
  await tx.select({ id: referenceVersion.id }).from(referenceVersion).where(eq(referenceVersion.id, 1)).for('update');
}
