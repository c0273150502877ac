import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, parcelInStock, RECIPIENT_WANG } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF, STAFF_ENV, weighingPhotoFlags, writeSolidPng } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const claims = (key: string) => text('cn', 'claims', key);
const route = (key: string) => text('cn', 'routes', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** An insured shipment from Sydney to Taiwan, submitted, packed, paid by bank transfer and handed to the carrier. */
async function insuredShipment(server: ServerProcess, customer: ApiCustomer, stamp: string, files: string) {
  const parcelId = await parcelInStock(server, customer, `CLM${stamp}01`);
  const recipient = await callApi<{ id: number }>(server, customer, 'POST', '/api/createRecipent', RECIPIENT_WANG);
  const lines = await callApi<{ id: number; code: string }[]>(
    server,
    customer,
    'GET',
    '/api/courierList?store_id=1&country_id=214',
  );
  const waybill = await callApi<{ id: number; shipment_id: string }>(server, customer, 'POST', '/api/submitParcel', {
    parcel_ids: [parcelId],
    recipient_id: recipient.id,
    courier_id: lines.find((line) => line.code === 'AU-TW-EXP')?.id,
    shipper: { sender_name: 'Mei Lin', commercial_value: false, export_reason: 'gift', undeliverable_action: 'return' },
    declaration: [{ name: 'CottonTShirt', quantity: 2, total_amount: '300', product_type: 'clothing' }],
    insured: true,
    acknowledgements: { safety: true, terms: true, ezway: true },
  });
  await runOps(server, [
    'pack-waybill',
    '--id',
    String(waybill.id),
    '--weight',
    '1.6',
    '--length',
    '30',
    '--width',
    '20',
    '--height',
    '12',
    ...weighingPhotoFlags(),
  ]);
  const form = new FormData();
  form.append('file', new Blob([readFileSync(writeSolidPng(files, 'transfer.png', [90, 90, 200]))]), 'transfer.png');
  const proof = await fetch(`${server.baseUrl}/api/upload?purpose=bank_proof`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
    body: form,
  });
  const view = await callApi<{ payable: string }>(
    server,
    customer,
    'GET',
    `/api/getPayView?shipmentId=${waybill.id}&currency=AUD`,
  );
  const paid = await fetch(`${server.baseUrl}/api/bankTransfer`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      'idempotency-key': `claim-${stamp}`,
    },
    body: JSON.stringify({
      shipmentId: waybill.id,
      amount: view.payable,
      combinePay: false,
      currency: 'AUD',
      proof: ((await proof.json()) as { data: { id: string } }).data.id,
    }),
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  const transfers = await runOps<{ id: number; purpose: string; target_id: number }[]>(server, ['list-transfers']);
  const transfer = transfers.find((row) => row.purpose === 'waybill' && row.target_id === waybill.id);
  await runOps(server, ['review-transfer', '--id', String(transfer?.id), '--approve']);
  await runOps(server, [
    'set-waybill-status',
    '--id',
    String(waybill.id),
    '--status',
    'in_transit',
    '--tracking',
    `CX${stamp}`,
  ]);
  return waybill;
}

