import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { createdAt } from './columns.js';

/** A tracking number an order e-mail named and what became of it. */
export type InboundMailNumber =
  | { trackingNumber: string; outcome: 'created' | 'existing'; parcelId: number | null }
  | { trackingNumber: string; outcome: 'check_digit' | 'unconfirmed' }
  | { trackingNumber: string; outcome: 'refused'; reason: string };

/**
 * Order e-mails customers forwarded to their inbound address. The row is claimed before any pre-alert is made, so a
 * message delivered twice, or to two servers at once, is read once: its Message-ID is unique per customer.
 */
export const inboundMails = pgTable(
  'inbound_mails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    messageId: text().notNull(),
    status: text({ enum: ['reading', 'read'] })
      .notNull()
      .default('reading'),
    /** While a server reads it: until when it is theirs. A server that died mid-read leaves it to a redelivery after. */
    claimedUntil: timestamp({ withTimezone: true }),
    shop: text(),
    subject: text().notNull().default(''),
    numbers: jsonb().$type<InboundMailNumber[]>().notNull().default([]),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('inbound_mails_message_unique').on(table.customerId, table.messageId),
    index('inbound_mails_customer_idx').on(table.customerId, table.id),
  ],
);
