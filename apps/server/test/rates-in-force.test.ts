import { randomUUID } from 'node:crypto';
import {
  type CurrencyCode,
  calendarDate,
  convertWithRates,
  formatMajor,
  INVITE_REWARD_POINTS,
  inviteQualifies,
  money,
  parseMajor,
  pointsEarnedFor,
  type RatesPerAud,
} from '@parcelway/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waybillPayments } from '../src/db/schema/index.js';
import { creditBalance, earnPoints } from '../src/modules/payments/index.js';
import {
  body,
  createTestApp,
  DAY,
  MINUTE,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { followSandbox } from './support/sandbox.js';
import { TAIWAN, waybillFixtures } from './support/waybills.js';

// A rate staff schedule for a later day is not in force yet: the calculator, the pay page, the payment, coupons and
// points all convert at the rates in force on the clock's day, and all move to the new rate on that day together.
const statements: string[] = [];
let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({
    config: { staff: STAFF_CREDENTIALS },
    onStatement: (statement) => statements.push(statement),
  });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, post, ops, ok, inStock, submit, pack, recipient } = waybillFixtures(() => ({ t, staff }));

interface PayView {
  currency: string;
  total: string;
  payable: string;
  coupon: { id: number; discount: string } | null;
  points: { points_used: number; offset: string };
  shipment: { fees: { total: string; currency: string } };
}
interface Quote {
  rate_date: string;
  list: { code: string; fees: { currency: string; total: string }; line_total: { currency: string; amount: string } }[];
}
interface CheckoutCoupon {
  id: number;
  usable: boolean;
  discount: string | null;
}

const major = (amount: string, currency: CurrencyCode) => parseMajor(amount, currency);
const day = (offsetDays = 0) => calendarDate(new Date(t.clock.now().getTime() + offsetDays * DAY));

async function rateOf(code: string) {
  const rates = await ok<{ code: string; per_aud: string; effective_on: string }[]>(
    await t.app.inject({ url: '/ops/exchange-rates', headers: staff }),
  );
  const found = rates.find((rate) => rate.code === code);
  if (!found) throw new Error(`no rate for ${code}`);
  return found;
}

async function packedWaybill(customer: TestCustomer) {
  const waybill = await submit(customer, await inStock(customer));
  expect((await pack(waybill.id)).statusCode).toBe(200);
  return waybill;
}

const view = async (customer: TestCustomer, id: number, currency: string, query = '') =>
  ok<PayView>(await get(customer, `/api/getPayView?shipmentId=${id}&currency=${currency}${query}`));

async function quoteToTaiwan() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/getQuotation',
    headers: { lang: 'en' },
    payload: {
      store_id: 1,
      country_id: TAIWAN.country_id,
      postcode: TAIWAN.postcode,
      currency: 'TWD',
      parcels: [{ length: 30, width: 20, height: 10, weight: 3, quantity: 1, product_type: 'general', attributes: [] }],
    },
  });
  const quote = await ok<Quote>(response);
  const line = quote.list.find((entry) => entry.code === 'AU-TW-EXP');
  if (!line) throw new Error('AU-TW-EXP not quoted');
  return { rateDate: quote.rate_date, line };
}

const payAt = (path: string) => (customer: TestCustomer, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...customer.headers, 'idempotency-key': randomUUID() },
    payload,
  });
const balancePay = payAt('/api/balancePay');
const cardPay = payAt('/api/airWallexPay');

/** The customer's balance in New Taiwan dollars (minor units) and their points. */
async function wallet(customer: TestCustomer) {
  const held = await ok<{ wallets: { currency: string; balance: string }[]; points: number }>(
    await get(customer, '/api/accountBalance'),
  );
  const twd = held.wallets.find((entry) => entry.currency === 'TWD');
  return { twd: twd ? major(twd.balance, 'TWD').minor : 0, points: held.points };
}

