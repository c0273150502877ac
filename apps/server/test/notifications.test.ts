import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.js';
import { sendStorageReminders } from '../src/modules/notifications/storage-reminders.js';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe.js';
import { recordingSmsGateway } from '../src/modules/outbox/sms.js';
import { smsTransport } from '../src/modules/outbox/transports.js';
import { parcelsInStockBetween } from '../src/modules/parcels/index.js';
import { markWaybillPaid } from '../src/modules/waybills/moves.js';
import {
  body,
  createTestApp,
  DAY,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { isAddressConfirmation, type ParsedMail, parseMail, startSmtpServer } from './support/smtp.js';
import { CARRIER_SECRET, shippedWaybill, signedWebhook } from './support/tracking.js';
import { shirt, waybillFixtures } from './support/waybills.js';

const SECRET = 'notification-test-secret-0123456789abcdef';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: { authorization: string };
const sms = recordingSmsGateway();
const fixtures = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: {
      staff: STAFF_CREDENTIALS,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      appSecret: SECRET,
      carrierWebhook: { secret: CARRIER_SECRET, toleranceSeconds: 900 },
    },
    transports: { sms: smsTransport(sms) },
  });
  staff = await staffHeaders(t.app);
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

/** Every mail the SMTP server received for an address so far (after the outbox is drained), oldest first. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  await t.app.outbox.drain();
  // Without the address confirmation each sign-up sends (email-confirmation.test.ts is about that one).
  return smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => !isAddressConfirmation(mail));
}

const subjectsTo = async (address: string) => (await mailsTo(address)).map((mail) => mail.subject);

/** The unsubscribe URL of a mail, from its List-Unsubscribe header, as a path the test app can be asked. */
function unsubscribePath(mail: ParsedMail | undefined): string {
  const header = mail?.headers['list-unsubscribe'] ?? '';
  const url = /^<(.+)>$/.exec(header)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header: ${header}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function moveTo(waybillId: number, status: string, payload: Record<string, unknown> = {}) {
  await fixtures.ok(await fixtures.ops(`/ops/waybills/${waybillId}/status`, { status, ...payload }));
}

async function packedWaybill(customer: TestCustomer) {
  const [parcel] = await fixtures.inStock(customer, 1);
  const waybill = await fixtures.submit(customer, [parcel as number]);
  await fixtures.ok(await fixtures.pack(waybill.id));
  return waybill;
}

async function verifyPhone(customer: TestCustomer, phone: string) {
  await t.app.ctx.db
    .update(customers)
    .set({ phoneCode: '61', phone, phoneVerifiedAt: t.clock.now() })
    .where(eq(customers.id, customer.id));
}

async function subscribeConfig(customer: TestCustomer) {
  const response = await t.app.inject({ url: '/api/getClientSubscribeConfig', headers: customer.headers });
  return body<Record<string, boolean>>(response).data;
}

beforeEach(() => {
  sms.sent.length = 0;
});

describe('one email per moment the customer waits for, in their language', () => {
  it('parcel arrived, packed with the amount, paid, dispatched, at destination, ready for pickup, delivered (tw)', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const waybill = await packedWaybill(customer);
    const packed = await fixtures.ok<{ fees: { currency: string; total: string } }>(
      await fixtures.get(customer, `/api/shipmentDetail/${waybill.id}`),
    );
    await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, waybill.id, t.clock.now()));
    await moveTo(waybill.id, 'in_transit', { tracking: fixtures.tracking() });
    await moveTo(waybill.id, 'sorting');
    await moveTo(waybill.id, 'collecting');
    await moveTo(waybill.id, 'delivered');

    const mails = await mailsTo(customer.email);
    const shipment = waybill.shipment_id;
    const journey = mails.slice(1);
    expect(mails[0]?.subject).toBe('歡迎使用 Parcelway');
    expect(journey.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^包裹 WB\d+ 已到達倉庫$/),
      `運單 ${shipment} 已打包：待付款 ${packed.fees.currency} ${packed.fees.total}`,
      `運單 ${shipment} 已付款`,
      `運單 ${shipment} 已寄出`,
      `運單 ${shipment} 已到達目的地`,
      `運單 ${shipment} 可以取件了`,
      `運單 ${shipment} 已簽收`,
    ]);
    expect(journey[0]?.text).toContain('重量 1.5 kg');
    expect(journey[0]?.html).toContain('/pages/parcel/detail?id=');
    for (const mail of journey) {
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(mail.text).toContain('您好');
      expect(mail.html).toMatch(/^<!doctype html><html lang="zh-TW">/);
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=\d+\.waybill_|^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=\d+\.parcel_/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(unsubscribePath(mail));
    }
    // The welcome is an account mail: same layout, no unsubscribe.
    expect(mails[0]?.html).toContain('Parcelway');
    expect(mails[0]?.headers['list-unsubscribe']).toBeUndefined();
  });

  it('a problem reported by staff (held by customs) is told once, in the customer language (cn)', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const waybill = await packedWaybill(customer);
    await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, waybill.id, t.clock.now()));
    await moveTo(waybill.id, 'in_transit', { tracking: fixtures.tracking() });
    const entry = { status: 'customs_held', reference: 'customs-1', texts: { en: 'Held for inspection' } };
    await fixtures.ok(await fixtures.ops(`/ops/waybills/${waybill.id}/tracking`, entry));
    await fixtures.ok(await fixtures.ops(`/ops/waybills/${waybill.id}/tracking`, entry));
    const subjects = await subjectsTo(customer.email);
    expect(subjects.filter((subject) => subject === `运单 ${waybill.shipment_id}：海关扣留`)).toHaveLength(1);
  });

  it('a carrier reporting customs is told once, a replay of the webhook adds nothing (en)', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = `TCAT${fixtures.tracking()}`;
    const waybillId = await shippedWaybill(t, fixtures, customer, number);
    const webhook = signedWebhook(t, { trackingNumber: number, steps: 5 });
    expect((await t.app.inject(webhook)).statusCode).toBe(200);
    expect((await t.app.inject(webhook)).statusCode).toBe(200);
    const held = (await mailsTo(customer.email)).filter((mail) => mail.subject.endsWith(': Held by customs'));
    expect(held).toHaveLength(1);
    expect(held[0]?.text).toContain('has stopped: Held by customs');
    expect(held[0]?.headers['list-unsubscribe']).toContain('.waybill_exception.');
    expect(held[0]?.html).toContain(`/#/pages/waybill/newTrace?id=${waybillId}`);
  });

  it('the customs authorisation request goes in the owner language (tw), not English', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const [parcel] = await fixtures.inStock(customer, 1);
    const waybill = await fixtures.submit(customer, [parcel as number], {
      declaration: [{ ...shirt, total_amount: '950' }],
    });
    const importer = `importer.${customer.id}@example.com`;
    const posted = await fixtures.ok<{ sign_document: { id: number } }>(
      await fixtures.post(customer, '/api/postSignDocInfo', {
        shipment_id: waybill.id,
        importer_name: 'Wang Xiaoming',
        id_number: 'A123456789',
        email: importer,
      }),
    );
    await fixtures.ok(
      await fixtures.ops(`/ops/sign-documents/${posted.sign_document.id}/review`, { decision: 'approve' }),
    );
    const [request] = await mailsTo(importer);
    expect(request?.subject).toBe(`運單 ${waybill.shipment_id} 的清關授權`);
    expect(request?.html).toContain('lang="zh-TW"');
    expect(request?.text).toContain('Wang Xiaoming');
    expect(request?.headers['list-unsubscribe']).toBeUndefined();
  });

  it('escapes what customers typed in the HTML part and keeps it as typed in the text part', async () => {
    const customer = await registerCustomer(t.app, { first_name: 'Mei<b>' }, 'en');
    await fixtures.inStock(customer, 1);
    const [, arrived] = await mailsTo(customer.email);
    expect(arrived?.html).toContain('Hello Mei&#60;b&#62;,');
    expect(arrived?.html).not.toContain('Mei<b>');
    expect(arrived?.text).toContain('Hello Mei<b>,');
  });
});

