import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '../artifacts');
mkdirSync(artifacts, { recursive: true });
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

type Language = 'en' | 'cn' | 'tw';

/** A locale text with its {{placeholders}} filled, as the page shows it. */
function filled(
  language: Language,
  key: string,
  values: Record<string, string | number>,
  namespace = 'pricing',
): string {
  return text(language, namespace, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
}

/** A light, bulky parcel: 2 kg on the scale, 50×40×30 cm = 12 kg by volume on the express line (÷ 5000). */
const BULKY = { length: '50', width: '40', height: '30', weight: '2' };

/** From Home to the result list for the bulky parcel, Australia warehouse → Taiwan, in one language. */
async function estimateBulkyParcel(page: Page, language: Language, firstScreenshot?: string) {
  const pricing = (key: string) => text(language, 'pricing', key);
  await heading(page, text(language, 'routes', 'index.index')).waitFor();
  await page.getByText(filled(language, 'home.greeting', { name: 'Mei' })).waitFor();
  await page.getByRole('link', { name: pricing('home.estimateTitle') }).click();

  await heading(page, text(language, 'routes', 'personal.calculate')).waitFor();
  // The origin is the customer's warehouse (Australia), chosen already; the destination is not.
  await page.getByText(pricing('destinations.214'), { exact: true }).click();
  // No postcode: no line's price depends on it.
  await page.getByLabel(pricing('form.length')).fill(BULKY.length);
  await page.getByLabel(pricing('form.width')).fill(BULKY.width);
  await page.getByLabel(pricing('form.height')).fill(BULKY.height);
  await page.getByLabel(pricing('form.weight')).fill(BULKY.weight);
  if (firstScreenshot) {
    // The navigation bar is sticky: scrolled back up, the full-page picture shows it at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, firstScreenshot);
  }
  await page.getByRole('button', { name: pricing('form.submit') }).click();

  await heading(page, text(language, 'routes', 'personal.calculateResult')).waitFor();
  const lines = page.getByRole('region', { name: pricing('result.linesTitle') });
  await lines.waitFor();
  // How weight is charged is said once, above the lines; each line says which weight it charged.
  await expect(
    page.getByRole('region', { name: text(language, 'common', 'landed.weightTitle') }).count(),
  ).resolves.toBe(1);
  await page.getByText(text(language, 'common', 'landed.weightRule')).waitFor();
  const bySize = filled(language, 'landed.chargedOn.volumetric', { chargeable: '12', divisor: 5000 }, 'common');
  await lines.getByText(bySize).first().waitFor();
  const prices = await lines.locator('.pricing-line-price').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/^AUD \d+\.\d{2}$/);
  const totals = prices.map((price) => Number(price.replace(/[^\d.]/g, '')));
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
}

describe('freight calculator in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;

  beforeAll(async () => {
    server = await ServerProcess.start();
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('Home → freight estimate → a light, bulky parcel to Taiwan is priced by its size (English), and the inputs are remembered', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/index/index', 'en');
      await estimateBulkyParcel(page, 'en', 'calculator-en');
      await screenshot(page, 'calculator-result-en');

      // The inputs are kept in cal_params and filled in again on the next visit.
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cal_params') ?? 'null'));
      expect(stored).toMatchObject({ store_id: 1, country_id: 214, parcels: [BULKY] });
      await page.getByRole('button', { name: text('en', 'pricing', 'result.edit') }).click();
      await heading(page, text('en', 'routes', 'personal.calculate')).waitFor();
      expect(await page.getByLabel(text('en', 'pricing', 'form.weight')).inputValue()).toBe('2');
      expect(await page.getByLabel(text('en', 'pricing', 'form.length')).inputValue()).toBe('50');
    } finally {
      await context.close();
    }
  });

  it('says the same in Chinese', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      // A customer who chose Chinese: the server answers in the language the account keeps.
      const chinese = await registerThroughApi(server);
      const saved = await fetch(`${server.baseUrl}/api/updateUser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${chinese.token}` },
        body: JSON.stringify({ language: 'cn' }),
      });
      expect(saved.status).toBe(200);
      await openAsCustomer(
        page,
        server,
        { ...chinese, userInfo: { ...chinese.userInfo, language: 'cn' } },
        '/pages/index/index',
        'cn',
      );
      await estimateBulkyParcel(page, 'cn');
      await screenshot(page, 'calculator-result-cn');
    } finally {
      await context.close();
    }
  });

  it.each<Language>(['en'])(
    '%s: a parcel to Singapore declared above SGD 400 shows GST and the customs fee in the landed cost',
    async (language) => {
      const { context, page } = await openPhonePage(browser);
      try {
        await openAsCustomer(page, server, customer, '/pages/personal/calculate', language);
        const pricing = (key: string) => text(language, 'pricing', key);
        await heading(page, text(language, 'routes', 'personal.calculate')).waitFor();
        await page.getByText(pricing('destinations.196'), { exact: true }).click();
        await page.getByLabel(pricing('form.length')).fill('30');
        await page.getByLabel(pricing('form.width')).fill('20');
        await page.getByLabel(pricing('form.height')).fill('10');
        await page.getByLabel(pricing('form.weight')).fill('2');
        await page.getByLabel(filled(language, 'form.declaredValue', { currency: 'AUD' })).fill('900');
        await page.getByRole('button', { name: pricing('form.submit') }).click();
        const lines = page.getByRole('region', { name: pricing('result.linesTitle') });
        await lines.waitFor();
        const first = lines.getByRole('article').first();
        const costs = first.getByRole('region', { name: text(language, 'common', 'landed.title') });
        await costs.getByText(language === 'en' ? 'Singapore GST' : '新加坡消費稅（GST）').waitFor();
        await costs.getByText(language === 'en' ? 'Singapore customs fee' : '新加坡清關費').waitFor();
        await costs.getByText(language === 'en' ? /above the SGD 400\.00 relief/ : /超過 SGD 400\.00 免稅額/).waitFor();
        await screenshot(page, `calculator-singapore-${language}`);
      } finally {
        await context.close();
      }
    },
  );

  it('refuses an incomplete form with the shared rules, before asking the server', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/calculate', 'en');
      await heading(page, text('en', 'routes', 'personal.calculate')).waitFor();
      await page.getByLabel(text('en', 'pricing', 'form.length')).fill('50.25');
      await page.getByRole('button', { name: text('en', 'pricing', 'form.submit') }).click();
      await page.getByRole('alert').filter({ hasText: 'Please choose one of the options.' }).first().waitFor();
      expect(page.url()).toContain('#/pages/personal/calculate');
    } finally {
      await context.close();
    }
  });
});
