import { randomUUID } from 'node:crypto';
import { INVITE_REWARD_POINTS, parseMajor } from '@parcelway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reverseInviteReward } from '../src/modules/membership/invites.js';
import { sendRenewalReminders } from '../src/modules/membership/renewal-reminders.js';
import { creditBalance } from '../src/modules/payments/index.js';
import { sandboxSecret } from '../src/modules/payments/providers/index.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxNotification } from '../src/modules/payments/providers/sandbox.js';
import { runOpsCommand } from '../src/ops/cli.js';
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
import { TAIWAN, waybillFixtures } from './support/waybills.js';

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

interface Purchase {
  id: number;
  state: string;
  state_name: string;
  reason: string | null;
  starts_at: string | null;
  ends_at: string | null;
  auto_renew: boolean;
}
interface Card {
  is_member: boolean;
  current: Purchase | null;
  next: Purchase | null;
}
interface Plan {
  id: number;
  name: string;
  price: string;
  clicks: number;
  savings: { shipments: number; amount: string };
}

const names = { name_en: 'Gold monthly', name_cn: '黄金月卡', name_tw: '黃金月卡' };
async function plan(values: Json = {}) {
  return ok<{ id: number }>(
    await ops('/ops/membership-plans', {
      ...names,
      currency: 'AUD',
      price: '10',
      period: 'month',
      freight_discount_percent: 20,
      extra_discount_percent: 10,
      ...values,
    }),
  );
}

const buy = (customer: TestCustomer, payload: Json, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/memberPurchaseAction',
    headers: { ...customer.headers, 'idempotency-key': key, lang: 'en' },
    payload,
  });
const card = async (customer: TestCustomer) => ok<Card>(await get(customer, '/api/memberCard'));
const balanceOf = async (customer: TestCustomer) =>
  ok<{ balance: string; points: number; isMember: boolean }>(await get(customer, '/api/getUser'));
/** Moves the clock by days; sessions expire meanwhile, so staff and the given customers sign in again. */
async function advanceDays(days: number, ...customers: TestCustomer[]) {
  t.clock.advance(days * DAY);
  staff = await staffHeaders(t.app);
  for (const customer of customers) {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: customer.email, password: customer.password },
      headers: { lang: 'en' },
    });
    customer.headers = { authorization: `Bearer ${body<{ access_token: string }>(login).data.access_token}` };
  }
}
const topUp = (customer: TestCustomer, amount: string) =>
  t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', aud(amount)));

describe('membership plans (staff)', () => {
  it('are created by finance or admin, never with more than 20 % off freight; others are refused', async () => {
    const tooMuch = await ops('/ops/membership-plans', {
      ...names,
      currency: 'AUD',
      price: '10',
      period: 'month',
      freight_discount_percent: 25,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(body(tooMuch).msg).toBe('A plan takes at most 20% off freight and 50% off extra services.');
    const warehouse = await staffMember(t.app, 'warehouse');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/ops/membership-plans',
      headers: warehouse.headers,
      payload: { ...names, currency: 'AUD', price: '10', period: 'month', freight_discount_percent: 10 },
    });
    expect(refused.statusCode).toBe(403);
    const finance = await staffMember(t.app, 'finance');
    const created = await t.app.inject({
      method: 'POST',
      url: '/ops/membership-plans',
      headers: finance.headers,
      payload: { ...names, currency: 'AUD', price: '99', period: 'year', freight_discount_percent: 15 },
    });
    expect(created.statusCode).toBe(200);
    expect(body<{ period: string; price: string }>(created).data).toMatchObject({ period: 'year', price: '99.00' });
  });

  it('are listed as cards with clicks and what they would have saved; an unknown plan is not found', async () => {
    const offered = await plan();
    const customer = await registerCustomer(t.app, {}, 'en');
    const listed = (await ok<{ list: Plan[] }>(await get(customer, '/api/memberList'))).list.find(
      (item) => item.id === offered.id,
    );
    expect(listed).toMatchObject({ name: 'Gold monthly', price: '10.00', savings: { shipments: 0, amount: '0.00' } });
    expect(await ok<{ clicks: number }>(await get(customer, `/api/incrementMemberClick/${offered.id}`))).toMatchObject({
      clicks: 1,
    });
    const unknown = await get(customer, '/api/incrementMemberClick/999999');
    expect(unknown.statusCode).toBe(404);
    const unknownBuy = await buy(customer, { plan_id: 999999, method: 'balance', agree: true });
    expect([unknownBuy.statusCode, body(unknownBuy).msg]).toEqual([404, 'This membership plan does not exist.']);
  });
});

