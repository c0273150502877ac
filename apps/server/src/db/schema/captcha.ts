import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins counted per subject (`email:<address>` or `ip:<address>`) within a window: enough of them and the
 * next sign-in for that account, or from that address, needs a captcha (modules/captcha/failed-logins.ts).
 */
export const loginFailures = pgTable('login_failures', {
  subject: text().primaryKey(),
  failures: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});
