import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, RECIPIENT_WANG } from './support/api.js';
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
    // A receiver in Taiwan: Sydney's lines go abroad, so the form can show a line's estimate.
    await callApi(server, customer, 'POST', '/api/createRecipent', RECIPIENT_WANG);
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
      await page.getByText('小明 王').click();
      await page.getByText('Mascot Newsagency').click();
      await page.getByRole('button', { name: pre('form.next') }).click();

      // Step 3: the agent storage rule and the freight calculator's estimate for a line are shown before booking.
      await page.getByText(pre('costs.storage')).waitFor();
      await page.getByText(/Free for 7 days, then AUD 1\.00 per package per day/).waitFor();
      const estimate = page.getByTestId('pre-shipment-estimate');
      await estimate.getByText(/^Estimate for /).waitFor();
      const light = (await estimate.textContent()) ?? '';
      expect(light).toMatch(/AUD \d+\.\d{2}/);
      // A heavier guess asks the calculator again: the estimate grows.
      await page.getByLabel(pre('costs.weight'), { exact: true }).fill('6');
      await page.getByLabel(pre('costs.length'), { exact: true }).click();
      await page.waitForFunction(
        (before) => document.querySelector('[data-testid="pre-shipment-estimate"]')?.textContent !== before,
        light,
      );
      const amount = (value: string) => Number(/AUD (\d+\.\d{2})/.exec(value)?.[1]);
      expect(amount((await estimate.textContent()) ?? '')).toBeGreaterThan(amount(light));
      await page.screenshot({ path: join(artifacts, 'pre-shipment-costs.png'), fullPage: true });
      await page.getByRole('button', { name: pre('form.book'), exact: true }).click();

      const code = page.getByTestId('drop-off-code');
      await code.waitFor();
      expect(await code.textContent()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      const qr = page.getByRole('img', { name: /QR code of drop-off code/ });
      expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await page.getByText(`Drop-off code ${await code.textContent()}`).waitFor();
      await page.screenshot({ path: join(artifacts, 'pre-shipment-code.png'), fullPage: true });

      // Booking one of its numbers again is refused as SPEC §8 says, offering the pre-shipment that holds it.
      await page.getByRole('button', { name: pre('list.new') }).click();
      await page.getByLabel(pre('form.trackingNumbers'), { exact: true }).fill('PSE2E0000002');
      await page.getByLabel(pre('form.contents'), { exact: true }).fill('Shoes');
      await page.getByLabel(declaration('name'), { exact: true }).fill('LeatherShoes');
      await page.getByLabel(declaration('totalAmount').replace('{{currency}}', 'AUD'), { exact: true }).fill('60');
      await page.getByRole('checkbox', { name: pre('form.flammableHint') }).check();
      await page.getByRole('button', { name: pre('form.next') }).click();
      await page.getByText('小明 王').click();
      await page.getByText('Mascot Newsagency').click();
      await page.getByRole('button', { name: pre('form.next') }).click();
      // Tapped once the step has its estimate, as a customer would: the estimate arriving moves Book down the page, and
      // a tap aimed before it landed on what took Book's place (CI under load: no dialog in 30 s, the form untouched).
      await estimate.getByText(/^Estimate for /).waitFor();
      await page.getByRole('button', { name: pre('form.book'), exact: true }).click();
      const offer = page.getByRole('dialog');
      await offer.getByText('The tracking number already exists').waitFor();
      await offer.getByRole('button', { name: pre('form.viewPreShipment') }).click();
      const numbers = page.getByLabel(pre('form.trackingNumbers'), { exact: true });
      await expect.poll(() => numbers.inputValue(), { timeout: 10_000 }).toBe('PSE2E0000001, PSE2E0000002');
      expect(await page.getByLabel(pre('form.contents'), { exact: true }).inputValue()).toBe('Clothes');
    } catch (error) {
      await page.screenshot({ path: join(artifacts, 'pre-shipment-failed.png'), fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });

  it('shows the pickup fee and the estimate before booking a pickup', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/preexpress', 'en');
      await page.getByRole('button', { name: pre('list.new') }).click();
      await page.getByLabel(pre('form.trackingNumbers'), { exact: true }).fill('PSE2E0000011');
      await page.getByLabel(pre('form.contents'), { exact: true }).fill('Books');
      await page.getByLabel(declaration('name'), { exact: true }).fill('Novel');
      await page.getByLabel(declaration('totalAmount').replace('{{currency}}', 'AUD'), { exact: true }).fill('25');
      await page.getByRole('checkbox', { name: pre('form.flammableHint') }).check();
      await page.getByRole('button', { name: pre('form.next') }).click();

      await page.getByText('小明 王').click();
      await page.getByRole('option', { name: pre('way.pickup') }).click();
      await page.getByLabel(pre('form.pickupAddress'), { exact: true }).fill('5 Bourke Road, Alexandria');
      await page.getByLabel(pre('form.pickupPostcode'), { exact: true }).fill('2015');
      const inThreeDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
        new Date(Date.now() + 3 * 86_400_000),
      );
      await page.getByLabel(pre('form.pickupDate'), { exact: true }).fill(inThreeDays);
      await page.getByText('09:00–12:00').click();
      await page.getByRole('button', { name: pre('form.next') }).click();

      await page.getByText(pre('costs.pickupFee')).waitFor();
      await page.getByText('AUD 8.00').waitFor();
      await page
        .getByTestId('pre-shipment-estimate')
        .getByText(/^Estimate for /)
        .waitFor();
      await page.getByRole('button', { name: pre('form.book'), exact: true }).click();
      await page.getByText(/^Saved: /).waitFor();
      await page.getByText(/^Pickup on /).waitFor();
    } catch (error) {
      await page.screenshot({ path: join(artifacts, 'pre-shipment-pickup-failed.png'), fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });
});
