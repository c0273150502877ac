import { randomUUID } from 'node:crypto';
import { calendarDate, halfYearOf, localDayBounds, parseMajor } from '@parcelway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waybills } from '../src/db/schema/index.js';
import { creditBalance } from '../src/modules/payments/index.js';
import { markWaybillPaid } from '../src/modules/waybills/moves.js';
import {
  body,
  createTestApp,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  uploadFile,
} from './support/app.js';
import { shirt, type Waybill, waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, post, ok, inStock, recipient, lineId, submission, pack } = waybillFixtures(() => ({ t, staff }));

const NEW_ZEALAND = {
  first_name: 'Aroha',
  last_name: 'Ngata',
  phoneCode: '64',
  contactNumber: '021 123 4567',
  country_id: 157,
  state: 'Auckland',
  city: 'Auckland',
  postcode: '1010',
  address: '1 Queen Street',
};

interface DutiesView {
  items: { code: string; amount: string; collected_by: string; name: string }[];
  notes: string[];
  collected_by_us: string;
  at_clearance: string;
  landed_total: string;
  source: { authority: string } | null;
  shop_tax_waivable: boolean;
}
interface Quote {
  fees: Record<string, string | boolean>;
  duties: DutiesView;
  allowance: { count: number; max: number; text: string } | null;
}
type Detail = Waybill & {
  duties: { charged: DutiesView | null; quoted: DutiesView | null; shop_charged_tax: boolean };
};

async function nzDraft(customer: Awaited<ReturnType<typeof registerCustomer>>, changes: Record<string, unknown> = {}) {
  const parcels = await inStock(customer, 1);
  return submission(customer, parcels, {
    recipient_id: await recipient(customer, NEW_ZEALAND),
    courier_id: await lineId('AU-NZ-EXP'),
    declaration: [{ ...shirt, total_amount: '200' }],
    ...changes,
  });
}

/** Submitted and paid: no longer open, so the same receiver can be sent to again (SPEC §5 batch rule). */
async function shipped(customer: Awaited<ReturnType<typeof registerCustomer>>, draft: Record<string, unknown>) {
  const waybill = await ok<Waybill>(await post(customer, '/api/submitParcel', draft));
  expect((await pack(waybill.id)).statusCode).toBe(200);
  await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, waybill.id, t.clock.now()));
  return waybill.id;
}

function pricingOf(draft: Record<string, unknown>) {
  const { shipper: _shipper, acknowledgements: _acks, shop_tax_receipt: _receipt, ...pricing } = draft;
  return pricing;
}

