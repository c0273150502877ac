import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { ServerProcess } from './support/server.js';
import { openAsCustomer, registerThroughApi, storedKeys } from './support/session.js';
import { text } from './support/texts.js';

const TOKEN_SECONDS = 3;
const REGISTRATIONS = { RATE_LIMIT_REGISTER_PER_MINUTE: '100' };

describe('session handling in the browser', () => {
  // Tokens that expire in seconds for the refresh test only: on a busy machine a few seconds pass before another
  // test's assertions, and a token refreshed meanwhile is not the one it checks is kept.
  let expiring: ServerProcess;
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [expiring, server, browser] = await Promise.all([
      ServerProcess.start({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_SECONDS), ...REGISTRATIONS } }),
      ServerProcess.start({ env: REGISTRATIONS }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([expiring?.dispose(), server?.dispose()]);
  });

  it('refreshes an expired token once while two requests are in flight, and replays both', async () => {
    const customer = await registerThroughApi(expiring);
    const { context, page } = await openPhonePage(browser);
    try {
      const statuses: Record<string, number[]> = {};
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (!path.startsWith('/api/') && !path.startsWith('/auth/')) return;
        statuses[path] = [...(statuses[path] ?? []), response.status()];
      });
      await openAsCustomer(page, expiring, customer, '/pages/personal/index');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await sleep((TOKEN_SECONDS + 1) * 1000);

      // Hold the real server's getUser answer back for a second, so the page's own request
      // meets the expired token while getUser is still outstanding.
      await page.route('**/api/getUser', async (route) => {
        const response = await route.fetch();
        await sleep(1000);
        await route.fulfill({ response });
      });
      for (const key of Object.keys(statuses)) delete statuses[key];
      await page.goto(`${expiring.baseUrl}/#/pages/personal/subscribed`);
      await page.getByRole('switch').first().waitFor({ timeout: 15_000 });
      await expect.poll(() => statuses['/api/getUser'], { timeout: 10_000 }).toEqual([401, 200]);

      expect(statuses['/auth/checkAccessToken']).toEqual([200]);
      expect(statuses['/api/getClientSubscribeConfig']).toEqual([401, 200]);
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      expect(token).toBeTruthy();
      expect(token).not.toBe(customer.token);
      expect(page.url()).toContain('#/pages/personal/subscribed');
    } finally {
      await context.close();
    }
  });

  it('says the user info could not be fetched when the connection fails, and keeps the session', async () => {
    // The token lives 3 s from sign-up: confirming the address first would spend part of it on a busy machine.
    const customer = await registerThroughApi(server, {}, { confirmEmail: false });
    const { context, page } = await openPhonePage(browser);
    try {
      await page.route('**/api/getUser', (route) => route.abort('failed'));
      await openAsCustomer(page, server, customer, '/pages/personal/subscribed');
      await page
        .getByText(text('en', 'common', 'userInfoError'))
        .first()
        .waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(customer.token);
    } finally {
      await context.close();
    }
  });

  it('clears the stored session and lands on email login when the refresh fails', async () => {
    const customer = await registerThroughApi(server);
    const { context, page } = await openPhonePage(browser);
    try {
      await page.goto(`${server.baseUrl}/healthz`);
      await page.evaluate((userInfo) => {
        localStorage.setItem('access_token', 'revoked-or-forged-token');
        localStorage.setItem('user_info', JSON.stringify(userInfo));
        for (const key of ['currCountry', 'cal_params', 'reset_info', 'tour_finish', 'batch'])
          localStorage.setItem(key, '1');
        localStorage.setItem('lang', 'en');
        localStorage.setItem('logo_seen', '1');
      }, customer.userInfo);
      await page.goto(`${server.baseUrl}/#/pages/personal/index`);
      await page.waitForURL(/#\/pages\/login\/email/, { timeout: 15_000 });
      expect(await storedKeys(page)).toEqual(['lang', 'logo_seen']);
      await page.getByRole('heading', { level: 1, name: 'Email Login' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
