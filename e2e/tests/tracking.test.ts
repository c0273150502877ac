import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF_ENV, writeSolidPng } from './support/ops.js';
import { heading, loadedImageWidth, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';
import { packedWaybill } from './support/waybills.js';

const tr = (key: string) => text('en', 'tracking', key);
const w = (key: string) => text('en', 'waybills', key);
const pay = (key: string) => text('en', 'payments', key);
const route = (key: string) => text('en', 'routes', key);
/** The shared catalogue's sentence for a link that leads nowhere, word for word. */
const SHARE_NOT_FOUND = 'This tracking link does not exist or was switched off by the person who shared it.';
const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Pays a packed waybill by card in the sandbox, from its detail, as the customer would. */
async function payByCard(page: Page, server: ServerProcess, customer: ApiCustomer, waybillId: number) {
  const view = await callApi<{ payable: string }>(
    server,
    customer,
    'GET',
    `/api/getPayView?shipmentId=${waybillId}&currency=AUD`,
  );
  await openAsCustomer(page, server, customer, `/pages/waybill/detail?id=${waybillId}`);
  await page.getByRole('button', { name: w('detail.pay') }).click();
  await heading(page, route('waybill.pay')).waitFor();
  await page.getByText('Credit card (Visa, Mastercard)', { exact: true }).click();
  await page.getByRole('button', { name: pay('pay.submit'), exact: true }).click();
  await page.getByRole('button', { name: fill(pay('checkout.pay'), { amount: `AUD ${view.payable}` }) }).click();
  await page.getByRole('button', { name: `Pay AUD ${view.payable}` }).click();
  await heading(page, route('waybill.paymentStatus')).waitFor();
  await page.getByText('Payment completed').waitFor();
}

describe('tracking in a phone browser: the journey after payment, a share link, the public page', () => {
  let server: ServerProcess;
  let browser: Browser;
  let files: string;
  const stamp = String(Date.now()).slice(-7);

  beforeAll(async () => {
    // Each staff command logs in: more than the 10 logins a minute a person gets.
    server = await ServerProcess.start({
      env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100', RATE_LIMIT_TRACKING_PER_MINUTE: '3' },
    });
    browser = await launchBrowser();
    files = mkdtempSync(join(tmpdir(), 'parcelway-tracking-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    rmSync(files, { recursive: true, force: true });
  });

  it('pays, staff move the waybill to delivered, the customer follows it and shares it; the shared page opens without a session until revoked', async () => {
    const customer = await registerThroughApi(server);
    const waybill = await packedWaybill(server, customer, `TRK${stamp}1`);
    const { context, page } = await openPhonePage(browser);
    try {
      await payByCard(page, server, customer, waybill.id);

      // ── Staff: handed to the carrier, a customs hold and its release, then delivered with a photo.
      await runOps(server, [
        'set-waybill-status',
        '--id',
        String(waybill.id),
        '--status',
        'in_transit',
        '--tracking',
        `CX${stamp}`,
      ]);
      await runOps(server, [
        'add-tracking',
        '--id',
        String(waybill.id),
        '--status',
        'customs_held',
        '--place',
        'Taipei',
        '--text',
        'Held for inspection by customs',
        '--ref',
        `hold-${stamp}`,
      ]);
      await runOps(server, [
        'add-tracking',
        '--id',
        String(waybill.id),
        '--status',
        'out_for_delivery',
        '--place',
        'Taipei',
        '--text',
        'With the courier for delivery',
      ]);
      const proof = writeSolidPng(files, 'proof.png', [30, 160, 60]);
      await runOps(server, [
        'set-waybill-status',
        '--id',
        String(waybill.id),
        '--status',
        'delivered',
        '--photo',
        proof,
      ]);

      // ── The waybill list leads to its tracking.
      await openAsCustomer(page, server, customer, '/pages/waybill/list');
      await page.getByRole('link', { name: fill(w('card.trackOne'), { id: waybill.shipment_id }) }).click();
      await heading(page, route('waybill.newTrace')).waitFor();
      const journey = page.getByRole('region', { name: tr('timeline.title') });
      await journey.getByText(/Held for inspection by customs/).waitFor();
      await journey.getByText(/With the courier for delivery/).waitFor();
      await journey
        .getByText(/Taipei/)
        .first()
        .waitFor();
      const summary = page.getByRole('region', { name: tr('trace.summary') });
      await summary.getByText('Delivered', { exact: true }).first().waitFor();
      expect(await summary.getByText(tr('trace.lastMileNone')).count()).toBe(0);
      const proofs = page.getByRole('region', { name: tr('trace.proof') });
      await proofs.getByRole('img').first().waitFor();
      await screenshot(page, 'tracking-01-new-trace');

      // ── The carrier's leg, with its number.
      await page.getByRole('button', { name: tr('trace.carrierDetail') }).click();
      await heading(page, route('waybill.newTraceDetail')).waitFor();
      await page.getByText(`CX${stamp}`, { exact: true }).waitFor();
      await page.goBack();
      await heading(page, route('waybill.newTrace')).waitFor();

      // ── The detail of a delivered waybill: the last mile as the line delivers it, no error block.
      await openAsCustomer(page, server, customer, `/pages/waybill/detail?id=${waybill.id}`);
      const lastMile = page.getByRole('region', { name: w('detail.lastMile') });
      await lastMile.waitFor();
      expect(await lastMile.getByText(w('detail.lastMileNone')).count()).toBe(0);
      expect(await page.locator('.adm-error-block').count()).toBe(0);
      await screenshot(page, 'tracking-02-delivered-detail');
      await page.getByRole('button', { name: w('detail.track') }).click();
      await heading(page, route('waybill.newTrace')).waitFor();

      // ── A share link: made, shown once, listed.
      await page.getByRole('button', { name: tr('trace.share') }).click();
      await heading(page, route('waybill.traceShare')).waitFor();
      await page.getByText(tr('share.none')).waitFor();
      await page.getByRole('button', { name: tr('share.make') }).click();
      const shareUrl = (await page.getByTestId('share-url').innerText()).trim();
      expect(shareUrl).toMatch(/\/share\/[A-Za-z0-9_-]{43}(\?lang=en)?$/);
      // The card loads though this browser reached the server at another address than PUBLIC_URL (127.0.0.1, not
      // localhost): it comes from the page's own origin, which the Content-Security-Policy allows.
      const card = page.getByRole('img', { name: tr('card.alt').replace('{{id}}', waybill.shipment_id) });
      // Rendered on demand (about a second of CPU): waited for by its load event, an error failing at once.
      expect(await loadedImageWidth(card)).toBeGreaterThan(0);
      await page
        .getByRole('region', { name: tr('share.mine') })
        .getByText(tr('share.neverOpened'))
        .waitFor();
      await screenshot(page, 'tracking-03-share');

      // ── The share page's HTML carries the preview tags a chat app reads.
      const html = await (await fetch(shareUrl)).text();
      for (const tag of ['og:title', 'og:image', 'twitter:card'])
        expect(html, tag).toMatch(new RegExp(`<meta (property|name)="${tag}" content="[^"]+"`));

      // ── A stranger's browser, no session: the masked journey.
      const stranger = await openPhonePage(browser);
      try {
        await stranger.page.goto(shareUrl);
        await heading(stranger.page, route('waybill.traceShareDetail')).waitFor();
        await stranger.page.getByText(waybill.shipment_id, { exact: true }).waitFor();
        // The public page names the milestones; the staff's own words stay with the owner.
        await stranger.page.getByText('Held by customs', { exact: true }).first().waitFor();
        expect(await stranger.page.getByText(/Held for inspection by customs/).count()).toBe(0);
        await stranger.page.getByText(/王\*+/).waitFor();
        expect(await stranger.page.getByText('小明').count()).toBe(0);
        expect(await stranger.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
        await screenshot(stranger.page, 'tracking-04-shared-page');

        // ── The owner sees it was opened, and revokes it; the stranger's page then says it is not available.
        await page.reload();
        await heading(page, route('waybill.traceShare')).waitFor();
        const links = page.getByRole('region', { name: tr('share.mine') });
        await links.getByText(/Opened once/).waitFor();
        await links.getByRole('button', { name: /^Revoke the link made/ }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: tr('share.revoke') })
          .click();
        await page.getByText(tr('share.revoked')).first().waitFor();
        await links.getByText(tr('share.revokedTag'), { exact: true }).waitFor();

        // The link itself answers the server's not-found page; the app's page, still open, says the same once reloaded.
        const gone = await stranger.page.goto(shareUrl);
        expect(gone?.status()).toBe(404);
        await stranger.page.getByText(SHARE_NOT_FOUND).waitFor();
        expect(await stranger.page.getByText(waybill.shipment_id).count()).toBe(0);
        await stranger.page.goBack();
        await stranger.page.reload();
        await stranger.page.getByText(tr('public.notFound')).waitFor();
        expect(await stranger.page.getByText(waybill.shipment_id).count()).toBe(0);
        await screenshot(stranger.page, 'tracking-05-revoked');
      } finally {
        await stranger.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it("finds a number from the home box: the customer's own waybill, and a friendly word for an unknown one", async () => {
    const customer = await registerThroughApi(server);
    const waybill = await packedWaybill(server, customer, `TRK${stamp}2`);
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/index/index');
      const box = page.getByRole('region', { name: tr('search.title') });
      await box.getByRole('searchbox').fill(waybill.shipment_id);
      await box.getByRole('searchbox').press('Enter');
      await heading(page, route('index.trackingNumber')).waitFor();
      await page.getByText(text('en', 'tracking', 'lookup.kind.waybill'), { exact: true }).click();
      await heading(page, route('waybill.newTrace')).waitFor();
      await page.goBack();
      await heading(page, route('index.trackingNumber')).waitFor();

      await page.goto(`${server.baseUrl}/#/pages/index/trackingNumber?number=ZZ${stamp}NOPE`);
      await page.getByText(fill(tr('lookup.notFound'), { number: `ZZ${stamp}NOPE` })).waitFor();
      await screenshot(page, 'tracking-06-not-found');

      // A number that is none of hers goes to the carrier (the local stand-in knows SIM numbers).
      await page.goto(`${server.baseUrl}/#/pages/index/trackingNumber?number=SIM${stamp}`);
      await page.getByRole('region', { name: tr('lookup.carrierAnswer') }).waitFor();
      await screenshot(page, 'tracking-07-carrier-answer');

      // The third lookup this minute was the last: the next is refused, said in a toast in her language.
      await page.goto(`${server.baseUrl}/#/pages/index/trackingNumber?number=SIM${stamp}9`);
      await page.getByText(RATE_LIMITED).waitFor();
      await page.getByText(tr('lookup.failed')).waitFor();
      await screenshot(page, 'tracking-08-rate-limited');
    } finally {
      await context.close();
    }
  });
});