describe('New Zealand: GST on low-value goods, collected by us as redeliverer (IRD)', () => {
  it('shows the same landed cost before submitting, on the waybill, on the pay page, as quoted and as charged', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const draft = await nzDraft(customer);
    const quote = await ok<Quote>(await post(customer, '/api/quoteSubmission', pricingOf(draft)));
    expect(quote.duties.items.map((item) => [item.code, item.collected_by])).toEqual([['nzGst', 'us']]);
    expect(quote.fees.customs).toBe(quote.duties.collected_by_us);
    expect(Number(quote.fees.customs)).toBeGreaterThan(0);
    expect(quote.duties.source?.authority).toBe('IRD');
    expect(quote.duties.notes[0]).toMatch(/^New Zealand: goods up to NZD 1000.00 carry 15% GST/);
    expect(quote.duties.shop_tax_waivable).toBe(true);
    expect(quote.allowance).toBeNull();

    const waybill = await ok<Detail>(await post(customer, '/api/submitParcel', draft));
    expect(waybill.fees).toEqual(quote.fees);
    expect(waybill.duties.quoted).toEqual(quote.duties);
    expect(waybill.duties.charged).toEqual(quote.duties);

    // Packing prices it again: the charge follows the packed box, the quote stays as it was.
    expect((await pack(waybill.id, { weight: 6 })).statusCode).toBe(200);
    const packed = await ok<Detail>(await get(customer, `/api/shipmentDetail/${waybill.id}`));
    expect(packed.duties.quoted).toEqual(quote.duties);
    expect(packed.duties.charged?.collected_by_us).toBe(packed.fees.customs);
    expect(packed.duties.charged?.landed_total).toBe(packed.fees.total);

    const pay = await ok<{ shipment: { fees: Record<string, string>; duties: DutiesView } }>(
      await get(customer, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD`),
    );
    expect(pay.shipment.duties).toEqual(packed.duties.charged);

    // Paid, the invoice names the tax we collected instead of one "customs" line.
    await t.app.ctx.db.transaction((tx) =>
      creditBalance(tx, customer.id, 'top_up', parseMajor(packed.fees.total as string, 'AUD')),
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/balancePay',
      headers: { ...customer.headers, 'idempotency-key': randomUUID() },
      payload: { shipmentId: waybill.id, amount: packed.fees.total, combinePay: false, currency: 'AUD' },
    });
    expect(paid.statusCode).toBe(200);
    const url = await ok<string>(await get(customer, `/api/getInvoice/${waybill.id}`));
    const pdf = (await t.app.inject({ url })).rawPayload.toString('latin1');
    expect(pdf).toContain('New Zealand GST on low-value goods');
    expect(pdf).toContain('New Zealand: goods up to');
  });

  it('collects none when the shop charged it, and then asks for the receipt', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const draft = await nzDraft(customer, { shop_charged_tax: true });
    const quote = await ok<Quote>(await post(customer, '/api/quoteSubmission', pricingOf(draft)));
    expect(quote.duties.items).toEqual([]);
    expect(quote.fees.customs).toBe('0.00');
    expect(quote.duties.notes[0]).toContain('商家结账时已收取 15% 消费税');

    const noReceipt = await post(customer, '/api/submitParcel', draft);
    expect(body(noReceipt).errors).toEqual({ shop_tax_receipt: '请上传显示商家所收税款的收据。' });

    const receipt = await uploadFile(t.app, customer.headers, SAMPLE_FILES.jpeg);
    const waybill = await ok<Detail & { declaration_files: unknown[] }>(
      await post(customer, '/api/submitParcel', { ...draft, shop_tax_receipt: receipt.url }),
    );
    expect(waybill.duties.shop_charged_tax).toBe(true);
    expect(waybill.duties.charged?.items).toEqual([]);
    expect(waybill.declaration_files).toHaveLength(1);
  });
});

describe('a GST-registered business receiver in New Zealand (IRD: business to business)', () => {
  it('refuses a GST number that fails its check digit, in the reader’s language', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const refused = await post(customer, '/api/createRecipent', { ...NEW_ZEALAND, abn: '136-410-133' });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).errors).toMatchObject({ abn: '此 GST 號碼無效：應為 8 或 9 位數字，與企業的 GST 註冊一致。' });
  });

  it('collects no GST for a receiver with a valid GST number; the landed cost says the importer accounts for it', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const draft = await nzDraft(customer, {
      recipient_id: await recipient(customer, {
        ...NEW_ZEALAND,
        company: 'Kiwi Imports Ltd',
        abn: '136-410-132',
        gst_registered: true,
      }),
    });
    const quote = await ok<Quote>(await post(customer, '/api/quoteSubmission', pricingOf(draft)));
    expect(quote.duties.items).toEqual([]);
    expect(quote.fees.customs).toBe('0.00');
    expect(quote.duties.shop_tax_waivable).toBe(false);
    expect(quote.duties.notes[0]).toBe(
      'New Zealand: the receiver is a GST-registered business (GST number 136410132), so this is a business import: we collect no GST on it; the importer accounts for the 15% GST itself (business to business).',
    );
    const waybill = await ok<Detail>(await post(customer, '/api/submitParcel', draft));
    expect(waybill.duties.quoted).toEqual(quote.duties);
    // Packing prices it again from the receiver the waybill keeps: still business to business.
    expect((await pack(waybill.id, { weight: 6 })).statusCode).toBe(200);
    const packed = await ok<Detail>(await get(customer, `/api/shipmentDetail/${waybill.id}`));
    expect(packed.duties.charged?.items).toEqual([]);
    expect(packed.fees.customs).toBe('0.00');

    // The same goods to a consumer in New Zealand: the redeliverer's GST is ours to collect.
    const consumer = await registerCustomer(t.app, {}, 'en');
    const toConsumer = await ok<Quote>(
      await post(consumer, '/api/quoteSubmission', pricingOf(await nzDraft(consumer))),
    );
    expect(toConsumer.duties.items.map((item) => item.code)).toEqual(['nzGst']);
  });

  it('collects the GST when the business has a number but the customer does not say it is registered for GST', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const recipientId = await recipient(customer, { ...NEW_ZEALAND, company: 'Small Traders Ltd', abn: '136-410-132' });
    const saved = await ok<{ gst_registered: boolean }>(await get(customer, `/api/recipentDetail/${recipientId}`));
    expect(saved.gst_registered).toBe(false);
    const quote = await ok<Quote>(
      await post(customer, '/api/quoteSubmission', pricingOf(await nzDraft(customer, { recipient_id: recipientId }))),
    );
    expect(quote.duties.items.map((item) => item.code)).toEqual(['nzGst']);
  });

  it('keeps no registration for a consumer address without a number', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const recipientId = await recipient(customer, { ...NEW_ZEALAND, gst_registered: true });
    const saved = await ok<{ gst_registered: boolean }>(await get(customer, `/api/recipentDetail/${recipientId}`));
    expect(saved.gst_registered).toBe(false);
  });
});

describe('Taiwan: six duty-free imports per receiver per half-year (Taiwan customs)', () => {
  it('counts the receiver’s imports before submitting; the seventh is taxed at the door whatever its value', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const receiver = await recipient(customer);
    const counts: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const parcels = await inStock(customer, 1);
      const draft = await submission(customer, parcels, { recipient_id: receiver });
      const quote = await ok<Quote>(await post(customer, '/api/quoteSubmission', pricingOf(draft)));
      counts.push(quote.allowance?.count ?? 0);
      if (index === 5) {
        expect(quote.allowance?.text).toContain('6 / 6');
        expect(quote.duties.items).toEqual([]);
      }
      if (index === 6) {
        expect(quote.allowance?.text).toContain('已用完');
        expect(quote.duties.items.map((item) => [item.code, item.collected_by])).toEqual([
          ['twBusinessTax', 'customs'],
        ]);
        expect(Number(quote.duties.at_clearance)).toBeGreaterThan(0);
        expect(quote.duties.notes.some((note) => note.includes('臺灣關務署'))).toBe(true);
        break;
      }
      await shipped(customer, draft);
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts again each half-year: an import on the last day of the previous one does not count', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const receiver = await recipient(customer);
    const draft = async () =>
      pricingOf(await submission(customer, await inStock(customer, 1), { recipient_id: receiver }));
    const id = await shipped(
      customer,
      await submission(customer, await inStock(customer, 1), { recipient_id: receiver }),
    );
    expect((await ok<Quote>(await post(customer, '/api/quoteSubmission', await draft()))).allowance?.count).toBe(2);
    // Taiwan's half-years run 1 January–30 June and 1 July–31 December, Taipei time (UTC+8).
    const { from } = halfYearOf(calendarDate(t.clock.now(), 'Asia/Taipei'));
    const firstMoment = localDayBounds(from, 'Asia/Taipei').from;
    await t.app.ctx.db
      .update(waybills)
      .set({ submittedAt: new Date(firstMoment.getTime() - 1000) })
      .where(eq(waybills.id, id));
    expect((await ok<Quote>(await post(customer, '/api/quoteSubmission', await draft()))).allowance?.count).toBe(1);
    await t.app.ctx.db.update(waybills).set({ submittedAt: firstMoment }).where(eq(waybills.id, id));
    expect((await ok<Quote>(await post(customer, '/api/quoteSubmission', await draft()))).allowance?.count).toBe(2);
  });
});

describe('Can I ship this? (canIShip)', () => {
  it('answers which lines from the Japan warehouse to Taiwan refuse a power bank, and why', async () => {
    const response = await t.app.inject({
      url: '/api/canIShip?q=power%20bank&store_id=8&country_id=214',
      headers: { lang: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const answer = body<{
      attributes: { code: string }[];
      lines: { name: string; accepts: boolean; reason: string | null }[];
      notes: string[];
    }>(response).data;
    expect(answer.attributes.map((attribute) => attribute.code)).toEqual(['battery']);
    const refusing = answer.lines.filter((line) => !line.accepts);
    const carrying = answer.lines.filter((line) => line.accepts);
    // Japan to Taiwan has no sea line (one region); the economy air line refuses batteries, express carries them.
    expect(refusing.map((line) => line.name)).toEqual(['Japan → Taiwan Economy Air']);
    expect(refusing[0]?.reason).toContain('battery');
    expect(carrying.map((line) => line.name)).toEqual([expect.stringContaining('Express')]);
    expect(answer.notes[0]).toMatch(/battery label/);
  });

  it('says general cargo when nothing in the words limits it, in the reader’s language', async () => {
    const response = await t.app.inject({
      url: '/api/canIShip?q=T恤&store_id=1&country_id=214',
      headers: { lang: 'tw' },
    });
    const answer = body<{ attributes: unknown[]; lines: { accepts: boolean }[]; notes: string[] }>(response).data;
    expect(answer.attributes).toEqual([]);
    expect(answer.lines.every((line) => line.accepts)).toBe(true);
    expect(answer.notes).toEqual(['未發現限制：一般貨物，該路線所有線路均可運送。']);
  });
});

describe('the invoice’s notes', () => {
  it('wraps a long note to the page, at spaces in English and anywhere in Chinese', async () => {
    const { wrapped } = await import('../src/modules/payments/invoice.js');
    const english = wrapped('Estimated to be paid to customs at the door, not to us: AUD 432.50. '.repeat(3), 9, 495);
    expect(english.length).toBeGreaterThan(1);
    for (const line of english) expect(line.startsWith(' ') || line.endsWith(' ')).toBe(false);
    expect(english.join(' ')).toBe(
      'Estimated to be paid to customs at the door, not to us: AUD 432.50. '.repeat(3).trim(),
    );
    const chinese = wrapped('预计在派送时向海关支付（不付给我们）'.repeat(6), 9, 495);
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.join('')).toBe('预计在派送时向海关支付（不付给我们）'.repeat(6));
  });
});
