import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type InboundMailNumber, inboundMails } from '../../db/schema/index.js';

export type InboundMailRow = typeof inboundMails.$inferSelect;

/**
 * Claims a message for reading until `leaseUntil`: true when this server is to read it. A message already read, or
 * being read by another server whose claim still runs, is not claimed again (the unique Message-ID per customer
 * decides between servers that receive it at once); one whose reader died is taken over once its claim ran out.
 */
export async function claimInboundMail(
  db: Database,
  row: { customerId: number; messageId: string },
  now: Date,
  leaseUntil: Date,
): Promise<number | null> {
  const [claimed] = await db
    .insert(inboundMails)
    .values({ ...row, receivedAt: now, claimedUntil: leaseUntil })
    .onConflictDoUpdate({
      target: [inboundMails.customerId, inboundMails.messageId],
      set: { claimedUntil: leaseUntil, receivedAt: now },
      setWhere: and(eq(inboundMails.status, 'reading'), lte(inboundMails.claimedUntil, now)),
    })
    .returning({ id: inboundMails.id });
  return claimed?.id ?? null;
}

/** Whether a message of the customer's has been read (false: another server is reading it now). */
export async function isInboundMailRead(db: Database, customerId: number, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: inboundMails.status })
    .from(inboundMails)
    .where(and(eq(inboundMails.customerId, customerId), eq(inboundMails.messageId, messageId)));
  return row?.status === 'read';
}

export async function markInboundMailRead(
  db: Database,
  id: number,
  result: { shop: string | null; subject: string; numbers: InboundMailNumber[] },
) {
  await db
    .update(inboundMails)
    .set({ ...result, status: 'read', claimedUntil: null })
    .where(eq(inboundMails.id, id));
}

export async function latestInboundMails(db: Database, customerId: number, limit: number) {
  return db
    .select()
    .from(inboundMails)
    .where(and(eq(inboundMails.customerId, customerId), eq(inboundMails.status, 'read')))
    .orderBy(desc(inboundMails.id))
    .limit(limit);
}

export async function deleteInboundMailsOf(db: Database, customerId: number) {
  await db.delete(inboundMails).where(eq(inboundMails.customerId, customerId));
}
