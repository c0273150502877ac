import { randomUUID } from 'node:crypto';
import { type CurrencyCode, parseMajor, zonedDateTimeText } from '@parcelway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, weightDisputes } from '../src/db/schema/index.js';
import { creditBalance } from '../src/modules/payments/index.js';
import {
  body,
  createTestApp,
  DAY,
  mailbox,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { followSandbox } from './support/sandbox.js';
import { type Waybill, waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const fx = waybillFixtures(() => ({ t, staff }));
const { get, post, ops, ok, inStock, submit, pack, weighingPhotos } = fx;
type Json = Record<string, unknown>;

const SINGAPORE = {
  first_name: 'Wei',
  last_name: 'Tan',
  phoneCode: '65',
  contactNumber: '81234567',
  country_id: 196,
  city: 'Singapore',
  postcode: '018956',
  address: '10 Bayfront Avenue',
};

interface Weighing {
  source: string;
  read: { weight_grams: number; length_mm: number; width_mm: number; height_mm: number };
  rounding: { weight_step_grams: number; size_step_mm: number; direction: string };
  recorded: { weight: string; length: string; width: string; height: string };
  scale_photo: { url: string } | null;
  tape_photo: { url: string } | null;
  measured_at: string;
}
interface Dispute {
  id: number;
  status: string;
  status_name: string;
  due_at: string;
  total_before: string | null;
  total_after: string | null;
  refund: { amount: string; currency: string } | null;
  reweighing: Weighing | null;
  reason: string | null;
}
interface Evidence {
  weighings: Weighing[];
  dispute: Dispute | null;
  dispute_window: { open: boolean; until: string | null; reason: string | null };
}
type Detail = Waybill & {
  fees: { total: string; currency: string };
  weight: { chargeable: string; explanation: Json | null };
  weight_evidence: Evidence;
};

/**
 * Moves the test clock on and signs everyone in again: no session outlives its refresh window (a day, or seven).
 * The customers keep their object, with a fresh token.
 */
async function advanceClock(milliseconds: number, customers: TestCustomer[]) {
  t.clock.advance(milliseconds);
  staff = await staffHeaders(t.app);
  for (const customer of customers) {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: customer.email, password: customer.password },
    });
    const token = body<{ access_token: string }>(login).data.access_token;
    Object.assign(customer, { token, headers: { authorization: `Bearer ${token}` } });
  }
}

const detail = async (customer: TestCustomer, id: number) =>
  ok<Detail>(await get(customer, `/api/shipmentDetail/${id}`));

const dispute = (customer: TestCustomer, payload: Json, language: 'en' | 'cn' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/disputeWeight',
    headers: { ...customer.headers, lang: language },
    payload,
  });

const reweigh = async (id: number, figures: Json, headers = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/weight-disputes/${id}/reweigh`,
    headers: { ...headers, lang: 'en' },
    payload: { ...(await weighingPhotos()), ...figures },
  });

const confirm = (id: number, reason: string, headers = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/weight-disputes/${id}/confirm`,
    headers: { ...headers, lang: 'en' },
    payload: { reason },
  });

const payWith = (customer: TestCustomer, path: string, payload: Json) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...customer.headers, 'idempotency-key': randomUUID(), lang: 'en' },
    payload,
  });

async function payView(customer: TestCustomer, id: number, currency = 'AUD') {
  return ok<{ payable: string; payable_now: boolean; hold: { message: string; due_at: string } | null }>(
    await get(customer, `/api/getPayView?shipmentId=${id}&currency=${currency}`),
  );
}

const topUp = (customer: TestCustomer, amount: string, currency: CurrencyCode = 'AUD') =>
  t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', parseMajor(amount, currency)));

const balanceOf = async (customer: TestCustomer, currency = 'AUD') => {
  const entries = await t.app.ctx.db.select().from(balanceEntries).where(eq(balanceEntries.customerId, customer.id));
  const id = { AUD: 3, MYR: 4 }[currency] ?? 0;
  return entries.filter((entry) => entry.currencyId === id);
};

