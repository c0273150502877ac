import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { storedFiles, waybillInvoices, waybillPayments } from '../../../db/schema/index.js';

export async function insertWaybillPayment(tx: Database, row: typeof waybillPayments.$inferInsert) {
  await tx.insert(waybillPayments).values(row);
}

export async function findWaybillPayment(tx: Database, attemptId: string, lock = false) {
  const query = tx.select().from(waybillPayments).where(eq(waybillPayments.attemptId, attemptId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markWaybillPaymentReleased(tx: Database, attemptId: string, at: Date) {
  await tx.update(waybillPayments).set({ releasedAt: at }).where(eq(waybillPayments.attemptId, attemptId));
}

/** Lowers what a payment took from the balance, after part of that was refunded (a reweigh that cost less). */
export async function reduceWaybillPaymentBalance(tx: Database, attemptId: string, minor: number) {
  await tx
    .update(waybillPayments)
    .set({ balanceMinor: sql`${waybillPayments.balanceMinor} - ${minor}` })
    .where(eq(waybillPayments.attemptId, attemptId));
}

/** The stored PDF already made for a waybill with this fingerprint (what it prints), if any. */
export async function findWaybillInvoiceFile(db: Database, waybillId: number, fingerprint: string) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(waybillInvoices)
    .innerJoin(storedFiles, eq(storedFiles.id, waybillInvoices.fileId))
    .where(and(eq(waybillInvoices.waybillId, waybillId), eq(waybillInvoices.fingerprint, fingerprint)));
  return row?.file;
}

/** Records the PDF made for a waybill's fingerprint; false when a parallel call recorded one first. */
export async function insertWaybillInvoice(db: Database, waybillId: number, fingerprint: string, fileId: string) {
  const rows = await db
    .insert(waybillInvoices)
    .values({ waybillId, fingerprint, fileId })
    .onConflictDoNothing()
    .returning({ id: waybillInvoices.id });
  return rows.length === 1;
}
