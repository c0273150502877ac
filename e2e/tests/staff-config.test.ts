import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { STAFF, STAFF_ENV } from './support/ops.js';
import { screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';

/** The freight calculator's answer for one 1 kg parcel from the Australia warehouse to Taiwan, as a customer gets it. */
async function quotedTotal(server: ServerProcess, code: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/getQuotation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({
      store_id: 1,
      country_id: 214,
      parcels: [{ length: 20, width: 15, height: 10, weight: 1, quantity: 1, product_type: 'general', attributes: [] }],
    }),
  });
  const body = (await response.json()) as { data: { list: { code: string; fees: { total: string } }[] } };
  const line = body.data.list.find((entry) => entry.code === code);
  if (!line) throw new Error(`${code} is not quoted: ${JSON.stringify(body)}`);
  return line.fees.total;
}

describe('lines and rates in the staff console', () => {
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

  it("an admin changes a line's price, sees the customer quote in the preview, saves, and the calculator charges it", async () => {
    const before = await quotedTotal(server, 'AU-TW-EXP');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/staff`);
      await page.getByLabel('Email').fill(STAFF.email);
      await page.getByLabel('Password').fill(STAFF.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Administrator', { exact: true }).waitFor();
      await page.getByRole('menuitem', { name: 'Lines & rates', exact: true }).click();

      await page.getByRole('button', { name: 'Edit line AU-TW-EXP' }).click();
      const drawer = page.getByRole('dialog');
      const price = drawer.getByLabel('First weight price (AUD)');
      await expect.poll(() => price.inputValue()).toMatch(/^\d+\.\d{2}$/);
      const raised = (Number(await price.inputValue()) + 7).toFixed(2);
      await price.fill(raised);
      await drawer.getByRole('button', { name: 'Preview' }).click();

      // The 1 kg sample, as the customer calculator answers it now and once saved.
      const sample = drawer.getByRole('row').filter({ hasText: '1 kg · 20 × 15 × 10 cm' });
      await sample.waitFor();
      const [now = '', proposed = ''] = await Promise.all([
        sample.getByRole('cell').nth(1).innerText(),
        sample.getByRole('cell').nth(2).innerText(),
      ]);
      expect(now).toContain(`AUD ${before}`);
      const previewed = proposed.match(/AUD (\d+\.\d{2})/)?.[1];
      expect(previewed).toBe((Number(before) + 7).toFixed(2));
      await screenshot(page, 'staff-config-line-preview');
      // Previewing saved nothing.
      expect(await quotedTotal(server, 'AU-TW-EXP')).toBe(before);

      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Line AU-TW-EXP saved').waitFor();
      expect(await quotedTotal(server, 'AU-TW-EXP')).toBe(previewed);
      await expect
        .poll(() => page.getByRole('row').filter({ hasText: 'AU-TW-EXP' }).innerText())
        .toContain(`AUD ${raised}`);

      // The line shows who changed it: the audit trail of the record, in its drawer.
      await page.getByRole('button', { name: 'Edit line AU-TW-EXP' }).click();
      const trail = page.getByRole('dialog').getByRole('row').filter({ hasText: 'line.change' });
      await expect.poll(() => trail.innerText()).toContain(STAFF.email);
      await expect.poll(() => trail.innerText()).toContain(`"to":${Math.round(Number(raised) * 100)}`);
      await page.getByText('Changes by staff (1)').waitFor();
    } finally {
      await context.close();
    }
  });

  it("refuses a warehouse save made over another staff member's change, reloads it, and customers get the saved phone", async () => {
    const login = await fetch(`${server.baseUrl}/ops/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const staffHeaders = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    type Warehouse = { store_id: number; name: string; address: { phone: string }; staff_edited_at: string | null };
    const readSydney = async () =>
      (
        (await (await fetch(`${server.baseUrl}/ops/warehouses`, { headers: staffHeaders })).json()) as {
          data: Warehouse[];
        }
      ).data.find((row) => row.store_id === 1) as Warehouse;
    const sydney = await readSydney();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/staff`);
      await page.getByLabel('Email').fill(STAFF.email);
      await page.getByLabel('Password').fill(STAFF.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('menuitem', { name: 'Warehouses', exact: true }).click();
      await page.getByRole('button', { name: `Edit ${sydney.name}` }).click();
      const drawer = page.getByRole('dialog');
      const phone = drawer.getByLabel('Phone');
      await expect.poll(() => phone.inputValue()).toBe(sydney.address.phone);

      // Another member of staff saves the address while this form is open.
      const other = await fetch(`${server.baseUrl}/ops/warehouses/1`, {
        method: 'POST',
        headers: staffHeaders,
        body: JSON.stringify({ ...sydney.address, phone: '+61 2 9000 0001', staff_edited_at: sydney.staff_edited_at }),
      });
      expect(other.status).toBe(200);

      await phone.fill('+61 2 9000 0002');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer
        .getByText('Someone changed this record after you opened it. Reload it to see the changes, then try again.')
        .waitFor();
      expect((await readSydney()).address.phone).toBe('+61 2 9000 0001');

      await drawer.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => phone.inputValue()).toBe('+61 2 9000 0001');
      await phone.fill('+61 2 9000 0002');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`${sydney.name} saved`).waitFor();

      const customerCards = (await (
        await fetch(`${server.baseUrl}/api/getWarehouseAddress`, { headers: { lang: 'en' } })
      ).json()) as { data: { store_id: number; address: { phone: string } }[] };
      expect(customerCards.data.find((card) => card.store_id === 1)?.address.phone).toBe('+61 2 9000 0002');
    } finally {
      await context.close();
    }
  });
});
