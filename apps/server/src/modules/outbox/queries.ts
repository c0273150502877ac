import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

export async function insertMessage(db: Database, message: NewOutboxMessage): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

/**
 * Claims up to `limit` due messages until `leaseUntil`, in one short statement. Workers claiming at the same time
 * skip each other's locked rows, and a claimed row is not due again until its lease runs out, so each message is sent
 * by one worker; the lease running out is how a worker that died mid-send hands its messages on.
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'pending'),
        lte(outboxMessages.availableAt, now),
        or(isNull(outboxMessages.claimedUntil), lte(outboxMessages.claimedUntil, now)),
      ),
    )
    .orderBy(asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ claimedUntil: leaseUntil })
    .where(inArray(outboxMessages.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * The message while it is still pending under this claim. A message given up meanwhile (its customer closed the
 * account) or claimed again by another worker after the lease ran out keeps what they wrote.
 */
const stillClaimed = (message: OutboxMessage) =>
  and(
    eq(outboxMessages.id, message.id),
    eq(outboxMessages.status, 'pending'),
    message.claimedUntil ? eq(outboxMessages.claimedUntil, message.claimedUntil) : isNull(outboxMessages.claimedUntil),
  );

/** Records a delivery; unless the transport keeps them, the message's secrets are forgotten in the same write. */
export async function markSent(
  db: Database,
  message: OutboxMessage,
  transport: string,
  now: Date,
  keepSecrets: boolean,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', transport, sentAt: now, claimedUntil: null, ...(keepSecrets ? {} : { secrets: null }) })
    .where(stillClaimed(message));
}

/** Records a failed try: pending again from `retryAt`, or failed for good without one. */
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
      claimedUntil: null,
      ...(retryAt && { availableAt: retryAt }),
    })
    .where(stillClaimed(message));
}

/** Gives up a customer's held messages queued before `before`: they were held so long they are old news. */
export async function dropHeldMessagesBefore(db: Database, customerId: number, before: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'failed', lastError: 'held for an unconfirmed address until too old to send' })
    .where(
      and(
        eq(outboxMessages.customerId, customerId),
        eq(outboxMessages.status, 'held'),
        lt(outboxMessages.createdAt, before),
      ),
    );
}

/**
 * Gives up every customer's held messages queued before `before`, and blanks them: never sent, to an address nobody
 * proved, their text is kept for no one. Answers how many.
 */
export async function purgeHeldMessagesBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({
      status: 'failed',
      lastError: 'held for an unconfirmed address until too old to send',
      body: '',
      html: null,
      secrets: null,
    })
    .where(and(eq(outboxMessages.status, 'held'), lt(outboxMessages.createdAt, before)))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** Sends a customer's held messages to `address` from now on. */
export async function readdressHeldMessages(db: Database, customerId: number, address: string, now: Date) {
  await db
    .update(outboxMessages)
    .set({ status: 'pending', recipient: address, availableAt: now })
    .where(and(eq(outboxMessages.customerId, customerId), eq(outboxMessages.status, 'held')));
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
      html: null,
      headers: null,
      secrets: null,
      customerId,
      status: sql`case when ${outboxMessages.status} in ('pending', 'held') then 'failed' else ${outboxMessages.status} end`,
      lastError: sql`case when ${outboxMessages.status} in ('pending', 'held') then 'account closed' else null end`,
    })
    .where(theirs);
}