describe('one-click unsubscribe', () => {
  it('GET asks in the customer language and changes nothing; POST (RFC 8058) stops the mails', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const waybill = await packedWaybill(customer);
    const [, arrived] = await mailsTo(customer.email);
    const path = unsubscribePath(arrived);

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('退订');
    expect(page.body).toContain(customer.email);
    expect((await subscribeConfig(customer)).shipment_email).toBe(true);

    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('已退订');
    expect(await subscribeConfig(customer)).toMatchObject({ shipment_email: false, shipment_sms: true });

    const before = (await mailsTo(customer.email)).length;
    await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, waybill.id, t.clock.now()));
    await moveTo(waybill.id, 'in_transit', { tracking: fixtures.tracking() });
    expect(await mailsTo(customer.email)).toHaveLength(before);
  });

  it('refuses a tampered or foreign link and changes nothing', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const other = await registerCustomer(t.app, {}, 'en');
    const token = unsubscribeToken(SECRET, customer.id, 'waybill_paid');
    const tampered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const otherCustomersId = token.replace(`${customer.id}.`, `${other.id}.`);
    const otherKind = token.replace('waybill_paid', 'waybill_delivered');
    const foreign = unsubscribeToken('another-secret-another-secret-0123456789', customer.id, 'waybill_paid');
    for (const bad of [tampered, otherCustomersId, otherKind, foreign, 'garbage']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/unsubscribe?token=${encodeURIComponent(bad)}`,
          headers: { lang: 'en' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('This unsubscribe link is not valid.');
      }
    }
    const nobody = unsubscribeToken(SECRET, 999_999, 'waybill_paid');
    expect((await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${nobody}` })).statusCode).toBe(404);
    expect((await subscribeConfig(customer)).shipment_email).toBe(true);
    expect((await subscribeConfig(other)).shipment_email).toBe(true);
  });
});

