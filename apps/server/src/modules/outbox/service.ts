import { fillPlaceholders } from '@parcelway/domain/i18n';
import type { Database } from '../../db/client.js';
import {
  dropHeldMessagesBefore,
  insertMessage,
  type OutboxMessage,
  readdressHeldMessages,
  redactMessagesTo,
} from './queries.js';

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
  /** Kept back until its customer confirms the address (releaseHeldMessages) instead of being sent now. */
  held?: boolean;
}

/** Queues a message in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMessage(db: Database, { held, ...message }: OutgoingMessage, now: Date): Promise<void> {
  await insertMessage(db, {
    ...message,
    status: held ? 'held' : 'pending',
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

/** How long a held mail stays worth sending: a confirmation weeks later should not bring a flood of old news. */
export const HELD_MAIL_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * The customer confirmed `address`: the mails held for them (all were for their unconfirmed address) go to it now,
 * those held longer than HELD_MAIL_MAX_AGE_MS are given up. Runs in the confirming transaction.
 */
export async function releaseHeldMessages(db: Database, customerId: number, address: string, now: Date) {
  await dropHeldMessagesBefore(db, customerId, new Date(now.getTime() - HELD_MAIL_MAX_AGE_MS));
  await readdressHeldMessages(db, customerId, address, now);
}
