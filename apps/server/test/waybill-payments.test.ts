import { randomUUID } from 'node:crypto';
import { parseMajor } from '@parcelway/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, waybillPayments } from '../src/db/schema/index.js';
import { creditBalance, earnPoints } from '../src/modules/payments/index.js';
import {
  body,
  createTestApp,
  mailbox,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { followSandbox } from './support/sandbox.js';
import { TAIWAN, type Waybill, waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, post, ops, ok, inStock, recipient, submit, pack } = waybillFixtures(() => ({ t, staff }));
type Json = Record<string, unknown>;

const aud = (amount: string) => parseMajor(amount, 'AUD');

interface PayView {
  shipment: { id: number; status: string; fees: { total: string; currency: string } };
  currency: string;
  currencies: string[];
  total: string;
  coupon: { id: number; code: string; discount: string } | null;
  points: { points: number; points_used: number; offset: string; cap: string };
  payable: string;
  balance: string;
  balance_covers: boolean;
  methods: { code: string }[];
  bank_transfer: boolean;
  payable_now: boolean;
}

/** A customer with a packed waybill waiting for payment (AU$ from the Sydney warehouse), its balance and points. */
async function waybillToPay(options: { balance?: string; points?: number; language?: 'en' | 'cn' } = {}) {
  const customer = await registerCustomer(t.app, {}, options.language ?? 'en');
  const waybill = await packed(customer);
  await t.app.ctx.db.transaction(async (tx) => {
    if (options.balance) await creditBalance(tx, customer.id, 'top_up', aud(options.balance));
    if (options.points) await earnPoints(tx, customer.id, options.points);
  });
  return { customer, waybill };
}

async function packed(customer: TestCustomer) {
  const waybill = await submit(customer, await inStock(customer));
  expect((await pack(waybill.id)).statusCode).toBe(200);
  return waybill;
}

const view = async (customer: TestCustomer, id: number, query = '', currency = 'AUD') =>
  ok<PayView>(await get(customer, `/api/getPayView?shipmentId=${id}&currency=${currency}${query}`));

const payWith = (customer: TestCustomer, path: string, payload: Json, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...customer.headers, 'idempotency-key': key },
    payload,
  });

async function detail(customer: TestCustomer, id: number) {
  return ok<Waybill>(await get(customer, `/api/shipmentDetail/${id}`));
}

async function balanceOf(customer: TestCustomer) {
  const wallets = await ok<{ balance: string; points: number }>(await get(customer, '/api/accountBalance'));
  return wallets;
}

async function coupon(customer: TestCustomer, amount: string, minSpend?: string) {
  const issued = await ops('/ops/coupons', {
    customer_id: customer.id,
    amount,
    currency: 'AUD',
    ...(minSpend ? { min_spend: minSpend } : {}),
  });
  return ok<{ id: number; code: string }>(issued);
}

