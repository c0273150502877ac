import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, parcelInStock } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF_ENV } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

type Language = 'en' | 'cn' | 'tw';
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** The server's names of Singapore's two charges (packages/domain catalogue), as the page shows them. */
const SINGAPORE_CHARGES: Record<Language, [string, string]> = {
  en: ['Singapore GST', 'Singapore customs fee'],
  cn: ['新加坡消费税（GST）', '新加坡清关费'],
  tw: ['新加坡消費稅（GST）', '新加坡清關費'],
};

/** antd-mobile's own English, which must never show in Chinese. */
const STOCK_ENGLISH = ['No data', 'Confirm', 'Cancel', 'Loading', 'Close'];

const SINGAPORE_RECIPIENT = {
  first_name: 'Wei Ling',
  last_name: 'Tan',
  phoneCode: '65',
  contactNumber: '9123 4567',
  country_id: 196,
  postcode: '238859',
  address: '391 Orchard Road',
};

describe('landed cost and country names in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: STAFF_ENV });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it.each<Language>(['en', 'cn', 'tw'])(
    '%s: a Singapore receiver of goods above SGD 400 sees GST and the customs fee before submitting',
    async (language) => {
      const t = (namespace: string, key: string) => text(language, namespace, key);
      const customer = await registerThroughApi(server);
      await callApi(server, customer, 'POST', '/api/updateUser', { language });
      const stamp = `${language.toUpperCase()}${String(Date.now()).slice(-7)}`;
      // Two parcels of AU$300 each: AU$600 of goods, well above S$400.
      await parcelInStock(server, customer, `LC${stamp}1`);
      await parcelInStock(server, customer, `LC${stamp}2`);
      await callApi(server, customer, 'POST', '/api/createRecipent', SINGAPORE_RECIPIENT);
      const { context, page } = await openPhonePage(browser);
      try {
        await openAsCustomer(
          page,
          server,
          { ...customer, userInfo: { ...customer.userInfo, language } },
          '/pages/parcel/list',
          language,
        );
        for (const tracking of [`LC${stamp}1`, `LC${stamp}2`])
          await page.getByRole('checkbox', { name: fill(t('parcels', 'list.select'), { tracking }) }).check();
        await page.getByRole('button', { name: t('parcels', 'list.submit') }).click();
        await heading(page, t('routes', 'submit.parcel')).waitFor();
        const steps = page.getByRole('navigation', { name: t('waybills', 'flow.stepsTitle') });
        await steps.getByText(t('waybills', 'steps.recipient'), { exact: true }).click();
        await page
          .getByRole('button', { name: fill(t('addressBook', 'list.choose'), { name: 'Wei Ling Tan' }) })
          .click();
        await heading(page, t('routes', 'submit.parcel')).waitFor();

        await steps.getByText(t('waybills', 'steps.logistics'), { exact: true }).click();
        await heading(page, t('routes', 'submit.logistics')).waitFor();
        const lines = page.getByRole('region', { name: t('waybills', 'logistics.title') });
        await lines.getByRole('radio').first().check();
        const landed = page.getByRole('region', { name: t('common', 'landed.title') }).first();
        const [gst, fee] = SINGAPORE_CHARGES[language];
        await landed.getByText(gst, { exact: true }).waitFor();
        await landed.getByText(fee, { exact: true }).waitFor();
        await landed.getByText(t('common', 'landed.weightRule')).waitFor();
        await screenshot(page, `landed-cost-singapore-${language}`);
        if (language !== 'en') {
          const words = await page.locator('body').innerText();
          for (const english of STOCK_ENGLISH) expect(words).not.toContain(english);
        }
      } finally {
        await context.close();
      }
    },
  );

  it.each<Language>(['en', 'cn'])(
    '%s: the country picker offers Jersey once, never a retired country, sorted in the reader’s language',
    async (language) => {
      const t = (namespace: string, key: string) => text(language, namespace, key);
      const customer = await registerThroughApi(server);
      const { context, page } = await openPhonePage(browser);
      try {
        await openAsCustomer(page, server, customer, '/pages/submit/editadbook', language);
        await page.getByLabel(t('addressBook', 'fields.country')).click();
        const search = page.getByLabel(t('addressBook', 'country.search'));
        const dialog = page.getByRole('dialog', { name: t('addressBook', 'country.title') });
        for (const retired of ['Yugoslavia', 'Smaller Territories', 'External Territories', 'Pseudo']) {
          await search.fill(retired);
          await dialog.getByText(t('addressBook', 'country.none')).waitFor();
        }
        await search.fill('JE');
        await dialog.getByText(language === 'en' ? 'Jersey' : '泽西岛', { exact: true }).waitFor();
        await search.fill('');
        const names = (await dialog.locator('.adm-list-item-content-main').allInnerTexts()).map((name) => name.trim());
        expect(new Set(names).size).toBe(names.length);
        const rest = names.slice(9);
        const collator = new Intl.Collator(language === 'en' ? 'en-AU' : 'zh-CN');
        expect(rest).toEqual([...rest].sort(collator.compare));
      } finally {
        await context.close();
      }
    },
  );
});
