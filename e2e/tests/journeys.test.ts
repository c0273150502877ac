import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../apps/web/src/app/routes.js';
import { launchBrowser, openPhonePage, PHONE_VIEWPORT } from './support/browser.js';
import { ServerProcess } from './support/server.js';
import { confirmationSentTo, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '../artifacts');
mkdirSync(artifacts, { recursive: true });
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
/**
 * Later steps of a flow that send a visitor who skipped the earlier steps back to its first step, and the ways in
 * that send a signed-in customer Home.
 */
const FLOW_STEPS: Record<string, string> = {
  '/pages/login/index': '/pages/index/index',
  '/pages/login/email': '/pages/index/index',
  '/pages/login/sign': '/pages/index/index',
  '/pages/login/check': '/pages/login/forgot',
  '/pages/login/newpsw': '/pages/login/forgot',
  '/pages/login/verification': '/pages/login/mobile',
  '/pages/personal/resetnewpwd': '/pages/personal/resetcode',
};
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('customer journeys in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { RATE_LIMIT_REGISTER_PER_MINUTE: '100' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('first launch → logo → language → sign up (weak password first) → confirm later → shopping address → banner → the mail’s link → other languages → log out → log in', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      // First launch in an English browser: English is stored and offered, and the logo page comes first, with no
      // Back (there is nothing of the app behind it).
      const back = page.getByRole('button', { name: text('en', 'common', 'back'), exact: true });
      await page.goto(`${server.baseUrl}/`);
      await page.waitForURL(/#\/pages\/index\/logo/);
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
      await screenshot(page, '01-logo');
      expect(await back.count()).toBe(0);
      await page.getByRole('button', { name: text('en', 'auth', 'logo.start') }).click();

      // Without a session the language chooser follows, English chosen already.
      await heading(page, text('en', 'routes', 'login.changeLang')).waitFor();
      expect(await page.locator('.adm-check-list-item-active').textContent()).toMatch(/^English/);
      expect(await back.count()).toBe(0);
      await screenshot(page, '02-language');
      await page.getByRole('button', { name: text('en', 'common', 'next') }).click();
      await page.getByRole('button', { name: text('en', 'auth', 'loginIndex.signUp') }).click();

      // Sign up: a weak password is refused in the form with the rule, then a good one goes through.
      await heading(page, text('en', 'routes', 'login.sign')).waitFor();
      const email = `journey.${Date.now()}@example.com`;
      await page.getByLabel(text('en', 'auth', 'fields.firstName')).fill('Mei');
      await page.getByLabel(text('en', 'auth', 'fields.lastName')).fill('Lin');
      await page.getByLabel(text('en', 'auth', 'fields.email')).fill(email);
      await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill('weakpass');
      await page.getByLabel(text('en', 'auth', 'fields.confirmPassword')).fill('weakpass');
      await page.getByText('Australia warehouse', { exact: true }).click();
      await page.getByRole('checkbox', { name: text('en', 'auth', 'signUp.agree') }).check();
      await page.getByRole('button', { name: text('en', 'auth', 'signUp.submit') }).click();
      const rule = page.getByRole('alert').filter({ hasText: 'at least 8 characters' });
      await rule.first().waitFor();
      // The rule is said once: the error takes the hint's place.
      expect(await page.getByText(/at least 8 characters/i).count()).toBe(1);
      await screenshot(page, '03-sign-up-weak-password');
      expect(page.url()).toContain('#/pages/login/sign');

      await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill('Parcel2026');
      await page.getByLabel(text('en', 'auth', 'fields.confirmPassword')).fill('Parcel2026');
      await page.getByRole('button', { name: text('en', 'auth', 'signUp.submit') }).click();

      // The address's confirmation went out: the code screen says where; the account works meanwhile ("Later").
      await page.waitForURL(/#\/pages\/login\/verification\?for=email/);
      await page.getByText(email, { exact: false }).first().waitFor();
      await screenshot(page, '04a-confirm-email');
      await page.getByRole('button', { name: text('en', 'auth', 'emailConfirm.later') }).click();

      // The shopping address, after the usage terms, carries the new support number.
      await page.waitForURL(/#\/pages\/personal\/warehouseDetail/);
      await page.getByRole('button', { name: text('en', 'account', 'warehouse.terms.accept') }).click();
      const supportNumber = await page.evaluate(
        () => JSON.parse(localStorage.getItem('user_info') ?? '{}').support_number,
      );
      expect(supportNumber).toMatch(/^\d{6}$/);
      await page.getByText(`PW${supportNumber}`).first().waitFor();
      await screenshot(page, '04-shopping-address');

      // Home says the address waits; the mail's link, opened on this phone (where the account is signed in), confirms
      // it and keeps the session and the password. (Opened where the account is not signed in, the first proof also
      // takes the account back from whoever signed up: apps/server/test/email-confirmation.test.ts.)
      await page.goto(`${server.baseUrl}/#/pages/index/index`);
      const banner = page.getByRole('region', { name: text('en', 'auth', 'emailConfirm.bannerTitle') });
      await banner.waitFor();
      await screenshot(page, '04b-home-confirm-banner');
      const { link } = await confirmationSentTo(server, email);
      await page.goto(`${server.baseUrl}/#${link}`);
      await page.getByText(text('en', 'auth', 'emailConfirm.linkDoneTitle')).waitFor();
      await screenshot(page, '04c-link-confirmed');
      // Opened again, the link changes nothing and still says it is done.
      await page.reload();
      await page.getByText(text('en', 'auth', 'emailConfirm.linkDoneTitle')).waitFor();
      await page.goto(`${server.baseUrl}/#/pages/personal/index`);
      await heading(page, text('en', 'routes', 'personal.index')).waitFor();
      await page.goto(`${server.baseUrl}/#/pages/index/index`);
      await heading(page, text('en', 'routes', 'index.index')).waitFor();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('user_info') ?? '{}').email_verified === true);
      expect(await banner.count()).toBe(0);

      // Traditional Chinese, then back to English: titles and the server's messages follow.
      await page.goto(`${server.baseUrl}/#/pages/personal/langCurrency`);
      await page.getByText('繁體中文', { exact: true }).click();
      await heading(page, text('tw', 'routes', 'personal.langCurrency')).waitFor();
      await page.goto(`${server.baseUrl}/#/pages/personal/index`);
      await heading(page, text('tw', 'routes', 'personal.index')).waitFor();
      await screenshot(page, '05-personal-centre-tw');
      const userInTw = await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? '{}').language);
      expect(userInTw).toBe('tw');
      await page.goto(`${server.baseUrl}/#/pages/personal/langCurrency`);
      await page.getByText('English', { exact: true }).click();
      await heading(page, text('en', 'routes', 'personal.langCurrency')).waitFor();

      // Log out, then log in again with the new account.
      await page.goto(`${server.baseUrl}/#/pages/personal/index`);
      await page
        .getByRole('button', { name: text('en', 'account', 'personal.logout') })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text('en', 'account', 'personal.logout') })
        .click();
      await page.waitForURL(/#\/pages\/login\/email/);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

      await page.getByLabel(text('en', 'auth', 'fields.email')).fill(email);
      await page.getByLabel(text('en', 'auth', 'fields.password')).fill('Wrong2026x');
      await page.getByRole('button', { name: text('en', 'auth', 'login.submit') }).click();
      await page.getByText('The email or password is incorrect.').first().waitFor();
      await page.getByLabel(text('en', 'auth', 'fields.password')).fill('Parcel2026');
      await screenshot(page, '06-email-login');
      await page.getByRole('button', { name: text('en', 'auth', 'login.submit') }).click();
      await heading(page, text('en', 'routes', 'index.index')).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it("starts a browser in none of the app's languages in Chinese (SPEC §2), and a Taiwanese one in Traditional", async () => {
    for (const [locale, stored] of [
      ['fr-FR', 'cn'],
      ['zh-TW', 'tw'],
    ] as const) {
      const context = await browser.newContext({ viewport: { ...PHONE_VIEWPORT }, locale });
      try {
        const page = await context.newPage();
        await page.goto(`${server.baseUrl}/`);
        await page.waitForURL(/#\/pages\/index\/logo/);
        expect(await page.evaluate(() => localStorage.getItem('lang')), locale).toBe(stored);
        await page.getByRole('button', { name: text(stored, 'auth', 'logo.start') }).waitFor();
      } finally {
        await context.close();
      }
    }
  });

  it('opens every route of the specification for a logged-in customer, none of them "not found"', async () => {
    const customer = await registerThroughApi(server);
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/index/index');
      await heading(page, text('en', 'routes', 'index.index')).waitFor();
      const failures: string[] = [];
      for (const route of APP_ROUTES) {
        await page.evaluate((path) => {
          window.location.hash = `#${path}`;
        }, route.path);
        const [group = '', name = ''] = route.titleKey.split('.');
        const title = text('en', 'routes', `${group}.${name}`);
        const flowStart = FLOW_STEPS[route.path];
        try {
          if (flowStart) {
            await page.waitForURL((url) => url.hash === `#${flowStart}`, { timeout: 10_000 });
            continue;
          }
          await heading(page, title).waitFor({ timeout: 10_000 });
          if (await page.getByText(text('en', 'common', 'notFound.title')).count())
            failures.push(`${route.path}: not found`);
        } catch {
          failures.push(`${route.path}: no "${title}" heading (at ${page.url()})`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
