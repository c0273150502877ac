import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { couponCodes, couponCodeUses } from '../../../db/schema/index.js';

export function insertCodes(tx: Database, rows: (typeof couponCodes.$inferInsert)[]) {
  return tx.insert(couponCodes).values(rows).returning();
}

export async function findCode(db: Database, code: string) {
  const [row] = await db.select().from(couponCodes).where(eq(couponCodes.code, code));
  return row;
}

export function listCodes(db: Database, templateId: number) {
  return db.select().from(couponCodes).where(eq(couponCodes.templateId, templateId)).orderBy(couponCodes.id);
}

/** Counts one use of a code, only while under its cap: false when its uses ran out. */
export async function useCode(tx: Database, id: number) {
  const rows = await tx
    .update(couponCodes)
    .set({ uses: sql`${couponCodes.uses} + 1` })
    .where(and(eq(couponCodes.id, id), lt(couponCodes.uses, couponCodes.maxUses)))
    .returning({ id: couponCodes.id });
  return rows.length === 1;
}

/** Records that the customer presented the code; false when they had already. */
export async function insertCodeUse(tx: Database, codeId: number, customerId: number) {
  const rows = await tx
    .insert(couponCodeUses)
    .values({ codeId, customerId })
    .onConflictDoNothing()
    .returning({ codeId: couponCodeUses.codeId });
  return rows.length === 1;
}
