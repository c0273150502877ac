import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedQuery } from '../../../db/prepared.js';
import {
  balanceAccounts,
  type PaymentAttemptStatus,
  paymentAttempts,
  paymentNotifications,
} from '../../../db/schema/index.js';

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
const wallet = preparedQuery('wallet_balance', (db, name) =>
  db
    .select({ balanceMinor: balanceAccounts.balanceMinor })
    .from(balanceAccounts)
    .where(
      and(
        eq(balanceAccounts.customerId, sql.placeholder('customerId')),
        eq(balanceAccounts.currencyId, sql.placeholder('currencyId')),
      ),
    )
    .prepare(name),
);

export async function walletBalance(db: Database, customerId: number, currencyId: number): Promise<number> {
  const [row] = await wallet(db).execute({ customerId, currencyId });
  return Number(row?.balanceMinor ?? 0);
}

const wallets = preparedQuery('wallet_balances', (db, name) =>
  db
    .select({ currencyId: balanceAccounts.currencyId, balanceMinor: balanceAccounts.balanceMinor })
    .from(balanceAccounts)
    .where(eq(balanceAccounts.customerId, sql.placeholder('customerId')))
    .prepare(name),
);

/**
 * Every wallet of a customer by currency id, read without a lock (one row per currency they ever held): for a page
 * that reads the balance before it knows which currency it shows.
 */
export async function walletBalances(db: Database, customerId: number): Promise<ReadonlyMap<number, number>> {
  const rows = await wallets(db).execute({ customerId });
  return new Map(rows.map((row) => [row.currencyId, Number(row.balanceMinor)]));
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
