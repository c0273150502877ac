import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { parcelReminders, pointsNotices, waybillNotices, waybillTransactionEmails } from '../../db/schema/index.js';

export async function findTransactionEmail(db: Database, waybillId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ email: waybillTransactionEmails.email })
    .from(waybillTransactionEmails)
    .where(eq(waybillTransactionEmails.waybillId, waybillId));
  return row?.email;
}

export async function upsertTransactionEmail(
  db: Database,
  row: { waybillId: number; customerId: number; email: string },
  now: Date,
) {
  const { email } = row;
  await db
    .insert(waybillTransactionEmails)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({ target: waybillTransactionEmails.waybillId, set: { email, updatedAt: now } });
}

export async function deleteTransactionEmailsOf(db: Database, customerId: number) {
  await db.delete(waybillTransactionEmails).where(eq(waybillTransactionEmails.customerId, customerId));
}

/** Marks a parcel's reminder sent; false when it already was (the reminder goes once). */
export async function claimParcelReminder(db: Database, parcelId: number, kind: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(parcelReminders)
    .values({ parcelId, kind, createdAt: now })
    .onConflictDoNothing()
    .returning({ parcelId: parcelReminders.parcelId });
  return inserted.length > 0;
}

/** Marks a waybill milestone told; false when it already was (by another source, or by a retry). */
export async function claimWaybillNotice(db: Database, waybillId: number, kind: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(waybillNotices)
    .values({ waybillId, kind, createdAt: now })
    .onConflictDoNothing()
    .returning({ waybillId: waybillNotices.waybillId });
  return inserted.length > 0;
}

/** Marks a points notice sent for one stretch of dormancy (`since`: when the points last moved); false when it was. */
export async function claimPointsNotice(db: Database, customerId: number, kind: string, since: Date, now: Date) {
  const inserted = await db
    .insert(pointsNotices)
    .values({ customerId, kind, since, createdAt: now })
    .onConflictDoNothing()
    .returning({ customerId: pointsNotices.customerId });
  return inserted.length > 0;
}
