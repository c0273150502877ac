import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, parcelInStock } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF_ENV } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';
import { pack } from './support/waybills.js';

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
    server = await ServerProcess.start({
      env: { ...STAFF_ENV, RATE_LIMIT_REGISTER_PER_MINUTE: '100', RATE_LIMIT_LOGIN_PER_MINUTE: '100' },
    });
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

  /**
   * Issue 44: a customer in New Zealand (English), Malaysia (Simplified) and Taiwan (Traditional) see the landed cost
   * before submitting, and the pay page shows the figures the waybill was charged with (the server tests prove the
   * invoice prints them).
   */
  const DESTINATIONS = [
    {
      language: 'en' as const,
      recipient: {
        first_name: 'Aroha',
        last_name: 'Ngata',
        phoneCode: '64',
        contactNumber: '021 123 4567',
        country_id: 157,
        city: 'Auckland',
        postcode: '1010',
        address: '1 Queen Street',
      },
      name: 'Aroha Ngata',
      line: 'AU-NZ-EXP',
      duty: 'New Zealand GST on low-value goods (we collect it as redeliverer)',
    },
    {
      language: 'cn' as const,
      recipient: {
        first_name: 'Siti',
        last_name: 'Aminah',
        phoneCode: '60',
        contactNumber: '012-345 6789',
        country_id: 132,
        state: 'Kuala Lumpur',
        city: 'Kuala Lumpur',
        postcode: '50450',
        address: 'No 12 Jalan Ampang',
      },
      name: 'Siti Aminah',
      line: 'AU-MY-EXP',
      duty: '马来西亚进口销售税',
    },
    {
      language: 'tw' as const,
      recipient: {
        first_name: '小明',
        last_name: '王',
        phoneCode: '886',
        contactNumber: '0912345678',
        country_id: 214,
        state: '臺北市',
        city: '中正區',
        postcode: '100041',
        address: '重慶南路一段122號',
        id_number: 'A123456789',
      },
      name: '王小明',
      line: 'AU-TW-EXP',
      duty: '臺灣進口營業稅',
    },
  ];

  it.each(DESTINATIONS)(
    '$language: the landed cost before submitting, and on the pay page as charged ($line)',
    { timeout: 120_000 },
    async ({ language, recipient, name, line, duty }) => {
      const t = (namespace: string, key: string) => text(language, namespace, key);
      const customer = await registerThroughApi(server);
      await callApi(server, customer, 'POST', '/api/updateUser', { language });
      const tracking = `LD${language.toUpperCase()}${String(Date.now()).slice(-7)}`;
      const parcelId = await parcelInStock(server, customer, tracking);
      const receiver = await callApi<{ id: number }>(server, customer, 'POST', '/api/createRecipent', recipient);
      const { context, page } = await openPhonePage(browser);
      try {
        await openAsCustomer(
          page,
          server,
          { ...customer, userInfo: { ...customer.userInfo, language } },
          '/pages/parcel/list',
          language,
        );
        await page.getByRole('checkbox', { name: fill(t('parcels', 'list.select'), { tracking }) }).check();
        await page.getByRole('button', { name: t('parcels', 'list.submit') }).click();
        await heading(page, t('routes', 'submit.parcel')).waitFor();
        const steps = page.getByRole('navigation', { name: t('waybills', 'flow.stepsTitle') });
        await steps.getByText(t('waybills', 'steps.recipient'), { exact: true }).click();
        await page.getByRole('button', { name: fill(t('addressBook', 'list.choose'), { name }) }).click();
        await heading(page, t('routes', 'submit.parcel')).waitFor();
        await steps.getByText(t('waybills', 'steps.logistics'), { exact: true }).click();
        await heading(page, t('routes', 'submit.logistics')).waitFor();
        const lines = page.getByRole('region', { name: t('waybills', 'logistics.title') });
        await lines.getByRole('radio').first().check();
        const landed = page.getByRole('region', { name: t('common', 'landed.title') }).first();
        await landed.getByText(duty, { exact: true }).waitFor();
        await screenshot(page, `landed-cost-${line}-${language}`);

        // Submitted and packed over the API and the command line; the pay page shows the landed cost as charged.
        const courier = (
          await callApi<{ id: number; code: string }[]>(
            server,
            customer,
            'GET',
            `/api/courierList?store_id=1&country_id=${recipient.country_id}`,
          )
        ).find((each) => each.code === line);
        const waybill = await callApi<{ id: number }>(server, customer, 'POST', '/api/submitParcel', {
          parcel_ids: [parcelId],
          recipient_id: receiver.id,
          courier_id: courier?.id,
          shipper: {
            sender_name: 'Mei Lin',
            commercial_value: false,
            export_reason: 'gift',
            undeliverable_action: 'return',
          },
          declaration: [{ name: 'CottonTShirt', quantity: 2, total_amount: '300', product_type: 'clothing' }],
          acknowledgements: { safety: true, terms: true, ezway: true, empp: true, aqis: true },
        });
        await pack(server, waybill);
        const detail = await callApi<{ duties: { charged: { items: { name: string; amount: string }[] } } }>(
          server,
          customer,
          'GET',
          `/api/shipmentDetail/${waybill.id}`,
        );
        await page.goto(`${server.baseUrl}/#/pages/waybill/pay?waybillId=${waybill.id}`);
        const duties = page.getByRole('region', { name: t('common', 'landed.duties') }).first();
        await duties.waitFor();
        const words = await duties.innerText();
        for (const item of detail.duties.charged.items) expect(words).toContain(item.amount.split('.')[0]);
        await screenshot(page, `landed-cost-pay-${line}-${language}`);
      } finally {
        await context.close();
      }
    },
  );
});