describe('the pay page (getPayView, getPayPoints)', () => {
  it('shows the total, balance, points and methods in the chosen currency, with coupon and points taken', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '100', points: 5000 });
    const plain = await view(customer, waybill.id);
    expect(plain).toMatchObject({ currency: 'AUD', balance: '100.00', payable_now: true, bank_transfer: true });
    expect(plain.payable).toBe(plain.total);
    expect(plain.total).toBe(plain.shipment.fees.total);
    expect(plain.currencies).toContain('TWD');
    // No currency asked for: the waybill's own, with that wallet's balance.
    const unasked = await ok<PayView>(await get(customer, `/api/getPayView?shipmentId=${waybill.id}`));
    expect(unasked).toMatchObject({ currency: 'AUD', balance: '100.00', total: plain.total });
    expect(plain.currencies).not.toContain('USD');
    expect(plain.methods.map((method) => method.code)).toEqual(
      expect.arrayContaining(['balance', 'card', 'bank_transfer']),
    );
    expect(plain.points.points).toBe(5000);
    expect(plain.points.points_used).toBeGreaterThan(0);

    const given = await coupon(customer, '2');
    const chosen = await view(customer, waybill.id, `&usePoints=true&couponId=${given.id}`);
    expect(chosen.coupon).toMatchObject({ id: given.id, discount: '2.00' });
    const expected = aud(chosen.total).minor - 200 - aud(chosen.points.offset).minor;
    expect(aud(chosen.payable).minor).toBe(expected);

    const points = await ok<{ points: number; cap: string }>(
      await get(customer, `/api/getPayPoints?shipmentId=${waybill.id}&currency=AUD`),
    );
    expect(points.points).toBe(5000);
    expect(points.cap).toBe(chosen.points.cap);
    // SPEC §7 sends it as a POST; the answer is the same.
    const posted = await post(customer, '/api/getPayPoints', { shipmentId: waybill.id, currency: 'AUD' });
    expect(body(posted).data).toEqual(points);

    const inTaiwan = await view(customer, waybill.id, '', 'TWD');
    expect(inTaiwan).toMatchObject({ currency: 'TWD', balance: '0.00', bank_transfer: true });
    // With a second wallet, each currency shows its own balance.
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', parseMajor('50', 'TWD')));
    expect(await view(customer, waybill.id, '', 'TWD')).toMatchObject({ currency: 'TWD', balance: '50.00' });
    expect(await view(customer, waybill.id)).toMatchObject({ currency: 'AUD', balance: '100.00' });
    const inDollars = await get(customer, `/api/getPayView?shipmentId=${waybill.id}&currency=USD`);
    expect(inDollars.statusCode).toBe(400);
  });
});

