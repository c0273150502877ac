import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activityRewards, shareLinks, shareVisits } from '../../db/schema/index.js';

export async function findShareLinkOf(db: Database, customerId: number) {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.customerId, customerId));
  return row;
}

export async function findShareLinkByCode(db: Database, code: string) {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.code, code));
  return row;
}

/** The customer's link, made on first ask (a parallel first ask keeps the first code); the owner's fingerprint kept. */
export async function ensureShareLink(db: Database, customerId: number, code: string, ownerFingerprint: string) {
  await db.insert(shareLinks).values({ customerId, code, ownerFingerprint }).onConflictDoUpdate({
    target: shareLinks.customerId,
    set: { ownerFingerprint },
  });
  const row = await findShareLinkOf(db, customerId);
  if (!row) throw new Error('share link missing after insert');
  return row;
}

/** Records a visit once per visitor and period: false when this visitor had been counted this period. */
export async function insertVisit(db: Database, row: typeof shareVisits.$inferInsert) {
  const rows = await db.insert(shareVisits).values(row).onConflictDoNothing().returning({ id: shareVisits.id });
  return rows.length === 1;
}

export async function countVisits(db: Database, sharerId: number, period: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(shareVisits)
    .where(and(eq(shareVisits.sharerId, sharerId), eq(shareVisits.period, period)));
  return row?.value ?? 0;
}

export async function pageVisits(db: Database, sharerId: number, page: { limit: number; offset: number }) {
  const where = eq(shareVisits.sharerId, sharerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(shareVisits).where(where).orderBy(desc(shareVisits.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(shareVisits).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findReward(db: Database, customerId: number, activity: string, period: string) {
  const [row] = await db
    .select()
    .from(activityRewards)
    .where(
      and(
        eq(activityRewards.customerId, customerId),
        eq(activityRewards.activity, activity),
        eq(activityRewards.period, period),
      ),
    );
  return row;
}

/** Records the period's reward; false when it had been granted (the primary key holds it to once). */
export async function insertReward(tx: Database, row: typeof activityRewards.$inferInsert) {
  const rows = await tx
    .insert(activityRewards)
    .values(row)
    .onConflictDoNothing()
    .returning({ points: activityRewards.points });
  return rows.length === 1;
}
