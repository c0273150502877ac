import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelInStock } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF_ENV, writeSolidPng } from './support/ops.js';
import { heading } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';
import { packedWaybill } from './support/waybills.js';

const route = (key: string) => text('en', 'routes', key);
const pay = (key: string) => text('en', 'payments', key);
const back = (page: Page) => page.getByRole('button', { name: text('en', 'common', 'back'), exact: true }).click();
const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/**
 * One navigation model (issue 25 item 3): Back returns to where the customer came from, a deep link opened cold goes
 * Back to its parent screen (never out of the app), a finished payment goes Back to the screen before the pay flow,
 * and the tab bar brings a list back with its filter and scroll.
 */
describe('Back and the tab bar in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;
  let files: string;
  const waybills: { id: number; shipment_id: string }[] = [];
  let tracking = '';

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
    const stamp = String(Date.now()).slice(-7);
    waybills.push(await packedWaybill(server, customer, `NAV${stamp}1`));
    tracking = `NAV${stamp}2`;
    await parcelInStock(server, customer, tracking);
    files = mkdtempSync(join(tmpdir(), 'parcelway-navigation-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  it('a list keeps its filter through a detail and Back, and through the tab bar; its scroll comes back with it', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/waybill/list');
      await page.getByRole('tab', { name: new RegExp(`^${text('en', 'waybills', 'filters.pay_now')}`) }).click();
      await expect.poll(() => hashOf(page)).toContain('status=pay_now');
      const [waybill] = waybills;
      await page
        .getByRole('link', { name: new RegExp(waybill?.shipment_id ?? '') })
        .first()
        .click();
      await heading(page, route('waybill.detail')).waitFor();

      await back(page);
      await heading(page, route('waybill.list')).waitFor();
      expect(hashOf(page)).toContain('status=pay_now');
      await expect
        .poll(() => page.getByRole('tab', { selected: true }).textContent())
        .toContain(text('en', 'waybills', 'filters.pay_now'));

      // To another tab and back with the tab bar: the filter is still there.
      const tabs = page.getByRole('navigation', { name: text('en', 'common', 'tabs.label') });
      await tabs.getByText(text('en', 'common', 'tabs.personal'), { exact: true }).click();
      await heading(page, route('personal.index')).waitFor();
      // Scroll the Me tab, leave it and come back: the same place.
      const scrolled = await page.evaluate(() => {
        window.scrollTo(0, 200);
        return window.scrollY;
      });
      await tabs.getByText(text('en', 'common', 'tabs.waybills'), { exact: true }).click();
      await heading(page, route('waybill.list')).waitFor();
      expect(hashOf(page)).toContain('status=pay_now');
      await tabs.getByText(text('en', 'common', 'tabs.personal'), { exact: true }).click();
      await heading(page, route('personal.index')).waitFor();
      if (scrolled > 0) await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    } finally {
      await context.close();
    }
  });

  it('a deep link opened cold goes Back to its parent screen, inside the app', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      const [waybill] = waybills;
      await openAsCustomer(page, server, customer, `/pages/waybill/payLog?waybillId=${waybill?.id}`);
      await heading(page, route('waybill.payLog')).waitFor();
      await back(page);
      await heading(page, route('waybill.detail')).waitFor();
      expect(hashOf(page)).toContain(`id=${waybill?.id}`);
      await back(page);
      await heading(page, route('waybill.list')).waitFor();
      expect(page.url()).toContain(server.baseUrl);
    } finally {
      await context.close();
    }
  });

  it('after paying by bank transfer, Back leaves the pay flow for the screen before it', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      const [waybill] = waybills;
      await openAsCustomer(page, server, customer, '/pages/waybill/list');
      await page
        .getByRole('link', { name: new RegExp(waybill?.shipment_id ?? '') })
        .first()
        .click();
      await heading(page, route('waybill.detail')).waitFor();
      await page.getByRole('button', { name: text('en', 'waybills', 'detail.pay') }).click();
      await heading(page, route('waybill.pay')).waitFor();
      await page.getByText('Bank transfer', { exact: true }).click();
      await page.getByRole('button', { name: pay('pay.submit'), exact: true }).click();
      await heading(page, route('waybill.pay_bank')).waitFor();

      // Back from the bank page returns to the pay page.
      await back(page);
      await heading(page, route('waybill.pay')).waitFor();
      await page.getByText('Bank transfer', { exact: true }).click();
      await page.getByRole('button', { name: pay('pay.submit'), exact: true }).click();
      await heading(page, route('waybill.pay_bank')).waitFor();
      await page.locator('input[type=file]').setInputFiles(writeSolidPng(files, 'transfer.png', [200, 120, 40]));
      await page.getByRole('img', { name: 'Picture 1' }).waitFor();
      await page.getByRole('button', { name: pay('payBank.submit') }).click();
      await heading(page, route('waybill.paymentStatus')).waitFor();

      await back(page);
      await heading(page, route('waybill.detail')).waitFor();
      await back(page);
      await heading(page, route('waybill.list')).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a step of the submission saved goes back to the overview, and Back from the overview leaves the flow', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/parcel/list');
      const select = text('en', 'parcels', 'list.select').replace('{{tracking}}', tracking);
      await page.getByRole('checkbox', { name: select }).check();
      await page.getByRole('button', { name: text('en', 'parcels', 'list.submit') }).click();
      await heading(page, route('submit.parcel')).waitFor();
      const steps = page.getByRole('navigation', { name: text('en', 'waybills', 'flow.stepsTitle') });
      await steps.getByText(text('en', 'waybills', 'steps.shipper'), { exact: true }).click();
      await page.getByText(text('en', 'waybills', 'shipper.reasons.personal_use'), { exact: true }).click();
      await page.getByText(text('en', 'waybills', 'shipper.actions.return'), { exact: true }).click();
      await page.getByRole('button', { name: text('en', 'waybills', 'flow.saveStep') }).click();
      await heading(page, route('submit.parcel')).waitFor();
      await steps.getByText(text('en', 'waybills', 'steps.extras'), { exact: true }).click();
      await heading(page, route('submit.chooseExtraParcel')).waitFor();
      // Back from a step without saving: the overview, too.
      await back(page);
      await heading(page, route('submit.parcel')).waitFor();

      await back(page);
      await heading(page, route('parcel.list')).waitFor();
    } finally {
      await context.close();
    }
  });
});
