import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { bankTransfers, customers, paymentAttempts, storedFiles } from '../../../db/schema/index.js';

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
