import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF, STAFF_ENV, writeSolidPng } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';
import { packedWaybill } from './support/waybills.js';

const weights = (key: string) => text('en', 'weights', key);
const route = (key: string) => text('en', 'routes', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
const fileInput = (name: string) => `input[type=file][aria-label="${name}"]`;

interface Detail {
  status: string;
  fees: { total: string; currency: string };
  weight: { chargeable: string };
  weight_evidence: {
    dispute: {
      status: string;
      total_before: string | null;
      total_after: string | null;
      refund: { amount: string; currency: string } | null;
    } | null;
  };
}

describe('a weight dispute that ends in a lower price', () => {
  let server: ServerProcess;
  let browser: Browser;
  let files: string;
  const stamp = String(Date.now()).slice(-7);

  beforeAll(async () => {
    // Each staff command logs in: more than the 10 logins a minute a person gets.
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser();
    files = mkdtempSync(join(tmpdir(), 'parcelway-weight-dispute-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    if (files) rmSync(files, { recursive: true, force: true });
  });

  it('the customer disputes a paid shipment’s weight from its page, staff weigh it again with new photos, the price drops and the difference is on the balance', async () => {
    // ── A paid shipment: packed at 1.6 kg and 30 × 20 × 12 cm (charged 2 kg), paid from the balance.
    const customer = await registerThroughApi(server);
    const waybill = await packedWaybill(server, customer, `WD${stamp}AU`);
    const before = await callApi<Detail>(server, customer, 'GET', `/api/shipmentDetail/${waybill.id}`);
    expect(before.weight.chargeable).toBe('2');
    await runOps(server, [
      'adjust-balance',
      '--customer',
      String(customer.userInfo.id),
      '--amount',
      before.fees.total,
      '--currency',
      'AUD',
      '--reason',
      'Top-up at the counter',
    ]);
    const paid = await fetch(`${server.baseUrl}/api/balancePay`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
        'idempotency-key': `weight-dispute-${stamp}`,
        lang: 'en',
      },
      body: JSON.stringify({ shipmentId: waybill.id, amount: before.fees.total, combinePay: false, currency: 'AUD' }),
    });
    expect(paid.status, await paid.clone().text()).toBe(200);

    const { context: phone, page } = await openPhonePage(browser);
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    try {
      // ── On the shipment's page the customer checks the packed box's figures and photos, and disputes them.
      await openAsCustomer(page, server, customer, `/pages/waybill/detail?id=${waybill.id}`);
      await heading(page, route('waybill.detail')).waitFor();
      const evidence = page.getByRole('region', { name: weights('evidence.title') });
      await evidence.getByText(fill(weights('evidence.grams'), { grams: 1600 })).waitFor();
      await evidence.getByText(fill(weights('evidence.centimetres'), { length: 30, width: 20, height: 12 })).waitFor();
      await evidence
        .getByRole('list', { name: weights('evidence.photos') })
        .first()
        .getByRole('button')
        .first()
        .waitFor();
      await screenshot(page, 'weight-evidence');
      await page.getByRole('button', { name: weights('dispute.action') }).click();
      await heading(page, route('waybill.weightDispute')).waitFor();
      await page.getByLabel(weights('form.weight')).fill('1.1');
      await page.getByLabel(weights('form.description')).fill('My kitchen scale says 1.1 kg with the box');
      await screenshot(page, 'weight-dispute-form');
      await page.getByRole('button', { name: weights('form.submit') }).click();
      await page.getByText(weights('form.sent')).waitFor();
      // Back on the shipment, the dispute is there with its clock.
      await heading(page, route('waybill.detail')).waitFor();
      const card = page.getByRole('status', { name: weights('dispute.title') });
      await card.getByText('Being checked').waitFor();
      await card.getByText(fill(weights('dispute.claimedWeight'), { weight: '1.1' })).waitFor();

      // ── Staff find it in the console's queue, weigh the box again and photograph the scale and the tape.
      const staff = await desk.newPage();
      await staff.goto(`${server.baseUrl}/staff`);
      await staff.getByLabel('Email').fill(STAFF.email);
      await staff.getByLabel('Password').fill(STAFF.password);
      await staff.getByRole('button', { name: 'Sign in' }).click();
      await staff.getByRole('menuitem', { name: 'Weight disputes', exact: true }).click();
      const row = staff.getByRole('row', { name: new RegExp(waybill.shipment_id) });
      await row.getByText('1.1 kg').waitFor();
      await row.getByRole('button', { name: 'Decide' }).click();
      const drawer = staff.locator('.ant-drawer');
      await drawer.getByText('My kitchen scale says 1.1 kg with the box').waitFor();
      await drawer.getByLabel('Weight (kg)').fill('1.12');
      await drawer.getByLabel('Length (cm)').fill('30');
      await drawer.getByLabel('Width (cm)').fill('20');
      await drawer.getByLabel('Height (cm)').fill('10');
      await drawer
        .locator(fileInput('Photo of the scale’s readout'))
        .setInputFiles(writeSolidPng(files, 'scale.png', [10, 10, 10]));
      await drawer
        .locator(fileInput('Photo of the tape on the longest side'))
        .setInputFiles(writeSolidPng(files, 'tape.png', [250, 210, 0]));
      await drawer.getByRole('img', { name: 'Photo of the scale’s readout 1' }).waitFor();
      await drawer.getByRole('img', { name: 'Photo of the tape on the longest side 1' }).waitFor();
      await drawer.getByLabel('Note for the customer (optional)').fill('Weighed again on the calibrated scale');
      await screenshot(staff, 'staff-weight-dispute');
      await drawer.getByRole('button', { name: 'Weigh again' }).click();
      await staff.getByText(`${waybill.shipment_id} weighed again: the customer is told`).waitFor();

      // ── The customer sees the lower price, the new weighing and the refund, and finds it on the balance.
      const after = await callApi<Detail>(server, customer, 'GET', `/api/shipmentDetail/${waybill.id}`);
      expect(after.weight.chargeable).toBe('1.5');
      const dispute = after.weight_evidence.dispute;
      expect(dispute?.status).toBe('reweighed');
      expect(Number(after.fees.total)).toBeLessThan(Number(before.fees.total));
      const refund = dispute?.refund?.amount ?? '';
      expect(Math.round(Number(refund) * 100)).toBe(
        Math.round(Number(before.fees.total) * 100) - Math.round(Number(after.fees.total) * 100),
      );
      await page.reload();
      await heading(page, route('waybill.detail')).waitFor();
      await card.getByText('Weighed again', { exact: true }).waitFor();
      await card
        .getByText(
          fill(weights('dispute.total'), { before: `AUD ${before.fees.total}`, after: `AUD ${after.fees.total}` }),
        )
        .waitFor();
      await card.getByText(fill(weights('dispute.refund'), { amount: `AUD ${refund}` })).waitFor();
      await screenshot(page, 'weight-dispute-decided');

      await page.goto(`${server.baseUrl}/#/pages/personal/accountBalance`);
      await heading(page, route('personal.accountBalance')).waitFor();
      await page.getByText(`AUD ${refund}`, { exact: true }).waitFor();
      await screenshot(page, 'weight-dispute-refund');
    } finally {
      await desk.close();
      await phone.close();
    }
  });
});
