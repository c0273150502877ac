/**
 * Registers the service worker that keeps the app shell for offline use, after the page has loaded so it
 * never competes with the first screen. Only a built app has one (the dev server serves sources).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Without it the app works as before, only not offline.
    });
  });
}
