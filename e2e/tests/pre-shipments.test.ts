import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '../artifacts');
mkdirSync(artifacts, { recursive: true });
const pre = (key: string) => text('en', 'preShipments', key);
const declaration = (key: string) => text('en', 'declaration', key);

describe('pre-shipment in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;

  beforeAll(async () => {
    server = await ServerProcess.start();
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
    const recipient = await fetch(`${server.baseUrl}/api/createRecipent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, lang: 'en' },
      body: JSON.stringify({
        first_name: 'John',
        last_name: 'Smith',
        phoneCode: '61',
        contactNumber: '0412 345 678',
        country_id: 13,
        state: 'NSW',
        city: 'Sydney',
        postcode: '2000',
        address: '12 George Street',
      }),
    });
    expect(recipient.status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('books a drop-off at an agent point in three steps and shows the code as text and QR', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/preexpress', 'en');
      await page.getByText(pre('list.empty')).waitFor();
      await page.getByRole('button', { name: pre('list.new') }).click();

      // Step 1: the goods. Booking without the safety confirmation is refused beside the field.
      await page.getByLabel(pre('form.trackingNumbers'), { exact: true }).fill('PSE2E0000001, PSE2E0000002');
      await page.getByLabel(pre('form.contents'), { exact: true }).fill('Clothes');
      await page.getByLabel(declaration('name'), { exact: true }).fill('CottonTShirt');
      await page.getByLabel(declaration('totalAmount').replace('{{currency}}', 'AUD'), { exact: true }).fill('40');
      await page.getByRole('button', { name: pre('form.next') }).click();
      await page.getByText('Please confirm that the parcels hold nothing flammable or explosive.').waitFor();
      await page.getByRole('checkbox', { name: pre('form.flammableHint') }).check();
      await page.getByRole('button', { name: pre('form.next') }).click();

      // Step 2: receiver from the address book, drop-off at the nearest agent point.
      await page.getByText('John Smith').click();
      await page.getByText('Mascot Newsagency').click();
      await page.getByRole('button', { name: pre('form.next') }).click();

      // Step 3: the agent storage rule is shown before booking.
      await page.getByText(pre('costs.storage')).waitFor();
      await page.getByText(/Free for 7 days, then AUD 1\.00 per package per day/).waitFor();
      await page.getByRole('button', { name: pre('form.book'), exact: true }).click();

      const code = page.getByTestId('drop-off-code');
      await code.waitFor();
      expect(await code.textContent()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      const qr = page.getByRole('img', { name: /QR code of drop-off code/ });
      expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await page.getByText(`Drop-off code ${await code.textContent()}`).waitFor();
      await page.screenshot({ path: join(artifacts, 'pre-shipment-code.png'), fullPage: true });
    } catch (error) {
      await page.screenshot({ path: join(artifacts, 'pre-shipment-failed.png'), fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });
});
