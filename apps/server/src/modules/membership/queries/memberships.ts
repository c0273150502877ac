import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { customers, membershipPlans, memberships } from '../../../db/schema/index.js';

export async function insertMembership(tx: Database, row: typeof memberships.$inferInsert) {
  const [inserted] = await tx.insert(memberships).values(row).returning();
  if (!inserted) throw new Error('membership not inserted');
  return inserted;
}

export async function findMembership(db: Database, id: number, lock = false) {
  const query = db.select().from(memberships).where(eq(memberships.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateMembership(tx: Database, id: number, changes: Partial<typeof memberships.$inferInsert>) {
  const [row] = await tx
    .update(memberships)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(memberships.id, id))
    .returning();
  return row;
}

/**
 * Makes purchases of one customer take turns for the rest of the transaction (a transaction-scoped advisory lock
 * keyed by the customer), so two parallel clicks see each other's purchase.
 */
export async function lockCustomerMemberships(tx: Database, customerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`membership:${customerId}`}))`);
}

/** Every purchase of the customer, newest first, with its plan's names. */
export function listMembershipsOf(db: Database, customerId: number, page?: { limit: number; offset: number }) {
  const query = db
    .select({ membership: memberships, plan: membershipPlans })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .where(eq(memberships.customerId, customerId))
    .orderBy(desc(memberships.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countMembershipsOf(db: Database, customerId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(eq(memberships.customerId, customerId));
  return row?.count ?? 0;
}

/** Active purchases ending between now and `until` that still renew and were not reminded, with the customer's contact. */
export function membershipsEndingBefore(db: Database, now: Date, until: Date, limit: number) {
  return db
    .select({
      membership: memberships,
      plan: membershipPlans,
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
    .innerJoin(customers, eq(customers.id, memberships.customerId))
    .where(
      and(
        eq(memberships.status, 'active'),
        eq(memberships.autoRenew, true),
        isNull(memberships.remindedAt),
        gt(memberships.endsAt, now),
        lte(memberships.endsAt, until),
        eq(customers.status, 'active'),
      ),
    )
    .limit(limit);
}

/** Marks a reminder sent, once: false when another run got there first. */
export async function claimRenewalReminder(tx: Database, id: number, now: Date) {
  const rows = await tx
    .update(memberships)
    .set({ remindedAt: now })
    .where(and(eq(memberships.id, id), isNull(memberships.remindedAt)))
    .returning({ id: memberships.id });
  return rows.length === 1;
}

/** Turns renewal off on all of the customer's paid purchases: answers how many changed. */
export async function stopRenewals(tx: Database, customerId: number) {
  const rows = await tx
    .update(memberships)
    .set({ autoRenew: false, updatedAt: sql`now()` })
    .where(
      and(eq(memberships.customerId, customerId), eq(memberships.status, 'active'), eq(memberships.autoRenew, true)),
    )
    .returning({ id: memberships.id });
  return rows.length;
}

/** incrementMemberCardClick: one more tap on the customer's own card; undefined when it is not theirs. */
export async function countCardClick(db: Database, customerId: number, id: number) {
  const rows = await db
    .update(memberships)
    .set({ cardClicks: sql`${memberships.cardClicks} + 1` })
    .where(and(eq(memberships.id, id), eq(memberships.customerId, customerId)))
    .returning({ clicks: memberships.cardClicks });
  return rows[0]?.clicks;
}

export async function findContact(db: Database, customerId: number) {
  const [row] = await db
    .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}
