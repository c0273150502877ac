import { randomUUID } from 'node:crypto';
import { INVITE_REWARD_POINTS, parseMajor } from '@parcelway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries } from '../src/db/schema/index.js';
import { creditBalance } from '../src/modules/payments/index.js';
import {
  body,
  createTestApp,
  mailbox,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, ops, ok, inStock, submit, pack } = waybillFixtures(() => ({ t, staff }));
const aud = (amount: string) => parseMajor(amount, 'AUD');
const topUp = (customer: TestCustomer, amount: string) =>
  t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', aud(amount)));

const cancel = (id: number, reason = 'Customer asked us to stop it', headers = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/waybills/${id}/cancel`,
    headers: { ...headers, lang: 'en' },
    payload: { reason },
  });

const user = async (customer: TestCustomer) =>
  ok<{ balance: string; points: number }>(await get(customer, '/api/getUser'));

async function payable(customer: TestCustomer, waybillId: number) {
  return (await ok<{ payable: string }>(await get(customer, `/api/getPayView?shipmentId=${waybillId}&currency=AUD`)))
    .payable;
}

async function payByBalance(customer: TestCustomer, waybillId: number) {
  const amount = await payable(customer, waybillId);
  await topUp(customer, amount);
  await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/balancePay',
      headers: { ...customer.headers, 'idempotency-key': randomUUID() },
      payload: { shipmentId: waybillId, amount, combinePay: false, currency: 'AUD' },
    }),
  );
  return amount;
}

/** A packed waybill of a new customer, ready to pay. */
async function packedWaybill(customer?: TestCustomer) {
  const owner = customer ?? (await registerCustomer(t.app, {}, 'en'));
  const parcels = await inStock(owner);
  const waybill = await submit(owner, parcels);
  expect((await pack(waybill.id)).statusCode).toBe(200);
  return { owner, waybill, parcels };
}

describe('staff cancel a paid waybill before dispatch', () => {
  it('refunds what was paid to the balance with the reason, puts the parcels back in stock, takes back the invite reward and earned points, audits and tells the customer', async () => {
    const inviter = await registerCustomer(t.app, {}, 'en');
    const info = await ok<{ invite_code: string }>(await get(inviter, '/api/inviteInfo'));
    const friend = await registerCustomer(t.app, { invite_code: info.invite_code }, 'en');
    const { waybill, parcels } = await packedWaybill(friend);
    const paid = await payByBalance(friend, waybill.id);
    expect(await user(friend)).toMatchObject({ balance: '0.00' });
    expect((await user(inviter)).points).toBe(INVITE_REWARD_POINTS);
    expect((await user(friend)).points).toBeGreaterThan(INVITE_REWARD_POINTS);

    // The customer cannot cancel it themselves once paid.
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/delShipment/${waybill.id}`,
      headers: { ...friend.headers, lang: 'en' },
    });
    expect(own.statusCode).toBe(422);
    expect(body(own).msg).toBe('This shipment can no longer be cancelled.');

    const cancelled = await cancel(waybill.id, 'Prohibited item found');
    expect(cancelled.statusCode).toBe(200);
    expect(body(cancelled).data).toMatchObject({
      id: waybill.id,
      status: 'cancelled',
      refund: { amount: paid, currency: 'AUD' },
    });

    // The money is back, as a refund entry naming the reason.
    expect((await user(friend)).balance).toBe(paid);
    const ledger = await ok<{ list: { kind: string; amount: string; reference?: string; description?: string }[] }>(
      await get(friend, '/api/balanceTransactionList'),
    );
    expect(ledger.list[0]).toMatchObject({ kind: 'refund', amount: paid });
    const entries = await t.app.ctx.db.select().from(balanceEntries).where(eq(balanceEntries.customerId, friend.id));
    expect(entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.reference)).toEqual([
      'Prohibited item found',
    ]);

    // Points: the invite reward and what the payment earned are taken back from both.
    expect((await user(inviter)).points).toBe(0);
    expect((await user(friend)).points).toBe(0);
    const records = await ok<{ list: { customer_id: number; task_status: string }[] }>(
      await get(inviter, '/api/inviteRecord'),
    );
    // The invitation is open again: the friend has no shipment under way now.
    expect(records.list.find((row) => row.customer_id === friend.id)?.task_status).toBe('signed_up');

    // The parcels are back on the shelf, free to ship again.
    const parcel = await ok<{ status: number; shipment: unknown }>(
      await get(friend, `/api/parcelDetail/${parcels[0]}`),
    );
    expect(parcel.status).toBe(10);
    expect(parcel.shipment).toBeNull();

    // The customer sees it on the waybill and is mailed (shipment mails are on by default).
    const detail = await ok<{ status: string; tracking: { text: string }[] }>(
      await get(friend, `/api/shipmentDetail/${waybill.id}`),
    );
    expect(detail.status).toBe('cancelled');
    expect(detail.tracking.map((event) => event.text)).toContain(
      `Cancelled by our staff (Prohibited item found); AUD ${paid} refunded to your balance`,
    );
    const mails = await mailbox(t.app, friend.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Shipment ${waybill.shipment_id} is cancelled: AUD ${paid} refunded`,
    );

    // The audit trail names the staff member's move and the reason.
    const audit = await ok<{ list: { action: string; target_id: string; details: Record<string, unknown> }[] }>(
      await t.app.inject({ url: `/ops/audit?action=waybill.cancel&target_id=${waybill.id}`, headers: staff }),
    );
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]?.details).toMatchObject({ reason: 'Prohibited item found', refund: paid, currency: 'AUD' });
  });

  it('of 8 parallel cancels refunds once: one 200, seven 409', async () => {
    const { owner, waybill } = await packedWaybill();
    const paid = await payByBalance(owner, waybill.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(waybill.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => body(answer).msg)).toContain(
      'This shipment is already cancelled.',
    );
    expect((await user(owner)).balance).toBe(paid);
    const ledger = await ok<{ list: { kind: string }[] }>(await get(owner, '/api/balanceTransactionList'));
    expect(ledger.list.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });

  it('refunds a card payment combined with the balance in full, both parts, to the balance', async () => {
    const { owner, waybill } = await packedWaybill();
    const amount = await payable(owner, waybill.id);
    await topUp(owner, '1.00');
    const start = await ok<{ attempt_id: string; pay_url: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/airWallexPay',
        headers: { ...owner.headers, 'idempotency-key': randomUUID() },
        payload: { shipmentId: waybill.id, amount, combinePay: true, currency: 'AUD', method: 'card' },
      }),
    );
    const checkout = await t.app.inject({ url: start.pay_url });
    const hosted = await t.app.inject({
      method: 'POST',
      url: String(checkout.headers.location),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(hosted.statusCode).toBe(303);
    expect((await ok<{ status: string }>(await get(owner, `/api/shipmentDetail/${waybill.id}`))).status).toBe('paid');
    expect((await user(owner)).balance).toBe('0.00');

    const cancelled = await cancel(waybill.id);
    expect(body(cancelled).data).toMatchObject({ refund: { amount, currency: 'AUD' } });
    expect((await user(owner)).balance).toBe(amount);
  });

  it('refuses a dispatched, an unpaid or another warehouse’s waybill with a clear sentence, and changes nothing', async () => {
    const { owner, waybill } = await packedWaybill();
    const unpaid = await cancel(waybill.id);
    expect(unpaid.statusCode).toBe(422);
    expect(body(unpaid).msg).toBe(
      'This shipment is not paid: the customer cancels it in the app, and a bank transfer under review is rejected first.',
    );

    const paid = await payByBalance(owner, waybill.id);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    expect((await cancel(waybill.id, 'Wrong warehouse', shanghai.headers)).statusCode).toBe(404);
    const finance = await staffMember(t.app, 'finance');
    expect((await cancel(waybill.id, 'Not mine to do', finance.headers)).statusCode).toBe(403);
    expect((await cancel(waybill.id, '   ')).statusCode).toBe(400);

    expect(
      (await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: 'TCAT123456' })).statusCode,
    ).toBe(200);
    const dispatched = await cancel(waybill.id);
    expect(dispatched.statusCode).toBe(422);
    expect(body(dispatched).msg).toBe('This shipment has left the warehouse, so it can no longer be cancelled.');
    expect((await user(owner)).balance).toBe('0.00');
    expect((await ok<{ status: string }>(await get(owner, `/api/shipmentDetail/${waybill.id}`))).status).toBe(
      'in_transit',
    );
    expect(paid).not.toBe('0.00');
  });

  it('is refused for an unknown waybill (404)', async () => {
    expect((await cancel(999_999)).statusCode).toBe(404);
  });
});
