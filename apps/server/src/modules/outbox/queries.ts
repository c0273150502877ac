import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

export async function insertMessage(db: Database, message: NewOutboxMessage): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

/** Claims due messages; other servers skip the locked rows, so each message is sent by one of them. */
export async function lockDueMessages(db: Database, now: Date, limit: number): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.availableAt, now)))
    .orderBy(asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Records a delivery; unless the transport keeps them, the message's secrets are forgotten in the same write. */
export async function markSent(db: Database, id: number, transport: string, now: Date, keepSecrets: boolean) {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', transport, sentAt: now, ...(keepSecrets ? {} : { secrets: null }) })
    .where(eq(outboxMessages.id, id));
}

export async function markAttemptFailed(
  db: Database,
  message: OutboxMessage,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      attempts: message.attempts + 1,
      lastError: error.slice(0, 1000),
      status: retryAt ? 'pending' : 'failed',
      ...(retryAt && { availableAt: retryAt }),
    })
    .where(eq(outboxMessages.id, message.id));
}

export async function listMailbox(db: Database, recipient: string | undefined, limit: number) {
  return db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}

/**
 * Blanks the address and text of every message to the customer (by id, or by an address they used). Messages not yet
 * sent are given up: there is no one left to send them to.
 */
export async function redactMessagesTo(db: Database, customerId: number, recipients: string[]) {
  const theirs = or(
    eq(outboxMessages.customerId, customerId),
    recipients.length > 0 ? inArray(outboxMessages.recipient, recipients) : undefined,
  );
  // An error text may quote the address, so it goes too; a pending message is marked as given up.
  await db
    .update(outboxMessages)
    .set({
      recipient: 'redacted',
      subject: '',
      body: '',
      secrets: null,
      customerId,
      status: sql`case when ${outboxMessages.status} = 'pending' then 'failed' else ${outboxMessages.status} end`,
      lastError: sql`case when ${outboxMessages.status} = 'pending' then 'account closed' else null end`,
    })
    .where(theirs);
}