describe('a rate staff set for tomorrow', () => {
  // Runs in order: the clock reaches tomorrow in the last test.
  let customer: TestCustomer;
  let later: { id: number };
  let today: RatesPerAud;
  let tomorrow: RatesPerAud;

  beforeAll(async () => {
    customer = await registerCustomer(t.app, {}, 'en');
    const inForce = await rateOf('TWD');
    expect(inForce.effective_on <= day()).toBe(true);
    today = { AUD: '1', TWD: inForce.per_aud };
    // Twice as many New Taiwan dollars to the Australian dollar: any conversion at the wrong rate is far off.
    const doubled = (Number(inForce.per_aud) * 2).toFixed(4);
    tomorrow = { AUD: '1', TWD: doubled };
    later = await packedWaybill(customer);
  });

  it('changes neither the calculator nor the pay view nor what balancePay takes, until its day', async () => {
    // Another customer: one waybill waiting for payment at a time.
    const payer = await registerCustomer(t.app, {}, 'en');
    const waybill = await packedWaybill(payer);
    const before = await view(payer, waybill.id, 'TWD');
    const quoted = await quoteToTaiwan();

    const set = await ops('/ops/exchange-rates', { currency: 'TWD', per_aud: tomorrow.TWD, effective_on: day(1) });
    expect(set.statusCode).toBe(200);
    // Staff see the scheduled rate as the latest one.
    const listed = await rateOf('TWD');
    expect([Number(listed.per_aud), listed.effective_on]).toEqual([Number(tomorrow.TWD), day(1)]);

    const after = await view(payer, waybill.id, 'TWD');
    expect(after.total).toBe(before.total);
    const aud = major(after.shipment.fees.total, 'AUD');
    expect(after.total).toBe(formatMajor(convertWithRates(aud, 'TWD', today)));
    // The calculator converts at the same rates, with the date of the rate in force.
    const quotedAfter = await quoteToTaiwan();
    expect(quotedAfter).toEqual(quoted);
    expect(quotedAfter.rateDate <= day()).toBe(true);
    // A quote's fees are in the asked currency, converted from the line's own (AUD).
    expect(quotedAfter.line.fees.total).toBe(
      formatMajor(convertWithRates(major(quotedAfter.line.line_total.amount, 'AUD'), 'TWD', today)),
    );

    // The payment takes the amount shown (a payment converting at tomorrow's rate would refuse it as changed).
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, payer.id, 'top_up', money(1_000_000, 'TWD')));
    statements.length = 0;
    const paid = await balancePay(payer, {
      shipmentId: waybill.id,
      amount: after.payable,
      combinePay: false,
      currency: 'TWD',
    });
    expect(paid.statusCode).toBe(200);
    // The payment and the points it earned read the rates once: one check of the version, the rates from memory.
    expect(statements.filter((statement) => /reference_version|exchange_rates/.test(statement))).toHaveLength(1);
    const held = await wallet(payer);
    expect(held.twd).toBe(1_000_000 - major(after.payable, 'TWD').minor);
    // The points it earned count the payment in Australian dollars at today's rate too.
    const earned = pointsEarnedFor(major(after.payable, 'TWD'), today);
    expect(earned).not.toBe(pointsEarnedFor(major(after.payable, 'TWD'), tomorrow));
    expect(held.points).toBe(earned);
  });

  it("measures coupons (minimum spend, an amount in another currency) and points at today's rates", async () => {
    const waybill = await view(customer, later.id, 'AUD');
    const total = major(waybill.total, 'AUD');
    // A minimum of 1.5 × the total in New Taiwan dollars: out of reach today, within reach at tomorrow's rate.
    const minimum = formatMajor(money(Math.ceil(convertWithRates(total, 'TWD', today).minor * 1.5), 'TWD'));
    const far = await ok<{ id: number }>(
      await ops('/ops/coupons', { customer_id: customer.id, amount: '100', currency: 'TWD', min_spend: minimum }),
    );
    const plain = await ok<{ id: number }>(
      await ops('/ops/coupons', { customer_id: customer.id, amount: '100', currency: 'TWD' }),
    );
    const listed = await ok<{ list: CheckoutCoupon[] }>(
      await post(customer, '/api/getAvailableCoupon', { shipmentId: later.id, currency: 'AUD' }),
    );
    const hundred = money(10_000, 'TWD');
    expect(listed.list.find((coupon) => coupon.id === far.id)).toMatchObject({ usable: false });
    expect(listed.list.find((coupon) => coupon.id === plain.id)).toMatchObject({
      usable: true,
      discount: formatMajor(convertWithRates(hundred, 'AUD', today)),
    });
    const chosen = await view(customer, later.id, 'AUD', `&couponId=${plain.id}`);
    expect(chosen.coupon?.discount).toBe(formatMajor(convertWithRates(hundred, 'AUD', today)));
    const refused = await get(customer, `/api/getPayView?shipmentId=${later.id}&currency=AUD&couponId=${far.id}`);
    expect(refused.statusCode).toBe(422);

    // Points pay AU$1 per 100, shown in the pay currency at today's rate.
    await t.app.ctx.db.transaction((tx) => earnPoints(tx, customer.id, 5_000));
    const withPoints = await view(customer, later.id, 'TWD', '&usePoints=true');
    const offset = money(withPoints.points.points_used, 'AUD');
    expect(withPoints.points.offset).toBe(formatMajor(convertWithRates(offset, 'TWD', today)));
  });

  it('applies once the clock reaches its day, everywhere at once', async () => {
    t.clock.advance(DAY);
    // Sessions expire meanwhile: staff and the customer sign in again.
    staff = await staffHeaders(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: customer.email, password: customer.password },
      headers: { lang: 'en' },
    });
    customer.headers = { authorization: `Bearer ${body<{ access_token: string }>(login).data.access_token}` };
    const quoted = await quoteToTaiwan();
    expect(quoted.rateDate).toBe(day());
    expect(quoted.line.fees.total).toBe(
      formatMajor(convertWithRates(major(quoted.line.line_total.amount, 'AUD'), 'TWD', tomorrow)),
    );
    const shown = await view(customer, later.id, 'TWD');
    expect(shown.total).toBe(formatMajor(convertWithRates(major(shown.shipment.fees.total, 'AUD'), 'TWD', tomorrow)));
    const listed = await ok<{ list: CheckoutCoupon[] }>(
      await post(customer, '/api/getAvailableCoupon', { shipmentId: later.id, currency: 'AUD' }),
    );
    expect(listed.list.every((coupon) => coupon.usable)).toBe(true);
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', money(1_000_000, 'TWD')));
    const before = await wallet(customer);
    const paid = await balancePay(customer, {
      shipmentId: later.id,
      amount: shown.payable,
      combinePay: false,
      currency: 'TWD',
    });
    expect(paid.statusCode).toBe(200);
    const after = await wallet(customer);
    expect(before.twd - after.twd).toBe(major(shown.payable, 'TWD').minor);
    expect(after.points - before.points).toBe(pointsEarnedFor(major(shown.payable, 'TWD'), tomorrow));
  });
});

