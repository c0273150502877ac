import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, RECIPIENT_WANG } from './support/api.js';
import { launchBrowser } from './support/browser.js';
import { STAFF, STAFF_ENV } from './support/ops.js';
import { screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { registerThroughApi } from './support/session.js';

const menu = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true }).click();

describe('pre-shipments in the staff console', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('sets the pickup fee customers see, receives a drop-off by its code and moves it into the warehouse', async () => {
    const customer = await registerThroughApi(server);
    const recipient = await callApi<{ id: number }>(server, customer, 'POST', '/api/createRecipent', RECIPIENT_WANG);
    const [agent] = await callApi<{ id: number }[]>(
      server,
      customer,
      'GET',
      '/api/preShipmentAgents?store_id=1&postcode=2020',
    );
    const stamp = String(Date.now()).slice(-7);
    const booked = await callApi<{ id: number; drop_off_code: string }>(
      server,
      customer,
      'POST',
      '/api/createOrUpdatePreShipment',
      {
        store_id: 1,
        recipient_id: recipient.id,
        tracking_numbers: [`SP${stamp}01`],
        items: [{ name: 'CottonTShirt', quantity: 1, total_amount: '40', product_type: 'clothing' }],
        contents: 'Clothes',
        flammable_confirmed: true,
        delivery_way: 'drop_off',
        agent_id: agent?.id,
      },
    );

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/staff`);
      await page.getByLabel('Email').fill(STAFF.email);
      await page.getByLabel('Password').fill(STAFF.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Administrator', { exact: true }).waitFor();
      await menu(page, 'Pre-shipments');

      // The warehouse's pickup fee, as customers are then shown it before booking.
      const fee = page.getByLabel('Pickup fee (AUD)');
      await expect.poll(() => fee.inputValue()).toBe('8.00');
      await fee.fill('9.50');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Pickup fee and cut-off saved').waitFor();
      const costs = await callApi<{ pickup_fee: string }>(
        server,
        customer,
        'GET',
        '/api/preShipmentCosts?store_id=1&delivery_way=pickup',
      );
      expect(costs.pickup_fee).toBe('9.50');

      // The agent point types the code (lower case, no dash): received, then into the warehouse.
      await page.getByLabel('Drop-off code').fill(booked.drop_off_code.toLowerCase().replace('-', ''));
      await page.getByRole('button', { name: 'Receive' }).click();
      await page.getByText(`Pre-shipment #${booked.id} received`).waitFor();
      await page.getByRole('button', { name: 'Into the warehouse' }).click();
      await page.getByText(`Pre-shipment #${booked.id} is in the warehouse`).first().waitFor();
      await screenshot(page, 'staff-pre-shipments');
      const detail = await callApi<{ status: string; parcel_ids: number[] }>(
        server,
        customer,
        'GET',
        `/api/showPreShipment/${booked.id}`,
      );
      expect(detail.status).toBe('in_warehouse');
      expect(detail.parcel_ids).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
