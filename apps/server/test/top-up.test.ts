import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../src/ops/cli.js';
import {
  body,
  createTestApp,
  fileOfSize,
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

let t: TestApp;
let staff: { authorization: string };
let opsUrl: string;

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
  opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.app.close());

type Json = Record<string, unknown>;
const get = (customer: TestCustomer, url: string) => t.app.inject({ url, headers: customer.headers });
const post = (customer: TestCustomer, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...customer.headers, ...headers }, payload: payload as Json });

async function ok<T = Json>(response: Awaited<ReturnType<typeof get>>): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return body<T>(response).data;
}

interface TopUpAnswer {
  top_up: { id: number; status: string; amount: string; bonus: string; currency: string };
  attempt_id: string;
  transfer_id: number | null;
  pay_url: string | null;
}

interface Balance {
  currency: string;
  balance: string;
  wallets: { currency: string; balance: string }[];
  pending_top_ups: number;
}

async function proof(customer: TestCustomer, bytes: Buffer = SAMPLE_FILES.png) {
  return uploadFile(t.app, customer.headers, bytes, { purpose: 'bank_proof', filename: 'transfer.png' });
}

async function topUpByTransfer(customer: TestCustomer, amount: string, extra: Json = {}) {
  const screenshot = await proof(customer);
  return ok<TopUpAnswer>(
    await post(customer, '/api/chargeActionNew', {
      amount,
      currency: 'AUD',
      method: 'bank_transfer',
      agree: true,
      proof: screenshot.url,
      ...extra,
    }),
  );
}

async function review(topUpId: number, decision: Json) {
  return t.app.inject({ method: 'POST', url: `/ops/top-ups/${topUpId}/review`, headers: staff, payload: decision });
}

const payInSandbox = (payUrl: string, outcome: 'pay' | 'fail') => followSandbox(t.app, payUrl, outcome);

describe('top-up offers and methods', () => {
  it('lists the offers of the customer currency, counts clicks, and names the methods of a currency', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const offers = await ok<{
      currency: string;
      list: { id: number; title: string; claimed: boolean }[];
      rules: string[];
    }>(await get(customer, '/api/chargeActivityList'));
    expect(offers.currency).toBe('AUD');
    expect(offers.list.map((offer) => offer.title)).toEqual([
      'Top up AUD 200.00, get AUD 5.00 bonus',
      'Top up AUD 500.00, get AUD 25.00 bonus',
      'Top up AUD 1000.00, get AUD 60.00 bonus',
    ]);
    expect(offers.rules[1]).toBe('Bonus credit cannot be withdrawn, transferred or refunded.');
    const [first] = offers.list;
    expect(await ok(await get(customer, `/api/incrementChargeClick/${first?.id}`))).toMatchObject({ clicks: 1 });
    expect((await get(customer, '/api/incrementChargeClick/99999')).statusCode).toBe(404);

    const myr = await ok<{ methods: { code: string }[]; bank_account: Json | null }>(
      await get(customer, '/api/getChargePaymentMethods?currency=MYR'),
    );
    expect(myr.methods.map((method) => method.code)).toEqual([
      'bank_transfer',
      'card',
      'google_pay',
      'eghl',
      'touch_n_go',
      'duitnow',
    ]);
    expect(myr.bank_account).toMatchObject({ bank: 'Maybank' });
    const jpy = await ok<{ methods: { code: string }[]; bank_transfer: boolean }>(
      await get(customer, '/api/getPaymentTypeByCurrency/9'),
    );
    expect(jpy.bank_transfer).toBe(false);
    expect(jpy.methods.map((method) => method.code)).toContain('balance');
    expect((await get(customer, '/api/getPaymentTypeByCurrency/XYZ')).statusCode).toBe(400);
  });
});

