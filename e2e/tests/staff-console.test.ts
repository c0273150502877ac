import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, RECIPIENT_WANG } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF, STAFF_ENV, writeSolidPng } from './support/ops.js';
import { screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';

/** A desk computer at the warehouse: the console is desktop-first. */
async function openDesk(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

const menu = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true }).click();

/** The evidence photo fields, by the names they are read by. */
const SCALE_PHOTO = 'Photo of the scale’s readout';
const TAPE_PHOTO = 'Photo of the tape on the longest side';
const fileInput = (name: string) => `input[type=file][aria-label="${name}"]`;

/** The customer uploads a transfer proof and pays the waybill by bank transfer (the API the pay page calls). */
async function payByBankTransfer(server: ServerProcess, customer: ApiCustomer, waybillId: number, proofPath: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(proofPath)], { type: 'image/png' }), 'proof.png');
  const uploaded = await fetch(`${server.baseUrl}/api/upload?purpose=bank_proof`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}`, lang: 'en' },
    body: form,
  });
  const proof = ((await uploaded.json()) as { data: { id: string } }).data;
  const view = await callApi<{ payable: string }>(
    server,
    customer,
    'GET',
    `/api/getPayView?shipmentId=${waybillId}&currency=AUD`,
  );
  const response = await fetch(`${server.baseUrl}/api/bankTransfer`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      'idempotency-key': `staff-day-${waybillId}`,
      lang: 'en',
    },
    body: JSON.stringify({
      shipmentId: waybillId,
      amount: view.payable,
      combinePay: false,
      currency: 'AUD',
      proof: proof.id,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const statusOf = async (server: ServerProcess, customer: ApiCustomer, id: number) =>
  (await callApi<{ status: string }>(server, customer, 'GET', `/api/shipmentDetail/${id}`)).status;

describe('a warehouse day in the staff console', () => {
  let server: ServerProcess;
  let browser: Browser;
  let files: string;
  const stamp = String(Date.now()).slice(-7);

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser();
    files = mkdtempSync(join(tmpdir(), 'parcelway-staff-day-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  it('checks in three parcels with photos, packs, reviews the transfer, dispatches and adds a tracking event the customer sees', async () => {
    const customer = await registerThroughApi(server);
    const trackings = [1, 2, 3].map((n) => `SD${stamp}${n}AU`);
    const parcelIds: number[] = [];
    for (const tracking of trackings) {
      const parcel = await callApi<{ id: number }>(server, customer, 'POST', '/api/insertPreParcel', {
        tracking_number: tracking,
        store_id: 1,
        items: [{ name: 'CottonTShirt', quantity: 1, total_amount: '100', product_type: 'clothing' }],
      });
      parcelIds.push(parcel.id);
    }

    const { context, page } = await openDesk(browser);
    try {
      // ── Sign in at /staff; the admin sees every tool.
      await page.goto(`${server.baseUrl}/staff`);
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      await page.getByLabel('Email').fill(STAFF.email);
      await page.getByLabel('Password').fill(STAFF.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Administrator', { exact: true }).waitFor();

      // ── Check in three parcels: the scanner types the number and presses Enter, which moves to the weight.
      await menu(page, 'Check-in');
      const photo = writeSolidPng(files, 'box.png', [200, 200, 200]);
      const scale = writeSolidPng(files, 'scale.png', [20, 200, 20]);
      const tape = writeSolidPng(files, 'tape.png', [200, 200, 20]);
      for (const tracking of trackings) {
        const trackingField = page.getByLabel('Tracking number (scan or type, then Enter)');
        await trackingField.click();
        await trackingField.pressSequentially(tracking);
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('weight');
        await page.keyboard.type('1.2');
        await page.getByLabel('Length (cm)').fill('30');
        await page.getByLabel('Width (cm)').fill('20');
        await page.getByLabel('Height (cm)').fill('10');
        await page.locator(fileInput('Photos')).setInputFiles(photo);
        await page.getByRole('img', { name: 'Photos 1' }).waitFor();
        // The scale's readout and the tape on the longest side, which the customer can check.
        await page.locator(fileInput(SCALE_PHOTO)).setInputFiles(scale);
        await page.locator(fileInput(TAPE_PHOTO)).setInputFiles(tape);
        await page.getByRole('img', { name: `${SCALE_PHOTO} 1` }).waitFor();
        await page.getByRole('img', { name: `${TAPE_PHOTO} 1` }).waitFor();
        // Not `exact`: after a check-in, antd's loading icon (labelled "loading") can linger in the button while its
        // exit motion waits, which makes the accessible name "loading Check in" though the button shows "Check in".
        await page.getByRole('button', { name: 'Check in' }).click();
        await page.getByText(`Checked in ${tracking}`).waitFor();
      }
      expect(await page.getByText('Matched to the pre-alert').count()).toBe(3);
      await screenshot(page, 'staff-check-in');

      // The customer sees each parcel in stock with the photo of the box, and the scale's and the tape's.
      for (const id of parcelIds) {
        const parcel = await callApi<{
          images: unknown[];
          weight_evidence: { weighings: { scale_photo: unknown; tape_photo: unknown }[] };
        }>(server, customer, 'GET', `/api/parcelDetail/${id}`);
        expect(parcel.images).toHaveLength(1);
        expect(parcel.weight_evidence.weighings).toHaveLength(1);
        expect(parcel.weight_evidence.weighings[0]?.scale_photo).toBeTruthy();
        expect(parcel.weight_evidence.weighings[0]?.tape_photo).toBeTruthy();
      }

      // ── The customer consolidates the three into one shipment.
      const recipient = await callApi<{ id: number }>(server, customer, 'POST', '/api/createRecipent', RECIPIENT_WANG);
      const lines = await callApi<{ id: number; code: string }[]>(
        server,
        customer,
        'GET',
        '/api/courierList?store_id=1&country_id=214',
      );
      const waybill = await callApi<{ id: number; shipment_id: string }>(
        server,
        customer,
        'POST',
        '/api/submitParcel',
        {
          parcel_ids: parcelIds,
          recipient_id: recipient.id,
          courier_id: lines.find((line) => line.code === 'AU-TW-EXP')?.id,
          shipper: {
            sender_name: 'Mei Lin',
            commercial_value: false,
            export_reason: 'gift',
            undeliverable_action: 'return',
          },
          declaration: [{ name: 'CottonTShirt', quantity: 3, total_amount: '60', product_type: 'clothing' }],
          acknowledgements: { safety: true, terms: true, ezway: true },
        },
      );

      // ── Staff pack it from the queue: the pick list names the three parcels.
      await menu(page, 'Packing');
      const packRow = page.getByRole('row', { name: new RegExp(waybill.shipment_id) });
      for (const tracking of trackings) await packRow.getByText(tracking, { exact: false }).waitFor();
      await packRow.getByRole('button', { name: 'Pack' }).click();
      await page.getByLabel('Final weight (kg)').fill('3.4');
      await page.getByLabel('Length (cm)').fill('40');
      await page.getByLabel('Width (cm)').fill('30');
      await page.getByLabel('Height (cm)').fill('20');
      const drawer = page.locator('.ant-drawer');
      // The photos of the scale and the tape are required: without them the form says so and sends nothing.
      await page.getByRole('button', { name: 'Packed: ask for payment' }).click();
      await drawer.getByText('Take this photo before you send the form.').first().waitFor();
      await drawer.locator(fileInput('Photos')).setInputFiles(writeSolidPng(files, 'packed.png', [120, 80, 40]));
      await drawer.getByRole('img', { name: 'Photos 1' }).waitFor();
      await drawer.locator(fileInput(SCALE_PHOTO)).setInputFiles(scale);
      await drawer.locator(fileInput(TAPE_PHOTO)).setInputFiles(tape);
      await drawer.getByRole('img', { name: `${TAPE_PHOTO} 1` }).waitFor();
      await page.getByRole('button', { name: 'Packed: ask for payment' }).click();
      await page.getByText(`${waybill.shipment_id} packed: waiting for payment`).waitFor();
      expect(await statusOf(server, customer, waybill.id)).toBe('pay_now');

      // ── The customer pays by bank transfer; finance approves it beside the proof.
      await payByBankTransfer(server, customer, waybill.id, writeSolidPng(files, 'proof.png', [10, 160, 60]));
      expect(await statusOf(server, customer, waybill.id)).toBe('bank_pending');
      await menu(page, 'Bank transfers');
      const transferRow = page.getByRole('row', { name: new RegExp(customer.email.replace(/\./g, '\\.')) });
      await transferRow.getByRole('img', { name: 'Proof' }).waitFor();
      // A rejection begun and cancelled leaves nothing behind: the next one starts with an empty reason.
      await transferRow.getByRole('button', { name: 'Reject' }).click();
      const rejection = await openedDialog(page);
      await rejection.getByLabel('Reason').fill('Amount does not match');
      await rejection.getByRole('button', { name: 'Cancel' }).click();
      await rejection.waitFor({ state: 'hidden' });
      await transferRow.getByRole('button', { name: 'Reject' }).click();
      const again = await openedDialog(page);
      expect(await again.getByLabel('Reason').inputValue()).toBe('');
      await again.getByRole('button', { name: 'Cancel' }).click();
      await again.waitFor({ state: 'hidden' });
      await transferRow.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Transfer approved').waitFor();
      expect(await statusOf(server, customer, waybill.id)).toBe('paid');

      // ── Dispatch with the carrier's number, then a tracking event by hand.
      await menu(page, 'Dispatch');
      await page.getByLabel(`Carrier tracking number ${waybill.shipment_id}`).fill(`CT${stamp}TW`);
      await page
        .getByRole('row', { name: new RegExp(waybill.shipment_id) })
        .getByRole('button', { name: 'Dispatch', exact: true })
        .click();
      await page.getByText(`${waybill.shipment_id} dispatched`).waitFor();
      expect(await statusOf(server, customer, waybill.id)).toBe('in_transit');

      await menu(page, 'Tracking events');
      await page
        .getByRole('row', { name: new RegExp(waybill.shipment_id) })
        .getByRole('radio')
        .check();
      await page.getByLabel('Event').click();
      await page.locator('.ant-select-item-option', { hasText: 'Held at customs' }).click();
      // Without words of their language, customers read the status from the catalogue: shown for each language.
      for (const read of ['Held by customs', '海关扣留', '海關扣留'])
        await page.getByText(read, { exact: true }).waitFor();
      await page.getByLabel('Place').fill('Taoyuan');
      await page.getByLabel('Words for customers reading English (optional)').fill('Waiting for the customs officer');
      await page.getByLabel('Words for customers reading Simplified Chinese (optional)').fill('等待海关人员查验');
      await page.getByRole('button', { name: 'Add event' }).click();
      await page.getByText(`Event added to ${waybill.shipment_id}`).waitFor();
      await screenshot(page, 'staff-tracking-event');

      // ── The customer sees the event, with its place, on their shipment's tracking page.
      const { context: phone, page: customerPage } = await openPhonePage(browser);
      try {
        await openAsCustomer(customerPage, server, customer, `/pages/waybill/newTrace?id=${waybill.id}`);
        await customerPage
          .getByText(/Waiting for the customs officer/)
          .first()
          .waitFor();
        await customerPage
          .getByText(/Taoyuan/)
          .first()
          .waitFor();
        await screenshot(customerPage, 'staff-day-customer-sees-event');
      } finally {
        await phone.close();
      }

      // ── Support finds the customer by the shipment id.
      await menu(page, 'Customers');
      await page.getByLabel('Customer id, email, phone, tracking number or shipment id').fill(waybill.shipment_id);
      await page.keyboard.press('Enter');
      await page.getByRole('cell', { name: customer.email }).waitFor();

      // ── In Chinese, and back to sign-in once the session is no longer accepted.
      await page.getByLabel('Language').click();
      await page.locator('.ant-select-item-option', { hasText: '简体中文' }).click();
      await page.getByRole('menuitem', { name: '入库', exact: true }).waitFor();
      await page.evaluate(() => {
        const key = 'parcelway_staff_session';
        const session = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, string>;
        sessionStorage.setItem(key, JSON.stringify({ ...session, token: 'revoked-or-expired' }));
      });
      await page.reload();
      await page.getByText('您的会话已结束，请重新登录。').waitFor();
    } finally {
      await context.close();
    }
  });
});

/**
 * The open dialog, once its opening motion has ended: a click on its Cancel during antd's zoom-in was seen lost (the
 * dialog stayed open), which a person, who waits for it to stop moving, never meets.
 */
async function openedDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter').waitFor({ state: 'detached' });
  return dialog;
}
