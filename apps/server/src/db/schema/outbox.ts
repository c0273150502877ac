import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Email and SMS to send. Written in the same transaction as the change that causes it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    recipient: text().notNull(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    /**
     * A secret the body carries (a verification code). Once a transport other than the development mailbox
     * has delivered the message, the secret is starred out of the body and this column cleared.
     */
    secret: text(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    transport: text(),
    customerId: integer(),
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_pending_idx').on(table.status, table.availableAt),
    index('outbox_recipient_idx').on(table.recipient),
  ],
);
