import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage, PHONE_VIEWPORT } from './support/browser.js';
import { repoRoot, ServerProcess } from './support/server.js';

const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '../artifacts');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(
  server: ServerProcess,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

describe('platform', () => {
  let server: ServerProcess;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // The one server of the suite that starts as `npm start` does the first time: the build's dump unpacked into an
    // empty DATA_DIR (the others copy a database a first start made, global-setup.ts).
    server = await ServerProcess.start({ firstStart: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('starts on embedded defaults and answers /healthz', async () => {
    const { status, body } = await api<{ status: string; database: string; build_id: string }>(server, '/healthz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: 'ok', data: { status: 'up', database: 'pglite' } });
    const builtId = readFileSync(join(repoRoot, 'apps/web/dist/build-id.txt'), 'utf8').trim();
    expect(body.data.build_id).toBe(builtId);
  });

  it('opens the logo page at / on a phone-sized Chromium', async () => {
    browser = await launchBrowser();
    const { context, page } = await openPhonePage(browser);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      const response = await page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      // A first visit opens on the logo page, which shows the brand.
      await page.waitForURL(/#\/pages\/index\/logo/, { timeout: 15_000 });
      await page.getByText('Parcelway', { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
      expect(await page.title()).toBe('Parcelway');
      expect(page.viewportSize()).toEqual(PHONE_VIEWPORT);
      mkdirSync(artifactsDir, { recursive: true });
      await page.screenshot({ path: join(artifactsDir, 'home.png'), fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps data across a restart on the same DATA_DIR', async () => {
    const email = `e2e-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Restart-Proof-42';
    const registered = await api(server, '/auth/register', {
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        password,
        confirm_password: password,
        store_id: 1,
        currency_id: 3,
        agree: true,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);

    const { dataDir } = server;
    server = await server.restart();
    expect(server.dataDir).toBe(dataDir);

    const login = await api<{ access_token: string }>(server, '/auth/login', {
      body: { email, password, remember: false },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.data.access_token).toEqual(expect.any(String));

    const user = await api<{ email: string }>(server, '/api/getUser', { token: login.body.data.access_token });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    expect(user.body.data.email).toBe(email);
  });

  it('shuts down gracefully on SIGTERM', async () => {
    expect(server.running).toBe(true);
    const exit = await server.stop('SIGTERM', 15_000);
    expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
    expect(exit.elapsedMs).toBeLessThan(15_000);
  });
});
