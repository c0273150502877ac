import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedQuery } from '../../../db/prepared.js';
import { coupons, customers } from '../../../db/schema/index.js';

export async function insertCoupon(tx: Database, row: typeof coupons.$inferInsert) {
  const [inserted] = await tx.insert(coupons).values(row).returning();
  if (!inserted) throw new Error('coupon not inserted');
  return inserted;
}

/** A coupon by code that the customer may use: their own, or a claimable one (no owner). */
/** A coupon the customer may use: their own, or a claimable one (no owner), by id or by code. */
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

/** Every coupon the customer holds, used and expired ones too (the coupon centre's tabs). */
const allCoupons = preparedQuery('customer_coupons', (db, name) =>
  db
    .select()
    .from(coupons)
    .where(eq(coupons.customerId, sql.placeholder('customerId')))
    .orderBy(desc(coupons.id))
    .prepare(name),
);

/** Every coupon the customer holds, newest first (the coupon centre's tabs are cut from it): prepared. */
export function listAllCustomerCoupons(db: Database, customerId: number) {
  return allCoupons(db).execute({ customerId });
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
