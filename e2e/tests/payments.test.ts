import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF_ENV, writeSolidPng } from './support/ops.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '../artifacts');
mkdirSync(artifacts, { recursive: true });
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pay = (key: string) => text('en', 'payments', key);

/** SPEC §8 sentences, word for word (packages/domain's catalogue). */
const AGREE_FIRST = 'Please read and agree to the rules first';
const PAYMENT_FAILED = 'Payment failed, please try again later';

async function api<T>(server: ServerProcess, customer: ApiCustomer, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${customer.token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Fills the top-up form: amount, method (by its name), and the rules ticked. */
async function fillTopUp(page: Page, amount: string, method: string) {
  await page.getByLabel(pay('topUp.amount').replace('{{currency}}', 'AUD'), { exact: true }).fill(amount);
  await page.getByText(method, { exact: true }).click();
}

const agree = (page: Page) => page.getByRole('checkbox', { name: pay('topUp.agree') }).check();

describe('top-ups in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;
  let files: string;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: STAFF_ENV });
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
    files = mkdtempSync(join(tmpdir(), 'parcelway-proof-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    rmSync(files, { recursive: true, force: true });
  });

  it('tops up AU$200 with the offer by bank transfer: screenshot uploaded, staff approve, balance and bonus shown, email sent', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/topUp', 'en');
      await heading(page, text('en', 'routes', 'personal.topUp')).waitFor();
      await page.getByText('Top up AUD 200.00, get AUD 5.00 bonus', { exact: true }).click();
      await expect
        .poll(() => page.getByLabel(pay('topUp.amount').replace('{{currency}}', 'AUD'), { exact: true }).inputValue())
        .toBe('200.00');
      await page.getByText('Bank transfer', { exact: true }).click();
      await page.getByText('Commonwealth Bank of Australia').waitFor();
      await page.locator('input[type=file]').setInputFiles(writeSolidPng(files, 'transfer.png', [40, 120, 200]));
      await page.getByRole('img', { name: 'Picture 1' }).waitFor();

      // The rules first (SPEC §5): the form says SPEC §8's sentence and sends nothing.
      await page.getByRole('button', { name: pay('topUp.submit') }).click();
      await page.getByRole('alert').filter({ hasText: AGREE_FIRST }).waitFor();
      await screenshot(page, 'top-up-agree-first');
      expect((await api<{ total: number }>(server, customer, '/api/rechargeRecord')).total).toBe(0);

      await agree(page);
      await page.getByRole('button', { name: pay('topUp.submit') }).click();
      await heading(page, text('en', 'routes', 'personal.rechargeRecord')).waitFor();
      await page.getByText('Under review (1–2 working days)').waitFor();
      await screenshot(page, 'top-up-under-review');

      const pending = await runOps<{ id: number; customer_id: number }[]>(server, ['list-topups']);
      const mine = pending.find((row) => row.customer_id === customer.userInfo.id);
      expect(mine).toBeDefined();
      await runOps(server, ['review-topup', '--id', String(mine?.id), '--approve']);

      await page.goto(`${server.baseUrl}/#/pages/personal/accountBalance`);
      await heading(page, text('en', 'routes', 'personal.accountBalance')).waitFor();
      await page.getByText('AUD 205.00', { exact: true }).waitFor();
      await screenshot(page, 'top-up-balance');

      const mail = await (await fetch(`${server.baseUrl}/dev/mailbox?to=${encodeURIComponent(customer.email)}`)).json();
      const credited = (mail as { data: { subject: string; body: string }[] }).data.find(
        (message) => message.subject === 'Your Parcelway top-up is credited',
      );
      expect(credited?.body).toContain('with a bonus of AUD 5.00');

      await page.goto(`${server.baseUrl}/#/pages/personal/bill`);
      await heading(page, text('en', 'routes', 'personal.bill')).waitFor();
      await page.getByText('+AUD 5.00').waitFor();
      await page.getByText('+AUD 200.00').waitFor();
      await page.getByRole('button', { name: /Top-up bonus/ }).click();
      await page.getByText('Bonus credit cannot be withdrawn, transferred or refunded.').waitFor();
      await screenshot(page, 'top-up-ledger');
    } finally {
      await context.close();
    }
  });

  it('tops up by card in the sandbox: once paid, once failed', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/topUp', 'en');
      await heading(page, text('en', 'routes', 'personal.topUp')).waitFor();
      await fillTopUp(page, '50', 'Credit card (Visa, Mastercard)');
      await agree(page);
      await page.getByRole('button', { name: pay('topUp.submit') }).click();

      // The provider's hosted page (our sandbox), then back to the app with the result checked.
      await page.getByText('AUD 50.00', { exact: true }).waitFor();
      await screenshot(page, 'sandbox-checkout');
      await page.getByRole('button', { name: 'Pay AUD 50.00' }).click();
      await heading(page, text('en', 'routes', 'personal.rechargeRecord')).waitFor();
      await page.getByText('Payment completed').waitFor();
      await screenshot(page, 'card-top-up-paid');
      expect((await api<{ balance: string }>(server, customer, '/api/accountBalance')).balance).toBe('255.00');

      await page.goto(`${server.baseUrl}/#/pages/personal/topUp`);
      await heading(page, text('en', 'routes', 'personal.topUp')).waitFor();
      await fillTopUp(page, '30', 'Credit card (Visa, Mastercard)');
      await agree(page);
      await page.getByRole('button', { name: pay('topUp.submit') }).click();
      await page.getByRole('button', { name: 'Fail the payment' }).click();
      await heading(page, text('en', 'routes', 'personal.rechargeRecord')).waitFor();
      await page.getByText(PAYMENT_FAILED).waitFor();
      await page.getByText('Payment failed', { exact: true }).waitFor();
      await screenshot(page, 'card-top-up-failed');
      expect((await api<{ balance: string }>(server, customer, '/api/accountBalance')).balance).toBe('255.00');
    } finally {
      await context.close();
    }
  });
});
