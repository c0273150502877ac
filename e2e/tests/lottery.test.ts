import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF_ENV, writeSolidPng } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const coupons = (key: string) => text('en', 'coupons', key);
const pay = (key: string) => text('en', 'payments', key);
const route = (key: string) => text('en', 'routes', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

describe('the top-up lottery wheel in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let files: string;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser();
    files = mkdtempSync(join(tmpdir(), 'parcelway-lottery-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    rmSync(files, { recursive: true, force: true });
  });

  it('a top-up approved by staff earns a draw, and the draw wins points shown on the page', async () => {
    await runOps(server, [
      'lottery-wheel',
      '--name-en',
      'Top-up wheel',
      '--name-cn',
      '充值转盘',
      '--name-tw',
      '儲值轉盤',
      '--min-top-up',
      '50',
      '--prize',
      'points=88 weight=1 name=88 points|88积分|88點數',
    ]);
    const customer = await registerThroughApi(server);
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/topUp');
      await heading(page, route('personal.topUp')).waitFor();
      await page.getByRole('heading', { name: 'Top-up wheel' }).waitFor();
      await page.getByText(fill(coupons('lottery.drawsLeft_other'), { count: 0 })).waitFor();

      // A top-up by bank transfer, approved by staff.
      await page.getByText('Bank transfer', { exact: true }).click();
      await page.getByLabel(fill(pay('topUp.amount'), { currency: 'AUD' })).fill('100');
      await page.locator('input[type=file]').setInputFiles(writeSolidPng(files, 'top-up.png', [40, 120, 200]));
      await page.getByRole('img', { name: 'Picture 1' }).waitFor();
      await page.getByRole('checkbox', { name: pay('topUp.agree') }).check();
      await page.getByRole('button', { name: pay('topUp.submit') }).click();
      await heading(page, route('personal.rechargeRecord')).waitFor();
      const topUps = await runOps<{ id: number; customer_id: number }[]>(server, ['list-topups']);
      const topUp = topUps.find((row) => row.customer_id === customer.userInfo.id);
      await runOps(server, ['review-topup', '--id', String(topUp?.id), '--approve']);

      await page.goto(`${server.baseUrl}/#/pages/personal/topUp`);
      await page.getByText(fill(coupons('lottery.drawsLeft_one'), { count: 1 })).waitFor();
      await page.getByRole('button', { name: coupons('lottery.draw') }).click();
      await page
        .getByRole('status')
        .getByText(fill(coupons('lottery.won'), { prize: '88 points' }))
        .waitFor();
      await page.getByText(fill(coupons('lottery.drawsLeft_other'), { count: 0 })).waitFor();
      await screenshot(page, 'lottery-01-won');
    } finally {
      await context.close();
    }
  });
});
