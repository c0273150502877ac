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

type Language = 'en' | 'cn';

/** A locale text with its {{placeholders}} filled, as the page shows it. */
function filled(language: Language, key: string, values: Record<string, string | number>): string {
  return text(language, 'pricing', key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
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
  await page.getByLabel(pricing('form.postcode')).fill('100');
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
  // The express line charges the size: 12 kg, and says why with the figures.
  const bySize = filled(language, 'weight.byVolume', {
    chargeable: '12',
    actual: '2',
    volumetric: '12',
    length: '50',
    width: '40',
    height: '30',
    divisor: 5000,
  });
  await lines.getByText(bySize).waitFor();
  await lines.getByText(pricing('weight.bulky')).first().waitFor();
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
      // The server's own note comes in Chinese too.
      await page.getByText('轻泡包裹按体积计费：体积重 12 kg，实重 2 kg。').first().waitFor();
      await screenshot(page, 'calculator-result-cn');
    } finally {
      await context.close();
    }
  });

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