describe('SMS', () => {
  it('goes to the verified phone through the SMS transport when shipment SMS are on, in the customer language', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    await verifyPhone(customer, '412555001');
    await packedWaybill(customer);
    await t.app.outbox.drain();
    expect(sms.sent.map((message) => message.to)).toEqual(['+61412555001', '+61412555001']);
    expect(sms.sent[0]?.text).toMatch(/^Parcelway：包裹 WB\d+ 已到仓（1\.5 kg）。$/);
    expect(sms.sent[1]?.text).toMatch(/已打包，待支付 AUD/);
  });

  it('sends none when shipment SMS are off, and none to an unverified phone', async () => {
    const off = await registerCustomer(t.app, {}, 'cn');
    await verifyPhone(off, '412555002');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/updateClientSubscribeConfig',
      headers: off.headers,
      payload: { shipment_email: true, shipment_sms: false, promotion_email: true, promotion_sms: false },
    });
    expect(saved.statusCode).toBe(200);
    const unverified = await registerCustomer(t.app, {}, 'cn');
    await fixtures.inStock(off, 1);
    await fixtures.inStock(unverified, 1);
    await t.app.outbox.drain();
    expect(sms.sent).toEqual([]);
    expect(await subjectsTo(off.email)).toHaveLength(2);
  });
});

describe('updateShipmentTransactionEmail', () => {
  it('sends the waybill mails to the address set by its owner', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waybill = await packedWaybill(customer);
    const address = `accounts.${customer.id}@example.org`;
    const before = await t.app.inject({
      url: `/api/shipmentTransactionEmail?shipment_id=${waybill.id}`,
      headers: customer.headers,
    });
    expect(body(before).data).toEqual({ shipment_id: waybill.id, email: customer.email, custom: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateShipmentTransactionEmail',
      headers: customer.headers,
      payload: { shipment_id: waybill.id, email: ` ${address.toUpperCase()} ` },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toEqual({ shipment_id: waybill.id, email: address, custom: true });
    const shown = await t.app.inject({
      url: `/api/shipmentTransactionEmail?shipment_id=${waybill.id}`,
      headers: customer.headers,
    });
    expect(body(shown).data).toEqual({ shipment_id: waybill.id, email: address, custom: true });
    await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, waybill.id, t.clock.now()));
    expect(await subjectsTo(address)).toEqual([`Shipment ${waybill.shipment_id} is paid`]);
    expect((await subjectsTo(customer.email)).some((subject) => subject.endsWith('is paid'))).toBe(false);
  });

  it('refuses a bad address (400, in the customer language) and another customer waybill (404)', async () => {
    const owner = await registerCustomer(t.app, {}, 'cn');
    const stranger = await registerCustomer(t.app, {}, 'en');
    const waybill = await packedWaybill(owner);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/updateShipmentTransactionEmail',
      headers: owner.headers,
      payload: { shipment_id: waybill.id, email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/[\u4e00-\u9fff]/);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/updateShipmentTransactionEmail',
      headers: stranger.headers,
      payload: { shipment_id: waybill.id, email: 'thief@example.org' },
    });
    expect(foreign.statusCode).toBe(404);
    const peek = await t.app.inject({
      url: `/api/shipmentTransactionEmail?shipment_id=${waybill.id}`,
      headers: stranger.headers,
    });
    expect(peek.statusCode).toBe(404);
  });
});

// Last: it moves the clock weeks ahead, past every session made before.
describe('storage reminder', () => {
  it('is sent once per parcel, a week before free storage ends', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    await fixtures.inStock(customer, 1);
    t.clock.advance(52 * DAY);
    await sendStorageReminders(t.app.ctx, parcelsInStockBetween);
    expect((await subjectsTo(customer.email)).filter((subject) => subject.startsWith('Free storage'))).toEqual([]);
    t.clock.advance(2 * DAY);
    expect(await sendStorageReminders(t.app.ctx, parcelsInStockBetween)).toBeGreaterThanOrEqual(1);
    // Run again by staff (npm run ops -- send-storage-reminders): nothing left to remind.
    const admin = await staffHeaders(t.app);
    const again = await t.app.inject({ method: 'POST', url: '/ops/notifications/storage-reminders', headers: admin });
    expect(body(again).data).toEqual({ sent: 0 });
    t.clock.advance(DAY);
    await sendStorageReminders(t.app.ctx, parcelsInStockBetween);
    const reminders = (await mailsTo(customer.email)).filter((mail) => mail.subject.startsWith('Free storage'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^Free storage of parcel WB\d+ ends on \d{4}-\d{2}-\d{2}$/);
    expect(reminders[0]?.text).toContain('for 54 days');
  });
});
