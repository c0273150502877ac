import { z } from 'zod';

/** base64url without padding, as the Push API's `PushSubscription.toJSON()` writes keys. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'push.invalidSubscription' })
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes, { error: 'push.invalidSubscription' });

/**
 * The push services browsers subscribe with (Chrome and Edge: FCM, Firefox: Mozilla's autopush, Safari: Apple's,
 * Windows: WNS). The server sends to a subscription's endpoint, so an endpoint anywhere else is refused: otherwise a
 * customer could make the server post to any address (an internal one included).
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^(updates\.)?push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/**
 * Whether the server may send to this endpoint: https on a known push service, or on one of `extraOrigins`
 * (PUSH_SERVICE_ORIGINS: a self-hosted push service, or the local stand-in the tests use).
 */
export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** POST /api/pushSubscribe: a device's `PushSubscription.toJSON()`, and a name the customer recognises it by. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ error: 'push.invalidSubscription' }).max(1000, { error: 'push.invalidSubscription' }),
  expirationTime: z.number().nullish(),
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(65),
    /** The shared authentication secret (16 bytes). */
    auth: base64url(16),
  }),
  device: z.string().trim().max(100).default(''),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** POST /api/pushUnsubscribe: the device's endpoint (the browser knows it; the server forgets it). */
export const pushUnsubscribeInputSchema = z.object({ endpoint: z.string().max(1000) });

/** GET /api/pushConfig: whether push is on, and the key a browser subscribes with (VAPID's public key). */
export const pushConfigResponseSchema = z.object({
  enabled: z.boolean(),
  public_key: z.string().nullable(),
});
export type PushConfig = z.infer<typeof pushConfigResponseSchema>;

/** The customer's subscribed devices (never their endpoints or keys). */
export const pushDevicesResponseSchema = z.object({
  list: z.array(z.object({ id: z.number(), device: z.string(), created_at: z.string() })),
});
export type PushDevices = z.infer<typeof pushDevicesResponseSchema>;

/** What a push carries, as the service worker reads it: a notification's title and text and the screen it opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app's route to open (`#/pages/...`), relative to the app. */
  url: string;
  /** The notification kind: a newer one of the same kind replaces the older on the device. */
  tag: string;
  lang: string;
}
