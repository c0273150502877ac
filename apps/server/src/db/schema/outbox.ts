import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Email, SMS and push messages to send. Written in the same transaction as the change that causes it. A push message's
 * recipient is the device's push endpoint and its body the payload the service worker reads (JSON).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: text({ enum: ['email', 'sms', 'push'] }).notNull(),
    recipient: text().notNull(),
    subject: text().notNull().default(''),
    /** The text, with `{name}` left in place of each secret (a code). For email, the plain-text part. */
    body: text().notNull(),
    /** An email's HTML part (same placeholders as the body); null for SMS and plain mails. */
    html: text(),
    /** Extra mail headers (List-Unsubscribe…); their values may hold the same placeholders. */
    headers: jsonb().$type<Record<string, string>>(),
    /** What the message is (a notification kind, an account mail): how delivery knows which links to fill in. */
    kind: text(),
    /** The secrets the body's placeholders stand for, until a transport has delivered them; then null. */
    secrets: jsonb().$type<Record<string, string>>(),
    /** `held`: a mail to an address its customer has not confirmed yet, sent once they do (or given up). */
    status: text({ enum: ['pending', 'held', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    transport: text(),
    customerId: integer(),
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While a worker is sending the message: until when it is theirs. A worker that died leaves it to the next one after. */
    claimedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_pending_idx').on(table.status, table.availableAt),
    index('outbox_recipient_idx').on(table.recipient),
    index('outbox_held_idx').on(table.customerId).where(sql`${table.status} = 'held'`),
  ],
);
