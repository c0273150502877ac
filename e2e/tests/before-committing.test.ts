import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, parcelInStock, RECIPIENT_WANG } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF_ENV } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, confirmationSentTo, openAsVisitor } from './support/session.js';
import { text } from './support/texts.js';

/**
 * What a newcomer reads and sees before committing, in each language on a 390-px phone: the terms and the privacy
 * policy opened from the sign-up agreement (and the form still filled when they are closed), the how-it-works guide
 * leading to chooseParcel, the shipment's estimated total and its parts beside the submit button before anything is
 * submitted, and chooseParcel again from the flow to change its parcels without losing the recipient.
 */

type Language = 'en' | 'cn' | 'tw';

/** The seeded articles' titles and one section heading each (apps/server seed-data/help-centre/legal-articles.ts). */
const TERMS: Record<Language, [string, string]> = {
  en: ['Terms of Service', 'Loss and damage: our compensation'],
  cn: ['服务条款', '丢失与损坏：赔偿条款'],
  tw: ['服務條款', '遺失與損壞：賠償條款'],
};
const PRIVACY: Record<Language, [string, string]> = {
  en: ['Privacy Policy', 'How long we keep it'],
  cn: ['隐私政策', '保存期限'],
  tw: ['隱私權政策', '保存期限'],
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

describe('before committing: the terms, the guide, the price before submitting, choosing parcels', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_REGISTER_PER_MINUTE: '100' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it.each<Language>(['en', 'cn', 'tw'])(
    '%s: terms from sign-up → guide → chooseParcel → the estimate beside Submit → change the parcels',
    { timeout: 180_000 },
    async (language) => {
      const t = (namespace: string, key: string) => text(language, namespace, key);
      const route = (key: string) => t('routes', key);
      const stamp = `${language.toUpperCase()}${String(Date.now()).slice(-7)}`;
      const email = `before.${language}.${Date.now()}@example.com`;
      const { context, page } = await openPhonePage(browser);
      try {
        // ── Sign-up: each document the agreement names opens over the form, which keeps what was typed.
        await openAsVisitor(page, server, '/pages/login/sign', language);
        await heading(page, route('login.sign')).waitFor();
        await page.getByLabel(t('auth', 'fields.firstName')).fill('小明');
        for (const [document, [title, section]] of [
          ['terms', TERMS[language]],
          ['privacy', PRIVACY[language]],
        ] as const) {
          const label = t('content', `legal.${document}`);
          await page.getByRole('button', { name: label, exact: true }).click();
          const sheet = page.getByRole('dialog', { name: label });
          await sheet.getByRole('heading', { name: title, exact: true }).waitFor();
          await sheet.getByRole('heading', { name: section, exact: true }).waitFor();
          await screenshot(page, `before-${language}-01-${document}`);
          await sheet.getByRole('button', { name: t('content', 'legal.close') }).click();
          await sheet.waitFor({ state: 'detached' });
        }
        expect(await page.getByLabel(t('auth', 'fields.firstName')).inputValue()).toBe('小明');
        await page.getByLabel(t('auth', 'fields.lastName')).fill('王');
        await page.getByLabel(t('auth', 'fields.email')).fill(email);
        await page.getByLabel(t('auth', 'fields.password'), { exact: true }).fill('Parcel2026');
        await page.getByLabel(t('auth', 'fields.confirmPassword')).fill('Parcel2026');
        const warehouses = (await (
          await fetch(`${server.baseUrl}/api/getWarehouseAddress`, { headers: { lang: language } })
        ).json()) as { data: { store_id: number; name: string }[] };
        const sydney = warehouses.data.find((warehouse) => warehouse.store_id === 1)?.name ?? 'no warehouse 1';
        await page.getByText(sydney, { exact: true }).click();
        await page.getByRole('checkbox', { name: t('auth', 'signUp.agree') }).check();
        await page.getByRole('button', { name: t('auth', 'signUp.submit') }).click();
        // The address's confirmation: the code from the mail, on the screen that follows sign-up.
        await page.waitForURL(/#\/pages\/login\/verification\?for=email/);
        const { code } = await confirmationSentTo(server, email);
        await page.getByLabel(t('auth', 'fields.code')).fill(code);
        await page.getByRole('button', { name: t('auth', 'emailConfirm.submit') }).click();
        await page.waitForURL(/#\/pages\/personal\/warehouseDetail/);
        await page.getByRole('button', { name: t('account', 'warehouse.terms.accept') }).click();

        // Two parcels arrive and are checked in; the recipient is in the address book.
        const customer: ApiCustomer = {
          email,
          password: 'Parcel2026',
          token: await page.evaluate(() => localStorage.getItem('access_token') ?? ''),
          userInfo: {},
        };
        const trackings = [`BC${stamp}1`, `BC${stamp}2`];
        for (const tracking of trackings) await parcelInStock(server, customer, tracking);
        await callApi(server, customer, 'POST', '/api/createRecipent', RECIPIENT_WANG);

        // ── Home → the guide: every step in order, each with the way to its screen.
        await page.evaluate(() => localStorage.setItem('tour_finish', '1'));
        await page.goto(`${server.baseUrl}/#/pages/index/index`);
        await page.getByRole('link', { name: route('index.tutorial') }).click();
        await heading(page, route('index.tutorial')).waitFor();
        const guide = page.getByRole('list', { name: t('content', 'tutorial.stepsLabel') });
        const titles = ['address', 'shop', 'preAlert', 'checkIn', 'consolidate', 'pay', 'track'].map((key) =>
          t('content', `tutorial.steps.${key}.title`),
        );
        await guide.getByRole('heading', { name: titles[0] }).waitFor();
        expect(await guide.getByRole('heading').allInnerTexts()).toEqual(titles);
        await screenshot(page, `before-${language}-02-guide`);
        await guide.getByRole('link', { name: t('content', 'tutorial.steps.consolidate.action') }).click();

        // ── chooseParcel: one of the two parcels in stock, on to the flow.
        await heading(page, route('waybill.chooseParcel')).waitFor();
        const choose = (tracking: string) =>
          page.getByRole('checkbox', { name: fill(t('parcels', 'list.select'), { tracking }) });
        await choose(trackings[0] ?? '').check();
        await page.getByRole('button', { name: t('parcels', 'list.submit') }).click();
        await heading(page, route('submit.parcel')).waitFor();

        // ── Recipient and line: the estimate appears with its parts, its total beside the submit button.
        const steps = page.getByRole('navigation', { name: t('waybills', 'flow.stepsTitle') });
        const estimate = page.getByRole('region', { name: t('waybills', 'estimate.title') });
        await estimate.getByText(t('waybills', 'estimate.waiting')).waitFor();
        await steps.getByText(t('waybills', 'steps.recipient'), { exact: true }).click();
        await page.getByRole('button', { name: fill(t('addressBook', 'list.choose'), { name: '王小明' }) }).click();
        await heading(page, route('submit.parcel')).waitFor();
        await steps.getByText(t('waybills', 'steps.logistics'), { exact: true }).click();
        await heading(page, route('submit.logistics')).waitFor();
        await page
          .getByRole('region', { name: t('waybills', 'logistics.title') })
          .getByRole('radio')
          .first()
          .check();
        await page.getByRole('button', { name: t('waybills', 'flow.saveStep') }).click();
        await heading(page, route('submit.parcel')).waitFor();

        await estimate.getByText(t('waybills', 'estimate.parts.postage'), { exact: true }).waitFor();
        await estimate.getByText(t('waybills', 'estimate.parts.insurance'), { exact: true }).waitFor();
        await estimate.getByText(t('common', 'fees.estimate'), { exact: true }).waitFor();
        const total = (await estimate.getByTestId('estimate-total').innerText()).trim();
        expect(total).toMatch(/^AUD \d+\.\d{2}$/);
        const bar = page.getByRole('region', { name: t('waybills', 'flow.submitTitle'), exact: true });
        await bar.getByText(fill(t('waybills', 'estimate.barTotal'), { total }), { exact: true }).waitFor();
        await bar.getByRole('button', { name: t('waybills', 'flow.submit') }).waitFor();
        await screenshot(page, `before-${language}-03-estimate`);

        // ── Change the parcels from the flow: chooseParcel again, the recipient kept, the line asked again.
        await page.getByRole('button', { name: t('waybills', 'flow.changeParcels') }).click();
        await heading(page, route('waybill.chooseParcel')).waitFor();
        expect(await choose(trackings[0] ?? '').isChecked()).toBe(true);
        await choose(trackings[1] ?? '').check();
        await page.getByRole('button', { name: t('parcels', 'choose.useThese') }).click();
        await heading(page, route('submit.parcel')).waitFor();
        await page.getByText(trackings.join(', ')).waitFor();
        await steps.getByText(/王小明/).waitFor();
        await estimate.getByText(t('waybills', 'estimate.waiting')).waitFor();
        await screenshot(page, `before-${language}-04-parcels-changed`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);
      } finally {
        await context.close();
      }
    },
  );
});
