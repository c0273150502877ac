import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { customers, type TopUpStatus, topUpActivities, topUps } from '../../../db/schema/index.js';

export function listActivities(db: Database, currencyId: number) {
  return db
    .select()
    .from(topUpActivities)
    .where(and(eq(topUpActivities.currencyId, currencyId), eq(topUpActivities.active, true)))
    .orderBy(topUpActivities.sortOrder);
}

export async function findActivity(db: Database, id: number) {
  const [row] = await db.select().from(topUpActivities).where(eq(topUpActivities.id, id));
  return row;
}

export async function countActivityClick(db: Database, id: number) {
  const [row] = await db
    .update(topUpActivities)
    .set({ clicks: sql`${topUpActivities.clicks} + 1` })
    .where(eq(topUpActivities.id, id))
    .returning({ clicks: topUpActivities.clicks });
  return row?.clicks;
}

/** The offers whose bonus the customer already received. */
export async function grantedActivityIds(db: Database, customerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ activityId: topUps.activityId })
    .from(topUps)
    .where(and(eq(topUps.customerId, customerId), eq(topUps.bonusGranted, true)));
  return new Set(rows.flatMap((row) => (row.activityId === null ? [] : [row.activityId])));
}

export async function insertTopUp(tx: Database, row: typeof topUps.$inferInsert) {
  const [inserted] = await tx.insert(topUps).values(row).returning();
  if (!inserted) throw new Error('top-up not inserted');
  return inserted;
}

export async function findTopUp(db: Database, id: number, lock = false) {
  const query = db.select().from(topUps).where(eq(topUps.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateTopUp(tx: Database, id: number, changes: Partial<typeof topUps.$inferInsert>) {
  const [row] = await tx
    .update(topUps)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(topUps.id, id))
    .returning();
  return row;
}

export async function pageTopUps(db: Database, customerId: number, page: { limit: number; offset: number }) {
  const where = eq(topUps.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(topUps).where(where).orderBy(desc(topUps.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(topUps).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countTopUpsWithStatus(db: Database, customerId: number, statuses: TopUpStatus[]) {
  const [row] = await db
    .select({ value: count() })
    .from(topUps)
    .where(and(eq(topUps.customerId, customerId), inArray(topUps.status, statuses)));
  return row?.value ?? 0;
}

export function listTopUpsForStaff(db: Database, status: TopUpStatus | undefined, limit: number) {
  return db
    .select({ topUp: topUps, email: customers.email })
    .from(topUps)
    .innerJoin(customers, eq(customers.id, topUps.customerId))
    .where(status ? eq(topUps.status, status) : undefined)
    .orderBy(desc(topUps.id))
    .limit(limit);
}

export async function findCustomerContact(tx: Database, customerId: number) {
  const [row] = await tx
    .select({
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
      currencyId: customers.currencyId,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}
