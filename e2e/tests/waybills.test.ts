import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, parcelInStock, RECIPIENT_LIN, RECIPIENT_WANG } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { runOps, STAFF_ENV, weighingPhotoFlags } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const w = (key: string) => text('en', 'waybills', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
const route = (key: string) => text('en', 'routes', key);
/** SPEC §8, word for word. */
const UNPAID = 'Please complete the payment before creating the new shipment.';

async function saveStep(page: Page) {
  await page.getByRole('button', { name: w('flow.saveStep') }).click();
  await heading(page, route('submit.parcel')).waitFor();
}

describe('shipments in a phone browser: the stepped flow to Taiwan, packing, the unpaid rule, cancelling', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: STAFF_ENV });
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('ships two parcels to a Taiwan recipient through every step; staff pack it; the next submission there waits for payment; another waybill is cancelled', async () => {
    const stamp = String(Date.now()).slice(-7);
    const first = await parcelInStock(server, customer, `WBA${stamp}1`);
    const second = await parcelInStock(server, customer, `WBB${stamp}2`);
    await callApi(server, customer, 'POST', '/api/createRecipent', RECIPIENT_WANG);
    const { context, page } = await openPhonePage(browser);
    try {
      // ── Choose both in-stock parcels and go on to ship them.
      await openAsCustomer(page, server, customer, '/pages/parcel/list');
      for (const tracking of [`WBA${stamp}1`, `WBB${stamp}2`])
        await page.getByRole('checkbox', { name: fill(text('en', 'parcels', 'list.select'), { tracking }) }).check();
      await page.getByRole('button', { name: text('en', 'parcels', 'list.submit') }).click();
      await heading(page, route('submit.parcel')).waitFor();
      await page
        .getByText(fill(w('flow.parcelsSummary_other'), { count: 2, weight: '2.2', warehouse: 'Australia warehouse' }))
        .waitFor();
      const steps = page.getByRole('navigation', { name: w('flow.stepsTitle') });
      const openStep = (name: string) => steps.getByText(name, { exact: true }).click();
      await screenshot(page, 'waybills-01-flow-start');

      // ── Recipient, from the address book.
      await openStep(w('steps.recipient'));
      await page
        .getByRole('button', { name: fill(text('en', 'addressBook', 'list.choose'), { name: '王小明' }) })
        .click();
      await heading(page, route('submit.parcel')).waitFor();
      await steps.getByText('王小明, 中正區').waitFor();

      // ── Line and insurance: the premium shows as insurance is switched on.
      await openStep(w('steps.logistics'));
      await heading(page, route('submit.logistics')).waitFor();
      const lines = page.getByRole('region', { name: w('logistics.title') });
      await lines.getByRole('radio').first().waitFor();
      const express = lines.getByRole('radio', { name: /Australia → Taiwan Express/ });
      // What each line pays without insurance is said before insurance is chosen: Express has AU$100 of cover.
      await lines
        .getByText(fill(w('logistics.liability'), { amount: 'AUD 100.00' }))
        .first()
        .waitFor();
      await lines.getByText(w('logistics.noLiability')).first().waitFor();
      await express.check();
      await page.getByRole('switch', { name: w('logistics.insure') }).click();
      await page.getByText(/^Premium: AUD \d+\.\d{2}$/).waitFor();
      await saveStep(page);

      // The Taiwan line asks for EZ WAY too: one more step than before.
      await steps.getByText(w('steps.ezway'), { exact: true }).waitFor();

      // ── Shipper.
      await openStep(w('steps.shipper'));
      await page.getByText(w('shipper.reasons.personal_use'), { exact: true }).click();
      await page.getByText(w('shipper.actions.return'), { exact: true }).click();
      await saveStep(page);

      // ── Declaration, started from the pre-alerts.
      await openStep(w('steps.declaration'));
      await expect.poll(() => page.getByRole('textbox', { name: text('en', 'declaration', 'name') }).count()).toBe(2);
      await saveStep(page);

      // ── Extras: nothing more, original boxes.
      await openStep(w('steps.extras'));
      await heading(page, route('submit.chooseExtraParcel')).waitFor();
      await saveStep(page);

      // ── Safety and compensation terms.
      await openStep(w('steps.safety'));
      await page.getByRole('button', { name: w('flow.saveStep') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Please confirm that the parcels hold nothing flammable or explosive.' })
        .waitFor();
      await page.getByRole('checkbox', { name: w('acknowledge.safety') }).check();
      await page.getByRole('checkbox', { name: w('acknowledge.terms') }).check();
      await saveStep(page);

      // ── EZ WAY real-name authentication.
      await openStep(w('steps.ezway'));
      await page.getByRole('checkbox', { name: w('ezway.confirm') }).check();
      await saveStep(page);

      await page.getByText(w('flow.allDone')).waitFor();
      await screenshot(page, 'waybills-02-flow-done');
      await page.getByRole('button', { name: w('flow.submit') }).click();
      await heading(page, route('waybill.detail')).waitFor();
      await page
        .getByText(text('en', 'waybills', 'filters.pending'), { exact: true })
        .first()
        .waitFor();
      const id = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
      expect(id).toBeGreaterThan(0);

      // ── Staff pack it: the final price, and it asks for payment.
      const packed = await runOps<{ status: string }>(server, [
        'pack-waybill',
        '--id',
        String(id),
        '--weight',
        '2.4',
        '--length',
        '35',
        '--width',
        '25',
        '--height',
        '20',
        ...weighingPhotoFlags(),
      ]);
      expect(packed.status).toBe('pay_now');
      await page.reload();
      await heading(page, route('waybill.detail')).waitFor();
      await page.getByText('Unpaid', { exact: true }).first().waitFor();
      const fees = page.getByRole('region', { name: text('en', 'common', 'fees.title') });
      await fees.getByText(text('en', 'common', 'fees.postage'), { exact: true }).waitFor();
      await fees.getByText(text('en', 'common', 'fees.insurance'), { exact: true }).waitFor();
      await fees.getByText(text('en', 'common', 'fees.total'), { exact: true }).waitFor();
      await screenshot(page, 'waybills-03-pay-now');

      // ── Home says one unpaid.
      await openAsCustomer(page, server, customer, '/pages/index/index');
      await page.getByRole('link', { name: fill(w('home.label'), { name: w('home.unpaid'), count: 1 }) }).waitFor();

      // ── A new shipment in the same warehouse waits for that payment.
      const third = await parcelInStock(server, customer, `WBC${stamp}3`);
      await openAsCustomer(page, server, customer, `/pages/submit/parcel?parcels=${third}`);
      await page.getByRole('alert').filter({ hasText: UNPAID }).waitFor();
      expect(await page.getByRole('button', { name: w('flow.submit') }).isDisabled()).toBe(true);

      // ── Another waybill (from the China warehouse) is cancelled; its parcel goes back in stock.
      const chinaParcel = await parcelInStock(server, customer, `WBD${stamp}4`, 2);
      // Another receiver: one person twice in a batch must be renamed (SPEC §5).
      const otherRecipient = await callApi<{ id: number }>(
        server,
        customer,
        'POST',
        '/api/createRecipent',
        RECIPIENT_LIN,
      );
      const lines2 = await callApi<{ id: number; code: string }[]>(
        server,
        customer,
        'GET',
        '/api/courierList?store_id=2&country_id=214',
      );
      const other = await callApi<{ id: number; shipment_id: string }>(server, customer, 'POST', '/api/submitParcel', {
        parcel_ids: [chinaParcel],
        recipient_id: otherRecipient.id,
        courier_id: lines2.find((line) => line.code === 'CN-TW-EXP')?.id,
        shipper: {
          sender_name: 'Mei Lin',
          commercial_value: false,
          export_reason: 'gift',
          undeliverable_action: 'return',
        },
        declaration: [{ name: 'CottonTShirt', quantity: 1, total_amount: '30', product_type: 'clothing' }],
        acknowledgements: { safety: true, terms: true, ezway: true },
      });
      // In Chinese the links and the priority switch each take their own row: beside "购物凭证 (0)" the switch
      // covered it at 390 px.
      const cn = (key: string) => text('cn', 'waybills', key);
      await openAsCustomer(page, server, customer, `/pages/waybill/detail?id=${other.id}`, 'cn');
      const more = page.getByRole('region', { name: cn('detail.more') });
      await more.getByRole('switch', { name: cn('detail.priority') }).waitFor();
      // Measured in one go: a section above that finishes loading between two measurements moves both.
      const layout = await more.evaluate((region) => ({
        switchTop: region.querySelector('[role="switch"]')?.getBoundingClientRect().top ?? 0,
        links: [...region.querySelectorAll('a')].map((link) => ({
          text: link.textContent ?? '',
          bottom: link.getBoundingClientRect().bottom,
        })),
      }));
      expect(layout.links.length).toBeGreaterThanOrEqual(3);
      for (const link of layout.links)
        expect(layout.switchTop, `the switch below ${link.text}`).toBeGreaterThanOrEqual(link.bottom);
      await openAsCustomer(page, server, customer, `/pages/waybill/detail?id=${other.id}`);
      await page.getByRole('button', { name: w('detail.cancel') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: w('detail.cancel') })
        .click();
      await page.getByText(w('detail.cancelled')).waitFor();
      await page.getByText('Cancelled', { exact: true }).first().waitFor();
      const parcel = await callApi<{ status: number }>(server, customer, 'GET', `/api/parcelDetail/${chinaParcel}`);
      expect(parcel.status).toBe(10);
      expect([first, second].every((parcelId) => parcelId > 0)).toBe(true);
      await screenshot(page, 'waybills-04-cancelled');
    } finally {
      await context.close();
    }
  });
});
