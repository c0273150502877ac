import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAYBILL_FILTER_NAMES } from '../../packages/domain/src/waybills/status.js';
import { parcelInStock } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF_ENV, writeSolidPng } from './support/ops.js';
import { heading } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, openAsVisitor, registerThroughApi } from './support/session.js';
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

  it('filter tabs follow the arrow keys, Home and End, and keep the filter in the address', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/waybill/list');
      const chosen = page.getByRole('tab', { selected: true });
      await expect.poll(() => chosen.textContent()).toContain(text('en', 'waybills', 'filters.all'));
      // The row is named by the screen's heading.
      expect(await page.getByRole('tablist', { name: route('waybill.list'), exact: true }).count()).toBe(1);
      // Tab reaches the row through its chosen tab only.
      expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
      await chosen.focus();
      await page.keyboard.press('ArrowRight');
      const [, second] = WAYBILL_FILTER_NAMES;
      await expect.poll(() => hashOf(page)).toContain(`status=${second}`);
      await expect.poll(() => chosen.textContent()).toContain(text('en', 'waybills', `filters.${second}`));
      // The tab chosen by key has the focus, so the next key moves on from it.
      await page.keyboard.press('End');
      const last = WAYBILL_FILTER_NAMES[WAYBILL_FILTER_NAMES.length - 1];
      await expect.poll(() => hashOf(page)).toContain(`status=${last}`);
      expect(await chosen.evaluate((tab) => tab === document.activeElement)).toBe(true);
      // Past the last tab comes the first again: the default filter, which the address leaves out.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => chosen.textContent()).toContain(text('en', 'waybills', 'filters.all'));
      expect(hashOf(page)).not.toContain('status=');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => hashOf(page)).toContain(`status=${last}`);
      // The list below the row is the chosen tab's panel, named by it.
      const panel = page.getByRole('tabpanel', { name: new RegExp(`^${text('en', 'waybills', `filters.${last}`)}`) });
      await panel.waitFor();
      expect(await panel.getAttribute('id')).toBe(await chosen.getAttribute('aria-controls'));
      // Tab from the chosen tab reaches the panel itself, whatever the list starts with; Shift+Tab comes back.
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await chosen.evaluate((tab) => tab === document.activeElement)).toBe(true);
      await page.keyboard.press('Home');
      await expect.poll(() => hashOf(page)).not.toContain('status=');
      await expect.poll(() => chosen.textContent()).toContain(text('en', 'waybills', 'filters.all'));

      // Warehouse news has an address per tab: the key opens the next screen, whose tab row keeps the focus.
      await page.goto(`${server.baseUrl}/#/pages/personal/warehouseNews`);
      await heading(page, route('personal.warehouseNews')).waitFor();
      await chosen.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => hashOf(page)).toBe('#/pages/personal/warehouseNewsSeFloor');
      await expect.poll(() => chosen.textContent()).toBe(text('en', 'content', 'news.second_floor'));
      await expect.poll(() => chosen.evaluate((tab) => tab === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => hashOf(page)).toBe('#/pages/personal/warehouseNewsThFloor');
      await expect.poll(() => chosen.textContent()).toBe(text('en', 'content', 'news.third_floor'));
      await expect.poll(() => chosen.evaluate((tab) => tab === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('an address in other letter case or with a trailing slash opens its screen, under the same launch rules', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      // The screen's own address replaces the variant, so everything that reads the address sees the one.
      await openAsCustomer(page, server, customer, '/pages/WAYBILL/List/?status=pay_now');
      await heading(page, route('waybill.list')).waitFor();
      await expect.poll(() => hashOf(page)).toBe('#/pages/waybill/list?status=pay_now');
      await page.goto(`${server.baseUrl}/#/pages/parcel/%6Cist`);
      await heading(page, route('parcel.list')).waitFor();
      await expect.poll(() => hashOf(page)).toBe('#/pages/parcel/list');
      // A way in opened that way still sends a signed-in customer Home.
      await page.goto(`${server.baseUrl}/#/pages/login/Email`);
      await heading(page, route('index.index')).waitFor();
      // Without a session, a private screen opened that way goes to the language chooser first.
      await page.evaluate(() => localStorage.removeItem('access_token'));
      await page.goto(`${server.baseUrl}/#/pages/parcel/list/`);
      await heading(page, route('login.changeLang')).waitFor();
    } finally {
      await context.close();
    }
  });

  it("the forgotten-password page's two forms keep what was typed while the other is shown", async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsVisitor(page, server, '/pages/login/forgot');
      await heading(page, route('login.forgot')).waitFor();
      const email = page.getByRole('textbox', { name: text('en', 'auth', 'fields.email') });
      await email.fill('mei.lin@example.com');
      await page.getByRole('tab', { name: text('en', 'auth', 'forgot.byPhone') }).click();
      await expect.poll(() => email.isVisible()).toBe(false);
      await page.getByRole('tabpanel', { name: text('en', 'auth', 'forgot.byPhone') }).waitFor();
      await page.getByRole('tab', { name: text('en', 'auth', 'forgot.byEmail') }).click();
      await expect.poll(() => email.isVisible()).toBe(true);
      expect(await email.inputValue()).toBe('mei.lin@example.com');
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
