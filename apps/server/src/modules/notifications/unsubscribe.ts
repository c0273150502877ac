import { isNotificationKind, type NotificationKind } from '@parcelway/domain';
import type { AppConfig } from '../../config.js';
import { keyedHash, sameHash } from '../../security/tokens.js';
import type { OutboxMessage } from '../outbox/index.js';

/**
 * One-click unsubscribe links: `<customer>.<kind>.<HMAC>`, keyed by the app secret, so a link works without login for
 * its customer and kind only, never expires, and cannot be made for anyone else.
 */
function signature(secret: string, customerId: number, kind: NotificationKind): string {
  return keyedHash(secret, `unsubscribe:${customerId}:${kind}`);
}

export function unsubscribeToken(secret: string, customerId: number, kind: NotificationKind): string {
  return `${customerId}.${kind}.${signature(secret, customerId, kind)}`;
}

/** The customer and kind a token is for, or null when it was not made by us (tampered, truncated, foreign). */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { customerId: number; kind: NotificationKind } | null {
  const match = /^(\d{1,9})\.([a-z_]{1,40})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, id = '', kind = '', mac = ''] = match;
  const customerId = Number(id);
  if (!isNotificationKind(kind) || !sameHash(mac, signature(secret, customerId, kind))) return null;
  return { customerId, kind };
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/unsubscribe?token=${token}`;
}

/**
 * What the outbox fills in at delivery: the app's address for links, and for a notification its customer's
 * unsubscribe link (the transaction that queued it has neither the address nor the secret at hand).
 */
export function notificationPlaceholders(config: Pick<AppConfig, 'appSecret' | 'payments'>) {
  const publicUrl = config.payments.publicUrl;
  return (message: OutboxMessage): Record<string, string> => {
    if (message.channel !== 'email' || message.kind === null) return {};
    const values: Record<string, string> = { app_url: publicUrl };
    if (isNotificationKind(message.kind) && message.customerId !== null)
      values.unsubscribe_url = unsubscribeUrl(
        publicUrl,
        unsubscribeToken(config.appSecret, message.customerId, message.kind),
      );
    return values;
  };
}