describe('a card payment confirmed after the rates changed', () => {
  /** A new customer's packed waybill shown in New Taiwan dollars at `rates`, and its card checkout started. */
  async function cardCheckoutInTwd(rates: RatesPerAud, payer?: TestCustomer) {
    payer ??= await registerCustomer(t.app, {}, 'en');
    const waybill = await packedWaybill(payer);
    const shown = await view(payer, waybill.id, 'TWD');
    expect(shown.total).toBe(formatMajor(convertWithRates(major(shown.shipment.fees.total, 'AUD'), 'TWD', rates)));
    const card = await ok<{ pay_url: string }>(
      await cardPay(payer, {
        shipmentId: waybill.id,
        amount: shown.payable,
        combinePay: false,
        currency: 'TWD',
        method: 'card',
      }),
    );
    return { payer, waybill, shown, card };
  }

  // The first test leaves the clock just past midnight, with the second day's rate in force.

  it('begun before midnight and confirmed after it: earns points at the rates it was charged at', async () => {
    // To a minute before the clock's next midnight (the rates' days are UTC dates); sessions are made after it.
    const now = t.clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    t.clock.advance(midnight - now.getTime() - MINUTE);
    staff = await staffHeaders(t.app);
    const inForce = await rateOf('TWD');
    const charged: RatesPerAud = { AUD: '1', TWD: inForce.per_aud };
    const nextDay: RatesPerAud = { AUD: '1', TWD: (Number(inForce.per_aud) * 3).toFixed(4) };
    const set = await ops('/ops/exchange-rates', { currency: 'TWD', per_aud: nextDay.TWD, effective_on: day(1) });
    expect(set.statusCode).toBe(200);
    const { payer, waybill, shown, card } = await cardCheckoutInTwd(charged);

    t.clock.advance(2 * MINUTE);
    const confirmedOn = day();
    expect(calendarDate(new Date(midnight))).toBe(confirmedOn);
    await followSandbox(t.app, card.pay_url, 'pay');
    expect(await ok<{ status: string }>(await get(payer, `/api/shipmentDetail/${waybill.id}`))).toMatchObject({
      status: 'paid',
    });
    const payable = major(shown.payable, 'TWD');
    expect(pointsEarnedFor(payable, charged)).not.toBe(pointsEarnedFor(payable, nextDay));
    expect((await wallet(payer)).points).toBe(pointsEarnedFor(payable, charged));
  });

  it('staff correct the day’s rate while the checkout is open: the points still count at the rate charged', async () => {
    const chargedOnSecondDay: RatesPerAud = { AUD: '1', TWD: (await rateOf('TWD')).per_aud };
    const { payer, shown, card } = await cardCheckoutInTwd(chargedOnSecondDay);
    const corrected: RatesPerAud = { AUD: '1', TWD: (Number(chargedOnSecondDay.TWD) * 5).toFixed(4) };
    const set = await ops('/ops/exchange-rates', { currency: 'TWD', per_aud: corrected.TWD, effective_on: day() });
    expect(set.statusCode).toBe(200);
    expect(Number((await rateOf('TWD')).per_aud)).toBe(Number(corrected.TWD));

    await followSandbox(t.app, card.pay_url, 'pay');
    const paid = major(shown.payable, 'TWD');
    expect(pointsEarnedFor(paid, chargedOnSecondDay)).not.toBe(pointsEarnedFor(paid, corrected));
    expect((await wallet(payer)).points).toBe(pointsEarnedFor(paid, chargedOnSecondDay));
  });

  it("an invited friend's first shipment is measured against AU$20 at the rate charged, not a later correction", async () => {
    const inviter = await registerCustomer(t.app, {}, 'en');
    const { invite_code } = await ok<{ invite_code: string }>(await get(inviter, '/api/inviteInfo'));
    const friend = await registerCustomer(t.app, { invite_code }, 'en');
    const charged: RatesPerAud = { AUD: '1', TWD: (await rateOf('TWD')).per_aud };
    const { shown, card } = await cardCheckoutInTwd(charged, friend);
    const corrected: RatesPerAud = { AUD: '1', TWD: (Number(charged.TWD) * 50).toFixed(4) };
    const set = await ops('/ops/exchange-rates', { currency: 'TWD', per_aud: corrected.TWD, effective_on: day() });
    expect(set.statusCode).toBe(200);

    await followSandbox(t.app, card.pay_url, 'pay');
    const paid = major(shown.payable, 'TWD');
    // The payment qualifies at the rate charged and would not at the corrected one.
    expect([inviteQualifies(paid, charged), inviteQualifies(paid, corrected)]).toEqual([true, false]);
    expect((await wallet(inviter)).points).toBe(INVITE_REWARD_POINTS);
    expect((await wallet(friend)).points).toBe(INVITE_REWARD_POINTS + pointsEarnedFor(paid, charged));
  });
});