describe('paying a waybill from the balance (balancePay)', () => {
  it('pays with balance + points + coupon in one go: paid, each entry in the ledger, coupon used, status completed', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '200', points: 3000 });
    const given = await coupon(customer, '3');
    const shown = await view(customer, waybill.id, `&usePoints=true&couponId=${given.id}`);
    const response = await payWith(customer, '/api/balancePay', {
      shipmentId: waybill.id,
      amount: shown.payable,
      combinePay: false,
      currency: 'AUD',
      usePoints: true,
      couponId: given.id,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ code: 200, msg: 'Payment successful', data: { status: 'paid' } });
    expect((await detail(customer, waybill.id)).status).toBe('paid');

    const wallet = await balanceOf(customer);
    expect(aud(wallet.balance).minor).toBe(20_000 - aud(shown.payable).minor);
    // A paid shipment earns a point per whole AU$1 paid (less coupon and points), after spending its points.
    const earned = Math.floor(aud(shown.payable).minor / 100);
    expect(wallet.points).toBe(3000 - shown.points.points_used + earned);
    const entries = await ok<{ list: { kind: string; amount: string }[] }>(
      await get(customer, '/api/balanceTransactionList?currency=AUD'),
    );
    expect(entries.list[0]).toMatchObject({ kind: 'payment', amount: `-${shown.payable}` });
    const points = await ok<{ list: { kind: string; points: number }[] }>(await get(customer, '/api/pointHistory'));
    expect(points.list.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'points_earned', points: earned }),
      expect.objectContaining({ kind: 'points_spent', points: -shown.points.points_used }),
    ]);
    const again = await post(customer, '/api/getAvailableCoupon', { amount: '100', currency: 'AUD', code: given.code });
    expect(body(again).msg).toBe('This coupon has already been used.');
    const result = await ok<Json>(await post(customer, '/api/getPayResult', { waybillId: waybill.id }));
    expect(result).toMatchObject({ status: 'completed', method: 'balance', amount: shown.payable });
    const log = await ok<{ list: { target_id: number; status: string }[] }>(
      await get(customer, `/api/paymentHistory?purpose=waybill&targetId=${waybill.id}`),
    );
    expect(log.list).toEqual([expect.objectContaining({ target_id: waybill.id, status: 'succeeded' })]);
  });

  it('takes a claimable coupon found by its code, once; another customer’s own coupon is unknown', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '200' });
    const claimable = await ok<{ id: number; code: string }>(
      await ops('/ops/coupons', { amount: '1', currency: 'AUD' }),
    );
    const found = await ok<{ list: { id: number }[] }>(
      await post(customer, '/api/getAvailableCoupon', { amount: '100', currency: 'AUD', code: claimable.code }),
    );
    expect(found.list[0]?.id).toBe(claimable.id);
    const shown = await view(customer, waybill.id, `&couponId=${claimable.id}`);
    expect(shown.coupon).toMatchObject({ id: claimable.id, discount: '1.00' });
    const paid = await payWith(customer, '/api/balancePay', {
      shipmentId: waybill.id,
      amount: shown.payable,
      combinePay: false,
      currency: 'AUD',
      couponId: claimable.id,
    });
    expect(paid.statusCode).toBe(200);

    // Presenting the code made it the customer's: to anyone else its id names nothing, its code is spent.
    const { customer: other, waybill: theirs } = await waybillToPay({ balance: '200' });
    const reused = await get(other, `/api/getPayView?shipmentId=${theirs.id}&currency=AUD&couponId=${claimable.id}`);
    expect(body(reused).msg).toBe('This coupon code is not valid.');
    const owned = await coupon(customer, '1');
    const strangers = await get(other, `/api/getPayView?shipmentId=${theirs.id}&currency=AUD&couponId=${owned.id}`);
    expect(strangers.statusCode).toBe(400);
  });

  it('a code-only coupon goes to the one customer who presents its code first, even at the same moment', async () => {
    const { code, id } = await ok<{ id: number; code: string }>(
      await ops('/ops/coupons', { amount: '2', currency: 'AUD' }),
    );
    const [first, second] = await Promise.all([waybillToPay(), waybillToPay()]);
    if (!first || !second) throw new Error('no customers');
    const answers = await Promise.all(
      [first, second].map(({ customer }) =>
        post(customer, '/api/getAvailableCoupon', { amount: '100', currency: 'AUD', code }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect((await view(winner.customer, winner.waybill.id, `&couponId=${id}`)).coupon).toMatchObject({ id });
    const refused = await get(
      loser.customer,
      `/api/getPayView?shipmentId=${loser.waybill.id}&currency=AUD&couponId=${id}`,
    );
    expect(body(refused).msg).toBe('This coupon code is not valid.');
  });

  it('counting coupon ids gains nothing: only the customer’s own, a presented code or a published coupon', async () => {
    const { customer: owner } = await waybillToPay();
    const ownedByOther = await coupon(owner, '5');
    const codeOnly = await ok<{ id: number; code: string }>(
      await ops('/ops/coupons', { amount: '4', currency: 'AUD' }),
    );
    const published = await ok<{ id: number; published: boolean }>(
      await ops('/ops/coupons', { amount: '3', currency: 'AUD', publish: true }),
    );
    expect(published.published).toBe(true);
    const { customer: guesser, waybill } = await waybillToPay({ balance: '200' });
    const plain = await view(guesser, waybill.id);
    const before = await balanceOf(guesser);

    const shownWith: number[] = [];
    const refusals = new Set<string>();
    for (let id = 1; id <= published.id; id += 1) {
      const shown = await get(guesser, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD&couponId=${id}`);
      if (shown.statusCode === 200) shownWith.push(id);
      if (id === published.id) continue;
      // The payable without a coupon: a coupon the guesser may not use must be refused, not ignored.
      const paid = await payWith(guesser, '/api/balancePay', {
        shipmentId: waybill.id,
        amount: plain.payable,
        combinePay: false,
        currency: 'AUD',
        couponId: id,
      });
      expect(paid.statusCode).toBe(400);
      refusals.add(body(paid).msg);
    }
    // Only the coupon staff published to everyone answers; the other customer's and the code-only one do not.
    expect(shownWith).toEqual([published.id]);
    expect([...refusals]).toEqual(['This coupon code is not valid.']);
    expect(await balanceOf(guesser)).toEqual(before);
    const guesserList = await ok<{ list: { id: number }[] }>(
      await post(guesser, '/api/getAvailableCoupon', { amount: '100', currency: 'AUD' }),
    );
    expect(guesserList.list.map((row) => row.id)).toEqual([published.id]);
    const listed = await ok<{ list: { id: number }[] }>(
      await post(owner, '/api/getAvailableCoupon', { amount: '100', currency: 'AUD' }),
    );
    expect(listed.list.map((row) => row.id)).toEqual(expect.arrayContaining([ownedByOther.id, published.id]));
    expect(listed.list.map((row) => row.id)).not.toContain(codeOnly.id);
  });

  it('refuses a changed amount, a short balance and a second payment, changing nothing', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '1', points: 500 });
    const shown = await view(customer, waybill.id, '&usePoints=true');
    const pay = (amount: string) =>
      payWith(customer, '/api/balancePay', {
        shipmentId: waybill.id,
        amount,
        combinePay: false,
        currency: 'AUD',
        usePoints: true,
      });
    const changed = await pay('0.50');
    expect(changed.statusCode).toBe(409);
    expect(body(changed).msg).toBe(`The amount to pay is now AUD ${shown.payable}. Please check it and pay again.`);
    const short = await pay(shown.payable);
    expect(short.statusCode).toBe(422);
    expect(await balanceOf(customer)).toMatchObject({ balance: '1.00', points: 500 });
    expect((await detail(customer, waybill.id)).status).toBe('pay_now');

    await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', aud('500')));
    expect((await pay(shown.payable)).statusCode).toBe(200);
    const twice = await pay(shown.payable);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).msg).toBe('This has already been paid.');
  });

  it('answers a retry with the same Idempotency-Key with the first answer and charges once', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '300' });
    const shown = await view(customer, waybill.id);
    const payload = { shipmentId: waybill.id, amount: shown.payable, combinePay: false, currency: 'AUD' };
    const first = await payWith(customer, '/api/balancePay', payload, 'retry-key-1');
    const retry = await payWith(customer, '/api/balancePay', payload, 'retry-key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(body(retry).data).toEqual(body(first).data);
    expect(aud((await balanceOf(customer)).balance).minor).toBe(30_000 - aud(shown.payable).minor);
  });

  it('refuses a waybill that is not packed yet, and another customer’s waybill as unknown', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const pending = await submit(customer, await inStock(customer));
    const early = await payWith(customer, '/api/balancePay', {
      shipmentId: pending.id,
      amount: '1',
      combinePay: false,
      currency: 'AUD',
    });
    expect(early.statusCode).toBe(422);
    expect(body(early).msg).toBe('This shipment cannot be paid now: it is Submitted.');

    const { waybill } = await waybillToPay({ balance: '500' });
    const stranger = await registerCustomer(t.app, {}, 'en');
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, stranger.id, 'top_up', aud('500')));
    expect((await get(stranger, `/api/getPayView?shipmentId=${waybill.id}`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/getPayPoints?shipmentId=${waybill.id}&currency=AUD`)).statusCode).toBe(404);
    expect((await post(stranger, '/api/getPayPoints', { shipmentId: waybill.id, currency: 'AUD' })).statusCode).toBe(
      404,
    );
    expect((await get(stranger, `/api/getInvoice/${waybill.id}`)).statusCode).toBe(404);
    for (const path of ['/api/balancePay', '/api/airWallexPay', '/api/bankTransfer', '/api/wechatPayLink']) {
      const response = await payWith(stranger, path, {
        shipmentId: waybill.id,
        amount: '1',
        combinePay: false,
        currency: 'AUD',
      });
      expect(response.statusCode, path).toBe(404);
    }
    const batch = await payWith(stranger, '/api/batchBalancePay', {
      shipmentIds: [waybill.id],
      amount: '1',
      currency: 'AUD',
    });
    expect(batch.statusCode).toBe(404);
  });
});

