import { fillPlaceholders } from '@parcelway/domain/i18n';
import type { Database } from '../../db/client.js';
import { insertMessage, redactMessagesTo } from './queries.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  /** The text; a secret appears in it only as its placeholder (`{code}`), filled in at delivery. */
  body: string;
  /** Placeholder name → secret (a verification code): kept only until the message is delivered. */
  secrets?: Record<string, string>;
  customerId?: number | null;
}

/** Queues a message in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMessage(db: Database, message: OutgoingMessage, now: Date): Promise<void> {
  await insertMessage(db, {
    ...message,
    subject: message.subject ?? '',
    secrets: message.secrets ?? null,
    availableAt: now,
    createdAt: now,
  });
}

/** The text a transport delivers: the stored body with its secrets filled in. */
export function deliveredBody(message: { body: string; secrets: Record<string, string> | null }): string {
  return message.secrets ? fillPlaceholders(message.body, message.secrets) : message.body;
}

/**
 * Forgets what was sent to a closing customer: the addresses and bodies of their messages (codes, notices) are blanked,
 * pending ones are given up. Runs in the closing transaction.
 */
export async function forgetMessagesOf(db: Database, customerId: number, addresses: string[]): Promise<void> {
  await redactMessagesTo(db, customerId, addresses);
}
