import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.js';
import { countries, currencies, userSources, warehouses } from './reference.js';

/** A customer. Their id is the support number written on parcels sent to a warehouse. */
export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    /**
     * When the customer proved they read mail at `email` (a code or link sent there, a provider that vouches for it).
     * Until then nothing but the proof itself is sent to it.
     */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** A new address a confirmed customer asked for: it replaces `email` once its code or link comes back. */
    pendingEmail: text(),
    /** Null for a customer who signed up through a social provider and has set no password. */
    passwordHash: text(),
    phoneCode: text(),
    phone: text(),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    language: text().notNull().default('cn'),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    storeId: integer()
      .notNull()
      .references(() => warehouses.storeId),
    level: smallint().notNull().default(0),
    inviteCode: text().notNull(),
    invitedById: integer().references((): AnyPgColumn => customers.id),
    sourceId: integer().references(() => userSources.id),
    status: text({ enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    closedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('customers_email_unique').on(table.email),
    uniqueIndex('customers_invite_code_unique').on(table.inviteCode),
    uniqueIndex('customers_verified_phone_unique')
      .on(table.phoneCode, table.phone)
      .where(sql`${table.phoneVerifiedAt} is not null`),
  ],
);

/**
 * What a staff member may do (DESIGN §7): admin does everything; a warehouse operator works only in the
 * warehouses named in `storeIds`; finance reviews money; content and support are kept for their pages.
 */
export const STAFF_ROLES = ['admin', 'warehouse', 'finance', 'content', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUsers = pgTable('staff_users', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  // The least power by default: an account nobody gave a role to can read nothing that matters.
  role: text({ enum: STAFF_ROLES }).notNull().default('support'),
  /** The warehouses (store ids) a warehouse operator works in; ignored for the other roles. */
  storeIds: integer().array().notNull().default([]),
  active: boolean().notNull().default(true),
  ...timestamps,
});

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

/**
 * Who on the staff did what: one row per staff action, written in the transaction of the action itself,
 * never updated or deleted. `details` holds what was decided, never a password or a token.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffUsers.id),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    requestId: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_audit_log_created_idx').on(table.createdAt, table.id),
    index('staff_audit_log_staff_idx').on(table.staffId, table.createdAt),
    index('staff_audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

/**
 * One row per access token. A refresh revokes the row and adds a new one in the same family;
 * the family may be refreshed until `refreshUntil` (1 day, or 7 with "keep me logged in").
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    familyId: uuid().notNull(),
    principalType: text({ enum: ['customer', 'staff'] }).notNull(),
    customerId: integer().references(() => customers.id),
    staffId: integer().references(() => staffUsers.id),
    tokenHash: text().notNull(),
    remember: boolean().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    refreshUntil: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_customer_idx').on(table.customerId),
    index('sessions_family_idx').on(table.familyId),
  ],
);

/** One-time codes sent by email or SMS: stored as an HMAC, never in clear. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial().primaryKey(),
    purpose: text({
      enum: ['reset_password', 'bind_phone', 'close_account', 'social_email', 'verify_email', 'change_email'],
    }).notNull(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    target: text().notNull(),
    customerId: integer().references(() => customers.id),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_target_idx').on(table.target, table.purpose, table.createdAt)],
);

export const notificationSettings = pgTable('notification_settings', {
  customerId: integer()
    .primaryKey()
    .references(() => customers.id),
  shipmentEmail: boolean().notNull().default(true),
  shipmentSms: boolean().notNull().default(true),
  promotionEmail: boolean().notNull().default(true),
  promotionSms: boolean().notNull().default(false),
  /** Push reaches only the devices the customer subscribed, so it is on until they say otherwise (like SMS). */
  shipmentPush: boolean().notNull().default(true),
  promotionPush: boolean().notNull().default(false),
  updatedAt: timestamps.updatedAt,
});

export const billAddresses = pgTable('bill_addresses', {
  customerId: integer()
    .primaryKey()
    .references(() => customers.id),
  name: text().notNull(),
  company: text().notNull().default(''),
  countryId: integer()
    .notNull()
    .references(() => countries.id),
  state: text().notNull().default(''),
  city: text().notNull(),
  postcode: text().notNull(),
  address: text().notNull(),
  address2: text().notNull().default(''),
  phone: text().notNull().default(''),
  email: text().notNull().default(''),
  taxNumber: text().notNull().default(''),
  updatedAt: timestamps.updatedAt,
});

export const operateLogs = pgTable(
  'operate_logs',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    code: text().notNull(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('operate_logs_customer_idx').on(table.customerId, table.createdAt)],
);
