import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF_ENV, weighingPhotoFlags } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, confirmationSentTo } from './support/session.js';
import { text } from './support/texts.js';

/**
 * The core journey of issue 25 ("Prove it") in each language, by clicks and Back as a customer makes them on a
 * 390-px phone: sign up → pre-alert two parcels → staff check them in (the ops command line) → consolidate them into
 * one shipment to Singapore (landed cost above the S$400 relief) → pay → track. On every screen of the Chinese
 * journeys no English is left but brand names, codes and what the customer typed; dates are the locale's; the
 * customer's Chinese name is written family name first.
 */

type Language = 'en' | 'cn' | 'tw';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', cn: '简体中文', tw: '繁體中文' };
/** apps/web lib/locale.ts: how each language writes dates and times. */
const LOCALES: Record<Language, string> = { en: 'en-AU', cn: 'zh-CN', tw: 'zh-TW' };
/** The server's catalogue (packages/domain payments, duties), as the screens show it. */
const CARD: Record<Language, string> = {
  en: 'Credit card (Visa, Mastercard)',
  cn: '信用卡（Visa、Mastercard）',
  tw: '信用卡（Visa、Mastercard）',
};
const SINGAPORE_CHARGES: Record<Language, [string, string]> = {
  en: ['Singapore GST', 'Singapore customs fee'],
  cn: ['新加坡消费税（GST）', '新加坡清关费'],
  tw: ['新加坡消費稅（GST）', '新加坡清關費'],
};

/**
 * Latin words a Chinese screen may show: our brand, tax and ID codes, units, other companies' brands, currency codes
 * and the customer's own entries (added per journey). Anything else Latin on a Chinese screen is untranslated text.
 */
const ALLOWED_LATIN = new Set([
  'Parcelway',
  'GST',
  'EZ',
  'WAY',
  'kg',
  'cm',
  'ID',
  'PW',
  // Payment and social brands, named as they name themselves.
  'Visa',
  'Mastercard',
  'PayPal',
  'Facebook',
  'Instagram',
  'Google',
  'WeChat',
  'Xiaohongshu',
  'YouTube',
  'TikTok',
  'LINE',
  // Couriers that bring orders to the Sydney warehouse, by their own names in every language.
  'StarTrack',
  'Toll',
  'CouriersPlease',
  'Aramex',
  'Sendle',
]);
/** Payment providers whose names are more than one word, removed whole before the words are checked. */
const BRAND_PHRASES = ['Google Pay', "Touch 'n Go", 'Square', 'RoyalPay', 'DuitNow', 'eGHL', 'FPX'];
/** Currency codes (AUD, SGD, …) are codes in every language. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

const SINGAPORE_RECIPIENT = {
  first_name: 'Wei Ling',
  last_name: 'Tan',
  phoneCode: '65',
  contactNumber: '9123 4567',
  country_id: 196,
  postcode: '238859',
  address: '391 Orchard Road',
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * Latin words on the screen (title and main region) that are neither allowed nor part of what the customer typed.
 * Text marked translate="no" (a warehouse address as shops must receive it) is the warehouse's, not ours to translate.
 */
async function untranslated(page: Page, typed: string[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const parts: string[] = [];
    for (const root of document.querySelectorAll('.app-nav-title, .app-screen')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[translate="no"]') || !parent.checkVisibility()) continue;
        parts.push(node.textContent ?? '');
      }
    }
    return parts.join('\n');
  });
  let rest = shown;
  for (const entry of [...BRAND_PHRASES, ...typed]) rest = rest.split(entry).join(' ');
  const words = rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED_LATIN.has(word) && !CURRENCY_CODE.test(word)))];
}

