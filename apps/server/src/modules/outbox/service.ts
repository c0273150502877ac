import { fillPlaceholders } from '@parcelway/domain/i18n';
import type { Database } from '../../db/client.js';
import { insertMessage, type OutboxMessage, redactMessagesTo } from './queries.js';

export type { OutboxMessage };

export interface OutgoingMessage {
  channel: 'email' | 'sms' | 'push';
  /** An email address, a phone in international form, or a device's push endpoint. */
  recipient: string;
  subject?: string;
  /** The text (an email's plain-text part); a secret appears in it only as its placeholder (`{code}`), filled in at delivery. */
  body: string;
  /** An email's HTML part, with the same placeholders. */
  html?: string | null;
  /** Extra mail headers (List-Unsubscribe…), with the same placeholders. */
  headers?: Record<string, string> | null;
  /** What the message is (a notification kind…): delivery fills in the links that kind carries. */
  kind?: string | null;
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
    html: message.html ?? null,
    headers: message.headers ?? null,
    kind: message.kind ?? null,
    availableAt: now,
    createdAt: now,
  });
}

/**
 * Values a message's placeholders get at delivery besides its secrets: links that need the running app's address or
 * secret (an unsubscribe link), which the transaction that queued the message does not have.
 */
export type DeliveryPlaceholders = (message: OutboxMessage) => Record<string, string>;

/** The message as a transport sends it: body, HTML and header values with secrets and delivery values filled in. */
export function deliveredMessage(message: OutboxMessage, placeholders?: DeliveryPlaceholders): OutboxMessage {
  const values = { ...placeholders?.(message), ...message.secrets };
  if (Object.keys(values).length === 0) return message;
  const fill = (text: string) => fillPlaceholders(text, values);
  return {
    ...message,
    body: fill(message.body),
    html: message.html === null ? null : fill(message.html),
    headers:
      message.headers &&
      Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, fill(value)])),
  };
}

/**
 * Forgets what was sent to a closing customer: the addresses and bodies of their messages (codes, notices) are blanked,
 * pending ones are given up. Runs in the closing transaction.
 */
export async function forgetMessagesOf(db: Database, customerId: number, addresses: string[]): Promise<void> {
  await redactMessagesTo(db, customerId, addresses);
}
