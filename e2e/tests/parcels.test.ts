import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF_ENV, writeSolidPng } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const parcels = (key: string) => text('en', 'parcels', key);
const filled = (key: string, values: Record<string, string | number>) =>
  parcels(key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
const routeTitle = (key: string) => text('en', 'routes', key);
const declaration = (key: string) => text('en', 'declaration', key);
const account = (key: string) => text('en', 'account', key);
/** SPEC §8, word for word. */
const DUPLICATE = 'The tracking number already exists';

interface CheckIn {
  outcome: string;
  parcel: { id: number; customer_id: number | null };
}

async function apiGet<T>(server: ServerProcess, customer: ApiCustomer, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${customer.token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function apiPost<T>(server: ServerProcess, customer: ApiCustomer, path: string, payload: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify(payload),
  });
  const answer = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

/** The customer's mobile, verified with the code the dev mailbox shows (closing an account needs one, SPEC §5). */
async function verifyPhone(server: ServerProcess, customer: ApiCustomer) {
  const phone = `0412${String(Date.now()).slice(-6)}`;
  const sent = await apiPost<{ sent_to: string }>(server, customer, '/api/sendMessage', {
    type: 'bind_phone',
    phone_code: '61',
    phone,
  });
  const mailbox = await fetch(`${server.baseUrl}/dev/mailbox?to=${encodeURIComponent(sent.sent_to)}`);
  const [message] = ((await mailbox.json()) as { data: { body: string }[] }).data;
  const code = /\d{6}/.exec(message?.body ?? '')?.[0];
  await apiPost(server, customer, '/api/updatePhone', { phone_code: '61', phone, code });
}

/** Fills the pre-alert form with one tracking number (and, if given, a declared item) and sends it. */
async function preAlert(
  page: Page,
  server: ServerProcess,
  customer: ApiCustomer,
  tracking: string,
  item?: { name: string; typeKey: string; amount: string },
) {
  await openAsCustomer(page, server, customer, '/pages/personal/predeclareAdd');
  await heading(page, routeTitle('personal.predeclareAdd')).waitFor();
  await page.getByLabel(filled('form.trackingNumbered', { number: 1 })).fill(tracking);
  await page.getByLabel(parcels('form.contents')).fill('Cotton T-shirts');
  if (item) {
    await page.getByRole('button', { name: declaration('addItem') }).click();
    await page.getByLabel(declaration('name'), { exact: true }).fill(item.name);
    await page.getByText(declaration(item.typeKey), { exact: true }).click();
    await page.getByLabel(declaration('totalAmount').replace('{{currency}}', 'AUD'), { exact: true }).fill(item.amount);
  }
  await page.getByRole('button', { name: parcels('add.submit'), exact: true }).click();
}

describe('parcels in a phone browser: pre-alert, check-in, claim, extra services', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;
  let photos: string;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: STAFF_ENV });
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
    photos = mkdtempSync(join(tmpdir(), 'parcelway-photos-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    rmSync(photos, { recursive: true, force: true });
  });

  it('pre-alerts two parcels (a duplicate refused first), which staff check in with photos; the badge counts them; a claimed parcel and a photo service follow', async () => {
    const stamp = String(Date.now()).slice(-7);
    const [first, second, unannounced] = [`PWA${stamp}1`, `PWB${stamp}2`, `PWC${stamp}3`];
    const { context, page } = await openPhonePage(browser);
    try {
      // ── Pre-alert the first parcel, then the same number again: refused, with an offer to view it.
      // Declared with an item: the product type tapped on an item just added is the one sent (it stayed "General
      // goods": the new item's errors vanished from under the fields as they were filled, and the tap missed).
      await preAlert(page, server, customer, first.toLowerCase(), {
        name: 'WirelessHeadphones',
        typeKey: 'productTypes.electronics',
        amount: '120',
      });
      await heading(page, routeTitle('personal.predeclare')).waitFor();
      await page
        .getByRole('list', { name: parcels('preAlerts.waiting') })
        .getByText(first)
        .waitFor();

      await preAlert(page, server, customer, first);
      const offer = page.getByRole('dialog').filter({ hasText: DUPLICATE });
      await offer.waitFor();
      await screenshot(page, 'parcels-01-duplicate-refused');
      await offer.getByRole('button', { name: text('en', 'common', 'cancel') }).click();
      await page.getByRole('alert').filter({ hasText: DUPLICATE }).waitFor();

      // ── The second parcel.
      await page.getByLabel(filled('form.trackingNumbered', { number: 1 })).fill(second);
      await page.getByRole('button', { name: parcels('add.submit'), exact: true }).click();
      await heading(page, routeTitle('personal.predeclare')).waitFor();
      const waiting = page.getByRole('list', { name: parcels('preAlerts.waiting') });
      await waiting.getByText(second).waitFor();
      await expect.poll(() => waiting.getByRole('listitem').count()).toBe(2);
      const preAlerts = await apiGet<{ list: { id: number; tracking_number: string }[] }>(
        server,
        customer,
        '/api/preParcelList',
      );
      const idOf = (tracking: string) => preAlerts.list.find((parcel) => parcel.tracking_number === tracking)?.id ?? 0;
      type Declared = { contents: string; declaration: { items: { name: string; product_type: string }[] } | null };
      const declared = await apiGet<Declared>(server, customer, `/api/parcelDetail/${idOf(first)}`);
      expect(declared.declaration?.items).toMatchObject([{ name: 'WirelessHeadphones', product_type: 'electronics' }]);

      // ── One pre-alert's form, then another's on the same screen, then the first again: each shows its own
      // parcel, and a save changes the parcel shown, not the one seen before.
      await openAsCustomer(page, server, customer, `/pages/personal/preentry?id=${idOf(first)}`);
      const trackingField = page.getByLabel(parcels('form.tracking'), { exact: true });
      await expect.poll(() => trackingField.inputValue()).toBe(first);
      const openEntry = (id: number) =>
        page.evaluate((entry) => {
          window.location.hash = `#/pages/personal/preentry?id=${entry}`;
        }, id);
      await openEntry(idOf(second));
      await expect.poll(() => trackingField.inputValue()).toBe(second);
      await openEntry(idOf(first));
      await expect.poll(() => trackingField.inputValue()).toBe(first);
      await page.getByLabel(parcels('form.contents'), { exact: true }).fill('Wool socks');
      await page.getByRole('button', { name: parcels('entry.save'), exact: true }).click();
      await heading(page, routeTitle('parcel.detail')).waitFor();
      expect((await apiGet<Declared>(server, customer, `/api/parcelDetail/${idOf(first)}`)).contents).toBe(
        'Wool socks',
      );
      expect((await apiGet<Declared>(server, customer, `/api/parcelDetail/${idOf(second)}`)).contents).toBe(
        'Cotton T-shirts',
      );

      // ── Staff receive both through the command line, weighed, measured and photographed.
      const blue = writeSolidPng(photos, 'blue.png', [40, 90, 200]);
      const green = writeSolidPng(photos, 'green.png', [40, 160, 80]);
      for (const [tracking, photo] of [
        [first, blue],
        [second, green],
      ] as const) {
        const received = await runOps<CheckIn>(server, [
          'receive-parcel',
          '--store',
          '1',
          '--tracking',
          tracking,
          '--weight',
          '1.2',
          '--length',
          '30',
          '--width',
          '20',
          '--height',
          '15',
          '--photo',
          photo,
          '--note',
          'Box in good condition',
        ]);
        expect(received.outcome).toBe('matched_pre_alert');
      }

      // ── Both in stock with their photos; the Parcels tab says 2.
      await openAsCustomer(page, server, customer, '/pages/parcel/list');
      const arrived = page.getByRole('list', { name: parcels('tabs.arrived') });
      for (const tracking of [first, second]) {
        const photo = arrived.getByRole('img', { name: filled('card.photo', { tracking }) });
        await photo.waitFor();
        await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
      }
      const tabBar = page.getByRole('navigation', { name: text('en', 'common', 'tabs.label') });
      await tabBar.getByText('2', { exact: true }).waitFor();
      await screenshot(page, 'parcels-02-in-stock-badge');
      // The list's claim dialog loads only when asked for, and the first click opens it.
      await page.getByRole('button', { name: parcels('claim.title') }).click();
      const claimTracking = page.getByRole('textbox', { name: parcels('claim.tracking') });
      await claimTracking.waitFor();
      await page.getByRole('button', { name: text('en', 'common', 'cancel') }).click();
      await claimTracking.waitFor({ state: 'hidden' });

      // ── A parcel arrives with nothing to match it; its owner pre-alerts it afterwards, claims it, staff confirm.
      const orphan = await runOps<CheckIn>(server, [
        'receive-parcel',
        '--store',
        '1',
        '--tracking',
        unannounced,
        '--weight',
        '0.8',
        '--length',
        '20',
        '--width',
        '15',
        '--height',
        '10',
        '--photo',
        blue,
      ]);
      expect([orphan.outcome, orphan.parcel.customer_id]).toEqual(['unclaimed', null]);
      await preAlert(page, server, customer, unannounced);
      await page
        .getByRole('dialog')
        .filter({ hasText: filled('add.arrivedUnclaimed', { tracking: unannounced }) })
        .waitFor();
      await page.getByRole('button', { name: parcels('claim.submit'), exact: true }).click();
      const claimDialog = page.getByRole('dialog').filter({ hasText: parcels('claim.explain') });
      expect(await claimDialog.getByRole('textbox', { name: parcels('claim.tracking') }).inputValue()).toBe(
        unannounced,
      );
      await claimDialog.getByRole('button', { name: parcels('claim.submit'), exact: true }).click();
      // The claim waits for staff: the customer sees their pre-alert being confirmed, not the parcel.
      await heading(page, routeTitle('parcel.detail')).waitFor();
      await page.getByRole('heading', { level: 2, name: unannounced }).waitFor();
      await page.getByText(parcels('claim.beingConfirmed')).waitFor();
      const claims = await runOps<{ parcel_id: number; claims: { id: number }[] }[]>(server, ['list-claims']);
      const claimId = claims.find((entry) => entry.parcel_id === orphan.parcel.id)?.claims[0]?.id;
      expect(claimId).toBeDefined();
      await runOps(server, ['resolve-claim', '--id', String(claimId), '--approve']);
      await openAsCustomer(page, server, customer, `/pages/parcel/detail?id=${orphan.parcel.id}`);
      await page.getByRole('heading', { level: 2, name: unannounced }).waitFor();
      await page.getByText(parcels('detail.photos')).first().waitFor();
      await screenshot(page, 'parcels-03-claimed');

      // ── A photo service on the first parcel: it waits until staff complete it with their photos.
      const list = await apiGet<{ list: { id: number; tracking_number: string }[] }>(
        server,
        customer,
        '/api/parcelList?tab=arrived',
      );
      const firstId = list.list.find((parcel) => parcel.tracking_number === first)?.id;
      expect(firstId).toBeDefined();
      await openAsCustomer(page, server, customer, `/pages/parcel/detail?id=${firstId}`);
      await page.getByRole('link', { name: parcels('detail.requestServices') }).click();
      await heading(page, routeTitle('personal.parcelExService')).waitFor();
      await page.getByRole('checkbox', { name: 'Photo' }).check();
      await page.getByRole('button', { name: parcels('services.submit') }).click();
      await heading(page, routeTitle('parcel.detail')).waitFor();
      const services = page.getByRole('region', { name: parcels('services.title') });
      await services.getByText(parcels('services.status.pending')).waitFor();

      const pending = await runOps<{ id: number; parcel_id: number; service: string }[]>(server, [
        'list-extra-services',
        '--store',
        '1',
      ]);
      const entry = pending.find((row) => row.parcel_id === firstId && row.service === 'photo');
      expect(entry).toBeDefined();
      const red = writeSolidPng(photos, 'red.png', [200, 50, 40]);
      await runOps(server, ['complete-extra-service', '--id', String(entry?.id), '--photo', red, '--photo', green]);

      await openAsCustomer(page, server, customer, `/pages/parcel/completedEx?id=${firstId}`);
      const results = page.getByRole('list', { name: filled('services.results', { name: 'Photo' }) });
      await expect.poll(() => results.getByRole('img').count()).toBe(2);
      await page.getByText(parcels('services.status.completed'), { exact: true }).waitFor();
      await screenshot(page, 'parcels-04-service-photos');

      await openAsCustomer(page, server, customer, `/pages/parcel/detail?id=${firstId}`);
      await expect
        .poll(() =>
          page
            .getByRole('list', { name: parcels('detail.photos') })
            .getByRole('img')
            .count(),
        )
        .toBe(3);
      await page.getByText('admin', { exact: true }).waitFor();

      // ── The phone's Back closes the photo viewer first, and only then leaves the parcel.
      await page.getByRole('button', { name: text('en', 'common', 'files.open').replace('{{number}}', '1') }).click();
      const viewer = page.locator('.adm-image-viewer-content');
      await viewer.waitFor();
      await page.goBack();
      await viewer.waitFor({ state: 'hidden' });
      await heading(page, routeTitle('parcel.detail')).waitFor();
      expect(page.url()).toContain(`/pages/parcel/detail?id=${firstId}`);

      // ── Closing the account while parcels are in stock: the server's reason stays on the screen, with the way
      // to what holds it.
      await verifyPhone(server, customer);
      await openAsCustomer(page, server, customer, '/pages/personal/closeAccount');
      await page.getByRole('button', { name: account('closeAccount.sendCode') }).click();
      const refusal = page.getByRole('alert').filter({ hasText: account('closeAccount.blocking.title') });
      await refusal.getByText(/still has parcels, shipments or payments in progress/).waitFor();
      await screenshot(page, 'parcels-05-closure-refused');
      await refusal.getByRole('link', { name: account('closeAccount.blocking.parcels') }).click();
      await heading(page, routeTitle('parcel.list')).waitFor();
    } finally {
      await context.close();
    }
  });
});
