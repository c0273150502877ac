import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedQuery } from '../../../db/prepared.js';
import { balanceAccounts, balanceEntries, pointAccounts, pointEntries } from '../../../db/schema/index.js';

/** Locks the customer's wallet in a currency (creating it at 0) until the transaction ends; its balance. */
export async function lockWallet(tx: Database, customerId: number, currencyId: number): Promise<number> {
  await tx.insert(balanceAccounts).values({ customerId, currencyId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balanceMinor: balanceAccounts.balanceMinor })
    .from(balanceAccounts)
    .where(and(eq(balanceAccounts.customerId, customerId), eq(balanceAccounts.currencyId, currencyId)))
    .for('update');
  if (!row) throw new Error('wallet row missing after insert');
  return Number(row.balanceMinor);
}

export async function setWalletBalance(tx: Database, customerId: number, currencyId: number, balanceMinor: number) {
  await tx
    .update(balanceAccounts)
    .set({ balanceMinor, updatedAt: new Date() })
    .where(and(eq(balanceAccounts.customerId, customerId), eq(balanceAccounts.currencyId, currencyId)));
}

export type BalanceEntryRow = typeof balanceEntries.$inferSelect;

export async function insertBalanceEntry(tx: Database, row: typeof balanceEntries.$inferInsert) {
  const [inserted] = await tx.insert(balanceEntries).values(row).returning();
  if (!inserted) throw new Error('balance entry not inserted');
  return inserted;
}

export function listWallets(db: Database, customerId: number) {
  return db.select().from(balanceAccounts).where(eq(balanceAccounts.customerId, customerId));
}

export async function pageBalanceEntries(
  db: Database,
  customerId: number,
  filter: { currencyId?: number; limit: number; offset: number },
) {
  const where = and(
    eq(balanceEntries.customerId, customerId),
    filter.currencyId === undefined ? undefined : eq(balanceEntries.currencyId, filter.currencyId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(balanceEntries)
      .where(where)
      .orderBy(desc(balanceEntries.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(balanceEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findBalanceEntry(db: Database, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(balanceEntries)
    .where(and(eq(balanceEntries.id, id), eq(balanceEntries.customerId, customerId)));
  return row;
}

/** Money of an attempt that went back to the balance already (refund entries that name it). */
export async function refundedFor(tx: Database, attemptId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${balanceEntries.amountMinor}), 0)` })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.attemptId, attemptId), eq(balanceEntries.kind, 'refund')));
  return Number(row?.total ?? 0);
}

export async function lockPoints(tx: Database, customerId: number): Promise<number> {
  await tx.insert(pointAccounts).values({ customerId }).onConflictDoNothing();
  const [row] = await tx
    .select({ points: pointAccounts.points })
    .from(pointAccounts)
    .where(eq(pointAccounts.customerId, customerId))
    .for('update');
  if (!row) throw new Error('points row missing after insert');
  return row.points;
}

export async function setPoints(tx: Database, customerId: number, points: number) {
  await tx.update(pointAccounts).set({ points, updatedAt: new Date() }).where(eq(pointAccounts.customerId, customerId));
}

export async function insertPointEntry(tx: Database, row: typeof pointEntries.$inferInsert) {
  const [inserted] = await tx.insert(pointEntries).values(row).returning();
  if (!inserted) throw new Error('point entry not inserted');
  return inserted;
}

const points = preparedQuery('points_held', (db, name) =>
  db
    .select({ points: pointAccounts.points })
    .from(pointAccounts)
    .where(eq(pointAccounts.customerId, sql.placeholder('customerId')))
    .prepare(name),
);

export async function pointsHeld(db: Database, customerId: number): Promise<number> {
  const [row] = await points(db).execute({ customerId });
  return row?.points ?? 0;
}

export async function pagePointEntries(db: Database, customerId: number, page: { limit: number; offset: number }) {
  const where = eq(pointEntries.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(pointEntries).where(where).orderBy(desc(pointEntries.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(pointEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The points entry of a kind a target already has (a shipment's earned points, their reversal). */
export async function findTargetPointEntry(tx: Database, kind: string, purpose: string, targetId: number) {
  const [row] = await tx
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.kind, kind), eq(pointEntries.purpose, purpose), eq(pointEntries.targetId, targetId)));
  return row;
}

/**
 * Customers holding points whose last movement is at or before `movedBefore` (their points have lapsed), a batch
 * at a time. The maintained figure and the newest entry are read together; the expiry checks both again under lock.
 */
export async function dormantPointAccounts(db: Database, movedBefore: Date, limit: number) {
  const lastMoved = sql<Date>`(select max(${pointEntries.createdAt}) from ${pointEntries} where ${pointEntries.customerId} = ${pointAccounts.customerId})`;
  return db
    .select({ customerId: pointAccounts.customerId })
    .from(pointAccounts)
    .where(sql`${pointAccounts.points} > 0 and ${lastMoved} <= ${movedBefore.toISOString()}`)
    .orderBy(pointAccounts.customerId)
    .limit(limit);
}

/**
 * Customers with points whose newest entry falls in [movedFrom, movedBefore), after `afterCustomerId`, in id order
 * (a page of the points about to lapse; the caller pages on by the last id).
 */
export async function pointAccountsMovedBetween(
  db: Database,
  range: { movedFrom: Date; movedBefore: Date },
  afterCustomerId: number,
  limit: number,
) {
  const lastMoved = sql`(select max(${pointEntries.createdAt}) from ${pointEntries} where ${pointEntries.customerId} = ${pointAccounts.customerId})`;
  return db
    .select({ customerId: pointAccounts.customerId })
    .from(pointAccounts)
    .where(
      sql`${pointAccounts.points} > 0 and ${pointAccounts.customerId} > ${afterCustomerId} and ${lastMoved} >= ${range.movedFrom.toISOString()} and ${lastMoved} < ${range.movedBefore.toISOString()}`,
    )
    .orderBy(pointAccounts.customerId)
    .limit(limit);
}

/** When the customer's points last moved (their newest entry), or undefined without any. */
export async function lastPointMovement(tx: Database, customerId: number): Promise<Date | undefined> {
  const [row] = await tx
    .select({ createdAt: pointEntries.createdAt })
    .from(pointEntries)
    .where(eq(pointEntries.customerId, customerId))
    .orderBy(desc(pointEntries.id))
    .limit(1);
  return row?.createdAt;
}