describe('cards and wallets through the sandbox provider', () => {
  it('combines the balance with a card: a failed checkout gives back balance, points and coupon; a paid one pays', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '5', points: 2000 });
    const given = await coupon(customer, '1');
    const choices = { usePoints: true, couponId: given.id };
    const shown = await view(customer, waybill.id, `&usePoints=true&couponId=${given.id}`);
    const start = async () =>
      ok<{ attempt_id: string; pay_url: string; balance_paid: string }>(
        await payWith(customer, '/api/airWallexPay', {
          shipmentId: waybill.id,
          amount: shown.payable,
          combinePay: true,
          currency: 'AUD',
          method: 'card',
          ...choices,
        }),
      );
    const first = await start();
    expect(first.balance_paid).toBe('5.00');
    expect(await balanceOf(customer)).toMatchObject({ balance: '0.00', points: 2000 - shown.points.points_used });

    const failed = await followSandbox(t.app, first.pay_url, 'fail');
    expect(failed.returnTo).toBe(`/#/pages/waybill/paymentStatus?waybillId=${waybill.id}`);
    expect(await ok<Json>(await post(customer, '/api/getPayResult', { attempt_id: first.attempt_id }))).toMatchObject({
      status: 'failed',
    });
    expect(await balanceOf(customer)).toMatchObject({ balance: '5.00', points: 2000 });
    expect((await detail(customer, waybill.id)).status).toBe('pay_now');

    const second = await start();
    await followSandbox(t.app, second.pay_url, 'pay');
    expect(await ok<Json>(await post(customer, '/api/getPayResult', { waybillId: waybill.id }))).toMatchObject({
      status: 'completed',
      amount: (aud(shown.payable).minor / 100 - 5).toFixed(2),
    });
    expect((await detail(customer, waybill.id)).status).toBe('paid');
    const earned = Math.floor(aud(shown.payable).minor / 100);
    expect(await balanceOf(customer)).toMatchObject({
      balance: '0.00',
      points: 2000 - shown.points.points_used + earned,
    });
    const log = await ok<{ list: { status: string }[] }>(
      await get(customer, `/api/paymentHistory?purpose=waybill&targetId=${waybill.id}`),
    );
    expect(log.list.map((entry) => entry.status)).toEqual(['succeeded', 'failed']);
  });

  it('gives up an open checkout when the customer pays another way; paying it later is a duplicate credited to the balance', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '500' });
    const shown = await view(customer, waybill.id);
    const payload = { shipmentId: waybill.id, amount: shown.payable, combinePay: false, currency: 'AUD' };
    const card = await ok<{ attempt_id: string; pay_url: string }>(
      await payWith(customer, '/api/squareUpPay', payload),
    );
    // The customer opened the card page, then went back and paid from the balance instead.
    const page = String((await t.app.inject({ url: card.pay_url })).headers.location);
    expect((await payWith(customer, '/api/balancePay', payload)).statusCode).toBe(200);
    expect(await ok<Json>(await post(customer, '/api/getPayResult', { attempt_id: card.attempt_id }))).toMatchObject({
      payment_status: 'failed',
      failure_reason: 'superseded',
    });
    const late = await t.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(late.statusCode).toBe(303);
    expect(await ok<Json>(await post(customer, '/api/getPayResult', { attempt_id: card.attempt_id }))).toMatchObject({
      payment_status: 'duplicate',
    });
    expect((await detail(customer, waybill.id)).status).toBe('paid');
    // Paid once from the balance; the card's late payment comes back to it, so the balance is where it started.
    expect((await balanceOf(customer)).balance).toBe('500.00');
    expect((await mailbox(t.app, customer.email)).map((mail) => mail.subject)).toContain(
      `Parcelway added AUD ${shown.payable} to your balance`,
    );
  });

  it('cancelling a waybill with a checkout open gives back what it held', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '3', points: 1000 });
    const shown = await view(customer, waybill.id, '&usePoints=true');
    await ok(
      await payWith(customer, '/api/paypalPay', {
        shipmentId: waybill.id,
        amount: shown.payable,
        combinePay: true,
        currency: 'AUD',
        usePoints: true,
      }),
    );
    expect((await balanceOf(customer)).balance).toBe('0.00');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/delShipment/${waybill.id}`, headers: customer.headers }))
        .statusCode,
    ).toBe(200);
    expect(await balanceOf(customer)).toMatchObject({ balance: '3.00', points: 1000 });
  });

  it('every provider call of SPEC §7 starts a checkout in a currency it takes; DuitNow needs the shopper name', async () => {
    const { customer, waybill } = await waybillToPay();
    const calls: [string, string, Json][] = [
      ['/api/royalPay', 'AUD', {}],
      ['/api/squareUpPay', 'AUD', {}],
      ['/api/paypalPay', 'AUD', {}],
      ['/api/airWallexPay', 'AUD', { method: 'google_pay' }],
      ['/api/eghlPay', 'MYR', {}],
      ['/api/touchGoPay', 'MYR', {}],
      ['/api/duitNowPay', 'MYR', { shopperName: 'Tan Mei Ling' }],
      ['/api/ygAliPay', 'CNY', {}],
      ['/api/wechatPayLink', 'CNY', {}],
    ];
    for (const [path, currency, extra] of calls) {
      const shown = await view(customer, waybill.id, '', currency);
      const started = await payWith(customer, path, {
        shipmentId: waybill.id,
        amount: shown.payable,
        combinePay: false,
        currency,
        ...extra,
      });
      expect(started.statusCode, `${path}: ${started.body}`).toBe(200);
      expect(body<{ pay_url: string }>(started).data.pay_url).toMatch(/^\/pay\/checkout\//);
    }
    const myr = await view(customer, waybill.id, '', 'MYR');
    const nameless = await payWith(customer, '/api/duitNowPay', {
      shipmentId: waybill.id,
      amount: myr.payable,
      combinePay: false,
      currency: 'MYR',
    });
    expect(nameless.statusCode).toBe(400);
    expect(body(nameless).msg).toBe('Shopper name required');
    const wrongCurrency = await payWith(customer, '/api/eghlPay', {
      shipmentId: waybill.id,
      amount: (await view(customer, waybill.id)).payable,
      combinePay: false,
      currency: 'AUD',
    });
    expect(wrongCurrency.statusCode).toBe(422);
  });
});

describe('bank transfer of a waybill (bankTransfer, staff review)', () => {
  it('refuses currencies without an account; a proof puts it in review; rejection returns it to pay, approval pays and mails', async () => {
    const { customer, waybill } = await waybillToPay({ points: 800 });
    const sgd = await view(customer, waybill.id, '', 'SGD');
    const unsupported = await payWith(customer, '/api/bankTransfer', {
      shipmentId: waybill.id,
      amount: sgd.payable,
      combinePay: false,
      currency: 'SGD',
    });
    expect(unsupported.statusCode).toBe(422);
    expect(body(unsupported).msg).toBe('the current currency does not support bank transfer');

    const shown = await view(customer, waybill.id, '&usePoints=true');
    const transfer = async () => {
      const proof = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png, { purpose: 'bank_proof' });
      return payWith(customer, '/api/bankTransfer', {
        shipmentId: waybill.id,
        amount: shown.payable,
        combinePay: false,
        currency: 'AUD',
        usePoints: true,
        proof: proof.id,
      });
    };
    const noProof = await payWith(customer, '/api/bankTransfer', {
      shipmentId: waybill.id,
      amount: shown.payable,
      combinePay: false,
      currency: 'AUD',
      usePoints: true,
    });
    expect(noProof.statusCode).toBe(400);

    const first = await ok<{ transfer_id: number; status: string }>(await transfer());
    expect(first.status).toBe('bank_pending');
    expect((await detail(customer, waybill.id)).status).toBe('bank_pending');
    expect((await balanceOf(customer)).points).toBe(800 - shown.points.points_used);
    const meanwhile = await payWith(customer, '/api/balancePay', {
      shipmentId: waybill.id,
      amount: shown.payable,
      combinePay: false,
      currency: 'AUD',
    });
    expect(meanwhile.statusCode).toBe(409);

    const rejected = await ops(`/ops/bank-transfers/${first.transfer_id}/review`, {
      approve: false,
      reason: 'No money arrived',
    });
    expect(rejected.statusCode).toBe(200);
    const back = await detail(customer, waybill.id);
    expect(back.status).toBe('pay_now');
    expect(back.tracking.map((entry) => entry.text)).toContain('Bank transfer not confirmed: No money arrived');
    expect((await balanceOf(customer)).points).toBe(800);
    expect((await mailbox(t.app, customer.email)).map((mail) => mail.subject)).toContain(
      `Bank transfer for shipment ${waybill.shipment_id} not confirmed`,
    );

    const second = await ok<{ transfer_id: number }>(await transfer());
    expect((await ops(`/ops/bank-transfers/${second.transfer_id}/review`, { approve: true })).statusCode).toBe(200);
    expect((await detail(customer, waybill.id)).status).toBe('paid');
    const mails = await mailbox(t.app, customer.email);
    expect(mails.map((mail) => mail.subject)).toContain(`Shipment ${waybill.shipment_id} is paid`);
  });
});

describe('paying several waybills from the balance (batchBalancePay)', () => {
  it('supports only the balance; pays every waybill at once for the sum shown', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const first = await submit(customer, await inStock(customer));
    const otherName = await recipient(customer, { ...TAIWAN, first_name: '大明' });
    const second = await submit(customer, await inStock(customer), { recipient_id: otherName });
    for (const waybill of [first, second]) expect((await pack(waybill.id)).statusCode).toBe(200);
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', aud('500')));
    const totals = await Promise.all([first, second].map((waybill) => view(customer, waybill.id)));
    const sum = ((aud(totals[0]?.total ?? '0').minor + aud(totals[1]?.total ?? '0').minor) / 100).toFixed(2);
    const ids = [first.id, second.id];

    const byCard = await payWith(customer, '/api/batchBalancePay', {
      shipmentIds: ids,
      amount: sum,
      currency: 'AUD',
      method: 'card',
    });
    expect(byCard.statusCode).toBe(400);
    expect(body(byCard).msg).toBe('supports only balance payment');

    const paid = await payWith(customer, '/api/batchBalancePay', { shipmentIds: ids, amount: sum, currency: 'AUD' });
    expect(paid.statusCode).toBe(200);
    expect(body(paid).data).toMatchObject({ paid: ids, amount: sum });
    for (const id of ids) expect((await detail(customer, id)).status).toBe('paid');
    expect(aud((await balanceOf(customer)).balance).minor).toBe(50_000 - aud(sum).minor);
    // Each keeps the rate it was charged at (a dollar is a dollar), as a single payment does.
    const kept = await t.app.ctx.db
      .select({ rate: waybillPayments.chargePerAud })
      .from(waybillPayments)
      .where(inArray(waybillPayments.waybillId, ids));
    expect(kept.map((payment) => Number(payment.rate))).toEqual([1, 1]);
  });
});

describe('invoice of a paid waybill (getInvoice)', () => {
  it('is refused before payment, then a PDF link only its owner gets', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '500' });
    const early = await get(customer, `/api/getInvoice/${waybill.id}`);
    expect(early.statusCode).toBe(422);
    expect(body(early).msg).toBe('An invoice is issued once the shipment is paid.');
    const shown = await view(customer, waybill.id);
    await ok(
      await payWith(customer, '/api/balancePay', {
        shipmentId: waybill.id,
        amount: shown.payable,
        combinePay: false,
        currency: 'AUD',
      }),
    );
    const url = await ok<string>(await get(customer, `/api/getInvoice/${waybill.id}`));
    const pdf = await t.app.inject({ url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(waybill.shipment_id);
  });

  it('is billed to the billing address (name, company, ABN) by the configured company, never a placeholder ABN', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '500' });
    const shown = await view(customer, waybill.id);
    await ok(
      await payWith(customer, '/api/balancePay', {
        shipmentId: waybill.id,
        amount: shown.payable,
        combinePay: false,
        currency: 'AUD',
      }),
    );
    const pdfText = async () => {
      const url = await ok<string>(await get(customer, `/api/getInvoice/${waybill.id}`));
      return (await t.app.inject({ url })).rawPayload.toString('latin1');
    };
    const plain = await pdfText();
    expect(plain).not.toContain('ABN');
    expect(plain).not.toContain('51 824 753 556');
    expect(plain).toContain(`(${t.app.ctx.config.company.name}) Tj`);
    await ok(
      await post(customer, '/api/setBillAddress', {
        name: 'Grace Hopper',
        company: 'Hopper Trading Pty Ltd',
        country_id: 13,
        state: 'NSW',
        city: 'Sydney',
        postcode: '2000',
        address: '1 George Street',
        tax_number: '53 004 085 616',
      }),
    );
    const billed = await pdfText();
    for (const line of [
      'Grace Hopper',
      'Hopper Trading Pty Ltd',
      'ABN: 53 004 085 616',
      '1 George Street',
      'Sydney NSW 2000',
      'Australia',
    ])
      expect(billed).toContain(`(${line}) Tj`);
  });

  it('is made once per waybill and language: repeated calls share one stored file', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '500' });
    const shown = await view(customer, waybill.id);
    await ok(
      await payWith(customer, '/api/balancePay', {
        shipmentId: waybill.id,
        amount: shown.payable,
        combinePay: false,
        currency: 'AUD',
      }),
    );
    const filesOf = async () =>
      (await t.app.ctx.db.select().from(storedFiles).where(eq(storedFiles.ownerCustomerId, customer.id))).length;
    const before = await filesOf();
    // The link's signature changes by the hour; the file behind it is what must stay the same.
    const fileOf = (url: string) => url.split('?')[0];
    const first = fileOf(await ok<string>(await get(customer, `/api/getInvoice/${waybill.id}`)));
    t.clock.advance(5 * 60_000);
    const again = await Promise.all([1, 2, 3].map(() => get(customer, `/api/getInvoice/${waybill.id}`)));
    for (const answer of again) expect(fileOf(await ok<string>(answer))).toBe(first);
    expect(await filesOf()).toBe(before + 1);
    // Another language prints other words, so it is another PDF, made once as well.
    await ok(await post(customer, '/api/updateUser', { language: 'tw' }));
    const tw = fileOf(await ok<string>(await get(customer, `/api/getInvoice/${waybill.id}`)));
    expect(tw).not.toBe(first);
    expect(fileOf(await ok<string>(await get(customer, `/api/getInvoice/${waybill.id}`)))).toBe(tw);
    expect(await filesOf()).toBe(before + 2);
  });
});

describe('20 balance payments of one waybill at the same time', () => {
  it('exactly one succeeds and the balance drops once', async () => {
    const { customer, waybill } = await waybillToPay({ balance: '1000' });
    const shown = await view(customer, waybill.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        payWith(customer, '/api/balancePay', {
          shipmentId: waybill.id,
          amount: shown.payable,
          combinePay: false,
          currency: 'AUD',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(aud((await balanceOf(customer)).balance).minor).toBe(100_000 - aud(shown.payable).minor);
    const log = await ok<{ list: unknown[] }>(
      await get(customer, `/api/paymentHistory?purpose=waybill&targetId=${waybill.id}`),
    );
    expect(log.list).toHaveLength(1);
  });
});