/** Signs in to the staff console at a desk and opens the claims desk. */
async function openClaimsDesk(browser: Browser, server: ServerProcess): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/staff`);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('menuitem', { name: 'Shipment claims', exact: true }).click();
  return page;
}

describe('a shipment claim in a phone browser, decided at the claims desk', () => {
  let server: ServerProcess;
  let browser: Browser;
  let files: string;
  const stamp = String(Date.now()).slice(-7);

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser();
    files = mkdtempSync(join(tmpdir(), 'parcelway-claims-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  it('an insured shipment goes missing: the customer files with photos, adds what staff ask, and the compensation reaches the balance with a mail in Chinese', async () => {
    const customer = await registerThroughApi(server);
    await callApi(server, customer, 'POST', '/api/updateUser', { language: 'cn' });
    const waybill = await insuredShipment(server, customer, stamp, files);
    // The carrier goes quiet; staff record its word that the shipment is lost.
    await runOps(server, ['add-tracking', '--id', String(waybill.id), '--status', 'lost', '--place', 'Singapore hub']);

    const { context, page } = await openPhonePage(browser);
    const desk = await openClaimsDesk(browser, server);
    try {
      // ── From the waybill detail to the claim form: the loss is open, the figure shown before filing.
      await openAsCustomer(page, server, customer, `/pages/waybill/detail?id=${waybill.id}`, 'cn');
      const entry = page.getByRole('region', { name: claims('entry.title') });
      await entry.getByRole('button', { name: claims('entry.file') }).click();
      await heading(page, route('waybill.claim')).waitFor();
      await page.getByLabel(claims('form.description')).fill('包裹在新加坡转运后就没有消息了。');
      await page
        .locator('input[type=file][accept="image/*"]')
        .setInputFiles(writeSolidPng(files, 'box.png', [180, 60, 60]));
      await page.getByRole('img', { name: '图片 1' }).waitFor();
      const figure = page.getByRole('region', { name: claims('compensation.title') });
      await figure.getByText(claims('compensation.total')).waitFor();
      const amountShown = (await figure.locator('dd strong').innerText()).trim();
      expect(amountShown).toMatch(/^AUD \d+\.\d{2}$/);
      await screenshot(page, 'claims-01-form');
      await page.getByRole('button', { name: claims('form.submit') }).click();
      await heading(page, route('waybill.claimDetail')).waitFor();
      await page.getByText('审核中').first().waitFor();
      await screenshot(page, 'claims-02-filed');

      // ── The desk asks for the receipt: the clock stops.
      await desk.getByRole('button', { name: 'Refresh' }).click();
      await desk
        .getByRole('button', { name: /^Open claim \d+$/ })
        .first()
        .click();
      await desk.getByLabel('What is missing (the customer reads it)').fill('请上传购买凭证。');
      await desk.getByRole('button', { name: 'Ask and stop the clock' }).click();
      await desk.getByText('Asked; the clock is stopped until the customer answers').waitFor();
      await desk.keyboard.press('Escape');

      // ── The customer adds it; the clock starts again.
      await page.reload();
      const asked = page.getByRole('region', { name: claims('detail.asked') });
      await asked.getByText('请上传购买凭证。').waitFor();
      await page.getByLabel(claims('detail.addText')).fill('购买凭证见附件。');
      await asked
        .locator('input[type=file][accept="image/*"]')
        .setInputFiles(writeSolidPng(files, 'receipt.png', [240, 240, 240]));
      await asked.getByRole('img', { name: '图片 1' }).waitFor();
      await page.getByRole('button', { name: claims('detail.addSubmit') }).click();
      await page.getByText(claims('detail.added')).waitFor();
      await expect.poll(() => page.getByText(claims('detail.asked')).count()).toBe(0);

      // ── The desk approves the rule's figure, which credits the balance once.
      await desk.getByRole('button', { name: 'Refresh' }).click();
      await desk
        .getByRole('button', { name: /^Open claim \d+$/ })
        .first()
        .click();
      await desk.getByText('Information added by the customer').waitFor();
      await expect.poll(() => desk.getByLabel(/^Amount to credit/).inputValue()).toBe(amountShown.replace('AUD ', ''));
      await desk.getByLabel('Reason for the amount (the customer reads it)').fill('承运商确认丢失，按保额全额赔付。');
      await desk.getByRole('button', { name: 'Approve and credit the balance' }).click();
      await desk.getByText(`Approved: ${amountShown} credited to the balance`).first().waitFor();
      await screenshot(desk, 'claims-03-desk');

      await page.reload();
      await page.getByText(fill(claims('detail.approved'), { amount: amountShown })).waitFor();
      await openAsCustomer(page, server, customer, '/pages/personal/accountBalance', 'cn');
      await page.getByText(amountShown, { exact: true }).waitFor();
      await screenshot(page, 'claims-04-balance');

      const mailbox = `${server.baseUrl}/dev/mailbox?to=${encodeURIComponent(customer.email)}`;
      await expect
        .poll(async () => {
          const mail = (await (await fetch(mailbox)).json()) as { data: { subject: string }[] };
          return mail.data.map((message) => message.subject);
        })
        .toContain(`运单 ${waybill.shipment_id} 的索赔已通过：${amountShown}`);
    } finally {
      await context.close();
      await desk.context().close();
    }
  });
});
