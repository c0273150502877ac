import { SOCIAL_PROVIDERS } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { createdAt } from './columns.js';

/** A provider account (Google, Facebook) bound to a customer: one per provider and customer, one customer per account. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    provider: text({ enum: SOCIAL_PROVIDERS }).notNull(),
    /** The provider's stable id of the person (OIDC `sub`, Facebook's user id). */
    subject: text().notNull(),
    email: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('social_accounts_subject_unique').on(table.provider, table.subject),
    uniqueIndex('social_accounts_customer_provider_unique').on(table.customerId, table.provider),
  ],
);

/**
 * One sign-in or bind at a provider, from the redirect to the end of socialPage. The state, the browser binding
 * and the ticket are kept as hashes; the PKCE verifier and nonce are cleared once the callback has used them.
 */
export const socialFlows = pgTable(
  'social_flows',
  {
    id: serial().primaryKey(),
    provider: text({ enum: SOCIAL_PROVIDERS }).notNull(),
    intent: text({ enum: ['sign_in', 'bind'] }).notNull(),
    /** The logged-in customer a bind is for. */
    customerId: integer().references(() => customers.id),
    stateHash: text().notNull(),
    browserHash: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    callbackAt: timestamp({ withTimezone: true }),
    subject: text(),
    email: text(),
    emailVerified: boolean(),
    firstName: text(),
    lastName: text(),
    ticketHash: text(),
    ticketExpiresAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('social_flows_state_unique').on(table.stateHash),
    uniqueIndex('social_flows_ticket_unique').on(table.ticketHash).where(sql`${table.ticketHash} is not null`),
    index('social_flows_created_idx').on(table.createdAt),
  ],
);

export type SocialFlowRow = typeof socialFlows.$inferSelect;
