import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, RECIPIENT_LIN } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF_ENV, writeSolidPng } from './support/ops.js';
import { heading, screenshot, watchForText } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';
import { pack, packedWaybill, submittedWaybill } from './support/waybills.js';

const pay = (key: string) => text('en', 'payments', key);
const route = (key: string) => text('en', 'routes', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** SPEC §8 and the shared catalogue, word for word. */
const SELECT_OPTION = 'Please select payment option';
const SHOPPER_NAME_REQUIRED = 'Shopper name required';
const PROOF_REQUIRED = 'Please upload the transfer proof: one png, jpg or pdf under 1 MB.';
const PAID = 'Payment successful';
const COMPLETED = 'Payment completed';
const NOT_COMPLETED = 'Payment not completed yet';
const PAYMENT_FAILED = 'Payment failed, please try again later';

interface PayView {
  total: string;
  payable: string;
  balance: string;
  points: { points: number; points_used: number; offset: string };
}

const statusOf = async (server: ServerProcess, customer: ApiCustomer, id: number) =>
  (await callApi<{ status: string }>(server, customer, 'GET', `/api/shipmentDetail/${id}`)).status;

/** From the waybill's detail, "Pay now" to the pay page. */
async function openPayPage(page: Page, server: ServerProcess, customer: ApiCustomer, waybillId: number) {
  await openAsCustomer(page, server, customer, `/pages/waybill/detail?id=${waybillId}`);
  await page.getByRole('button', { name: text('en', 'waybills', 'detail.pay') }).click();
  await heading(page, route('waybill.pay')).waitFor();
  await page.getByRole('button', { name: pay('pay.submit'), exact: true }).waitFor();
}

/** Chooses a method and waits for the form to show it chosen, so Pay is never pressed before the choice is drawn. */
const chooseMethod = async (page: Page, name: string) => {
  await page.getByText(name, { exact: true }).click();
  await page.getByRole('option', { name, selected: true }).waitFor();
};
const payButton = (page: Page) => page.getByRole('button', { name: pay('pay.submit'), exact: true });

describe('paying a waybill in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let files: string;
  const stamp = String(Date.now()).slice(-7);

  beforeAll(async () => {
    // Each staff command logs in: more than the 10 logins a minute a person gets.
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser({ pdfViewer: true });
    files = mkdtempSync(join(tmpdir(), 'parcelway-waybill-pay-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    rmSync(files, { recursive: true, force: true });
  });

  it('tops up by bank transfer, staff approve; pays a packed waybill with balance, points and a staff coupon; the ledger shows each entry', async () => {
    const customer = await registerThroughApi(server);
    const customerId = String(customer.userInfo.id);
    const { context, page } = await openPhonePage(browser);
    try {
      // ── Top up AU$200 by bank transfer; staff approve it.
      await openAsCustomer(page, server, customer, '/pages/personal/topUp');
      await heading(page, route('personal.topUp')).waitFor();
      await page.getByText('Top up AUD 200.00, get AUD 5.00 bonus', { exact: true }).click();
      await page.getByText('Bank transfer', { exact: true }).click();
      await page.locator('input[type=file]').setInputFiles(writeSolidPng(files, 'top-up.png', [40, 120, 200]));
      await page.getByRole('img', { name: 'Picture 1' }).waitFor();
      await page.getByRole('checkbox', { name: pay('topUp.agree') }).check();
      await page.getByRole('button', { name: pay('topUp.submit') }).click();
      await heading(page, route('personal.rechargeRecord')).waitFor();
      const topUps = await runOps<{ id: number; customer_id: number }[]>(server, ['list-topups']);
      const topUp = topUps.find((row) => row.customer_id === customer.userInfo.id);
      await runOps(server, ['review-topup', '--id', String(topUp?.id), '--approve']);

      // ── Points from staff, a coupon from staff, and a packed waybill waiting for payment.
      await runOps(server, ['adjust-points', '--customer', customerId, '--points', '500', '--reason', 'Welcome']);
      const coupon = await runOps<{ id: number; code: string }>(server, [
        'issue-coupon',
        '--currency',
        'AUD',
        '--amount',
        '5',
        '--customer',
        customerId,
      ]);
      const waybill = await packedWaybill(server, customer, `WPA${stamp}1`);

      await openPayPage(page, server, customer, waybill.id);
      await page.getByText(fill(pay('pay.shipmentNumber'), { number: waybill.shipment_id })).waitFor();
      await page.getByText('AUD 205.00', { exact: true }).first().waitFor();
      await screenshot(page, 'waybill-pay-01-page');

      // No method chosen: the form says so, beside the methods and in a toast, and nothing is paid.
      await payButton(page).click();
      await page.getByRole('alert').filter({ hasText: SELECT_OPTION }).waitFor();
      expect(await statusOf(server, customer, waybill.id)).toBe('pay_now');

      // ── Points on, the staff's coupon chosen on the coupon screen.
      const usePoints = page.getByRole('switch', { name: pay('pay.usePoints') });
      await usePoints.click();
      await expect.poll(() => usePoints.getAttribute('aria-checked')).toBe('true');
      await page.getByText(pay('pay.chooseCoupon'), { exact: true }).click();
      await heading(page, route('waybill.coupon')).waitFor();
      await page.getByRole('button', { name: fill(pay('coupons.use'), { code: coupon.code }) }).click();
      await heading(page, route('waybill.pay')).waitFor();
      await page.getByText(fill(pay('pay.couponChosen'), { code: coupon.code, discount: 'AUD 5.00' })).waitFor();
      const shown = await callApi<PayView>(
        server,
        customer,
        'GET',
        `/api/getPayView?shipmentId=${waybill.id}&currency=AUD&usePoints=true&couponId=${coupon.id}`,
      );
      expect(shown.points.points_used).toBeGreaterThan(0);
      await page.getByText(`AUD ${shown.payable}`, { exact: true }).waitFor();
      await screenshot(page, 'waybill-pay-02-points-coupon');

      // ── Balance pays the rest: "Payment successful", then the status page about a second later.
      await chooseMethod(page, 'Balance');
      // Shown for two seconds as the page moves on: watched from before the click, not polled for after it.
      const paid = await watchForText(page, PAID);
      await payButton(page).click();
      await paid();
      await heading(page, route('waybill.paymentStatus')).waitFor();
      await page.getByText(COMPLETED).waitFor();
      await page.getByText(`AUD ${shown.payable}`).waitFor();
      await screenshot(page, 'waybill-pay-03-status');
      expect(await statusOf(server, customer, waybill.id)).toBe('paid');

      // ── The ledger: the payment out of the balance; the points spent in the points log.
      await page.goto(`${server.baseUrl}/#/pages/personal/bill`);
      await heading(page, route('personal.bill')).waitFor();
      await page.getByText(`-AUD ${shown.payable}`).waitFor();
      await page.getByText('+AUD 200.00').waitFor();
      await page.goto(`${server.baseUrl}/#/pages/personal/log`);
      await heading(page, route('personal.log')).waitFor();
      await page.getByText('Points used', { exact: true }).waitFor();
      await page.getByText(`-${shown.points.points_used}`, { exact: true }).waitFor();
      await screenshot(page, 'waybill-pay-04-points-log');

      // ── The waybill's payment records, and its invoice in a new window.
      await page.goto(`${server.baseUrl}/#/pages/waybill/detail?id=${waybill.id}`);
      await heading(page, route('waybill.detail')).waitFor();
      await page.getByRole('link', { name: text('en', 'waybills', 'detail.payLog') }).click();
      await heading(page, route('waybill.payLog')).waitFor();
      await page.getByText(`AUD ${shown.payable}`).waitFor();
      await page.getByText('Paid', { exact: true }).waitFor();
      await page.goBack();
      await heading(page, route('waybill.detail')).waitFor();
      const [invoice] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: text('en', 'waybills', 'detail.invoice') }).click(),
      ]);
      await expect.poll(() => invoice.url(), { timeout: 15_000 }).toContain('/files/');
    } finally {
      await context.close();
    }
  });

  it('pays by bank transfer: the proof uploaded, the waybill in review, staff approve, paid and mailed', async () => {
    const customer = await registerThroughApi(server);
    const waybill = await packedWaybill(server, customer, `WPB${stamp}2`);
    const { context, page } = await openPhonePage(browser);
    try {
      await openPayPage(page, server, customer, waybill.id);
      await chooseMethod(page, 'Bank transfer');
      await payButton(page).click();
      await heading(page, route('waybill.pay_bank')).waitFor();
      await page.getByText('Commonwealth Bank of Australia').waitFor();
      await page.getByText(waybill.shipment_id, { exact: true }).waitFor();

      // The proof first: the form says so and sends nothing.
      await page.getByRole('button', { name: pay('payBank.submit') }).click();
      await page.getByRole('alert').filter({ hasText: PROOF_REQUIRED }).waitFor();
      await page.locator('input[type=file]').setInputFiles(writeSolidPng(files, 'transfer.png', [200, 120, 40]));
      await page.getByRole('img', { name: 'Picture 1' }).waitFor();
      await screenshot(page, 'waybill-pay-05-bank-transfer');
      await page.getByRole('button', { name: pay('payBank.submit') }).click();

      await heading(page, route('waybill.paymentStatus')).waitFor();
      await page.getByText(NOT_COMPLETED).waitFor();
      await page.getByText(pay('result.transferReview')).waitFor();
      expect(await statusOf(server, customer, waybill.id)).toBe('bank_pending');

      await page.getByRole('button', { name: pay('status.toWaybill') }).click();
      await heading(page, route('waybill.detail')).waitFor();
      await page.getByText(text('en', 'waybills', 'detail.transferReview')).waitFor();
      await screenshot(page, 'waybill-pay-06-in-review');

      const transfers = await runOps<{ id: number; purpose: string; target_id: number }[]>(server, ['list-transfers']);
      const transfer = transfers.find((row) => row.purpose === 'waybill' && row.target_id === waybill.id);
      expect(transfer).toBeDefined();
      await runOps(server, ['review-transfer', '--id', String(transfer?.id), '--approve']);

      await page.goto(`${server.baseUrl}/#/pages/waybill/paymentStatus?waybillId=${waybill.id}`);
      await page.getByText(COMPLETED).waitFor();
      expect(await statusOf(server, customer, waybill.id)).toBe('paid');
      const mailbox = `${server.baseUrl}/dev/mailbox?to=${encodeURIComponent(customer.email)}`;
      await expect
        .poll(async () => {
          const mail = (await (await fetch(mailbox)).json()) as { data: { subject: string }[] };
          return mail.data.map((message) => message.subject);
        })
        .toContain(`Shipment ${waybill.shipment_id} is paid`);
    } finally {
      await context.close();
    }
  });

  it('pays by card in the sandbox: once failed, then paid', async () => {
    const customer = await registerThroughApi(server);
    const waybill = await packedWaybill(server, customer, `WPC${stamp}3`);
    const view = await callApi<PayView>(
      server,
      customer,
      'GET',
      `/api/getPayView?shipmentId=${waybill.id}&currency=AUD`,
    );
    const { context, page } = await openPhonePage(browser);
    try {
      await openPayPage(page, server, customer, waybill.id);
      await chooseMethod(page, 'Credit card (Visa, Mastercard)');
      await payButton(page).click();
      await heading(page, route('waybill.payAirwallex')).waitFor();
      await page.getByText('Credit card (Visa, Mastercard)').waitFor();
      await screenshot(page, 'waybill-pay-07-card-confirm');
      await page.getByRole('button', { name: fill(pay('checkout.pay'), { amount: `AUD ${view.payable}` }) }).click();

      // The provider's page fails it: back in the app, the status says so and offers to pay again.
      await page.getByRole('button', { name: 'Fail the payment' }).click();
      await heading(page, route('waybill.paymentStatus')).waitFor();
      await page.getByText(PAYMENT_FAILED).waitFor();
      await screenshot(page, 'waybill-pay-08-card-failed');
      expect(await statusOf(server, customer, waybill.id)).toBe('pay_now');

      await page.getByRole('button', { name: pay('result.again') }).click();
      await heading(page, route('waybill.pay')).waitFor();
      await chooseMethod(page, 'Credit card (Visa, Mastercard)');
      await payButton(page).click();
      await heading(page, route('waybill.payAirwallex')).waitFor();
      await page.getByRole('button', { name: fill(pay('checkout.pay'), { amount: `AUD ${view.payable}` }) }).click();
      await page.getByRole('button', { name: `Pay AUD ${view.payable}` }).click();
      await heading(page, route('waybill.paymentStatus')).waitFor();
      await page.getByText(COMPLETED).waitFor();
      await screenshot(page, 'waybill-pay-09-card-paid');
      expect(await statusOf(server, customer, waybill.id)).toBe('paid');
    } finally {
      await context.close();
    }
  });

  it('pays two waybills together from the balance (balance only); DuitNow asks for the shopper name; the WeChat link in CNY', async () => {
    const customer = await registerThroughApi(server);
    // Both submitted before staff pack them: an unpaid waybill blocks a new one in its warehouse (SPEC §4).
    const first = await submittedWaybill(server, customer, `WPD${stamp}4`);
    const second = await submittedWaybill(server, customer, `WPE${stamp}5`, RECIPIENT_LIN);
    await pack(server, first);
    await pack(server, second);
    const { context, page } = await openPhonePage(browser);
    try {
      // ── A card top-up of AU$150 in the sandbox.
      await openAsCustomer(page, server, customer, '/pages/personal/topUp');
      await page.getByLabel(pay('topUp.amount').replace('{{currency}}', 'AUD'), { exact: true }).fill('150');
      await page.getByText('Credit card (Visa, Mastercard)', { exact: true }).click();
      await page.getByRole('checkbox', { name: pay('topUp.agree') }).check();
      await page.getByRole('button', { name: pay('topUp.submit') }).click();
      await page.getByRole('button', { name: 'Pay AUD 150.00' }).click();
      await page.getByText(COMPLETED).waitFor();

      // ── Two chosen in the list, paid together.
      await page.goto(`${server.baseUrl}/#/pages/waybill/list`);
      await heading(page, route('waybill.list')).waitFor();
      for (const waybill of [first, second])
        await page
          .getByRole('checkbox', { name: fill(text('en', 'waybills', 'list.select'), { id: waybill.shipment_id }) })
          .check();
      await page.getByRole('button', { name: text('en', 'waybills', 'list.payTogether') }).click();
      await heading(page, route('waybill.batchPay')).waitFor();
      await page.getByText(first.shipment_id, { exact: true }).waitFor();
      await page.getByText(second.shipment_id, { exact: true }).waitFor();
      await page.getByText('supports only balance payment').waitFor();
      await page.getByText('AUD 76.00').first().waitFor();
      await screenshot(page, 'waybill-pay-10-batch');
      const batchPaid = await watchForText(page, PAID);
      await page.getByRole('button', { name: fill(pay('batch.submit'), { count: 2 }) }).click();
      await batchPaid();
      await heading(page, route('waybill.list')).waitFor();
      expect(await statusOf(server, customer, first.id)).toBe('paid');
      expect(await statusOf(server, customer, second.id)).toBe('paid');
      expect(await page.evaluate(() => localStorage.getItem('batch'))).toBeNull();

      // ── In CNY the WeChat link: copied, opened in WeChat, then "I have paid" checks the payment.
      const third = await packedWaybill(server, customer, `WPF${stamp}6`);
      await openPayPage(page, server, customer, third.id);
      // DuitNow (in MYR) asks for the shopper's name first.
      await page.getByText('MYR', { exact: true }).click();
      await chooseMethod(page, 'DuitNow');
      await payButton(page).click();
      await page.getByRole('alert').filter({ hasText: SHOPPER_NAME_REQUIRED }).waitFor();
      await page.getByLabel(pay('pay.shopperName')).fill('Mei Lin');
      await expect.poll(() => page.getByRole('alert').count()).toBe(0);
      await page.getByText('CNY', { exact: true }).click();
      await chooseMethod(page, 'WeChat Pay link');
      await payButton(page).click();
      await page.getByText(pay('wechat.instruction')).waitFor();
      await page.getByRole('link', { name: /\/pay\// }).waitFor();
      await page.getByRole('button', { name: `${text('en', 'common', 'copy')}: ${pay('wechat.link')}` }).waitFor();
      await screenshot(page, 'waybill-pay-11-wechat-link');
      await page.getByRole('button', { name: pay('wechat.paid') }).click();
      await heading(page, route('waybill.paymentStatus')).waitFor();
      await page.getByText(NOT_COMPLETED).waitFor();
    } finally {
      await context.close();
    }
  });
});
