import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type NewVerificationCode = typeof verificationCodes.$inferInsert;

/**
 * The newest code of a purpose for a target; with `customerId` (a customer, or null for an address no account has)
 * only codes made for them, so codes someone made for another account, or while no account had the address, are not
 * theirs.
 */
export async function latestCode(db: Database, target: string, purpose: CodePurpose, customerId?: number | null) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        customerId === undefined ? undefined : sql`${verificationCodes.customerId} is not distinct from ${customerId}`,
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/**
 * Holds the target until the transaction ends, so two requests for one email or phone are counted one after the other
 * (the resend wait and the daily cap cannot both be passed by a parallel burst).
 */
export async function lockTarget(db: Database, target: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${target}`}))`);
}

/**
 * Codes counted against one daily cap since `since`: a target's codes made for one customer (or, with null, while no
 * account had it), of any purpose; with `target` null, every code of `purpose` made for the customer, to any target.
 */
export async function countCodesSince(
  db: Database,
  scope: { target: string | null; customerId: number | null; purpose?: CodePurpose },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(verificationCodes)
    .where(
      and(
        scope.target === null ? undefined : eq(verificationCodes.target, scope.target),
        scope.purpose === undefined ? undefined : eq(verificationCodes.purpose, scope.purpose),
        sql`${verificationCodes.customerId} is not distinct from ${scope.customerId}`,
        gt(verificationCodes.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

export async function insertCode(db: Database, code: NewVerificationCode): Promise<number> {
  const [row] = await db.insert(verificationCodes).values(code).returning({ id: verificationCodes.id });
  if (!row) throw new Error('verification code not stored');
  return row.id;
}

export async function findCode(db: Database, id: number) {
  const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, id)).limit(1);
  return row;
}

/**
 * Takes one of a code's tries before it is compared: the row is counted only while it has tries left, is unused and
 * unexpired, in one statement, so a burst of parallel guesses gets no more comparisons than the code has tries.
 * Undefined when no try is left.
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
    .returning({ attempts: verificationCodes.attempts });
  return row;
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