describe('the core journey in English, Simplified and Traditional Chinese on a phone', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await ServerProcess.start({
      env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100', RATE_LIMIT_REGISTER_PER_MINUTE: '100' },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it.each<Language>(['en', 'cn', 'tw'])(
    '%s: sign up → pre-alert → check-in → consolidate → pay → track, by clicks and Back',
    { timeout: 180_000 },
    async (language) => {
      const t = (namespace: string, key: string) => text(language, namespace, key);
      const route = (key: string) => t('routes', key);
      const stamp = `${language.toUpperCase()}${String(Date.now()).slice(-7)}`;
      const trackings = [`JL${stamp}1`, `JL${stamp}2`];
      const email = `journey.${language}.${Date.now()}@example.com`;
      /** What the customer typed or staff entered: shown as given, whatever the language. */
      const typed = [email, ...trackings, 'CottonTShirt', 'Wei Ling Tan', 'Wei Ling', 'Tan', '391 Orchard Road'];
      const { context, page } = await openPhonePage(browser);
      /** Untranslated words by screen, checked at the end so one run lists every screen's. */
      const leftInEnglish: string[] = [];
      const step = async (name: string) => {
        await page
          .waitForFunction(() => !document.querySelector('.adm-skeleton, .page-loading'), undefined, {
            timeout: 5_000,
          })
          .catch(() => undefined);
        await screenshot(page, `journey-${language}-${name}`);
        const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(width[0], `${language} ${name}: wider than the phone`).toBeLessThanOrEqual((width[1] ?? 0) + 1);
        if (language === 'en') return;
        const words = await untranslated(page, typed);
        if (words.length > 0) leftInEnglish.push(`${name}: ${words.join(', ')}`);
      };
      const tabs = () => page.getByRole('navigation', { name: t('common', 'tabs.label') });
      const back = () => page.getByRole('button', { name: t('common', 'back'), exact: true }).click();
      try {
        // ── First launch: the logo, the language (the English browser's offered first), sign up.
        await page.goto(`${server.baseUrl}/`);
        await page.getByRole('button', { name: text('en', 'auth', 'logo.start') }).click();
        await heading(page, text('en', 'routes', 'login.changeLang')).waitFor();
        await page.getByText(LANGUAGE_NAMES[language], { exact: true }).click();
        await heading(page, route('login.changeLang')).waitFor();
        await page.getByRole('button', { name: t('common', 'next') }).click();
        await page.getByRole('button', { name: t('auth', 'loginIndex.signUp') }).click();
        await heading(page, route('login.sign')).waitFor();
        await step('01-sign-up');
        // The name is asked in the order the language writes it: 姓 before 名 in Chinese, given name first in English.
        const familyName = await page.getByLabel(t('auth', 'fields.lastName')).boundingBox();
        const givenName = await page.getByLabel(t('auth', 'fields.firstName')).boundingBox();
        expect((familyName?.y ?? 0) < (givenName?.y ?? 0), `${language}: family name first`).toBe(language !== 'en');
        await page.getByLabel(t('auth', 'fields.firstName')).fill('小明');
        await page.getByLabel(t('auth', 'fields.lastName')).fill('王');
        await page.getByLabel(t('auth', 'fields.email')).fill(email);
        await page.getByLabel(t('auth', 'fields.password'), { exact: true }).fill('Parcel2026');
        await page.getByLabel(t('auth', 'fields.confirmPassword')).fill('Parcel2026');
        const warehouses = await (
          await fetch(`${server.baseUrl}/api/getWarehouseAddress`, { headers: { lang: language } })
        ).json();
        const sydney = (warehouses as { data: { store_id: number; name: string }[] }).data.find(
          (warehouse) => warehouse.store_id === 1,
        );
        await page.getByText(sydney?.name ?? 'no warehouse 1', { exact: true }).click();
        await page.getByRole('checkbox', { name: t('auth', 'signUp.agree') }).check();
        await page.getByRole('button', { name: t('auth', 'signUp.submit') }).click();

        // ── The address's confirmation: the code from the mail, typed on the screen that follows sign-up.
        await page.waitForURL(/#\/pages\/login\/verification\?for=email/);
        await step('01b-confirm-email');
        const { code } = await confirmationSentTo(server, email);
        await page.getByLabel(t('auth', 'fields.code')).fill(code);
        await page.getByRole('button', { name: t('auth', 'emailConfirm.submit') }).click();

        // ── The shopping address carries the name family name first, and the support number.
        await page.waitForURL(/#\/pages\/personal\/warehouseDetail/);
        await page.getByRole('button', { name: t('account', 'warehouse.terms.accept') }).click();
        const supportNumber = await page.evaluate(
          () => JSON.parse(localStorage.getItem('user_info') ?? '{}').support_number as string,
        );
        await page.getByText(`PW${supportNumber}`).first().waitFor();
        await page
          .getByText(/王小明/)
          .first()
          .waitFor();
        expect(await page.getByText(/小明\s+王/).count()).toBe(0);
        typed.push(`PW${supportNumber}`);
        await step('02-shopping-address');
        const customer: ApiCustomer = {
          email,
          password: 'Parcel2026',
          token: await page.evaluate(() => localStorage.getItem('access_token') ?? ''),
          userInfo: {},
        };

        // ── Pre-alert both parcels of one order from the Parcels tab (Back from the address reaches the tabs).
        await back();
        await tabs().getByText(t('common', 'tabs.parcels'), { exact: true }).click();
        await heading(page, route('parcel.list')).waitFor();
        await step('03-parcels-empty');
        await page
          .getByRole('button', { name: t('parcels', 'list.preAlert') })
          .first()
          .click();
        await heading(page, route('personal.predeclareAdd')).waitFor();
        await step('04-pre-alert-form');
        await page
          .getByLabel(fill(t('parcels', 'form.trackingNumbered'), { number: 1 }), { exact: true })
          .fill(trackings[0] ?? '');
        await page.getByRole('button', { name: fill(t('parcels', 'form.addTracking'), { max: 5 }) }).click();
        await page
          .getByLabel(fill(t('parcels', 'form.trackingNumbered'), { number: 2 }), { exact: true })
          .fill(trackings[1] ?? '');
        await page.getByLabel(t('parcels', 'form.contents'), { exact: true }).fill('CottonTShirt');
        await page.getByRole('button', { name: t('declaration', 'addItem') }).click();
        await page.getByLabel(t('declaration', 'name'), { exact: true }).fill('CottonTShirt');
        await page.getByLabel(t('declaration', 'quantity'), { exact: true }).fill('2');
        await page.getByLabel(fill(t('declaration', 'totalAmount'), { currency: 'AUD' }), { exact: true }).fill('800');
        await page.getByText(t('declaration', 'productTypes.clothing'), { exact: true }).click();
        await page.getByRole('button', { name: t('parcels', 'add.submit'), exact: true }).click();
        await heading(page, route('personal.predeclare')).waitFor();
        await page
          .getByRole('list', { name: t('parcels', 'preAlerts.waiting') })
          .getByText(trackings[1] ?? '')
          .waitFor();
        await step('05-pre-alerts');

        // ── Staff check both in at the Sydney warehouse.
        for (const tracking of trackings)
          await runOps(server, [
            'receive-parcel',
            '--store',
            '1',
            '--tracking',
            tracking,
            '--weight',
            '1.2',
            '--length',
            '30',
            '--width',
            '20',
            '--height',
            '15',
          ]);
        await callApi(server, customer, 'POST', '/api/createRecipent', SINGAPORE_RECIPIENT);

        // ── Consolidate both into one shipment to Singapore; Back leaves a step without saving. Back from the
        // pre-alerts returns to the parcels the form was opened from (the sent form is not in between).
        await back();
        await heading(page, route('parcel.list')).waitFor();
        for (const tracking of trackings)
          await page.getByRole('checkbox', { name: fill(t('parcels', 'list.select'), { tracking }) }).check();
        await step('06-parcels-in-stock');
        await page.getByRole('button', { name: t('parcels', 'list.submit') }).click();
        await heading(page, route('submit.parcel')).waitFor();
        await step('07-submission');
        const steps = page.getByRole('navigation', { name: t('waybills', 'flow.stepsTitle') });
        const openStep = (key: string) => steps.getByText(t('waybills', key), { exact: true }).click();
        const saveStep = async () => {
          await page.getByRole('button', { name: t('waybills', 'flow.saveStep') }).click();
          await heading(page, route('submit.parcel')).waitFor();
        };
        await openStep('steps.recipient');
        await page
          .getByRole('button', { name: fill(t('addressBook', 'list.choose'), { name: 'Wei Ling Tan' }) })
          .click();
        await heading(page, route('submit.parcel')).waitFor();

        await openStep('steps.logistics');
        await heading(page, route('submit.logistics')).waitFor();
        await page
          .getByRole('region', { name: t('waybills', 'logistics.title') })
          .getByRole('radio')
          .first()
          .check();
        const landed = page.getByRole('region', { name: t('common', 'landed.title') }).first();
        for (const charge of SINGAPORE_CHARGES[language]) await landed.getByText(charge, { exact: true }).waitFor();
        await step('08-landed-cost');
        await saveStep();

        await openStep('steps.shipper');
        await page.getByText(t('waybills', 'shipper.reasons.personal_use'), { exact: true }).click();
        await page.getByText(t('waybills', 'shipper.actions.return'), { exact: true }).click();
        await step('09-shipper');
        await saveStep();

        await openStep('steps.declaration');
        await page
          .getByRole('textbox', { name: t('declaration', 'name') })
          .first()
          .waitFor();
        await saveStep();

        await openStep('steps.extras');
        await heading(page, route('submit.chooseExtraParcel')).waitFor();
        await back();
        await heading(page, route('submit.parcel')).waitFor();
        await openStep('steps.extras');
        await heading(page, route('submit.chooseExtraParcel')).waitFor();
        await step('10-extras');
        await saveStep();

        await openStep('steps.safety');
        await page.getByRole('checkbox', { name: t('waybills', 'acknowledge.safety') }).check();
        await page.getByRole('checkbox', { name: t('waybills', 'acknowledge.terms') }).check();
        await saveStep();
        await page.getByText(t('waybills', 'flow.allDone')).waitFor();
        await step('11-ready');
        await page.getByRole('button', { name: t('waybills', 'flow.submit') }).click();
        await heading(page, route('waybill.detail')).waitFor();
        const waybillId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
        expect(waybillId).toBeGreaterThan(0);

        // ── Staff pack it; the customer pays by card, going Back from the pay page once.
        await runOps(server, [
          'pack-waybill',
          '--id',
          String(waybillId),
          '--weight',
          '2.6',
          '--length',
          '35',
          '--width',
          '25',
          '--height',
          '20',
          ...weighingPhotoFlags(),
        ]);
        await page.reload();
        await heading(page, route('waybill.detail')).waitFor();
        const detail = await callApi<{ shipment_id: string; created_at: string }>(
          server,
          customer,
          'GET',
          `/api/shipmentDetail/${waybillId}`,
        );
        typed.push(detail.shipment_id);
        await page.getByRole('button', { name: t('waybills', 'detail.pay') }).click();
        await heading(page, route('waybill.pay')).waitFor();
        await back();
        await heading(page, route('waybill.detail')).waitFor();
        await step('12-waybill-to-pay');
        await page.getByRole('button', { name: t('waybills', 'detail.pay') }).click();
        await heading(page, route('waybill.pay')).waitFor();
        const view = await callApi<{ payable: string }>(
          server,
          customer,
          'GET',
          `/api/getPayView?shipmentId=${waybillId}&currency=AUD`,
        );
        await page.getByText(`AUD ${view.payable}`, { exact: true }).first().waitFor();
        await step('13-pay');
        await page.getByText(CARD[language], { exact: true }).click();
        await page.getByRole('button', { name: t('payments', 'pay.submit'), exact: true }).click();
        await page
          .getByRole('button', { name: fill(t('payments', 'checkout.pay'), { amount: `AUD ${view.payable}` }) })
          .click();
        // The card provider's own page (the sandbox stands in for it) is the provider's, in English.
        await page.getByRole('button', { name: `Pay AUD ${view.payable}` }).click();
        await heading(page, route('waybill.paymentStatus')).waitFor();
        await step('14-paid');

        // ── Staff hand it to the carrier; the customer follows it from the Shipments tab.
        await runOps(server, [
          'set-waybill-status',
          '--id',
          String(waybillId),
          '--status',
          'in_transit',
          '--tracking',
          `CX${stamp}`,
        ]);
        typed.push(`CX${stamp}`);
        // Back from the payment's outcome leaves the pay flow for the waybill.
        await back();
        await heading(page, route('waybill.detail')).waitFor();
        // From the warehouse to Singapore (a receiver without a city), in the reader's language.
        const singapore = new Intl.DisplayNames([language === 'en' ? 'en' : LOCALES[language]], { type: 'region' }).of(
          'SG',
        );
        await page
          .getByText(new RegExp(`→ ${singapore}$`))
          .first()
          .waitFor();
        await step('15-waybill-paid');
        await page.getByRole('button', { name: t('waybills', 'detail.track') }).click();
        await heading(page, route('waybill.newTrace')).waitFor();
        await page
          .getByText(new RegExp(`→ ${singapore}$`))
          .first()
          .waitFor();
        const track = await callApi<{ current: { time: string } | null }>(
          server,
          customer,
          'GET',
          `/api/getTrackInfo?shipment_id=${waybillId}`,
        );
        // The journey's time in the locale's own order (2026/11/26 in Chinese, 26/11/2026 in English).
        const when = new Date(track.current?.time ?? '').toLocaleString(LOCALES[language]);
        await page.getByText(when).first().waitFor();
        await step('16-tracking');
        expect(leftInEnglish).toEqual([]);
      } catch (error) {
        await screenshot(page, `journey-${language}-failed`).catch(() => undefined);
        throw new Error(`${error instanceof Error ? error.message : error}\nat ${page.url()}`, { cause: error });
      } finally {
        await context.close();
      }
    },
  );
});
