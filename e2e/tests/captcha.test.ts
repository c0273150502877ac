import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaptchaStandIn, startCaptchaStandIn } from '../../apps/server/scripts/captcha-stand-in.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { rememberVisitor } from './support/session.js';
import { text } from './support/texts.js';

/** Third-party scripts against a local captcha provider (its widget script and siteverify) on this machine. */
describe('captcha and third-party scripts', () => {
  let standIn: CaptchaStandIn;
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    standIn = await startCaptchaStandIn();
    server = await ServerProcess.start({
      env: {
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SITE_KEY: standIn.siteKey,
        CAPTCHA_SECRET: standIn.secret,
        CAPTCHA_VERIFY_URL: standIn.verifyUrl,
        CAPTCHA_SCRIPT_URL: standIn.scriptUrl,
        PLAUSIBLE_DOMAIN: 'parcelway.example',
        PLAUSIBLE_SCRIPT_URL: `${standIn.origin}/plausible.js`,
        CONSENT_REQUIRED: 'everywhere',
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await standIn?.close();
  });

  it('sign-up asks for the captcha; a bad token is refused with the SPEC sentence, a good one signs up', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await rememberVisitor(page);
      await page.goto(`${server.baseUrl}/#/pages/login/sign`);
      const email = `captcha.${Date.now()}@example.com`;
      await page.getByLabel(text('en', 'auth', 'fields.firstName')).fill('Mei');
      await page.getByLabel(text('en', 'auth', 'fields.lastName')).fill('Lin');
      await page.getByLabel(text('en', 'auth', 'fields.email')).fill(email);
      await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill('Parcel2026');
      await page.getByLabel(text('en', 'auth', 'fields.confirmPassword')).fill('Parcel2026');
      await page.getByText('Australia warehouse', { exact: true }).click();
      await page.getByRole('checkbox', { name: text('en', 'auth', 'signUp.agree') }).check();
      // No widget script before a request needs it.
      expect(await page.locator(`script[src="${standIn.scriptUrl}"]`).count()).toBe(0);
      await page.getByRole('button', { name: text('en', 'auth', 'signUp.submit') }).click();

      // The provider's widget (the stand-in's script, allowed by the CSP) in a dialog.
      const dialog = page.getByRole('dialog');
      await dialog.getByText(text('en', 'common', 'captcha.title')).waitFor();
      await screenshot(page, 'captcha-01-widget');
      await dialog.getByRole('button', { name: 'Act as a bot' }).click();
      await page.getByText('Captcha Verificaiton failed, try again later').waitFor();
      await screenshot(page, 'captcha-02-refused');
      expect(page.url()).toContain('#/pages/login/sign');
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

      await page.getByRole('button', { name: text('en', 'auth', 'signUp.submit') }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'I am human' }).click();
      // Signed up: the screen for the address's confirmation code follows.
      await page.waitForURL(/#\/pages\/login\/verification\?for=email/);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('analytics loads only after the consent banner is accepted, and the choice is remembered', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await rememberVisitor(page);
      const analytics = page.locator('script[data-domain="parcelway.example"]');
      await page.goto(`${server.baseUrl}/#/pages/login/index`);
      const banner = page.getByRole('dialog', { name: text('en', 'consent', 'title') });
      await banner.waitFor();
      expect(await analytics.count()).toBe(0);
      await screenshot(page, 'captcha-03-consent');
      await banner.getByRole('button', { name: text('en', 'consent', 'accept') }).click();
      await analytics.waitFor({ state: 'attached' });
      expect(await analytics.getAttribute('src')).toBe(`${standIn.origin}/plausible.js`);
      expect(await banner.count()).toBe(0);

      // Remembered: the next visit loads it without asking.
      await page.reload();
      await analytics.waitFor({ state: 'attached' });
      expect(await page.getByRole('dialog', { name: text('en', 'consent', 'title') }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('declining keeps analytics out', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await rememberVisitor(page);
      await page.goto(`${server.baseUrl}/#/pages/login/index`);
      const banner = page.getByRole('dialog', { name: text('en', 'consent', 'title') });
      await banner.getByRole('button', { name: text('en', 'consent', 'decline') }).click();
      await page.reload();
      await page.getByRole('button', { name: text('en', 'auth', 'loginIndex.signUp') }).waitFor();
      await page.waitForTimeout(2000);
      expect(await page.locator('script[data-domain="parcelway.example"]').count()).toBe(0);
      expect(await banner.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the server header lists the configured origins', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    // Beside our own and the web app's inline launch script (by its hash).
    expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-[\\w+/=]+' ${standIn.origin};`));
    expect(policy).toContain(`frame-src 'self' ${standIn.origin};`);
  });
});
