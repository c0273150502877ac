import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcStandIn, startOidcStandIn } from '../../apps/server/scripts/oidc-stand-in.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { screenshot } from './support/page.js';
import { freePort, ServerProcess } from './support/server.js';
import { rememberVisitor } from './support/session.js';
import { text } from './support/texts.js';

/** Social sign-in against a real OpenID provider on this machine (oidc-provider), standing in for Google. */
describe('Continue with Google', () => {
  let provider: OidcStandIn;
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    provider = await startOidcStandIn({ redirectUris: [`${publicUrl}/auth/socialCallback`] });
    server = await ServerProcess.start({
      port,
      env: {
        PUBLIC_URL: publicUrl,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_ISSUER: provider.issuer,
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await provider?.close();
  });

  it('signs up at the provider, finishes on socialPage, lands home; the profile shows Google bound and keeps it as the last way in', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await rememberVisitor(page);
      await page.goto(`${server.baseUrl}/#/pages/login/index`);
      await page.getByRole('button', { name: text('en', 'auth', 'social.continueWith.google') }).click();

      // The local provider's own sign-in page.
      await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`));
      const email = `grace.hopper.${Date.now()}@example.com`;
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Sign in' }).click();

      // Back on socialPage: the verified email and names come from the provider; warehouse, currency and terms remain.
      await page.waitForURL(/#\/pages\/login\/socialPage\?ticket=/);
      await expect.poll(() => page.getByLabel(text('en', 'auth', 'fields.email')).inputValue()).toBe(email);
      expect(await page.getByLabel(text('en', 'auth', 'fields.firstName')).inputValue()).toBe('Grace');
      await page.getByText('Australia warehouse', { exact: true }).click();
      await page.getByRole('checkbox', { name: text('en', 'auth', 'signUp.agree') }).check();
      await screenshot(page, 'social-01-finish-sign-up');
      await page.getByRole('button', { name: text('en', 'auth', 'social.finish') }).click();
      await page.waitForURL(/#\/pages\/index\/index/);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

      // The profile lists Google as bound; unbinding the only way to sign in is refused with the reason.
      await page.goto(`${server.baseUrl}/#/pages/personal/information`);
      await page.getByText(text('en', 'account', 'socialAccounts.bound').replace('{{email}}', email)).waitFor();
      await page.getByRole('button', { name: text('en', 'account', 'socialAccounts.unbind') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text('en', 'account', 'socialAccounts.unbind') })
        .click();
      await page.getByText('This is your only way to sign in.', { exact: false }).waitFor();
      await screenshot(page, 'social-02-last-way-in');
    } finally {
      await context.close();
    }
  });

  it('a callback that is not this browser’s lands on a translated page with a way back', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await rememberVisitor(page, 'cn');
      await page.goto(`${server.baseUrl}/auth/socialCallback?code=stolen&state=not-yours`);
      await page.waitForURL(/#\/pages\/login\/socialPage\?error=state/);
      await page.getByText('此登录链接已失效', { exact: false }).waitFor();
      await page.getByRole('button', { name: text('cn', 'auth', 'social.backToLogin') }).click();
      await page.waitForURL(/#\/pages\/login\/index/);
    } finally {
      await context.close();
    }
  });
});
