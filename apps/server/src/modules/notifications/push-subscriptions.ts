import {
  isPushServiceEndpoint,
  type PushConfig,
  type PushDevices,
  type PushSubscriptionInput,
  pushSubscriptionInputSchema,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { deletePushSubscription, findPushSubscriptionsOf, upsertPushSubscription } from './push-queries.js';

/** pushConfig: the key a browser subscribes with, when push is on here. */
export function pushConfigOf(ctx: AppContext): PushConfig {
  const push = ctx.config.push;
  return { enabled: Boolean(push), public_key: push?.publicKey ?? null };
}

/** pushSubscribe: this device gets the customer's notifications by push (as their settings say). */
export async function subscribeDevice(ctx: AppContext, customerId: number, input: PushSubscriptionInput) {
  const push = ctx.config.push;
  if (!push) throw new AppError('rule', 'push.unavailable');
  const subscription = pushSubscriptionInputSchema.parse(input);
  if (!isPushServiceEndpoint(subscription.endpoint, push.extraOrigins))
    throw AppError.field('endpoint', 'push.unknownService');
  await upsertPushSubscription(
    ctx.db,
    {
      customerId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      device: subscription.device,
    },
    ctx.clock(),
  );
  return devicesOf(ctx, customerId);
}

/** pushUnsubscribe: this device stops getting them (an endpoint that is not the customer's changes nothing). */
export async function unsubscribeDevice(ctx: AppContext, customerId: number, endpoint: string) {
  await deletePushSubscription(ctx.db, customerId, endpoint);
  return devicesOf(ctx, customerId);
}

export async function devicesOf(ctx: AppContext, customerId: number): Promise<PushDevices> {
  const rows = await findPushSubscriptionsOf(ctx.db, customerId);
  return {
    list: rows.map((row) => ({ id: row.id, device: row.device, created_at: row.createdAt.toISOString() })),
  };
}
