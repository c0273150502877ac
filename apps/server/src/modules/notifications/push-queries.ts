import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Saves a device's subscription; a device already known (its endpoint) now belongs to this customer, with new keys. */
export async function upsertPushSubscription(
  db: Database,
  row: { customerId: number; endpoint: string; p256dh: string; auth: string; device: string },
  now: Date,
) {
  const { endpoint: _endpoint, ...changes } = row;
  await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...changes, updatedAt: now } });
}

export async function deletePushSubscription(db: Database, customerId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said the subscription is gone (404/410): whoever it belonged to. */
export async function deletePushEndpoint(db: Database, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function deletePushSubscriptionsOf(db: Database, customerId: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
}

export async function findPushSubscriptionsOf(db: Database, customerId: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId))
    .orderBy(asc(pushSubscriptions.id));
}

export async function findPushSubscription(db: Database, endpoint: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}
