import webpush from 'web-push';
import type { PushConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { OutboxMessage } from '../outbox/index.js';
import { RecipientGone, type Transport } from '../outbox/index.js';
import { deletePushEndpoint, findPushSubscription } from './push-queries.js';

/** How long a push service keeps a message for a device that is offline: a journey notice older than this is stale. */
const TIME_TO_LIVE_SECONDS = 2 * 24 * 3600;
/** A push service answers at once; one that does not is retried later rather than holding the worker. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030) through the device's push service: the payload encrypted for the device (RFC 8291, aes128gcm)
 * and the request signed with our VAPID key (RFC 8292), both by `web-push`; the request itself is sent here, so any
 * push service origin the configuration allows is reached the same way. A subscription the service no longer knows
 * (404, 410) is deleted and the message given up.
 */
export function webPushTransport(db: Database, config: PushConfig): Transport {
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  return {
    name: 'web-push',
    async send(message: OutboxMessage) {
      const subscription = await findPushSubscription(db, message.recipient);
      if (!subscription) throw new RecipientGone('the device unsubscribed');
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        message.body,
        { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
      );
      // fetch sets the length of the body itself.
      const { 'Content-Length': _length, ...headers } = request.headers;
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: headers as Record<string, string>,
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        await deletePushEndpoint(db, subscription.endpoint);
        throw new RecipientGone(`the push service no longer knows the subscription (${response.status})`);
      }
      if (!response.ok) throw new Error(`the push service answered ${response.status}`);
    },
  };
}