/** A waybill packed at the Sydney warehouse for a new customer; to Taiwan unless another recipient is given. */
async function packedWaybill(
  options: { language?: 'en' | 'cn'; changes?: Json; packing?: Json; customer?: TestCustomer } = {},
) {
  const customer = options.customer ?? (await registerCustomer(t.app, {}, options.language ?? 'en'));
  const waybill = await submit(customer, await inStock(customer), options.changes);
  const packed = await pack(waybill.id, options.packing);
  expect(packed.statusCode, packed.body).toBe(200);
  return { customer, waybill };
}

describe('weight the customer can check', () => {
  it('keeps the check-in’s readings, rounding and photos of the scale and the tape, and shows them on the parcel', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const tracking = fx.tracking();
    await ok(await post(mei, '/api/insertPreParcel', { tracking_number: tracking, store_id: 1, items: [] }));
    const photos = await weighingPhotos();
    const checked = await ops('/ops/parcels/receive', {
      store_id: 1,
      tracking_number: tracking,
      weight: 1.834,
      length: 41.2,
      width: 30.5,
      height: 20.4,
      ...photos,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const parcelId = body<{ parcel: { id: number; weight_grams: number } }>(checked).data.parcel.id;
    const parcel = await ok<Json & { weight_evidence: Evidence }>(await get(mei, `/api/parcelDetail/${parcelId}`));
    // Recorded to the nearest 10 g and whole centimetre, halves up; the volumetric weight is worked from those.
    expect(parcel).toMatchObject({
      weight: '1.83',
      length: '41',
      width: '31',
      height: '20',
      volumetric_weight: '5.084',
    });
    const [weighing] = parcel.weight_evidence.weighings;
    expect(weighing).toMatchObject({
      source: 'check_in',
      read: { weight_grams: 1834, length_mm: 412, width_mm: 305, height_mm: 204 },
      rounding: { weight_step_grams: 10, size_step_mm: 10, direction: 'nearest' },
      recorded: { weight: '1.83', length: '41', width: '31', height: '20' },
    });
    // The photos open for the customer (signed links).
    for (const photo of [weighing?.scale_photo, weighing?.tape_photo]) {
      const file = await t.app.inject({ url: photo?.url ?? '' });
      expect(file.rawPayload.equals(SAMPLE_FILES.jpeg)).toBe(true);
    }
    expect(parcel.weight_evidence.dispute_window).toMatchObject({ open: true, reason: null });
  });

  it('asks packing for both photos, and explains the packed box’s chargeable weight on the waybill', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const waybill = await submit(mei, await inStock(mei));
    const missing = await ops(`/ops/waybills/${waybill.id}/pack`, { weight: 3, length: 40, width: 30, height: 20 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(body(missing).errors ?? {})).toEqual(expect.arrayContaining(['scale_photo', 'tape_photo']));

    expect((await pack(waybill.id, { weight: 1.234, length: 40, width: 30.4, height: 20 })).statusCode).toBe(200);
    const seen = await detail(mei, waybill.id);
    expect(seen.weight_evidence.weighings).toMatchObject([
      {
        source: 'packing',
        read: { weight_grams: 1234, length_mm: 400, width_mm: 304, height_mm: 200 },
        recorded: { weight: '1.23', length: '40', width: '30', height: '20' },
      },
    ]);
    // 40 × 30 × 20 cm ÷ 5000 = 4.8 kg outweighs the scale's 1.23 kg; the line charges in 0.5 kg steps, up.
    expect(seen.weight.explanation).toEqual({
      actual: '1.23',
      volumetric: '4.8',
      divisor: 5000,
      minimum: '0.5',
      step: '0.5',
      chargeable: '5',
      basis: 'volumetric',
    });
    expect(seen.weight.chargeable).toBe('5');
    expect(seen.weight_evidence.dispute_window.open).toBe(true);
    expect(seen.actions.can_dispute_weight).toBe(true);
  });
});

describe('filing a weight dispute', () => {
  it('answers 404 for another customer’s waybill or parcel, and refuses a photo that is not theirs', async () => {
    const { customer: owner, waybill } = await packedWaybill();
    const [parcel] = await inStock(owner);
    const stranger = await registerCustomer(t.app, {}, 'en');
    const onWaybill = await dispute(stranger, { shipmentId: waybill.id, subject: 'weight', weight: 1 });
    expect(onWaybill.statusCode).toBe(404);
    expect((await dispute(stranger, { parcelId: parcel, subject: 'weight', weight: 1 })).statusCode).toBe(404);
    const ownersPhoto = await uploadFile(t.app, owner.headers, SAMPLE_FILES.jpeg, { purpose: 'weight_dispute' });
    const strangers = await packedWaybill({ customer: stranger });
    const borrowed = await dispute(stranger, {
      shipmentId: strangers.waybill.id,
      subject: 'weight',
      weight: 1,
      photo: ownersPhoto.id,
    });
    expect(borrowed.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(weightDisputes).where(eq(weightDisputes.customerId, stranger.id))).toEqual(
      [],
    );
  });

  it('is open until the last millisecond of the 7th day after packing, and refused from then on with the date', async () => {
    // The test clock stands still unless moved: both are packed at the same instant.
    const early = await packedWaybill();
    const late = await packedWaybill();
    const packedAt = new Date(
      (await detail(early.customer, early.waybill.id)).weight_evidence.weighings[0]?.measured_at ?? '',
    );
    await advanceClock(packedAt.getTime() + 7 * DAY - 1 - t.clock.now().getTime(), [early.customer, late.customer]);
    const inTime = await dispute(early.customer, { shipmentId: early.waybill.id, subject: 'weight', weight: 1.1 });
    expect(inTime.statusCode, inTime.body).toBe(200);
    t.clock.advance(1);
    const tooLate = await dispute(late.customer, { shipmentId: late.waybill.id, subject: 'weight', weight: 1.1 });
    const closedAt = zonedDateTimeText(new Date(packedAt.getTime() + 7 * DAY), 'Australia/Sydney');
    expect([tooLate.statusCode, body(tooLate).msg]).toEqual([
      422,
      `A weight can be disputed within 7 days; the time for this one ended on ${closedAt}.`,
    ]);
    expect((await detail(late.customer, late.waybill.id)).weight_evidence.dispute_window).toEqual({
      open: false,
      until: null,
      reason: body(tooLate).msg,
    });
  });

  it('opens one dispute of 6 sent at once; the others are told one is open', async () => {
    const { customer, waybill } = await packedWaybill();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => dispute(customer, { shipmentId: waybill.id, subject: 'weight', weight: 1.1 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(new Set(answers.filter((answer) => answer.statusCode === 409).map((answer) => body(answer).msg))).toEqual(
      new Set(['A dispute of this weight is already open. We will tell you when our staff decide.']),
    );
    const rows = await t.app.ctx.db.select().from(weightDisputes).where(eq(weightDisputes.waybillId, waybill.id));
    expect(rows).toHaveLength(1);
  });

  it('holds balance, card and batch payments with a sentence saying why and until when, until staff decide', async () => {
    const { customer, waybill } = await packedWaybill();
    const { payable: amount } = await payView(customer, waybill.id);
    await topUp(customer, amount);
    // A card checkout started before the dispute cannot complete it: it is given up when the dispute is filed.
    const started = await ok<{ pay_url: string }>(
      await payWith(customer, '/api/airWallexPay', {
        shipmentId: waybill.id,
        amount,
        combinePay: false,
        currency: 'AUD',
        method: 'card',
      }),
    );
    const filed = await dispute(customer, {
      shipmentId: waybill.id,
      subject: 'size',
      length: 30,
      width: 20,
      height: 10,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const { due_at: dueAt, id } = body<Dispute>(filed).data;
    expect(new Date(dueAt).getTime() - t.clock.now().getTime()).toBe(2 * DAY);
    const due = zonedDateTimeText(new Date(dueAt), 'Australia/Sydney');
    const held = `Payment for shipment ${waybill.shipment_id} is on hold while we check the weight you disputed. Our staff decide by ${due}.`;

    const attempts = [
      await payWith(customer, '/api/balancePay', {
        shipmentId: waybill.id,
        amount,
        combinePay: false,
        currency: 'AUD',
      }),
      await payWith(customer, '/api/airWallexPay', {
        shipmentId: waybill.id,
        amount,
        combinePay: false,
        currency: 'AUD',
        method: 'card',
      }),
      await payWith(customer, '/api/batchBalancePay', { shipmentIds: [waybill.id], amount, currency: 'AUD' }),
    ];
    expect(attempts.map((answer) => [answer.statusCode, body(answer).msg])).toEqual([
      [422, held],
      [422, held],
      [422, held],
    ]);
    expect(await payView(customer, waybill.id)).toMatchObject({
      payable_now: false,
      hold: { message: held, due_at: dueAt },
    });
    const seen = await detail(customer, waybill.id);
    expect(seen.actions.can_pay).toBe(false);
    expect(seen.tracking.map((event) => event.text)).toContain(`Weight disputed by you: our staff decide by ${due}`);
    // The checkout left open was given up: it no longer takes the money, and the waybill still waits.
    const leftOpen = await t.app.inject({ url: started.pay_url, headers: { lang: 'en' } });
    expect(leftOpen.statusCode, leftOpen.body).toBe(422);
    expect((await detail(customer, waybill.id)).status).toBe('pay_now');

    const confirmed = await confirm(id, 'The scale was checked against a 5 kg test weight that morning.');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await payView(customer, waybill.id)).toMatchObject({ payable_now: true, hold: null });
    const paid = await payWith(customer, '/api/balancePay', {
      shipmentId: waybill.id,
      amount,
      combinePay: false,
      currency: 'AUD',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('says why it cannot be filed: not weighed yet, a parcel already in a shipment, a dispute already decided', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const [parcel = 0] = await inStock(customer);
    const pending = await submit(customer, [parcel]);
    const early = await dispute(customer, { shipmentId: pending.id, subject: 'weight', weight: 1 });
    expect([early.statusCode, body(early).msg]).toEqual([
      422,
      'This has not been weighed yet, so there is no weight to dispute.',
    ]);
    const shipped = await dispute(customer, { parcelId: parcel, subject: 'weight', weight: 1 });
    expect([shipped.statusCode, body(shipped).msg]).toEqual([
      422,
      `This parcel is in shipment ${pending.shipment_id}. Its box is weighed again when it is packed: dispute that weight on the shipment.`,
    ]);
    const { customer: other, waybill } = await packedWaybill();
    const { id } = body<Dispute>(await dispute(other, { shipmentId: waybill.id, subject: 'weight', weight: 1 })).data;
    expect((await confirm(id, 'Checked twice.')).statusCode).toBe(200);
    const again = await dispute(other, { shipmentId: waybill.id, subject: 'weight', weight: 1 });
    expect([again.statusCode, body(again).msg]).toEqual([409, 'This dispute has already been decided.']);
  });
});

/** A paid waybill to Singapore (GST on the freight) in the customer's language, its weight disputed. */
async function paidAndDisputed(language: 'en' | 'cn', currency: CurrencyCode = 'AUD') {
  const customer = await registerCustomer(t.app, {}, language);
  const waybill = await submit(customer, await inStock(customer), {
    recipient_id: await fx.recipient(customer, SINGAPORE),
    courier_id: await fx.lineId('AU-SG-EXP'),
    declaration: [{ name: 'CottonTShirt', quantity: 3, total_amount: '40.33', product_type: 'clothing' }],
    insured: true,
  });
  expect((await pack(waybill.id, { weight: 3.21, length: 30, width: 20, height: 15 })).statusCode).toBe(200);
  const { payable: amount } = await payView(customer, waybill.id, currency);
  await topUp(customer, amount, currency);
  const paid = await payWith(customer, '/api/balancePay', {
    shipmentId: waybill.id,
    amount,
    combinePay: false,
    currency,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const filed = await dispute(customer, { shipmentId: waybill.id, subject: 'weight', weight: 1.1 }, language);
  expect(filed.statusCode, filed.body).toBe(200);
  const before = await detail(customer, waybill.id);
  return { customer, waybill, amount, dispute: body<Dispute>(filed).data, before };
}

const minor = (amount: string, currency: CurrencyCode = 'AUD') => parseMajor(amount, currency).minor;

describe('staff decide', () => {
  it('reweigh a paid shipment lower: priced again, the difference back on the balance to the cent, audited and told', async () => {
    const { customer, waybill, amount, dispute: filed, before } = await paidAndDisputed('cn');
    expect(before.status).toBe('paid');
    expect(before.weight.chargeable).toBe('3.5');

    const answer = await reweigh(filed.id, {
      weight: 1.134,
      length: 30,
      width: 20,
      height: 15,
      note: 'Scale re-zeroed',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const decided = body<Dispute>(answer).data;
    const after = await detail(customer, waybill.id);
    // 1.13 kg on the scale, 1.8 kg by size: charged 2 kg now.
    expect(after.weight.chargeable).toBe('2');
    const refund = minor(before.fees.total) - minor(after.fees.total);
    expect(refund).toBeGreaterThan(0);
    expect(decided).toMatchObject({
      status: 'reweighed',
      total_before: before.fees.total,
      total_after: after.fees.total,
      refund: { amount: (refund / 100).toFixed(2), currency: 'AUD' },
      reason: 'Scale re-zeroed',
      reweighing: { source: 'reweigh', read: { weight_grams: 1134 }, recorded: { weight: '1.13' } },
    });
    // One refund entry of exactly the difference; the balance holds it, nothing more.
    const refunds = (await balanceOf(customer)).filter((entry) => entry.kind === 'refund');
    expect(refunds.map((entry) => [entry.amountMinor, entry.reference])).toEqual([[refund, waybill.shipment_id]]);
    expect((await ok<{ balance: string }>(await get(customer, '/api/getUser'))).balance).toBe(
      (refund / 100).toFixed(2),
    );
    expect(minor(amount)).toBe(minor(before.fees.total));

    // The customer sees it on the waybill: the new total, both weighings, the dispute decided.
    expect(after.weight_evidence.weighings.map((weighing) => weighing.source)).toEqual(['packing', 'reweigh']);
    expect(after.weight_evidence.dispute).toMatchObject({ status: 'reweighed', status_name: '已重新称重' });
    expect(after.tracking.map((event) => event.text)).toEqual(
      expect.arrayContaining([
        `根据您的申诉重新称重：1.13 kg，总额 AUD ${after.fees.total}`,
        `重新称重后已退回 AUD ${(refund / 100).toFixed(2)} 至您的余额`,
      ]),
    );
    // The audit trail names the staff's move and the figures.
    const audit = await ok<{ list: { action: string; details: Json }[] }>(
      await t.app.inject({
        url: `/ops/audit?action=weight_dispute.reweigh&target_id=${filed.id}`,
        headers: staff,
      }),
    );
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]?.details).toMatchObject({
      total_before: before.fees.total,
      total_after: after.fees.total,
      refund: (refund / 100).toFixed(2),
      currency: 'AUD',
    });
    // Told in Chinese at each step: filed, then weighed again with the figure and the refund.
    const subjects = (await mailbox(t.app, customer.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `我们正在核实运单 ${waybill.shipment_id}的重量`,
        `运单 ${waybill.shipment_id}已重新称重：1.13 kg`,
      ]),
    );
    const [newest] = await mailbox(t.app, customer.email);
    expect(newest?.body).toContain(`AUD ${(refund / 100).toFixed(2)} 已退回您的余额`);
  });

  it('refunds a payment made in another currency at the rate it was charged, rounded to the cent', async () => {
    const { customer, waybill, dispute: filed, before, amount } = await paidAndDisputed('en', 'MYR');
    expect((await reweigh(filed.id, { weight: 1.134, length: 30, width: 20, height: 15 })).statusCode).toBe(200);
    const after = await detail(customer, waybill.id);
    const charged = BigInt(minor(amount, 'MYR'));
    const totalBefore = BigInt(minor(before.fees.total));
    const totalAfter = BigInt(minor(after.fees.total));
    // What AUD after would have cost at the payment's rate, rounded half up: the refund is the rest.
    const chargedAfter = (charged * totalAfter * 2n + totalBefore) / (totalBefore * 2n);
    const refunds = (await balanceOf(customer, 'MYR')).filter((entry) => entry.kind === 'refund');
    expect(refunds.map((entry) => entry.amountMinor)).toEqual([Number(charged - chargedAfter)]);
  });

  it('refunds a card payment combined with the balance from the card part first; a later cancellation refunds the rest once', async () => {
    const { customer, waybill } = await packedWaybill();
    const { payable: amount } = await payView(customer, waybill.id);
    // The balance pays all but AUD 1.00, the card the rest.
    await topUp(customer, (minor(amount) / 100 - 1).toFixed(2));
    const started = await ok<{ pay_url: string }>(
      await payWith(customer, '/api/airWallexPay', {
        shipmentId: waybill.id,
        amount,
        combinePay: true,
        currency: 'AUD',
        method: 'card',
      }),
    );
    await followSandbox(t.app, started.pay_url, 'pay');
    expect((await detail(customer, waybill.id)).status).toBe('paid');
    const { id } = body<Dispute>(
      await dispute(customer, { shipmentId: waybill.id, subject: 'weight', weight: 1 }),
    ).data;
    const reweighed = await reweigh(id, { weight: 1.2, length: 30, width: 20, height: 10 });
    expect(reweighed.statusCode, reweighed.body).toBe(200);
    const refund = minor(body<Dispute>(reweighed).data.refund?.amount ?? '0');
    // More than the card's AUD 1.00 comes back: the card part, then the rest of it from the balance part.
    expect(refund).toBeGreaterThan(100);
    expect(
      (await balanceOf(customer)).filter((entry) => entry.kind === 'refund').map((entry) => entry.amountMinor),
    ).toEqual([100, refund - 100]);
    const cancelled = await ops(`/ops/waybills/${waybill.id}/cancel`, { reason: 'Customer asked us to stop it' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<{ refund: { amount: string } }>(cancelled).data.refund.amount).toBe(
      ((minor(amount) - refund) / 100).toFixed(2),
    );
    // Everything paid came back once, no more: the balance holds the whole amount again.
    expect((await ok<{ balance: string }>(await get(customer, '/api/getUser'))).balance).toBe(amount);
  });

  it('applies one of 4 parallel reweighs; the others find it decided and refund nothing', async () => {
    const { customer, dispute: filed } = await paidAndDisputed('en');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => reweigh(filed.id, { weight: 1.2, length: 30, width: 20, height: 15 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => body(answer).msg)).toContain(
      'This dispute has already been decided.',
    );
    expect((await balanceOf(customer)).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });

  it('refuses figures that would raise the price, and changes nothing', async () => {
    const { customer, waybill, dispute: filed, before } = await paidAndDisputed('en');
    const heavier = await reweigh(filed.id, { weight: 4.2, length: 30, width: 20, height: 15 });
    expect([heavier.statusCode, body(heavier).msg]).toEqual([
      422,
      'These figures would raise the price, and a dispute never charges more: confirm the recorded figures instead.',
    ]);
    const after = await detail(customer, waybill.id);
    expect(after.fees.total).toBe(before.fees.total);
    expect(after.weight_evidence.weighings).toHaveLength(1);
    expect(after.weight_evidence.dispute?.status).toBe('open');
    // Staff cannot hand it to the carrier while it is open; confirming lets it go.
    const dispatch = await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: 'SG123456' });
    expect([dispatch.statusCode, body(dispatch).msg]).toEqual([
      422,
      'The customer disputes this shipment’s weight: decide the dispute before it leaves.',
    ]);
    const reasonless = await confirm(filed.id, '  ');
    expect(reasonless.statusCode).toBe(400);
    expect((await confirm(filed.id, 'Weighed on a certified scale.')).statusCode).toBe(200);
    expect(
      (await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: 'SG123456' })).statusCode,
    ).toBe(200);
    const told = (await mailbox(t.app, customer.email)).find((mail) =>
      mail.subject.startsWith('The recorded weight of'),
    );
    expect(told?.subject).toBe(`The recorded weight of shipment ${waybill.shipment_id} stands`);
    expect(told?.body).toContain('Weighed on a certified scale.');
  });

  it('corrects a parcel’s record on a reweigh', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const [parcel = 0] = await inStock(customer, 1, { weight: 1.5 });
    const filed = await dispute(customer, {
      parcelId: parcel,
      subject: 'weight',
      weight: 0.9,
      description: 'My scale says 0.9 kg',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const { id } = body<Dispute>(filed).data;
    expect((await reweigh(id, { weight: 0.948, length: 30, width: 20, height: 10 })).statusCode).toBe(200);
    const seen = await ok<Json & { weight_evidence: Evidence; timeline: { text: string }[] }>(
      await get(customer, `/api/parcelDetail/${parcel}`),
    );
    expect(seen).toMatchObject({ weight: '0.95' });
    expect(seen.weight_evidence.weighings.map((weighing) => weighing.source)).toEqual(['check_in', 'reweigh']);
    expect(seen.timeline.map((event) => event.text)).toEqual(
      expect.arrayContaining(['Weight disputed by you', 'Weighed again after your dispute']),
    );
    const [newest] = await mailbox(t.app, customer.email);
    expect(newest?.subject).toMatch(/^We weighed parcel \S+ again: 0\.95 kg$/);
  });

  it('closes a dispute when its shipment is cancelled', async () => {
    const { customer, waybill } = await packedWaybill();
    const { id } = body<Dispute>(
      await dispute(customer, { shipmentId: waybill.id, subject: 'weight', weight: 1 }),
    ).data;
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/delShipment/${waybill.id}`,
      headers: customer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const late = await confirm(id, 'Too late');
    expect([late.statusCode, body(late).msg]).toEqual([
      409,
      'This dispute was closed because its shipment was cancelled.',
    ]);
  });
});

describe('the staff queue', () => {
  it('lists a warehouse’s open disputes by their clock, marks the overdue, and hides another warehouse’s', async () => {
    const first = await packedWaybill();
    const second = await packedWaybill();
    const a = body<Dispute>(
      await dispute(first.customer, { shipmentId: first.waybill.id, subject: 'weight', weight: 1 }),
    );
    t.clock.advance(60_000);
    const b = body<Dispute>(
      await dispute(second.customer, { shipmentId: second.waybill.id, subject: 'weight', weight: 1 }),
    );
    const sydney = await staffMember(t.app, 'warehouse', [1]);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const queue = async (headers: { authorization: string }) =>
      ok<{ id: number; overdue: boolean; reference: string; current: Json }[]>(
        await t.app.inject({ url: '/ops/weight-disputes', headers }),
      );
    const listed = (await queue(sydney.headers)).filter((row) => [a.data.id, b.data.id].includes(row.id));
    expect(listed.map((row) => [row.id, row.overdue, row.reference])).toEqual([
      [a.data.id, false, first.waybill.shipment_id],
      [b.data.id, false, second.waybill.shipment_id],
    ]);
    expect(listed[0]?.current).toMatchObject({ weight: '3', size: '40 × 30 × 20 cm' });
    await advanceClock(2 * DAY, [first.customer, second.customer]);
    const sydneyAgain = await staffMember(t.app, 'warehouse', [1]);
    const shanghaiAgain = await staffMember(t.app, 'warehouse', [2]);
    Object.assign(sydney, sydneyAgain);
    Object.assign(shanghai, shanghaiAgain);
    expect((await queue(sydney.headers)).find((row) => row.id === a.data.id)?.overdue).toBe(true);
    expect(await queue(shanghai.headers)).toEqual([]);
    expect(
      (await t.app.inject({ url: `/ops/weight-disputes/${a.data.id}`, headers: shanghai.headers })).statusCode,
    ).toBe(404);
    expect(
      (await reweigh(a.data.id, { weight: 1, length: 30, width: 20, height: 10 }, shanghai.headers)).statusCode,
    ).toBe(404);
    expect((await confirm(a.data.id, 'Not mine', shanghai.headers)).statusCode).toBe(404);
  });
});
