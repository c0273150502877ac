import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type NewVerificationCode = typeof verificationCodes.$inferInsert;

export async function latestCode(db: Database, target: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function insertCode(db: Database, code: NewVerificationCode) {
  await db.insert(verificationCodes).values(code);
}

/**
 * Takes one of the code's tries in a single statement, so parallel guesses cannot all slip in before any is
 * counted. Answers the code as it stands after the try, or nothing when no try is left (used, spent, expired).
 */
export async function reserveAttempt(db: Database, id: number, maxAttempts: number, now: Date) {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        lt(verificationCodes.attempts, maxAttempts),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts });
  return row;
}

/** How many codes were sent to a target, and asked for by a client address, since `since` (every purpose). */
export async function countCodesSince(db: Database, since: Date, target: string, clientAddress: string | null) {
  const [forTarget] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)));
  const [forClient] = clientAddress
    ? await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.clientAddress, clientAddress), gt(verificationCodes.createdAt, since)))
    : [{ n: 0 }];
  return { target: forTarget?.n ?? 0, client: forClient?.n ?? 0 };
}

/** Marks a code used; false when another request used it first. */
export async function markCodeConsumed(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
