import type { Database } from '../../db/client.js';
import { insertMessage } from './queries.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /** A secret in the body (a verification code), starred out of the stored copy once it is delivered. */
  secret?: string;
  customerId?: number | null;
}

/** Queues a message in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMessage(db: Database, message: OutgoingMessage, now: Date): Promise<void> {
  await insertMessage(db, { ...message, subject: message.subject ?? '', availableAt: now, createdAt: now });
}
