import type { Database } from '../../db/client.js';
import { insertMessage, redactMessagesTo } from './queries.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  customerId?: number | null;
}

/** Queues a message in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMessage(db: Database, message: OutgoingMessage, now: Date): Promise<void> {
  await insertMessage(db, { ...message, subject: message.subject ?? '', availableAt: now, createdAt: now });
}

/**
 * Forgets what was sent to a closing customer: the addresses and bodies of their messages (codes, notices) are blanked,
 * pending ones are given up. Runs in the closing transaction.
 */
export async function forgetMessagesOf(db: Database, customerId: number, addresses: string[]): Promise<void> {
  await redactMessagesTo(db, customerId, addresses);
}
