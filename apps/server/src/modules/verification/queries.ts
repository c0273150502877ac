import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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

export async function countFailedAttempt(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? 0;
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
