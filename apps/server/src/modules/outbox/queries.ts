import { and, asc, desc, eq, lte } from 'drizzle-orm';
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

/** What replaces a secret in a delivered message's stored copy. */
export const REDACTED_SECRET = '******';

/**
 * Records a delivery. With `redact`, the message's secret (a verification code) is starred out of the stored
 * subject and body and forgotten, so the outbox keeps no code that could still be used.
 */
export async function markSent(db: Database, message: OutboxMessage, transport: string, now: Date, redact: boolean) {
  const secret = redact ? message.secret : null;
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      transport,
      sentAt: now,
      ...(secret && {
        subject: message.subject.replaceAll(secret, REDACTED_SECRET),
        body: message.body.replaceAll(secret, REDACTED_SECRET),
        secret: null,
      }),
    })
    .where(eq(outboxMessages.id, message.id));
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
