import type { CouponTab } from '@parcelway/domain';
import { and, count, desc, eq, inArray, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedQuery } from '../../../db/prepared.js';
import { coupons, customers } from '../../../db/schema/index.js';

export async function insertCoupon(tx: Database, row: typeof coupons.$inferInsert) {
  const [inserted] = await tx.insert(coupons).values(row).returning();
  if (!inserted) throw new Error('coupon not inserted');
  return inserted;
}

/**
 * A coupon the customer may name: their own; a claimable one by its code; by id, a claimable one only when
 * staff published it to everyone (an id names nothing else, so counting ids finds nothing).
 */
export async function findCouponForCustomer(db: Database, customerId: number, ref: { code?: string; id?: number }) {
  const mine = eq(coupons.customerId, customerId);
  const [row] =
    ref.id !== undefined
      ? await db
          .select()
          .from(coupons)
          .where(and(eq(coupons.id, ref.id), or(mine, and(isNull(coupons.customerId), eq(coupons.published, true)))))
      : await db
          .select()
          .from(coupons)
          .where(and(eq(coupons.code, ref.code ?? ''), or(mine, isNull(coupons.customerId))));
  return row;
}

/** Gives an unpublished claimable coupon to the customer who presented its code: false when someone was first. */
export async function collectCoupon(db: Database, id: number, customerId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ customerId })
    .where(and(eq(coupons.id, id), isNull(coupons.customerId), eq(coupons.published, false), isNull(coupons.usedAt)))
    .returning({ id: coupons.id });
  return rows.length === 1;
}

/** The customer's unused coupons and the ones published to everyone. */
export function listCustomerCoupons(db: Database, customerId: number) {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        or(eq(coupons.customerId, customerId), and(isNull(coupons.customerId), eq(coupons.published, true))),
        isNull(coupons.usedAt),
      ),
    )
    .orderBy(desc(coupons.id));
}

/** Marks a coupon used, only if it still was not: false when another payment took it first. */
export async function markCouponUsed(
  tx: Database,
  id: number,
  use: { customerId: number; purpose: string; targetId: number | null; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedAt: use.at, usedByCustomerId: use.customerId, usedPurpose: use.purpose, usedTargetId: use.targetId })
    .where(and(eq(coupons.id, id), isNull(coupons.usedAt)))
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function clearCouponUse(tx: Database, id: number) {
  await tx
    .update(coupons)
    .set({ usedAt: null, usedByCustomerId: null, usedPurpose: null, usedTargetId: null })
    .where(eq(coupons.id, id));
}

export async function customerExists(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return row !== undefined;
}

/**
 * The coupon centre's tab a coupon is under at `now`, in SQL: what couponTab(ownedCouponState(…)) decides in
 * packages/domain (used; else expired once its end has come; else available, a not-yet-valid one too). The coupon
 * tests hold the list's tabs to the domain's answer for each state and at the very moment a coupon expires.
 */
const tabAt = (now: Placeholder) =>
  sql<CouponTab>`case when ${coupons.usedAt} is not null then 'used' when ${coupons.expiresAt} <= ${now} then 'expired' else 'available' end`;

/** How many coupons the customer holds under each tab (a tab with none has no row). */
const tabCounts = preparedQuery('customer_coupon_tab_counts', (db, name) =>
  db
    .select({ tab: tabAt(sql.placeholder('now')), count: count() })
    .from(coupons)
    .where(eq(coupons.customerId, sql.placeholder('customerId')))
    // By position: the select's tab, whose `now` is a parameter of its own.
    .groupBy(sql`1`)
    .prepare(name),
);

/** One page of the customer's coupons under a tab, newest first. */
const tabPage = preparedQuery('customer_coupon_tab_page', (db, name) =>
  db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.customerId, sql.placeholder('customerId')),
        sql`${tabAt(sql.placeholder('now'))} = ${sql.placeholder('tab')}`,
      ),
    )
    .orderBy(desc(coupons.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/**
 * The coupon centre's page: the customer's coupons under one tab at `now`, and how many each tab holds. Only the page's
 * rows travel, whatever the customer has held over the years; the two reads go together.
 */
export async function customerCouponTab(
  db: Database,
  customerId: number,
  query: { tab: CouponTab; page: number; perPage: number; now: Date },
) {
  const now = query.now.toISOString();
  const [counted, page] = await Promise.all([
    tabCounts(db).execute({ customerId, now }),
    tabPage(db).execute({
      customerId,
      now,
      tab: query.tab,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
  ]);
  const counts: Record<CouponTab, number> = { available: 0, used: 0, expired: 0 };
  for (const row of counted) counts[row.tab] = Number(row.count);
  return { page, counts };
}

/** How many coupons of a campaign the customer holds, per campaign. */
export async function countClaimedByTemplate(db: Database, customerId: number, templateIds: number[]) {
  if (templateIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ templateId: coupons.templateId, claimed: count() })
    .from(coupons)
    .where(and(eq(coupons.customerId, customerId), inArray(coupons.templateId, templateIds)))
    .groupBy(coupons.templateId);
  return new Map(rows.map((row) => [row.templateId ?? 0, row.claimed]));
}

/** Coupons given from each campaign (claimed, redeemed, won) and how many of them were used at checkout. */
export async function couponCountsByTemplate(db: Database, templateIds: number[]) {
  if (templateIds.length === 0) return new Map<number, { issued: number; used: number }>();
  const rows = await db
    .select({ templateId: coupons.templateId, issued: count(), used: count(coupons.usedAt) })
    .from(coupons)
    .where(inArray(coupons.templateId, templateIds))
    .groupBy(coupons.templateId);
  return new Map(rows.map((row) => [row.templateId ?? 0, { issued: row.issued, used: row.used }]));
}

/** The coupon a payment of `targetId` used, still marked used by it. */
export async function findCouponUsedBy(tx: Database, purpose: string, targetId: number) {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.usedPurpose, purpose), eq(coupons.usedTargetId, targetId)));
  return row;
}
