import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, openAsVisitor, registerThroughApi, storedKeys } from './support/session.js';
import { text } from './support/texts.js';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '../artifacts');
mkdirSync(artifacts, { recursive: true });
const screenshot = async (page: Page, name: string) => {
  // The navigation bar is sticky: scrolled back up, the full-page picture shows it at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
};
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pricing = (key: string) => text('en', 'pricing', key);
const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A locale text as a pattern: its {{placeholders}} filled with the given patterns, the rest literal. */
function pattern(key: string, values: Record<string, string>): RegExp {
  const source = pricing(key)
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      return name ? (values[name] ?? '.+') : literal(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

describe('service prices, shipping dates and postcodes in a phone browser', () => {
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

  it('Home → Services & prices → Australia to Taiwan lists each line with its prices, limits and full terms', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/index/index', 'en');
      await heading(page, text('en', 'routes', 'index.index')).waitFor();
      await page.getByRole('link', { name: text('en', 'routes', 'index.servicePrice') }).click();

      await heading(page, text('en', 'routes', 'index.servicePrice')).waitFor();
      // The origin is the customer's warehouse (Australia), chosen already.
      await page.getByText(pricing('destinations.214'), { exact: true }).click();
      const lines = page.getByRole('region', { name: pricing('lines.title') });
      await lines.waitFor();
      const prices = await lines.locator('.pricing-line-price').allTextContents();
      expect(prices.length).toBe(3);
      for (const price of prices) expect(price).toMatch(/^AUD \d+\.\d{2}$/);
      const rate = pattern('lines.rate', { currency: 'AUD', firstPrice: '\\d+\\.\\d{2}', stepPrice: '\\d+\\.\\d{2}' });
      expect(await lines.getByText(rate).count()).toBe(3);
      await lines.getByText(pricing('lines.maxWeight')).first().waitFor();
      await lines.getByText('20 kg', { exact: true }).first().waitFor();
      await screenshot(page, 'service-prices-en');

      await lines
        .getByRole('link', { name: `${pricing('lines.details')} →` })
        .first()
        .click();
      await heading(page, text('en', 'routes', 'index.servicePriceDetail')).waitFor();
      expect(page.url()).toContain('code=AU-TW-');
      await page.getByText(pricing('lines.documents')).waitFor();
      await page.getByText(pricing('lines.insurance'), { exact: true }).waitFor();
      await screenshot(page, 'service-price-detail-en');
    } finally {
      await context.close();
    }
  });

  it('opens shipping date details without a session: the Australian cut-off is Wednesday 17:00 Sydney time', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsVisitor(page, server, '/pages/index/shipmentDateDetail?store_id=1&country_id=214');
      await heading(page, text('en', 'routes', 'index.shipmentDateDetail')).waitFor();
      const departures = page.getByRole('region', { name: pricing('dates.departures') });
      await departures.waitFor();
      const nextCutoff = pattern('dates.nextCutoff', {
        weekday: 'Wednesday',
        date: '\\d{4}-\\d{2}-\\d{2}',
        time: '17:00',
        zone: 'Australia/Sydney',
      });
      await departures.getByText(nextCutoff).first().waitFor();
      expect(await departures.getByText(nextCutoff).count()).toBe(3);
      // Still on the screen (not sent to the language chooser), and no session was made.
      expect(page.url()).toContain('#/pages/index/shipmentDateDetail');
      expect(await storedKeys(page)).not.toContain('access_token');
      await screenshot(page, 'shipment-date-detail-anonymous');
    } finally {
      await context.close();
    }
  });

  it('shipping dates list each line of the route with its next cut-off and delivery window', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/index/shipmentDate', 'en');
      await heading(page, text('en', 'routes', 'index.shipmentDate')).waitFor();
      await page.getByText(pricing('destinations.214'), { exact: true }).click();
      const dates = page.getByRole('region', { name: pricing('dates.title') });
      await dates.waitFor();
      await dates
        .getByText(pattern('dates.nextCutoff', { weekday: 'Wednesday', time: '17:00' }))
        .first()
        .waitFor();
      await dates.getByText(pattern('result.delivery', {})).first().waitFor();
      await screenshot(page, 'shipment-dates-en');
    } finally {
      await context.close();
    }
  });

  it('looks up AU 2000 (Sydney), and says so when a postcode has no place', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/postcode', 'en');
      await heading(page, text('en', 'routes', 'personal.postcode')).waitFor();
      await page.getByLabel(pricing('postcode.postcode'), { exact: true }).fill('2000');
      await page.getByRole('button', { name: pricing('postcode.submit') }).click();
      const results = page.getByRole('region', { name: pricing('postcode.results') });
      await results.getByText('Sydney', { exact: true }).waitFor();
      await results
        .getByText(/New South Wales/)
        .first()
        .waitFor();
      await screenshot(page, 'postcode-au-2000');

      await page.getByLabel(pricing('postcode.postcode'), { exact: true }).fill('0001');
      await page.getByRole('button', { name: pricing('postcode.submit') }).click();
      await page
        .getByText('Could not find the corresponding urban area, please check the zip code of the receiving address')
        .waitFor();
      await screenshot(page, 'postcode-not-found');
    } finally {
      await context.close();
    }
  });
});
