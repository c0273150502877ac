import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF, STAFF_ENV } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';
import { submittedWaybill } from './support/waybills.js';

const content = (language: 'en' | 'cn' | 'tw', key: string) => text(language, 'content', key);
const waybills = (language: 'en' | 'cn' | 'tw', key: string) => text(language, 'waybills', key);

describe('Home’s guided tour, unread markers and a shipment’s transaction email in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: STAFF_ENV });
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('shows the tour once, stores tour_finish, and runs it again from the help centre', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/index/index', 'en', { firstVisit: true });
      const tour = page.getByRole('dialog', { name: content('en', 'tour.steps.welcome.title') });
      await tour.waitFor();
      await screenshot(page, 'tour-welcome-en');
      for (const step of ['estimate', 'track', 'counts', 'help']) {
        await page.getByRole('button', { name: content('en', 'tour.next') }).click();
        await page.getByRole('heading', { name: content('en', `tour.steps.${step}.title`) }).waitFor();
      }
      await expect.poll(() => page.locator('.tour-target').getAttribute('data-tour')).toBe('help');
      await page.getByRole('button', { name: content('en', 'tour.done') }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('tour_finish'))).toBe('1');

      // Back on Home later: no tour.
      await page.reload();
      await heading(page, text('en', 'routes', 'index.index')).waitFor();
      await page.getByRole('link', { name: new RegExp(content('en', 'help.homeTitle')) }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      // Replayed from the help centre, in Chinese too.
      await callApi(server, customer, 'POST', '/api/updateUser', { language: 'cn' });
      await openAsCustomer(page, server, customer, '/pages/index/helpcenter', 'cn');
      await page.getByText(content('cn', 'tour.replay'), { exact: true }).click();
      await page.getByRole('dialog', { name: content('cn', 'tour.steps.welcome.title') }).waitFor();
      await page.getByRole('button', { name: content('cn', 'tour.skip') }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('tour_finish'))).toBe('1');
    } finally {
      await context.close();
      await callApi(server, customer, 'POST', '/api/updateUser', { language: 'en' });
    }
  });

  it('counts unread notices on Home’s help-centre link and marks them read once opened', async () => {
    const login = await fetch(`${server.baseUrl}/ops/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const staff = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const title = `Warehouse closed on ${Date.now()}`;
    const created = await fetch(`${server.baseUrl}/ops/content/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'notice', status: 'published', texts: { en: { title, body: 'Back on Monday.' } } }),
    });
    expect(created.status).toBe(200);
    const before = await callApi<{ notices: number }>(server, customer, 'GET', '/api/unreadContentCount');
    expect(before.notices).toBeGreaterThan(0);

    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/index/index');
      const count = page.getByRole('status', { name: new RegExp(`^${before.notices} unread$`) });
      await count.waitFor();
      await page.getByRole('link', { name: new RegExp(content('en', 'help.homeTitle')) }).click();
      const notice = page.getByText(title, { exact: true });
      await notice.waitFor();
      await page.getByText(content('en', 'unread.mark'), { exact: true }).first().waitFor();
      await screenshot(page, 'help-centre-unread-notice-en');
      await notice.click();
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      await page.goBack();
      await page.goBack();
      await heading(page, text('en', 'routes', 'index.index')).waitFor();
      const after = before.notices - 1;
      if (after === 0) await count.waitFor({ state: 'detached' });
      else await page.getByRole('status', { name: new RegExp(`^${after} unread$`) }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows where a shipment’s emails go and changes it, with the sign-up email rule', async () => {
    const waybill = await submittedWaybill(server, customer, `PW${Date.now()}`);
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, `/pages/waybill/detail?id=${waybill.id}`);
      const section = page.getByRole('region', { name: waybills('en', 'transactionEmail.title') });
      await section.getByText(customer.email).waitFor();
      await section.getByRole('button', { name: waybills('en', 'transactionEmail.change') }).click();
      const field = section.getByRole('textbox', { name: waybills('en', 'transactionEmail.label') });
      await field.fill('not-an-address');
      await section.getByRole('button', { name: waybills('en', 'transactionEmail.save') }).click();
      await section.getByRole('alert').filter({ hasText: 'The email format is not correct' }).waitFor();
      await field.fill('Accounts@Example.org');
      await section.getByRole('button', { name: waybills('en', 'transactionEmail.save') }).click();
      await section.getByText('Sent to accounts@example.org, set for this shipment.').waitFor();
      await screenshot(page, 'waybill-transaction-email-en');
      const stored = await callApi<{ email: string; custom: boolean }>(
        server,
        customer,
        'GET',
        `/api/shipmentTransactionEmail?shipment_id=${waybill.id}`,
      );
      expect(stored).toMatchObject({ email: 'accounts@example.org', custom: true });
    } finally {
      await context.close();
    }
  });
});