describe('chargeActionNew refusals (SPEC §5 and §8, in English and Chinese)', () => {
  it('asks for the rules agreement and a payment option first', async () => {
    const english = await registerCustomer(t.app, {}, 'en');
    const refused = await post(english, '/api/chargeActionNew', { amount: '50', currency: 'AUD', agree: false });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).errors).toEqual({
      method: 'Please select payment option',
      agree: 'Please read and agree to the rules first',
    });
    const chinese = await registerCustomer(t.app, {}, 'cn');
    const inChinese = await post(chinese, '/api/chargeActionNew', {
      amount: '50',
      currency: 'AUD',
      method: 'card',
      agree: false,
    });
    expect(body(inChinese).msg).toBe('请先阅读并同意规则');
  });

  it('refuses a bank transfer in a currency without one, a DuitNow top-up without the shopper name, and amounts out of range', async () => {
    const english = await registerCustomer(t.app, {}, 'en');
    const screenshot = await proof(english);
    const yen = await post(english, '/api/chargeActionNew', {
      amount: '5000',
      currency: 'JPY',
      method: 'bank_transfer',
      agree: true,
      proof: screenshot.url,
    });
    expect([yen.statusCode, body(yen).msg]).toEqual([422, 'the current currency does not support bank transfer']);
    const chinese = await registerCustomer(t.app, {}, 'tw');
    const yenTw = await post(chinese, '/api/chargeActionNew', {
      amount: '5000',
      currency: 'JPY',
      method: 'bank_transfer',
      agree: true,
    });
    expect(body(yenTw).msg).toBe('目前幣別不支援銀行轉帳');

    const duitNow = await post(english, '/api/chargeActionNew', {
      amount: '100',
      currency: 'MYR',
      method: 'duitnow',
      agree: true,
    });
    expect([duitNow.statusCode, body(duitNow).errors]).toEqual([400, { shopper_name: 'Shopper name required' }]);
    const square = await post(english, '/api/chargeActionNew', {
      amount: '100',
      currency: 'MYR',
      method: 'square',
      agree: true,
    });
    expect([square.statusCode, body(square).msg]).toEqual([422, 'Square is not available in MYR.']);

    const small = await post(english, '/api/chargeActionNew', {
      amount: '9.99',
      currency: 'AUD',
      method: 'card',
      agree: true,
    });
    expect(body(small).errors).toEqual({ amount: 'The least you can top up at once is AUD 10.00.' });
    const cents = await post(english, '/api/chargeActionNew', {
      amount: '10.001',
      currency: 'AUD',
      method: 'card',
      agree: true,
    });
    expect(body(cents).errors).toEqual({ amount: 'Please enter an amount greater than 0 with at most 2 decimals.' });
    const offers = await ok<{ list: { id: number }[] }>(await get(english, '/api/chargeActivityList?currency=AUD'));
    const below = await post(english, '/api/chargeActionNew', {
      amount: '199',
      currency: 'AUD',
      method: 'card',
      agree: true,
      activity_id: offers.list[0]?.id,
    });
    expect(body(below).errors).toEqual({ activity_id: 'This offer needs a top-up of at least AUD 200.00.' });
  });

  it('takes only the customer own bank-proof upload as the screenshot', async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const other = await registerCustomer(t.app, {}, 'en');
    const theirs = await proof(other);
    const picture = await uploadFile(t.app, owner.headers, SAMPLE_FILES.png);
    for (const reference of [theirs.url, picture.url, undefined]) {
      const refused = await post(owner, '/api/chargeActionNew', {
        amount: '100',
        currency: 'AUD',
        method: 'bank_transfer',
        agree: true,
        ...(reference && { proof: reference }),
      });
      expect(body(refused).errors).toEqual({
        proof: 'Please upload the transfer proof: one png, jpg or pdf under 1 MB.',
      });
    }
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/upload?purpose=bank_proof',
      headers: { ...owner.headers, lang: 'en' },
    });
    expect(large.statusCode).toBe(400);
    await expect(proof(owner, fileOfSize(SAMPLE_FILES.pdf, 1024 * 1024 + 1))).rejects.toThrow('413');
    expect((await ok<{ list: unknown[] }>(await get(owner, '/api/rechargeRecord'))).list).toEqual([]);
  });
});