describe('the staff command line', () => {
  it('creates and lists plans (npm run ops -- membership-plan)', async () => {
    const opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const env = { STAFF_EMAIL: STAFF_CREDENTIALS.email, STAFF_PASSWORD: STAFF_CREDENTIALS.password, OPS_URL: opsUrl };
    const created = (await runOpsCommand(
      [
        'membership-plan',
        ...['--name-en', 'Silver yearly', '--name-cn', '白银年卡', '--name-tw', '白銀年卡'],
        ...['--currency', 'NZD', '--price', '120', '--period', 'year', '--freight-discount', '12.5'],
      ],
      env,
    )) as { id: number; freight_discount_percent: number; currency: string };
    expect(created).toMatchObject({ freight_discount_percent: 12.5, currency: 'NZD' });
    const listed = (await runOpsCommand(['list-membership-plans'], env)) as { id: number }[];
    expect(listed.map((row) => row.id)).toContain(created.id);
  });
});

describe('buying a plan with the balance', () => {
  it('needs the rules ticked, then is active at once, charged once, and makes the customer a member', async () => {
    const offered = await plan();
    const customer = await registerCustomer(t.app, {}, 'en');
    await topUp(customer, '100');
    const unticked = await buy(customer, { plan_id: offered.id, method: 'balance', agree: false });
    expect([unticked.statusCode, body(unticked).msg]).toEqual([400, 'Please read and agree to the rules first']);
    expect((await balanceOf(customer)).isMember).toBe(false);

    const answer = await ok<{ purchase: Purchase }>(
      await buy(customer, { plan_id: offered.id, method: 'balance', agree: true }),
    );
    expect(answer.purchase.state).toBe('active');
    const start = new Date(answer.purchase.starts_at ?? '');
    const end = new Date(answer.purchase.ends_at ?? '');
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    const user = await balanceOf(customer);
    expect([user.balance, user.isMember]).toEqual(['90.00', true]);
    expect((await card(customer)).current?.id).toBe(answer.purchase.id);
    const history = await ok<{ list: Purchase[]; total: number }>(await get(customer, '/api/purchaseRecord'));
    expect(history.total).toBe(1);
    expect(
      await ok<{ clicks: number }>(await get(customer, `/api/incrementMemberCardClick/${answer.purchase.id}`)),
    ).toMatchObject({ clicks: 1 });
    const stranger = await registerCustomer(t.app);
    expect((await get(stranger, `/api/incrementMemberCardClick/${answer.purchase.id}`)).statusCode).toBe(404);
    // A member more than 7 days from the end cannot buy again.
    const again = await buy(customer, { plan_id: offered.id, method: 'balance', agree: true });
    expect(again.statusCode).toBe(409);
  });

  it('of 8 parallel clicks (each its own key), exactly one buys and the balance drops once', async () => {
    const offered = await plan();
    const customer = await registerCustomer(t.app);
    await topUp(customer, '100');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => buy(customer, { plan_id: offered.id, method: 'balance', agree: true })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    expect((await balanceOf(customer)).balance).toBe('90.00');
    expect((await ok<{ total: number }>(await get(customer, '/api/purchaseRecord'))).total).toBe(1);
  });

  it('is refused without the balance to pay, and nothing is recorded', async () => {
    const offered = await plan();
    const customer = await registerCustomer(t.app);
    const poor = await buy(customer, { plan_id: offered.id, method: 'balance', agree: true });
    expect(poor.statusCode).toBe(422);
    expect((await ok<{ total: number }>(await get(customer, '/api/purchaseRecord'))).total).toBe(0);
  });
});

