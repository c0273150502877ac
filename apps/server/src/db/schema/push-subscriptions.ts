import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { timestamps } from './columns.js';

/**
 * A device's Web Push subscription (the browser's `PushSubscription`): where its push service takes messages for it
 * (`endpoint`) and the keys its payloads are encrypted with (RFC 8291). One device, one row: a device signed up again
 * by whoever is signed in on it now belongs to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    endpoint: text().notNull(),
    /** The device's P-256 public key and the shared authentication secret, base64url. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** What the customer recognises the device by ("Chrome on Android"), from the browser. */
    device: text().notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_customer_idx').on(table.customerId, table.id),
  ],
);
