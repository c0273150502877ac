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
import { packedWaybill } from './support/waybills.js';

const coupons = (key: string) => text('en', 'coupons', key);
const pay = (key: string) => text('en', 'payments', key);
const route = (key: string) => text('en', 'routes', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

describe('the coupon centre in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let files: string;
  const stamp = String(Date.now()).slice(-7);

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser();
    files = mkdtempSync(join(tmpdir(), 'parcelway-coupons-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    rmSync(files, { recursive: true, force: true });
  });

  it('offers a pop-up once on home, claims a coupon in the centre and pays a waybill with it', async () => {
    const customer = await registerThroughApi(server);
    await runOps(server, [
      'coupon-template',
      '--name-en',
      'Spring AU$6 off',
      '--name-cn',
      '春季减6澳元',
      '--name-tw',
      '春季減6澳幣',
      '--currency',
      'AUD',
      '--amount',
      '6',
      '--min-spend',
      '10',
      '--days',
      '30',
      '--total',
      '100',
    ]);
    await runOps(server, [
      'coupon-template',
      '--name-en',
      'Welcome gift',
      '--name-cn',
      '欢迎礼',
      '--name-tw',
      '歡迎禮',
      '--currency',
      'AUD',
      '--percent',
      '10',
      '--cap',
      '3',
      '--hidden',
      '--pop-up',
    ]);
    // A coupon for another warehouse: the pay page lists it, with the reason it cannot be used there.
    const elsewhere = await runOps<{ id: number }>(server, [
      'coupon-template',
      '--name-en',
      'Malaysia AU$4 off',
      '--name-cn',
      '马来西亚减4澳元',
      '--name-tw',
      '馬來西亞減4澳幣',
      '--currency',
      'AUD',
      '--amount',
      '4',
      '--store',
      '3',
    ]);
    await callApi(server, customer, 'POST', `/api/receiveCoupon/${elsewhere.id}`, {});
    const { context, page } = await openPhonePage(browser);
    try {
      // ── Home offers the pop-up; closed, it does not come back.
      await openAsCustomer(page, server, customer, '/pages/index/index');
      const popUp = page.getByRole('dialog').filter({ hasText: coupons('popUp.title') });
      await popUp.getByText('Welcome gift').waitFor();
      await screenshot(page, 'coupons-01-pop-up');
      await popUp.getByRole('button', { name: coupons('offers.claim') }).click();
      await popUp.waitFor({ state: 'detached' });
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      expect(await page.getByText(coupons('popUp.title')).count()).toBe(0);

      // ── The centre: claim the offer, see it under "Available" with its terms.
      await page.goto(`${server.baseUrl}/#/pages/personal/cupon`);
      await heading(page, route('personal.cupon')).waitFor();
      await page
        .getByRole('button', { name: fill(coupons('offers.claimNamed'), { title: 'Spring AU$6 off' }) })
        .click();
      await page.getByText(fill(coupons('offers.claimed'), { title: 'Spring AU$6 off' })).waitFor();
      await page.getByRole('tab', { name: fill(coupons('tabs.available'), { count: 3 }) }).waitFor();
      const mine = page.getByRole('listitem', { name: 'Spring AU$6 off' }).last();
      await mine.getByText(fill(coupons('face.minSpend'), { amount: 'AUD 10.00' })).waitFor();
      await mine.getByText(fill(coupons('owned.daysLeft_other'), { count: 30 })).waitFor();
      await screenshot(page, 'coupons-02-centre');

      // ── Redeeming without a code says so.
      await page.getByRole('button', { name: coupons('redeem.submit') }).click();
      await page.getByText('Redemption needs a code: please enter the coupon code.').waitFor();

      // ── Money to pay with: a top-up by bank transfer, approved by staff.
      await page.goto(`${server.baseUrl}/#/pages/personal/topUp`);
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

      // ── Pay a waybill with the claimed coupon, chosen on the pay page's coupon step.
      const list = await callApi<{ list: { id: number; code: string; title: string }[] }>(
        server,
        customer,
        'GET',
        '/api/couponList?tab=available',
      );
      const claimed = list.list.find((item) => item.title === 'Spring AU$6 off');
      if (!claimed) throw new Error('claimed coupon missing');
      const waybill = await packedWaybill(server, customer, `CPN${stamp}1`);
      await page.goto(`${server.baseUrl}/#/pages/waybill/detail?id=${waybill.id}`);
      await page.getByRole('button', { name: text('en', 'waybills', 'detail.pay') }).click();
      await heading(page, route('waybill.pay')).waitFor();
      await page.getByText(pay('pay.chooseCoupon'), { exact: true }).click();
      await heading(page, route('waybill.coupon')).waitFor();
      const foreign = page.getByRole('listitem').filter({ hasText: 'AUD 4.00' });
      await foreign.getByText('Only for shipments from Malaysia warehouse.').waitFor();
      await foreign.getByText(pay('coupons.unusable'), { exact: true }).waitFor();
      await foreign
        .getByText(`${pay('coupons.scope.all')} · ${fill(pay('coupons.warehouse'), { name: 'Malaysia warehouse' })}`)
        .waitFor();
      await screenshot(page, 'coupons-03-coupon-step');
      await page.getByRole('button', { name: fill(pay('coupons.use'), { code: claimed.code }) }).click();
      await heading(page, route('waybill.pay')).waitFor();
      await page.getByText(fill(pay('pay.couponChosen'), { code: claimed.code, discount: 'AUD 6.00' })).waitFor();
      await page.getByText('Balance', { exact: true }).click();
      await page.getByRole('button', { name: pay('pay.submit'), exact: true }).click();
      await heading(page, route('waybill.paymentStatus')).waitFor();
      await screenshot(page, 'coupons-04-paid');

      // ── The coupon is now under "Used", naming the shipment.
      await page.goto(`${server.baseUrl}/#/pages/personal/cupon`);
      await heading(page, route('personal.cupon')).waitFor();
      await page.getByRole('tab', { name: fill(coupons('tabs.used'), { count: 1 }) }).click();
      await page.getByText(fill(coupons('owned.usedOn'), { id: waybill.id })).waitFor();
      await screenshot(page, 'coupons-05-used');
    } finally {
      await context.close();
    }
  });
});
