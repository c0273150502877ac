import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { membershipPlans } from '../../../db/schema/index.js';

export async function insertPlan(tx: Database, row: typeof membershipPlans.$inferInsert) {
  const [inserted] = await tx.insert(membershipPlans).values(row).returning();
  if (!inserted) throw new Error('membership plan not inserted');
  return inserted;
}

export async function findPlan(db: Database, id: number) {
  const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id));
  return row;
}

export function listPlans(db: Database, onlyActive: boolean) {
  return db
    .select()
    .from(membershipPlans)
    .where(onlyActive ? eq(membershipPlans.active, true) : undefined)
    .orderBy(asc(membershipPlans.sort), asc(membershipPlans.id));
}

export async function setPlanActive(tx: Database, id: number, active: boolean) {
  const [row] = await tx.update(membershipPlans).set({ active }).where(eq(membershipPlans.id, id)).returning();
  return row;
}

/** incrementMemberClick: one more tap on an active plan; false when there is no such plan. */
export async function countPlanClick(db: Database, id: number) {
  const rows = await db
    .update(membershipPlans)
    .set({ clicks: sql`${membershipPlans.clicks} + 1` })
    .where(and(eq(membershipPlans.id, id), eq(membershipPlans.active, true)))
    .returning({ clicks: membershipPlans.clicks });
  return rows[0]?.clicks;
}
