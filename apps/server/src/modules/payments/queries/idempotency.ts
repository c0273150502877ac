import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { idempotencyKeys } from '../../../db/schema/index.js';

/**
 * Claims a key for this transaction. On PostgreSQL an insert that meets an uncommitted row with the same
 * key waits for that transaction: it then inserts (the other rolled back) or finds the committed answer.
 */
export async function claimIdempotencyKey(tx: Database, customerId: number, key: string, fingerprint: string) {
  const [inserted] = await tx
    .insert(idempotencyKeys)
    .values({ customerId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return inserted?.id;
}

export async function findIdempotencyKey(tx: Database, customerId: number, key: string) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeIdempotentResponse(tx: Database, id: number, response: unknown) {
  await tx.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.id, id));
}
