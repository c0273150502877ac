import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF_ENV, writeSolidPng } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const member = (key: string) => text('en', 'membership', key);
const pricing = (key: string) => text('en', 'pricing', key);
const route = (key: string) => text('en', 'routes', key);
const PROOF_REQUIRED = 'Please upload the transfer proof: one png, jpg or pdf under 1 MB.';

describe('paid membership in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let files: string;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV } });
    browser = await launchBrowser();
    files = mkdtempSync(join(tmpdir(), 'parcelway-member-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    rmSync(files, { recursive: true, force: true });
  });

  it('buys a plan with the balance, after ticking the rules, and sees the member discount on the next quote', async () => {
    const customer = await registerThroughApi(server);
    await runOps(server, [
      'membership-plan',
      ...['--name-en', 'Gold monthly', '--name-cn', '黄金月卡', '--name-tw', '黃金月卡'],
      ...['--currency', 'AUD', '--price', '10', '--period', 'month', '--freight-discount', '20'],
    ]);
    // AU$50 on the balance: a card top-up paid in the sandbox.
    const topUp = await callApi<{ pay_url: string }>(server, customer, 'POST', '/api/chargeActionNew', {
      amount: '50',
      currency: 'AUD',
      method: 'card',
      agree: true,
    });
    const checkout = await fetch(`${server.baseUrl}${topUp.pay_url}`, { redirect: 'manual' });
    const hosted = String(checkout.headers.get('location'));
    const paid = await fetch(`${server.baseUrl}${hosted}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/member');
      await heading(page, route('personal.member')).waitFor();
      const plan = page.getByRole('article', { name: 'Gold monthly' });
      await plan.waitFor();
      await plan.getByRole('button', { name: member('buy.choose') }).click();
      await plan.getByText('Balance', { exact: true }).click();
      // Without the rules ticked the form refuses, in SPEC's words, and nothing is sent.
      const pay = plan.getByRole('button', { name: member('buy.submit').replace('{{price}}', 'AUD 10.00') });
      await pay.click();
      await page.getByRole('alert').filter({ hasText: 'Please read and agree to the rules first' }).waitFor();
      await page.getByRole('checkbox', { name: member('rules.agree') }).check();
      await pay.click();
      await page.getByRole('heading', { name: 'Gold monthly member' }).waitFor();
      await screenshot(page, 'membership-member-centre');

      // The next quote: the calculator shows the member line on each line.
      await page.goto(`${server.baseUrl}/#/pages/personal/calculate`);
      await heading(page, route('personal.calculate')).waitFor();
      await page.getByText(pricing('destinations.214'), { exact: true }).click();
      await page.getByLabel(pricing('form.length')).fill('30');
      await page.getByLabel(pricing('form.width')).fill('20');
      await page.getByLabel(pricing('form.height')).fill('10');
      await page.getByLabel(pricing('form.weight')).fill('3');
      await page.getByRole('button', { name: pricing('form.submit') }).click();
      await heading(page, route('personal.calculateResult')).waitFor();
      const discount = page.getByTestId('member-discount').first();
      await discount.waitFor();
      expect(await discount.textContent()).toMatch(/^Member discount −AUD \d+\.\d{2}/);
      await screenshot(page, 'membership-quote');
    } finally {
      await context.close();
    }
  });

  it('buys a plan by bank transfer: the account and a screenshot, in review in the history, staff approve, member', async () => {
    const customer = await registerThroughApi(server);
    await runOps(server, [
      'membership-plan',
      ...['--name-en', 'Silver yearly', '--name-cn', '白银年卡', '--name-tw', '白銀年卡'],
      ...['--currency', 'AUD', '--price', '100', '--period', 'year', '--freight-discount', '10'],
    ]);
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/member');
      await heading(page, route('personal.member')).waitFor();
      const plan = page.getByRole('article', { name: 'Silver yearly' });
      await plan.getByRole('button', { name: member('buy.choose') }).click();
      await plan.getByText('Bank transfer', { exact: true }).click();
      await plan.getByText('Commonwealth Bank of Australia').waitFor();
      const pay = plan.getByRole('button', { name: member('buy.submit').replace('{{price}}', 'AUD 100.00') });
      // The screenshot first: the form says so beside the field and sends nothing.
      await page.getByRole('checkbox', { name: member('rules.agree') }).check();
      await pay.click();
      await plan.getByRole('alert').filter({ hasText: PROOF_REQUIRED }).waitFor();
      expect((await callApi<{ list: unknown[] }>(server, customer, 'GET', '/api/purchaseRecord')).list).toEqual([]);

      await plan
        .locator('input[type=file]')
        .setInputFiles(writeSolidPng(files, 'membership-transfer.png', [200, 90, 40]));
      await plan.getByRole('img', { name: 'Picture 1' }).waitFor();
      await pay.click();
      const history = page.getByRole('region', { name: member('history.title') });
      await history.getByText('In review', { exact: true }).waitFor();
      await history.getByText(member('history.inReview')).waitFor();
      await screenshot(page, 'membership-transfer-in-review');

      const pending = await runOps<{ id: number; customer_id: number; purpose: string }[]>(server, ['list-transfers']);
      const mine = pending.find((row) => row.customer_id === customer.userInfo.id && row.purpose === 'membership');
      expect(mine).toBeDefined();
      await runOps(server, ['review-transfer', '--id', String(mine?.id), '--approve']);

      await page.reload();
      await page.getByRole('heading', { name: 'Silver yearly member' }).waitFor();
      await history.getByText('Active', { exact: true }).waitFor();
      await screenshot(page, 'membership-transfer-approved');
    } finally {
      await context.close();
    }
  });

  it('buys a plan by card in the sandbox and comes back to the member centre, which follows the payment to active', async () => {
    const customer = await registerThroughApi(server);
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/member');
      const plan = page.getByRole('article', { name: 'Gold monthly' });
      await plan.getByRole('button', { name: member('buy.choose') }).click();
      await plan.getByText('Credit card (Visa, Mastercard)', { exact: true }).click();
      await page.getByRole('checkbox', { name: member('rules.agree') }).check();
      await plan.getByRole('button', { name: member('buy.submit').replace('{{price}}', 'AUD 10.00') }).click();
      // The provider's (sandbox) page, outside the app.
      await page.getByRole('button', { name: 'Pay AUD 10.00' }).click();
      await heading(page, route('personal.member')).waitFor();
      await page.getByText('Payment completed').waitFor();
      await page.getByRole('heading', { name: 'Gold monthly member' }).waitFor();
      await screenshot(page, 'membership-card-paid');
    } finally {
      await context.close();
    }
  });
});