describe('top-up by bank transfer, reviewed by staff', () => {
  it('credits the amount and the offer bonus once on approval, mails the customer, and lists it in the ledger', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const offers = await ok<{ list: { id: number }[] }>(await get(customer, '/api/chargeActivityList'));
    const offer = offers.list[1]?.id; // AUD 500 → AUD 25
    const first = await topUpByTransfer(customer, '500', { activity_id: offer });
    expect(first.top_up).toMatchObject({ status: 'pending_review', amount: '500.00', bonus: '25.00' });
    expect(await ok<Balance>(await get(customer, '/api/accountBalance'))).toMatchObject({
      balance: '0.00',
      pending_top_ups: 1,
    });
    const queue = await ok<{ id: number; customer_id: number; amount: string; proof: { url: string } }[]>(
      await t.app.inject({ url: '/ops/bank-transfers?status=pending', headers: staff }),
    );
    const listed = queue.find((row) => row.id === first.transfer_id);
    expect(listed).toMatchObject({ customer_id: customer.id, amount: '500.00' });
    expect((await t.app.inject({ url: listed?.proof.url ?? '' })).statusCode).toBe(200);

    const approved = await review(first.top_up.id, { approve: true });
    expect(body(approved).data).toMatchObject({ top_up: { status: 'credited', bonus: '25.00', bonus_granted: true } });
    expect(await ok<Balance>(await get(customer, '/api/accountBalance'))).toMatchObject({
      currency: 'AUD',
      balance: '525.00',
      pending_top_ups: 0,
    });
    const [mail] = await mailbox(t.app, customer.email);
    expect(mail?.subject).toBe('Your Parcelway top-up is credited');
    expect(mail?.body).toContain(
      'AUD 500.00 has been credited with a bonus of AUD 25.00. Your AUD balance is now 525.00',
    );

    // Reviewed once: a second decision is refused.
    expect(body(await review(first.top_up.id, { approve: false, reason: 'late' })).code).toBe(422);

    // The same offer again: the amount is credited, the bonus is not (once per customer).
    const second = await topUpByTransfer(customer, '600', { activity_id: offer });
    expect(second.top_up.bonus).toBe('0.00');
    await review(second.top_up.id, { approve: true });
    expect((await ok<Balance>(await get(customer, '/api/accountBalance'))).balance).toBe('1125.00');

    const ledger = await ok<{ list: Json[]; total: number }>(await get(customer, '/api/balanceTransactionList'));
    expect(ledger.total).toBe(3);
    expect(ledger.list.map((entry) => [entry.kind, entry.amount, entry.balance_after, entry.withdrawable])).toEqual([
      ['top_up', '600.00', '1125.00', true],
      ['top_up_bonus', '25.00', '525.00', false],
      ['top_up', '500.00', '500.00', true],
    ]);
    const bonusEntry = ledger.list[1];
    const detail = await ok<Json>(await get(customer, `/api/transactionDetail/${bonusEntry?.id}`));
    expect(detail).toMatchObject({
      kind_name: 'Top-up bonus',
      note: 'Bonus credit cannot be withdrawn, transferred or refunded.',
      payment: { method: 'bank_transfer', status: 'succeeded' },
      top_up: { id: first.top_up.id },
    });
    const records = await ok<{ list: { id: number; status_name: string }[] }>(
      await get(customer, '/api/rechargeRecord'),
    );
    expect(records.list.map((record) => record.status_name)).toEqual(['Credited', 'Credited']);
    const history = await ok<{ list: { method_name: string; status: string }[] }>(
      await get(customer, '/api/paymentHistory'),
    );
    expect(history.list).toMatchObject([
      { method_name: 'Bank transfer', status: 'succeeded' },
      { method_name: 'Bank transfer', status: 'succeeded' },
    ]);
  });

  it('rejects with the reason shown to the customer and mailed, crediting nothing; a rejection needs a reason', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const asked = await topUpByTransfer(customer, '300');
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/ops/top-ups/${asked.top_up.id}/review`,
      headers: { ...staff, lang: 'en' },
      payload: { approve: false },
    });
    expect(body(noReason).errors).toEqual({ reason: 'Please give the reason for the rejection.' });
    await review(asked.top_up.id, { approve: false, reason: 'No transfer of AUD 300 arrived' });
    const records = await ok<{ list: Json[] }>(await get(customer, '/api/rechargeRecord'));
    expect(records.list[0]).toMatchObject({
      status: 'rejected',
      status_name: '已拒绝',
      reason: 'No transfer of AUD 300 arrived',
    });
    expect((await ok<Balance>(await get(customer, '/api/accountBalance'))).balance).toBe('0.00');
    const [mail] = await mailbox(t.app, customer.email);
    expect(mail?.subject).toBe('您的 Parcelway 充值未通过');
    expect(mail?.body).toContain('No transfer of AUD 300 arrived');
    const empty = await ok<{ list: unknown[]; total: number }>(await get(customer, '/api/balanceTransactionList'));
    expect(empty).toMatchObject({ list: [], total: 0 });
  });

  it('keeps one customer out of another one records (404)', async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const stranger = await registerCustomer(t.app, {}, 'en');
    const asked = await topUpByTransfer(owner, '100');
    await review(asked.top_up.id, { approve: true });
    const [entry] = (await ok<{ list: { id: number }[] }>(await get(owner, '/api/balanceTransactionList'))).list;
    expect((await get(stranger, `/api/transactionDetail/${entry?.id}`)).statusCode).toBe(404);
    expect((await post(stranger, '/api/getPayResult', { attempt_id: asked.attempt_id })).statusCode).toBe(404);
    expect((await post(stranger, '/api/getPayResult', { top_up_id: asked.top_up.id })).statusCode).toBe(404);
    expect((await ok<{ total: number }>(await get(stranger, '/api/rechargeRecord'))).total).toBe(0);
  });
});

describe('top-up by card through the sandbox provider', () => {
  it('credits a paid checkout once; getPayResult says completed; the hosted page shows the amount', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const asked = await ok<TopUpAnswer>(
      await post(customer, '/api/chargeActionNew', { amount: '120.50', currency: 'AUD', method: 'card', agree: true }),
    );
    expect(asked.top_up.status).toBe('pending_payment');
    const pending = await ok<{ status: string; msg: string }>(
      await post(customer, '/api/getPayResult', { attempt_id: asked.attempt_id }),
    );
    expect(pending).toMatchObject({ status: 'not_completed', msg: 'Payment not completed yet' });

    const paid = await payInSandbox(asked.pay_url ?? '', 'pay');
    expect(paid.html).toContain('AUD 120.50');
    expect(paid.returnTo).toBe(`/#/pages/personal/rechargeRecord?top_up_id=${asked.top_up.id}`);
    expect(await ok(await post(customer, '/api/getPayResult', { top_up_id: asked.top_up.id }))).toMatchObject({
      status: 'completed',
      msg: 'Payment completed',
      amount: '120.50',
      currency: 'AUD',
    });
    expect((await ok<Balance>(await get(customer, '/api/accountBalance'))).balance).toBe('120.50');

    // The page cannot be paid twice: the checkout is closed and the balance stays.
    const again = await t.app.inject({
      method: 'POST',
      url: paid.page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(again.statusCode).toBe(303);
    expect((await t.app.inject({ url: paid.page })).body).toContain('This checkout is closed (paid)');
    expect((await ok<Balance>(await get(customer, '/api/accountBalance'))).balance).toBe('120.50');
  });

  it('marks a failed checkout failed with SPEC §8 sentence and credits nothing', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const asked = await ok<TopUpAnswer>(
      await post(customer, '/api/chargeActionNew', {
        amount: '200',
        currency: 'MYR',
        method: 'duitnow',
        shopper_name: 'Lim Mei',
        agree: true,
      }),
    );
    await payInSandbox(asked.pay_url ?? '', 'fail');
    expect(await ok(await post(customer, '/api/getPayResult', { attempt_id: asked.attempt_id }))).toMatchObject({
      status: 'failed',
      msg: '支付失败，请稍后再试',
    });
    const records = await ok<{ list: Json[] }>(await get(customer, '/api/rechargeRecord'));
    expect(records.list[0]).toMatchObject({ status: 'failed', method_name: 'DuitNow 即时转账' });
    expect((await ok<Balance>(await get(customer, '/api/accountBalance'))).wallets).toEqual([
      { currency: 'AUD', balance: '0.00' },
    ]);
  });
});

