import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { heading } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const PAGE_CHUNK = /\/assets\/parcel-list-page-[\w-]+\.js$/;
const ENGLISH_TEXTS = /\/assets\/texts-en-[\w-]+\.js$/;

describe('installable app', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await ServerProcess.start();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  // The page's inline launch script does it: it runs only if the served Content-Security-Policy allows it by its hash.
  it("starts a returning customer's screen files beside the entry: the parcel list's chunk and texts leave before the entry has run", async () => {
    const customer = await registerThroughApi(server);
    const { context, page } = await openPhonePage(browser);
    try {
      const heldEntry: Array<() => Promise<void>> = [];
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
        heldEntry.push(() => route.continue());
      });
      const beforeEntry: string[] = [];
      let released = false;
      page.on('request', (request) => {
        if (!released && request.url().includes('/assets/')) beforeEntry.push(request.url());
      });
      const pageChunk = page.waitForRequest(PAGE_CHUNK, { timeout: 15_000 });
      const texts = page.waitForRequest(ENGLISH_TEXTS, { timeout: 15_000 });
      await openAsCustomer(page, server, customer, '/pages/parcel/list', 'en', { waitUntil: 'commit' });
      await Promise.all([pageChunk, texts]);
      expect(heldEntry).toHaveLength(1);
      // Beside the core texts: the page's own namespace and every area's sentences, in English.
      const heldTexts = async () => {
        const bodies = await Promise.all(beforeEntry.map(async (url) => (await fetch(url)).text()));
        return {
          namespace: bodies.some((body) => body.includes(text('en', 'parcels', 'list.preAlert'))),
          // An English sentence of the address book's area (packages/domain), not of the core one.
          everyArea: bodies.some((body) => body.includes('The recipient information you selected is incomplete')),
        };
      };
      await expect.poll(heldTexts, { timeout: 5000 }).toEqual({ namespace: true, everyArea: true });
      released = true;
      for (const release of heldEntry) await release();
      await heading(page, text('en', 'routes', 'parcel.list')).waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  it('starts no screen early on a first visit, which launch behaviour sends to the logo page', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      const early: string[] = [];
      page.on('request', (request) => {
        if (PAGE_CHUNK.test(request.url())) early.push(request.url());
      });
      await page.goto(`${server.baseUrl}/#/pages/parcel/list`, { waitUntil: 'load' });
      await page.waitForURL(/#\/pages\/index\/logo/, { timeout: 15_000 });
      expect(early).toEqual([]);
      expect(await page.locator('head script:not([src])').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('names a web manifest whose icons are served', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifestUrl = new URL(href ?? '', page.url()).href;
      const manifest = (await (await fetch(manifestUrl)).json()) as {
        display: string;
        start_url: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest.display).toBe('standalone');
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
      for (const icon of manifest.icons) {
        const response = await fetch(new URL(icon.src, manifestUrl));
        expect(response.headers.get('content-type'), icon.src).toBe('image/png');
      }
    } finally {
      await context.close();
    }
  });

  it('opens the app shell with an offline notice when the connection is gone, and the notice leaves when it is back', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
      await page.waitForURL(/#\/pages\/index\/logo/, { timeout: 15_000 });
      // The worker takes over this page once it is active (it claims its clients).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

      await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
      await page.getByText('Parcelway', { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
      const notice = page.getByRole('status').filter({ hasText: /offline|离线|離線/ });
      await notice.waitFor({ state: 'visible', timeout: 5_000 });

      await context.setOffline(false);
      await notice.waitFor({ state: 'hidden', timeout: 5_000 });
    } finally {
      await context.close();
    }
  });

  it("shows the offline page to a browser that has never opened the app, not the browser's error", async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
      // A navigation the worker has no page for yet: a cleared shell cache stands for a first visit gone offline.
      await page.evaluate(async () => {
        const cache = await caches.open('parcelway-shell-v1');
        await cache.delete('./');
        await cache.delete(new URL('./', location.href).href);
      });
      await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
      await page.getByText('You are offline.').waitFor({ state: 'visible', timeout: 10_000 });
      await expect(page.getByText('网络恢复后即可再次打开').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