describe('buying a plan by bank transfer', () => {
  it('waits in review (a second purchase is refused), fails with the reason, then is approved and active', async () => {
    const offered = await plan();
    const customer = await registerCustomer(t.app, {}, 'en');
    await topUp(customer, '100');
    const transfer = async () => {
      const proof = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png, { purpose: 'bank_proof' });
      return buy(customer, { plan_id: offered.id, method: 'bank_transfer', agree: true, proof: proof.id });
    };
    const first = await ok<{ purchase: Purchase; transfer_id: number }>(await transfer());
    expect(first.purchase).toMatchObject({ state: 'in_review', state_name: 'In review' });
    const meanwhile = await buy(customer, { plan_id: offered.id, method: 'balance', agree: true });
    expect([meanwhile.statusCode, body(meanwhile).msg]).toEqual([
      409,
      'Your last membership purchase is still being reviewed.',
    ]);
    expect((await card(customer)).next?.state).toBe('in_review');

    const rejected = await ops(`/ops/bank-transfers/${first.transfer_id}/review`, {
      approve: false,
      reason: 'No money arrived',
    });
    expect(rejected.statusCode).toBe(200);
    const [failed] = (await ok<{ list: Purchase[] }>(await get(customer, '/api/purchaseRecord'))).list;
    expect(failed).toMatchObject({ state: 'review_failed', reason: 'No money arrived' });
    expect((await balanceOf(customer)).isMember).toBe(false);
    const mails = await mailbox(t.app, customer.email);
    expect(mails.some((mail) => mail.subject === 'Your Parcelway membership purchase was not accepted')).toBe(true);

    const second = await ok<{ transfer_id: number }>(await transfer());
    expect((await ops(`/ops/bank-transfers/${second.transfer_id}/review`, { approve: true })).statusCode).toBe(200);
    expect((await card(customer)).current?.state).toBe('active');
    expect((await balanceOf(customer)).isMember).toBe(true);
  });
});

