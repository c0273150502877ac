import { api } from './api-client';

/**
 * Web Push on this device: the browser's side of a subscription (the service worker's push manager) and the server's
 * (`/api/pushSubscribe`, `/api/pushUnsubscribe`). Only the built app registers a service worker, and a browser without
 * one (iOS Safari outside the home screen, a private window in some browsers) cannot take pushes.
 */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function pushManager(): Promise<PushManager | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.pushManager ?? null;
}

/** This device's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await (await pushManager())?.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the push manager takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What the customer recognises this device by in a list: the browser and the system. */
export function deviceName(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} · ${system}` : browser;
}

export type PushSubscribeOutcome = 'subscribed' | 'denied' | 'unsupported';

/** Asks the browser's permission, subscribes with the server's key and tells the server about this device. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscribeOutcome> {
  const manager = await pushManager();
  if (!manager) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api.post('/api/pushSubscribe', { ...subscription.toJSON(), device: deviceName() }, { silent: true });
  return 'subscribed';
}

/**
 * Stops pushes to this device: the server forgets it and the browser drops the subscription. Signing out does this
 * too, so a shared phone does not show the last customer's parcels.
 */
export async function forgetThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await api.post('/api/pushUnsubscribe', { endpoint: subscription.endpoint }, { silent: true, background: true });
  } finally {
    await subscription.unsubscribe();
  }
}
