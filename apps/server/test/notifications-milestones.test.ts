import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAfterShipBody } from '../src/modules/carriers/aftership.js';
import { standInWebhookBody } from '../src/modules/carriers/stand-in.js';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { parseMail, startSmtpServer } from './support/smtp.js';
import { CARRIER_SECRET, shippedWaybill } from './support/tracking.js';
import { waybillFixtures } from './support/waybills.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: { authorization: string };
const fixtures = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: {
      staff: STAFF_CREDENTIALS,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      appSecret: 'milestone-test-secret-0123456789abcdef',
      carrierWebhook: { secret: CARRIER_SECRET, toleranceSeconds: 900 },
    },
  });
  staff = await staffHeaders(t.app);
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

async function subjectsTo(address: string): Promise<string[]> {
  await t.app.outbox.drain();
  return smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw).subject);
}

/** A signed AfterShip webhook whose last scan is `tag` (the stand-in's journey up to the customs clearance before it). */
function carrierSays(trackingNumber: string, tag: 'Delivered' | 'AvailableForPickup') {
  const now = t.clock.now();
  const shape = standInWebhookBody({ trackingNumber, steps: 6, start: new Date(now.getTime() - 90 * 3_600_000), now });
  const last = { ...shape.msg.checkpoints?.at(-1), tag, subtag: `${tag}_001`, message: tag };
  last.checkpoint_time = new Date(now.getTime() - 3_600_000).toISOString();
  const payload = JSON.stringify({
    ...shape,
    msg: { ...shape.msg, tag, checkpoints: [...(shape.msg.checkpoints ?? []), last] },
  });
  return {
    method: 'POST' as const,
    url: '/api/tracking/notify/aftership',
    headers: {
      'content-type': 'application/json',
      'aftership-hmac-sha256': signAfterShipBody(CARRIER_SECRET, payload),
    },
    payload,
  };
}

const confirmReceipt = (customer: TestCustomer, waybillId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clientConfirmShipment',
    headers: customer.headers,
    payload: { shipment_id: waybillId },
  });

async function shipmentNo(customer: TestCustomer, waybillId: number): Promise<string> {
  const detail = await fixtures.ok<{ shipment_id: string }>(
    await fixtures.get(customer, `/api/shipmentDetail/${waybillId}`),
  );
  return detail.shipment_id;
}

describe('delivered is told once per waybill, whoever marks it', () => {
  it('the customer confirming receipt sends the delivered mail in their language (cn)', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const waybillId = await shippedWaybill(t, fixtures, customer, `CR${fixtures.tracking()}`);
    expect((await confirmReceipt(customer, waybillId)).statusCode).toBe(200);
    const shipment = await shipmentNo(customer, waybillId);
    expect((await subjectsTo(customer.email)).filter((s) => s === `运单 ${shipment} 已签收`)).toHaveLength(1);
  });

  it('the carrier first, then the customer: one mail', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = `CD${fixtures.tracking()}`;
    const waybillId = await shippedWaybill(t, fixtures, customer, number);
    expect((await t.app.inject(carrierSays(number, 'Delivered'))).statusCode).toBe(200);
    const shipment = await shipmentNo(customer, waybillId);
    expect(await subjectsTo(customer.email)).toContain(`Shipment ${shipment} was delivered`);
    const confirmed = await confirmReceipt(customer, waybillId);
    expect(confirmed.statusCode).toBe(200);
    expect(body<{ status: string }>(confirmed).data.status).toBe('delivered');
    // A replay of the carrier's report adds nothing either.
    expect((await t.app.inject(carrierSays(number, 'Delivered'))).statusCode).toBe(200);
    const delivered = (await subjectsTo(customer.email)).filter((s) => s === `Shipment ${shipment} was delivered`);
    expect(delivered).toHaveLength(1);
  });

  it('the customer first, then the carrier, and both at once: one mail each waybill', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const first = `CF${fixtures.tracking()}`;
    const firstId = await shippedWaybill(t, fixtures, customer, first);
    expect((await confirmReceipt(customer, firstId)).statusCode).toBe(200);
    expect((await t.app.inject(carrierSays(first, 'Delivered'))).statusCode).toBe(200);

    const both = `CB${fixtures.tracking()}`;
    const bothId = await shippedWaybill(t, fixtures, customer, both);
    const answers = await Promise.all([
      confirmReceipt(customer, bothId),
      t.app.inject(carrierSays(both, 'Delivered')),
      confirmReceipt(customer, bothId),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);

    const subjects = await subjectsTo(customer.email);
    for (const id of [firstId, bothId]) {
      const shipment = await shipmentNo(customer, id);
      expect(
        subjects.filter((s) => s === `Shipment ${shipment} was delivered`),
        shipment,
      ).toHaveLength(1);
    }
  });
});

describe('every arrival reaches the customer, from our move or the carrier', () => {
  it('the carrier saying it waits at a pickup point tells the customer once, and staff moving it later adds nothing', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const number = `CP${fixtures.tracking()}`;
    const waybillId = await shippedWaybill(t, fixtures, customer, number);
    expect((await t.app.inject(carrierSays(number, 'AvailableForPickup'))).statusCode).toBe(200);
    await fixtures.ok(await fixtures.ops(`/ops/waybills/${waybillId}/status`, { status: 'sorting' }));
    await fixtures.ok(await fixtures.ops(`/ops/waybills/${waybillId}/status`, { status: 'collecting' }));
    const shipment = await shipmentNo(customer, waybillId);
    const subjects = await subjectsTo(customer.email);
    expect(subjects.filter((s) => s === `運單 ${shipment} 可以取件了`)).toHaveLength(1);
    expect(subjects.filter((s) => s === `運單 ${shipment} 已到達目的地`)).toHaveLength(1);
    // In transit is our own move: the carrier's scans of it are not told again.
    expect(subjects.filter((s) => s === `運單 ${shipment} 已寄出`)).toHaveLength(1);
  });
});