describe('a batch payment from the balance in another currency', () => {
  it("keeps the day's rate on each waybill's payment, as a single payment does", async () => {
    const payer = await registerCustomer(t.app, {}, 'en');
    // Both submitted before either is packed (a waybill waiting for payment holds back new ones), to two receivers.
    const first = await submit(payer, await inStock(payer));
    const otherReceiver = await recipient(payer, { ...TAIWAN, first_name: '大明' });
    const waybills = [first, await submit(payer, await inStock(payer), { recipient_id: otherReceiver })];
    for (const waybill of waybills) expect((await pack(waybill.id)).statusCode).toBe(200);
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, payer.id, 'top_up', money(1_000_000_000, 'TWD')));
    const shown = await Promise.all(waybills.map((waybill) => view(payer, waybill.id, 'TWD')));
    const sum = shown.reduce((total, one) => total + major(one.total, 'TWD').minor, 0);
    const ids = waybills.map((waybill) => waybill.id);
    await ok(
      await payAt('/api/batchBalancePay')(payer, {
        shipmentIds: ids,
        amount: formatMajor(money(sum, 'TWD')),
        currency: 'TWD',
      }),
    );
    const inForce = Number((await rateOf('TWD')).per_aud);
    expect(inForce).not.toBe(1);
    const kept = await t.app.ctx.db
      .select({ rate: waybillPayments.chargePerAud })
      .from(waybillPayments)
      .where(inArray(waybillPayments.waybillId, ids));
    expect(kept.map((payment) => Number(payment.rate))).toEqual([inForce, inForce]);
  });
});