describe('buying a plan by card', () => {
  it('waits for the provider; back in the member centre getPayResult by membership_id follows it to active, for its owner only', async () => {
    const offered = await plan();
    const customer = await registerCustomer(t.app, {}, 'en');
    const start = await ok<{ purchase: Purchase; pay_url: string }>(
      await buy(customer, { plan_id: offered.id, method: 'card', agree: true }),
    );
    expect(start.purchase.state).toBe('pending_payment');
    const result = (who: TestCustomer) => post(who, '/api/getPayResult', { membership_id: start.purchase.id });
    expect(await ok<{ status: string; purpose: string }>(await result(customer))).toMatchObject({
      status: 'not_completed',
      purpose: 'membership',
    });
    expect((await result(await registerCustomer(t.app))).statusCode).toBe(404);

    const checkout = await t.app.inject({ url: start.pay_url });
    const hosted = await t.app.inject({
      method: 'POST',
      url: String(checkout.headers.location),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(hosted.statusCode).toBe(303);
    expect(String(hosted.headers.location)).toContain(`/pages/personal/member?purchase_id=${start.purchase.id}`);
    expect(await ok<{ status: string }>(await result(customer))).toMatchObject({ status: 'completed' });
    expect((await card(customer)).current?.state).toBe('active');
  });

  it('a checkout left open gives way to a new purchase; paid after all, it is kept as a duplicate and activates nothing', async () => {
    const offered = await plan();
    const customer = await registerCustomer(t.app, {}, 'en');
    const abandoned = await ok<{ purchase: Purchase; pay_url: string }>(
      await buy(customer, { plan_id: offered.id, method: 'card', agree: true }),
    );
    const checkout = await t.app.inject({ url: abandoned.pay_url });
    await topUp(customer, '10');
    const bought = await ok<{ purchase: Purchase }>(
      await buy(customer, { plan_id: offered.id, method: 'balance', agree: true }),
    );
    expect(bought.purchase.state).toBe('active');
    const history = (await ok<{ list: Purchase[] }>(await get(customer, '/api/purchaseRecord'))).list;
    expect(history.map((row) => [row.state, row.reason])).toEqual([
      ['active', null],
      ['failed', null],
    ]);

    // The customer pays the old page anyway: the money is kept for a refund; nothing else changes.
    const hosted = await t.app.inject({
      method: 'POST',
      url: String(checkout.headers.location),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(hosted.statusCode).toBe(303);
    const after = (await ok<{ list: Purchase[] }>(await get(customer, '/api/purchaseRecord'))).list;
    expect(after.map((row) => row.state)).toEqual(['active', 'failed']);
    const payments = await ok<{ list: { status: string; method: string }[] }>(
      await get(customer, '/api/paymentHistory?perPage=50'),
    );
    expect(payments.list.filter((row) => row.method === 'card').map((row) => row.status)).toEqual(['duplicate']);
  });
});

describe('unsubscribing and the renewal reminder', () => {
  it('reminds a renewing member once within 7 days of the end; an unsubscribed member keeps the period and gets none', async () => {
    const offered = await plan();
    const renewing = await registerCustomer(t.app, {}, 'en');
    const leaving = await registerCustomer(t.app, {}, 'en');
    for (const customer of [renewing, leaving]) {
      await topUp(customer, '50');
      await ok(await buy(customer, { plan_id: offered.id, method: 'balance', agree: true }));
    }
    const unsubscribed = await ok<Card>(await post(leaving, '/api/unSubscribeMember', {}));
    expect(unsubscribed).toMatchObject({ is_member: true, current: { auto_renew: false } });
    const nobody = await registerCustomer(t.app);
    expect((await post(nobody, '/api/unSubscribeMember', {})).statusCode).toBe(422);

    await advanceDays(25, renewing, leaving);
    await sendRenewalReminders(t.app.ctx);
    await sendRenewalReminders(t.app.ctx);
    const reminded = (customer: TestCustomer) =>
      mailbox(t.app, customer.email).then(
        (mails) => mails.filter((mail) => mail.subject === 'Your Parcelway membership ends soon').length,
      );
    expect(await reminded(renewing)).toBe(1);
    expect(await reminded(leaving)).toBe(0);
    expect((await card(leaving)).is_member).toBe(true);

    // Within 7 days of the end the member may renew: the new period starts where the paid one ends.
    const renewed = await ok<{ purchase: Purchase }>(
      await buy(renewing, { plan_id: offered.id, method: 'balance', agree: true }),
    );
    const current = (await card(renewing)).current;
    expect(renewed.purchase.state).toBe('scheduled');
    expect(renewed.purchase.starts_at).toBe(current?.ends_at);
    expect((await buy(renewing, { plan_id: offered.id, method: 'balance', agree: true })).statusCode).toBe(409);
    await advanceDays(10, renewing, leaving);
    expect((await card(leaving)).is_member).toBe(false);
    expect((await card(renewing)).current?.id).toBe(renewed.purchase.id);
  });
});

interface Fees {
  postage: string;
  extra: string;
  member_discount: string;
  total: string;
}
interface Quote {
  list: { id: number; fees: Fees }[];
}

describe('member discounts where the money is computed', () => {
  const quote = (customer?: TestCustomer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/getQuotation',
      headers: { lang: 'en', ...(customer?.headers ?? {}) },
      payload: {
        store_id: 1,
        country_id: 214,
        parcels: [
          { weight: 3, length: 30, width: 20, height: 10, quantity: 1, product_type: 'general', attributes: [] },
        ],
      },
    });

  it('shows the member line in the quote and freezes it on the waybill at submission, priority included', async () => {
    const offered = await plan({ freight_discount_percent: 20 });
    const customer = await registerCustomer(t.app, {}, 'en');
    const first = await quote(customer);
    expect(first.statusCode, first.body).toBe(200);
    const ordinary = body<Quote>(first).data.list[0];
    expect(ordinary?.fees.member_discount).toBe('0.00');

    await topUp(customer, '50');
    await ok(await buy(customer, { plan_id: offered.id, method: 'balance', agree: true }));
    const member = body<Quote>(await quote(customer)).data.list.find((line) => line.id === ordinary?.id);
    if (!ordinary || !member) throw new Error('no quote');
    const postage = aud(member.fees.postage).minor;
    expect(aud(member.fees.member_discount).minor).toBe(Math.floor(postage * 0.2));
    expect(aud(member.fees.total).minor).toBe(aud(ordinary.fees.total).minor - aud(member.fees.member_discount).minor);
    // Anonymous callers see no member line.
    expect(body<Quote>(await quote()).data.list[0]?.fees.member_discount).toBe('0.00');

    const waybill = await submit(customer, await inStock(customer));
    const discount = aud(String(waybill.fees.member_discount)).minor;
    expect(discount).toBe(Math.floor(aud(String(waybill.fees.postage)).minor * 0.2));
    expect(discount).toBeGreaterThan(0);

    // The plan ends before packing: the price computed at packing keeps the terms frozen at submission.
    await advanceDays(40, customer);
    expect((await balanceOf(customer)).isMember).toBe(false);
    expect((await pack(waybill.id)).statusCode).toBe(200);
    const packed = await ok<{ fees: Fees; priority?: boolean }>(
      await get(customer, `/api/shipmentDetail/${waybill.id}`),
    );
    expect(aud(packed.fees.member_discount).minor).toBe(Math.floor(aud(packed.fees.postage).minor * 0.2));
  });
});

describe('inviting friends', () => {
  async function invited(inviter: TestCustomer) {
    const info = await ok<{ invite_code: string; invite_link: string }>(await get(inviter, '/api/inviteInfo'));
    expect(info.invite_link).toContain(`invite=${info.invite_code}`);
    return registerCustomer(t.app, { invite_code: info.invite_code }, 'en');
  }
  const records = async (inviter: TestCustomer) =>
    (await ok<{ list: { customer_id: number; task_status: string }[] }>(await get(inviter, '/api/inviteRecord'))).list;
  const points = async (customer: TestCustomer) => (await balanceOf(customer)).points;

  async function payByBalance(customer: TestCustomer, waybillId: number) {
    const view = await ok<{ payable: string }>(
      await get(customer, `/api/getPayView?shipmentId=${waybillId}&currency=AUD`),
    );
    await topUp(customer, view.payable);
    return ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/balancePay',
        headers: { ...customer.headers, 'idempotency-key': randomUUID() },
        payload: { shipmentId: waybillId, amount: view.payable, combinePay: false, currency: 'AUD' },
      }),
    );
  }

  it('goes signed up → waiting → done; both receive the points once with the reason; cancellation takes them back', async () => {
    const inviter = await registerCustomer(t.app, {}, 'en');
    const friend = await invited(inviter);
    expect((await records(inviter)).find((row) => row.customer_id === friend.id)?.task_status).toBe('signed_up');

    const waybill = await submit(friend, await inStock(friend));
    expect((await records(inviter))[0]?.task_status).toBe('waiting');
    expect((await pack(waybill.id)).statusCode).toBe(200);
    const before = await points(friend);
    await payByBalance(friend, waybill.id);
    expect((await records(inviter))[0]?.task_status).toBe('done');
    expect(await points(inviter)).toBe(INVITE_REWARD_POINTS);
    const earned = await points(friend);
    expect(earned - before).toBeGreaterThanOrEqual(INVITE_REWARD_POINTS);
    const history = await ok<{ list: { kind_name: string; points: number }[] }>(
      await get(inviter, '/api/pointHistory'),
    );
    expect(history.list[0]).toMatchObject({ kind_name: 'Invitation reward', points: INVITE_REWARD_POINTS });

    // A second paid shipment rewards nothing more.
    const next = await submit(friend, await inStock(friend));
    expect((await pack(next.id)).statusCode).toBe(200);
    await payByBalance(friend, next.id);
    expect(await points(inviter)).toBe(INVITE_REWARD_POINTS);

    // Cancelled before dispatch: taken back from both, once; the invitation waits again.
    await t.app.ctx.db.transaction((tx) => reverseInviteReward(tx, waybill.id, t.clock.now()));
    await t.app.ctx.db.transaction((tx) => reverseInviteReward(tx, waybill.id, t.clock.now()));
    expect(await points(inviter)).toBe(0);
    expect((await records(inviter))[0]?.task_status).toBe('waiting');
  });

  it('rewards exactly once under parallel payment notifications for two of the friend’s shipments', async () => {
    const inviter = await registerCustomer(t.app);
    const friend = await invited(inviter);
    const waybills = [];
    for (let index = 0; index < 2; index += 1) {
      const other = await recipient(friend, {
        ...TAIWAN,
        address: `重慶南路一段${120 + index}號`,
        first_name: index === 0 ? '明' : '華',
      });
      waybills.push(await submit(friend, await inStock(friend), { recipient_id: other }));
    }
    for (const waybill of waybills) expect((await pack(waybill.id)).statusCode).toBe(200);
    const checkouts = [];
    for (const waybill of waybills) {
      const view = await ok<{ payable: string }>(
        await get(friend, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD`),
      );
      const start = await ok<{ attempt_id: string; pay_url: string }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/airWallexPay',
          headers: { ...friend.headers, 'idempotency-key': randomUUID() },
          payload: { shipmentId: waybill.id, amount: view.payable, combinePay: false, currency: 'AUD', method: 'card' },
        }),
      );
      const redirect = await t.app.inject({ url: start.pay_url });
      checkouts.push({
        attemptId: start.attempt_id,
        checkoutId: String(redirect.headers.location).split('/').at(-1) ?? '',
        amountMinor: aud(view.payable).minor,
      });
    }
    const secret = sandboxSecret(t.app.ctx.config, 'airwallex');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const deliveries = checkouts.flatMap((checkout) =>
      Array.from({ length: 5 }, () => {
        const raw = JSON.stringify({
          id: `evt_${randomUUID()}`,
          checkout_id: checkout.checkoutId,
          merchant_reference: checkout.attemptId,
          outcome: 'succeeded',
          amount_minor: checkout.amountMinor,
          currency: 'AUD',
        });
        return t.app.inject({
          method: 'POST',
          url: '/api/payments/notify/airwallex',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(secret, raw, now),
          },
          payload: raw,
        });
      }),
    );
    const answers = await Promise.all(deliveries);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await points(inviter)).toBe(INVITE_REWARD_POINTS);
    const history = await ok<{ list: { kind: string }[] }>(await get(friend, '/api/pointHistory?perPage=50'));
    expect(history.list.filter((entry) => entry.kind === 'points_invite')).toHaveLength(1);
  });

  it('is refused (no points) when the friend ships to an address the inviter uses', async () => {
    const inviter = await registerCustomer(t.app);
    await recipient(inviter, TAIWAN);
    const friend = await invited(inviter);
    const waybill = await submit(friend, await inStock(friend));
    expect((await pack(waybill.id)).statusCode).toBe(200);
    await payByBalance(friend, waybill.id);
    expect(await points(inviter)).toBe(0);
    expect((await records(inviter))[0]?.task_status).toBe('refused');
  });
});
