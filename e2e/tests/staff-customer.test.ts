import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser } from './support/browser.js';
import { runOps, STAFF, STAFF_ENV } from './support/ops.js';
import { screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, registerThroughApi } from './support/session.js';
import { packedWaybill } from './support/waybills.js';

async function openDesk(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

const menu = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true }).click();

/** What a table row shows under a column, found by the column's header. */
async function cellUnder(page: Page, row: Locator, header: string): Promise<string> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `no column "${header}" in ${headers.join(' | ')}`).toBeGreaterThan(-1);
  return (await row.getByRole('cell').nth(index).innerText()).trim();
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/staff`);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Administrator', { exact: true }).waitFor();
}

/** The customer pays a packed waybill from their balance, topped up by staff first (the ops command line). */
async function paidFromBalance(server: ServerProcess, customer: ApiCustomer, waybillId: number) {
  const { payable } = await callApi<{ payable: string }>(
    server,
    customer,
    'GET',
    `/api/getPayView?shipmentId=${waybillId}&currency=AUD`,
  );
  await runOps(server, [
    'adjust-balance',
    '--customer',
    String(customer.userInfo.id),
    '--amount',
    payable,
    '--currency',
    'AUD',
    '--reason',
    'Funds for the test',
  ]);
  const response = await fetch(`${server.baseUrl}/api/balancePay`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      lang: 'en',
    },
    body: JSON.stringify({ shipmentId: waybillId, amount: payable, combinePay: false, currency: 'AUD' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return payable;
}

describe('the parcel label and the one-page customer view in the staff console', () => {
  let server: ServerProcess;
  let browser: Browser;
  const stamp = String(Date.now()).slice(-7);
  /** Parcels this file's tests checked in at Sydney (the server starts empty): the dashboard counts them today. */
  let checkedInAtSydney = 0;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser({ pdfViewer: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('prints a label at check-in, then notes the parcel and adjusts the balance once on the customer page', async () => {
    const customer = await registerThroughApi(server);
    const tracking = `LB${stamp}AU`;
    const parcel = await callApi<{ id: number }>(server, customer, 'POST', '/api/insertPreParcel', {
      tracking_number: tracking,
      store_id: 1,
      items: [{ name: 'CottonTShirt', quantity: 1, total_amount: '100', product_type: 'clothing' }],
    });

    const { context, page } = await openDesk(browser);
    try {
      await signIn(page, server.baseUrl);

      // ── Check in, then Print label: a PDF of the label opens in a new tab.
      await menu(page, 'Check-in');
      const trackingField = page.getByLabel('Tracking number (scan or type, then Enter)');
      await trackingField.click();
      await trackingField.pressSequentially(tracking);
      await page.keyboard.press('Enter');
      await page.keyboard.type('2.35');
      await page.getByLabel('Length (cm)').fill('30');
      await page.getByLabel('Width (cm)').fill('20');
      await page.getByLabel('Height (cm)').fill('10');
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await page.getByText(`Checked in ${tracking}`).waitFor();
      checkedInAtSydney += 1;

      // The console's request passes through unchanged; the test keeps a copy of what the server sent.
      const labels: { status: number; type: string | undefined; body: Buffer }[] = [];
      await page.route(`**/ops/parcels/${parcel.id}/label.pdf`, async (route) => {
        const response = await route.fetch();
        labels.push({
          status: response.status(),
          type: response.headers()['content-type'],
          body: await response.body(),
        });
        await route.fulfill({ response });
      });
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: `Print the label of ${tracking}` }).click(),
      ]);
      // The new tab shows the file the console fetched with the staff token.
      await tab.waitForURL(/^blob:/);
      await tab.close();
      expect(labels).toHaveLength(1);
      expect([labels[0]?.status, labels[0]?.type]).toEqual([200, 'application/pdf']);
      expect(labels[0]?.body.subarray(0, 5).toString()).toBe('%PDF-');

      // ── Find the customer and open their page: the parcel is there.
      await menu(page, 'Customers');
      await page.getByLabel('Customer id, email, phone, tracking number or shipment id').fill(customer.email);
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'Mei Lin' }).click();
      await page.getByText(`Customer: Mei Lin`).waitFor();
      const parcelRow = page.getByRole('row', { name: new RegExp(tracking) });
      await parcelRow.waitFor();

      // ── A note on the parcel, which the customer reads with the admin label.
      await parcelRow.getByRole('button', { name: `Note on ${tracking}` }).click();
      await page.getByLabel('Note', { exact: true }).fill('Outer box dented; contents checked and fine.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Note added').waitFor();
      const detail = await callApi<{ comments: { content: string; label: string | null }[] }>(
        server,
        customer,
        'GET',
        `/api/parcelDetail/${parcel.id}`,
      );
      expect(detail.comments).toContainEqual(
        expect.objectContaining({ content: 'Outer box dented; contents checked and fine.', label: 'admin' }),
      );

      // ── A goodwill credit; a double click on Apply still applies it once.
      await page.getByRole('button', { name: 'Adjust balance' }).click();
      await page.getByLabel('Amount', { exact: true }).fill('0');
      await page.getByLabel('Reason', { exact: true }).fill('Goodwill for the dented box');
      await page.getByRole('button', { name: 'Apply adjustment' }).click();
      await page.getByText('Enter an amount other than 0, e.g. 12.50 or -3.').waitFor();
      await page.getByLabel('Amount', { exact: true }).fill('15');
      await page.getByRole('button', { name: 'Apply adjustment' }).dblclick();
      await page.getByText('Balance adjusted: now AUD 15.00').first().waitFor();
      await page.getByRole('tab', { name: /Balance ledger/ }).click();
      await page.getByRole('cell', { name: 'Goodwill for the dented box' }).waitFor();
      await screenshot(page, 'staff-customer-page');

      const history = await callApi<{ list: { kind: string; amount: string; description: string }[] }>(
        server,
        customer,
        'GET',
        '/api/balanceTransactionList',
      );
      expect(history.list.filter((entry) => entry.kind === 'adjustment')).toEqual([
        expect.objectContaining({ amount: '15.00', description: 'Goodwill for the dented box' }),
      ]);

      // ── The staff actions on this customer's records are on the page.
      await page.getByRole('tab', { name: /Staff actions/ }).click();
      await page.getByRole('cell', { name: 'balance.adjust' }).waitFor();
      await page.getByRole('cell', { name: 'parcel.note' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows the day's counts, and cancels a paid waybill from the dispatch queue with a reason, refunded", async () => {
    const customer = await registerThroughApi(server);
    const waybill = await packedWaybill(server, customer, `CX${stamp}AU`);
    checkedInAtSydney += 1;
    const payable = await paidFromBalance(server, customer, waybill.id);

    const { context, page } = await openDesk(browser);
    try {
      await signIn(page, server.baseUrl);
      // The dashboard opens first: Sydney's day, with the check-in and the payment just made counted.
      const sydney = page.getByRole('row', { name: /Australia warehouse/ });
      await sydney.waitFor();
      await page.getByRole('columnheader', { name: 'Checked in' }).waitFor();
      await sydney.getByText('1 waiting, oldest', { exact: false }).first().waitFor();
      expect(await cellUnder(page, sydney, 'Checked in')).toBe(String(checkedInAtSydney));
      expect(await cellUnder(page, sydney, 'Paid')).toBe('1');

      await menu(page, 'Dispatch');
      const row = page.getByRole('row', { name: new RegExp(waybill.shipment_id) });
      await row.getByRole('button', { name: 'Cancel', exact: true }).click();
      // No reason, no cancel: the customer reads it.
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Say why, the customer reads it.').waitFor();
      await page.getByLabel('Reason (the customer reads it)').fill('Contents not allowed on this line');
      await page.getByRole('button', { name: 'Continue' }).click();
      const confirm = page.getByRole('dialog', { name: `Cancel shipment ${waybill.shipment_id} and refund it?` });
      await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
      await page.getByText(`Shipment ${waybill.shipment_id} cancelled; AUD ${payable} back to the balance`).waitFor();
      await page.getByRole('row', { name: new RegExp(waybill.shipment_id) }).waitFor({ state: 'detached' });

      const wallet = await callApi<{ balance: string }>(server, customer, 'GET', '/api/accountBalance');
      expect(wallet.balance).toBe(payable);
    } finally {
      await context.close();
    }
  });
});
