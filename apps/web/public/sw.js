// The app shell offline. Pages are fetched from the network first (a new build shows at once when online) and
// kept for when it is not; hashed assets never change, so a kept copy is always right. API calls are never
// cached: what a customer sees of their parcels and money comes from the server or not at all. Push notifications are
// shown from here too (at the end).
const SHELL_CACHE = 'parcelway-shell-v1';
const ASSET_CACHE = 'parcelway-assets-v1';
const OFFLINE_PAGE = './offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([OFFLINE_PAGE, './']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const kept = new Set([SHELL_CACHE, ASSET_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !kept.has(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function pageFromNetworkFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put('./', response.clone());
    return response;
  } catch {
    return (await cache.match('./')) ?? (await cache.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

async function assetFromCacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === new URL('./', self.registration.scope).pathname) {
    event.respondWith(pageFromNetworkFirst(request));
  } else if (url.pathname.includes('/assets/')) {
    event.respondWith(assetFromCacheFirst(request));
  }
});

// Web Push: the server sends each notification's title, text, the app screen it opens (`url`, relative to the app)
// and its kind (`tag`: a newer notice of the same kind takes the place of the older one).
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      lang: message.lang === 'en' ? 'en' : message.lang === 'tw' ? 'zh-TW' : 'zh-CN',
      icon: './icon-192.png',
      data: { url: message.url },
    }),
  );
});

// A tap opens the screen the notification is about: in the app's open window when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = typeof event.notification.data?.url === 'string' ? event.notification.data.url : '';
  const target = new URL(path, self.registration.scope);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (open) return open.navigate(target.href).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