describe('npm run ops: top-up and transfer reviews, coupons', () => {
  const env = () => ({
    OPS_URL: opsUrl,
    STAFF_EMAIL: STAFF_CREDENTIALS.email,
    STAFF_PASSWORD: STAFF_CREDENTIALS.password,
  });
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'parcelway-ops-'));
    writeFileSync(join(directory, 'proof.png'), SAMPLE_FILES.png);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('lists pending top-ups, approves one and rejects another by transfer id, with a reason', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const first = await topUpByTransfer(customer, '50');
    const second = await topUpByTransfer(customer, '70');
    const pending = (await runOpsCommand(['list-topups'], env())) as { id: number }[];
    expect(pending.map((row) => row.id)).toEqual(expect.arrayContaining([first.top_up.id, second.top_up.id]));

    const approved = (await runOpsCommand(['review-topup', '--id', String(first.top_up.id), '--approve'], env())) as {
      top_up: { status: string };
    };
    expect(approved.top_up.status).toBe('credited');
    await expect(
      runOpsCommand(['review-transfer', '--id', String(second.transfer_id), '--reject'], env()),
    ).rejects.toThrow('--reject needs --reason');
    await expect(runOpsCommand(['review-transfer', '--id', String(second.transfer_id)], env())).rejects.toThrow(
      'exactly one of --approve and --reject',
    );
    const rejected = await runOpsCommand(
      ['review-transfer', '--id', String(second.transfer_id), '--reject', '--reason', 'Amount differs'],
      env(),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Amount differs', purpose: 'top_up' });
    await expect(runOpsCommand(['review-topup', '--id', String(second.top_up.id), '--approve'], env())).rejects.toThrow(
      '422',
    );
    expect((await ok<Balance>(await get(customer, '/api/accountBalance'))).balance).toBe('50.00');
    const transfers = (await runOpsCommand(['list-transfers', '--status', 'rejected'], env())) as { id: number }[];
    expect(transfers.map((row) => row.id)).toContain(second.transfer_id);
  });

  it('issues a coupon to a customer that checkout then takes, with its minimum spend', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const coupon = (await runOpsCommand(
      [
        'issue-coupon',
        '--customer',
        String(customer.id),
        '--amount',
        '10',
        '--currency',
        'AUD',
        '--min-spend',
        '50',
        '--days',
        '7',
        '--code',
        'welcome-10',
      ],
      env(),
    )) as { code: string; amount: string; min_spend: string };
    expect(coupon).toMatchObject({ code: 'WELCOME-10', amount: '10.00', min_spend: '50.00' });
    await expect(
      runOpsCommand(['issue-coupon', '--amount', '5', '--percent', '10', '--currency', 'AUD'], env()),
    ).rejects.toThrow('400');
    const low = await post(customer, '/api/getAvailableCoupon', { amount: '40', currency: 'AUD' });
    expect(body(low).data).toMatchObject({
      list: [
        {
          code: 'WELCOME-10',
          usable: false,
          reason: 'Spend AUD 10.00 more to use this coupon (minimum spend AUD 50.00).',
        },
      ],
    });
    const enough = await post(customer, '/api/getAvailableCoupon', {
      amount: '80',
      currency: 'AUD',
      code: 'welcome-10',
    });
    expect(body(enough).data).toMatchObject({ list: [{ code: 'WELCOME-10', usable: true, discount: '10.00' }] });
    const noCode = await post(customer, '/api/getAvailableCoupon', { amount: '80', currency: 'AUD', code: '' });
    expect(body(noCode).errors).toEqual({ code: 'Redemption needs a code: please enter the coupon code.' });
    const unknown = await post(customer, '/api/getAvailableCoupon', {
      amount: '80',
      currency: 'AUD',
      code: 'NOPE1234',
    });
    expect(body(unknown).msg).toBe('This coupon code is not valid.');
    // Another customer's coupon is as unknown as a made-up one.
    const stranger = await registerCustomer(t.app, {}, 'en');
    const foreign = await post(stranger, '/api/getAvailableCoupon', {
      amount: '80',
      currency: 'AUD',
      code: 'WELCOME-10',
    });
    expect(body(foreign).msg).toBe('This coupon code is not valid.');
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: customer.email, password: customer.password },
    });
    const later = {
      ...customer,
      headers: { authorization: `Bearer ${body<{ access_token: string }>(login).data.access_token}` },
    };
    const expired = await post(later, '/api/getAvailableCoupon', { amount: '80', currency: 'AUD', code: 'WELCOME-10' });
    expect(body(expired).msg).toBe('This coupon has expired.');
  });

  it('publishes a claimable coupon to every customer with --publish; without it only its code reaches anyone', async () => {
    const published = (await runOpsCommand(
      ['issue-coupon', '--amount', '2', '--currency', 'AUD', '--publish'],
      env(),
    )) as { id: number; claimable: boolean; published: boolean };
    expect(published).toMatchObject({ claimable: true, published: true });
    const codeOnly = (await runOpsCommand(['issue-coupon', '--amount', '2', '--currency', 'AUD'], env())) as {
      id: number;
      published: boolean;
    };
    expect(codeOnly.published).toBe(false);
    const customer = await registerCustomer(t.app, {}, 'en');
    const offered = await ok<{ list: { id: number }[] }>(
      await post(customer, '/api/getAvailableCoupon', { amount: '80', currency: 'AUD' }),
    );
    expect(offered.list.map((row) => row.id)).toContain(published.id);
    expect(offered.list.map((row) => row.id)).not.toContain(codeOnly.id);
  });
});
