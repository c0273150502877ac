import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  balanceAccounts,
  balanceEntries,
  bankTransfers,
  coupons,
  customers,
  idempotencyKeys,
  type PaymentAttemptStatus,
  paymentAttempts,
  paymentNotifications,
  pointAccounts,
  pointEntries,
  sandboxCheckouts,
  storedFiles,
  type TopUpStatus,
  topUpActivities,
  topUps,
} from '../../db/schema/index.js';

/** The only file of the payments module that speaks Drizzle. Entries are only ever inserted (append-only). */

// ── Wallets and the balance ledger ────────────────────────────────────────────────────────

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

// ── Points ────────────────────────────────────────────────────────────────────────────────

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

export async function pointsHeld(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ points: pointAccounts.points })
    .from(pointAccounts)
    .where(eq(pointAccounts.customerId, customerId));
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

// ── Idempotency ───────────────────────────────────────────────────────────────────────────

/**
 * Claims a key for this transaction. On PostgreSQL an insert that meets an uncommitted row with the same
 * key waits for that transaction: it then inserts (the other rolled back) or finds the committed answer.
 */
export async function claimIdempotencyKey(tx: Database, customerId: number, key: string, fingerprint: string) {
  const [inserted] = await tx
    .insert(idempotencyKeys)
    .values({ customerId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return inserted?.id;
}

export async function findIdempotencyKey(tx: Database, customerId: number, key: string) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeIdempotentResponse(tx: Database, id: number, response: unknown) {
  await tx.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.id, id));
}

// ── Payment attempts ──────────────────────────────────────────────────────────────────────

export async function insertAttempt(tx: Database, row: typeof paymentAttempts.$inferInsert) {
  const [inserted] = await tx.insert(paymentAttempts).values(row).returning();
  if (!inserted) throw new Error('payment attempt not inserted');
  return inserted;
}

export async function findAttempt(db: Database, id: string, lock = false) {
  const query = db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCustomerAttempt(db: Database, customerId: number, id: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.customerId, customerId)));
  return row;
}

/** A target's attempts still waiting for their provider ('created' or 'pending'), locked. */
export function lockOpenAttemptsFor(tx: Database, purpose: string, targetId: number) {
  return tx
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.purpose, purpose),
        eq(paymentAttempts.targetId, targetId),
        inArray(paymentAttempts.status, ['created', 'pending']),
      ),
    )
    .for('update');
}

/** A customer's balance in one currency, read without a lock (0 when they never had that wallet). */
export async function walletBalance(db: Database, customerId: number, currencyId: number): Promise<number> {
  const [row] = await db
    .select({ balanceMinor: balanceAccounts.balanceMinor })
    .from(balanceAccounts)
    .where(and(eq(balanceAccounts.customerId, customerId), eq(balanceAccounts.currencyId, currencyId)));
  return Number(row?.balanceMinor ?? 0);
}

/** The newest attempt of a target, for a customer. */
export async function latestAttemptFor(db: Database, customerId: number, purpose: string, targetId: number) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.customerId, customerId),
        eq(paymentAttempts.purpose, purpose),
        eq(paymentAttempts.targetId, targetId),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row;
}

export async function findSucceededAttempt(tx: Database, purpose: string, targetId: number) {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.purpose, purpose),
        eq(paymentAttempts.targetId, targetId),
        eq(paymentAttempts.status, 'succeeded'),
      ),
    )
    .limit(1);
  return row;
}

export async function updateAttempt(
  tx: Database,
  id: string,
  changes: Partial<typeof paymentAttempts.$inferInsert>,
  onlyIf?: { statuses?: PaymentAttemptStatus[]; providerRefUnset?: boolean },
) {
  const conditions: SQL[] = [eq(paymentAttempts.id, id)];
  if (onlyIf?.statuses) conditions.push(inArray(paymentAttempts.status, onlyIf.statuses));
  if (onlyIf?.providerRefUnset) conditions.push(isNull(paymentAttempts.providerRef));
  const [row] = await tx
    .update(paymentAttempts)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row;
}

export async function pageAttempts(
  db: Database,
  customerId: number,
  page: { limit: number; offset: number; purpose?: string | undefined; targetId?: number | undefined },
) {
  const where = and(
    eq(paymentAttempts.customerId, customerId),
    page.purpose ? eq(paymentAttempts.purpose, page.purpose) : undefined,
    page.targetId !== undefined ? eq(paymentAttempts.targetId, page.targetId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentAttempts)
      .where(where)
      .orderBy(desc(paymentAttempts.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(paymentAttempts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Records a provider notification once; undefined when its id was seen before (a replay). */
export async function recordNotification(tx: Database, row: typeof paymentNotifications.$inferInsert) {
  const [inserted] = await tx
    .insert(paymentNotifications)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  return inserted?.id;
}

// ── Bank transfers ────────────────────────────────────────────────────────────────────────

export async function insertBankTransfer(tx: Database, row: typeof bankTransfers.$inferInsert) {
  const [inserted] = await tx.insert(bankTransfers).values(row).returning();
  if (!inserted) throw new Error('bank transfer not inserted');
  return inserted;
}

export async function findBankTransfer(db: Database, id: number, lock = false) {
  const query = db.select().from(bankTransfers).where(eq(bankTransfers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function pendingTransferFor(db: Database, purpose: string, targetId: number) {
  const [row] = await db
    .select({ transfer: bankTransfers })
    .from(bankTransfers)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, bankTransfers.attemptId))
    .where(
      and(
        eq(paymentAttempts.purpose, purpose),
        eq(paymentAttempts.targetId, targetId),
        eq(bankTransfers.status, 'pending'),
      ),
    )
    .limit(1);
  return row?.transfer;
}

export async function updateBankTransfer(
  tx: Database,
  id: number,
  changes: Partial<typeof bankTransfers.$inferInsert>,
) {
  await tx.update(bankTransfers).set(changes).where(eq(bankTransfers.id, id));
}

export function listBankTransfers(
  db: Database,
  filter: { status?: 'pending' | 'approved' | 'rejected' | undefined; id?: number },
  limit: number,
) {
  return db
    .select({ transfer: bankTransfers, attempt: paymentAttempts, email: customers.email })
    .from(bankTransfers)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, bankTransfers.attemptId))
    .innerJoin(customers, eq(customers.id, bankTransfers.customerId))
    .where(
      and(
        filter.status ? eq(bankTransfers.status, filter.status) : undefined,
        filter.id === undefined ? undefined : eq(bankTransfers.id, filter.id),
      ),
    )
    .orderBy(desc(bankTransfers.createdAt))
    .limit(limit);
}

export async function findProofFile(db: Database, customerId: number, fileId: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerCustomerId, customerId)));
  return row;
}

// ── Top-ups ───────────────────────────────────────────────────────────────────────────────

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

// ── Coupons ───────────────────────────────────────────────────────────────────────────────

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

// ── Sandbox provider ──────────────────────────────────────────────────────────────────────

export async function insertSandboxCheckout(db: Database, row: typeof sandboxCheckouts.$inferInsert) {
  await db.insert(sandboxCheckouts).values(row);
}

export async function findSandboxCheckout(db: Database, id: string) {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row;
}

/** Closes an open sandbox checkout as paid or failed; false when it was closed already. */
export async function closeSandboxCheckout(db: Database, id: string, status: 'paid' | 'failed', at: Date) {
  const rows = await db
    .update(sandboxCheckouts)
    .set({ status, completedAt: at })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'open')))
    .returning({ id: sandboxCheckouts.id });
  return rows.length === 1;
}
