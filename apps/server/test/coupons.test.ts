import { randomUUID } from 'node:crypto';
import { couponTab, ownedCouponState, parseMajor } from '@parcelway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema/index.js';
import { couponTerms, creditBalance, reverseEarnedPoints } from '../src/modules/payments/index.js';
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
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, post, ops, ok, inStock, submit, pack } = waybillFixtures(() => ({ t, staff }));
type Json = Record<string, unknown>;

interface Owned {
  id: number;
  code: string;
  title: string;
  state: string;
  reason: string | null;
  days_left: number | null;
  expires_at: string | null;
  used_shipment_id: number | null;
}
interface Campaign {
  id: number;
  state: string;
  reason: string | null;
  remaining: number | null;
}
interface CouponListPage {
  list: Owned[];
  total: number;
  counts: { available: number; used: number; expired: number };
}

const HOUR = 60 * MINUTE;
const names = { name_en: 'Welcome AU$5', name_cn: '新人5澳元券', name_tw: '新人5澳幣券' };

async function campaign(values: Json = {}) {
  return ok<{ id: number; remaining: number | null }>(
    await ops('/ops/coupon-templates', { ...names, currency: 'AUD', amount: '5', ...values }),
  );
}

const list = async (customer: TestCustomer, tab = 'available') =>
  ok<CouponListPage>(await get(customer, `/api/couponList?tab=${tab}`));
const centre = async (customer: TestCustomer) =>
  (await ok<{ list: Campaign[] }>(await get(customer, '/api/newCouponList'))).list;
const claim = (customer: TestCustomer, id: number) => post(customer, `/api/receiveCoupon/${id}`, {});
const redeem = (customer: TestCustomer, code: string) => post(customer, '/api/exchangeCoupon', { code });

async function packedWaybill(customer: TestCustomer) {
  const waybill = await submit(customer, await inStock(customer));
  expect((await pack(waybill.id)).statusCode).toBe(200);
  return waybill;
}

describe('claiming a campaign coupon in the coupon centre', () => {
  it('is claimable, then usable in the available tab with its title and days left; a second claim is refused', async () => {
    const offer = await campaign({ total: 10, valid_days: 7 });
    const customer = await registerCustomer(t.app, {}, 'en');
    expect((await centre(customer)).find((item) => item.id === offer.id)).toMatchObject({ state: 'claimable' });
    expect((await ok<{ count: number }>(await get(customer, '/api/newCouponListCount'))).count).toBeGreaterThan(0);

    const claimed = await ok<Owned>(await claim(customer, offer.id));
    expect(claimed).toMatchObject({ state: 'usable', title: 'Welcome AU$5', days_left: 7, reason: null });
    const page = await list(customer);
    expect(page.counts).toEqual({ available: 1, used: 0, expired: 0 });
    expect(page.list.map((item) => item.id)).toEqual([claimed.id]);

    const again = await claim(customer, offer.id);
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('You have already claimed this coupon.');
    expect((await centre(customer)).find((item) => item.id === offer.id)).toMatchObject({
      state: 'unavailable',
      reason: 'You have already claimed this coupon.',
      remaining: 9,
    });
  });

  it('gives the last coupon to exactly one of 50 customers claiming at once', async () => {
    const offer = await campaign({ total: 1 });
    const customers = await Promise.all(Array.from({ length: 50 }, () => registerCustomer(t.app, {}, 'en')));
    const answers = await Promise.all(customers.map((customer) => claim(customer, offer.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(new Set(refused.map((answer) => answer.statusCode))).toEqual(new Set([409]));
    expect(new Set(refused.map((answer) => body(answer).msg))).toEqual(
      new Set(['All of these coupons have been claimed.']),
    );
    const templates = await ok<{ id: number; remaining: number }[]>(
      await t.app.inject({ url: '/ops/coupon-templates', headers: staff }),
    );
    expect(templates.find((item) => item.id === offer.id)?.remaining).toBe(0);
  });

  it('one customer claiming in parallel gets no more than the per-customer limit', async () => {
    const offer = await campaign({ per_customer: 2 });
    const customer = await registerCustomer(t.app, {}, 'en');
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(customer, offer.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect((await list(customer)).counts.available).toBe(2);
  });

  it('new-customer campaigns are for customers without a paid shipment (checkNewClient answers the same)', async () => {
    const offer = await campaign({ audience: 'new' });
    const fresh = await registerCustomer(t.app, {}, 'en');
    expect(await ok(await get(fresh, '/api/checkNewClient'))).toEqual({ is_new: true });
    expect(await ok(await get(fresh, '/api/checkWarehouseNewClient?store_id=1'))).toEqual({ is_new: true });
    expect((await centre(fresh)).find((item) => item.id === offer.id)?.state).toBe('claimable');

    const shipped = await registerCustomer(t.app, {}, 'en');
    const waybill = await packedWaybill(shipped);
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, shipped.id, 'top_up', parseMajor('500', 'AUD')));
    const view = await ok<{ payable: string }>(
      await get(shipped, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD`),
    );
    await ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/balancePay',
        headers: { ...shipped.headers, 'idempotency-key': randomUUID() },
        payload: { shipmentId: waybill.id, amount: view.payable, combinePay: false, currency: 'AUD' },
      }),
    );
    expect(await ok(await get(shipped, '/api/checkNewClient'))).toEqual({ is_new: false });
    expect(await ok(await get(shipped, '/api/checkWarehouseNewClient?store_id=1'))).toEqual({ is_new: false });
    expect(await ok(await get(shipped, '/api/checkWarehouseNewClient?store_id=3'))).toEqual({ is_new: true });
    const refused = await claim(shipped, offer.id);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).msg).toBe('This coupon is for new customers, before their first paid shipment.');
  });

  it('moves a coupon from available to expired when its days run out; a stopped campaign cannot be claimed', async () => {
    const offer = await campaign({ valid_days: 2, ends_at: new Date(t.clock.now().getTime() + HOUR).toISOString() });
    const customer = await registerCustomer(t.app, {}, 'en');
    expect((await ok<Owned>(await claim(customer, offer.id))).days_left).toBe(1);
    // The campaign's end comes before the claim's two days.
    t.clock.advance(HOUR + MINUTE);
    staff = await staffHeaders(t.app);
    const expired = await list(customer, 'expired');
    expect(expired.counts).toEqual({ available: 0, used: 0, expired: 1 });
    expect(expired.list[0]).toMatchObject({ state: 'expired', reason: 'This coupon has expired.', days_left: 0 });

    await ok(await ops(`/ops/coupon-templates/${offer.id}/active`, { active: false }));
    const other = await registerCustomer(t.app, {}, 'en');
    const refused = await claim(other, offer.id);
    expect(body(refused).msg).toBe('This offer has ended.');
  });
});

describe("the coupon centre's tabs", () => {
  it('list each coupon under the tab the domain gives its state, at the very moment one expires, page by page', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const now = t.clock.now();
    const at = (offset: number) => new Date(now.getTime() + offset);
    // Oldest first; the list shows the newest first.
    const states = [
      { name: 'used', usedAt: at(-DAY) },
      { name: 'used after it expired', usedAt: at(-2 * DAY), expiresAt: at(-DAY) },
      { name: 'expired', expiresAt: at(-HOUR) },
      { name: 'expiring this very moment', expiresAt: now },
      { name: 'expiring a moment from now', expiresAt: at(1) },
      { name: 'not valid yet', startsAt: at(DAY), expiresAt: at(10 * DAY) },
      { name: 'without an end', expiresAt: null },
      ...Array.from({ length: 10 }, (_, index) => ({ name: `usable ${index}`, expiresAt: at(30 * DAY) })),
    ];
    const rows = await t.app.ctx.db
      .insert(coupons)
      .values(
        states.map((state) => ({
          code: `TAB-${randomUUID()}`,
          customerId: customer.id,
          currencyId: 1,
          amountMinor: 500,
          startsAt: state.startsAt ?? at(-30 * DAY),
          expiresAt: state.expiresAt === undefined ? at(30 * DAY) : state.expiresAt,
          usedAt: state.usedAt ?? null,
        })),
      )
      .returning();
    const byTab = { available: [] as number[], used: [] as number[], expired: [] as number[] };
    for (const row of [...rows].reverse()) byTab[couponTab(ownedCouponState(couponTerms(row), now).state)].push(row.id);
    // The domain's answer, which the list must give: the two used, the two expired (one this very moment), the rest.
    expect([byTab.available.length, byTab.used.length, byTab.expired.length]).toEqual([13, 2, 2]);

    const counts = { available: 13, used: 2, expired: 2 };
    for (const tab of ['available', 'used', 'expired'] as const) {
      const first = await ok<CouponListPage>(await get(customer, `/api/couponList?tab=${tab}&page=1&perPage=10`));
      expect(first.counts).toEqual(counts);
      expect(first.total).toBe(counts[tab]);
      expect(first.list.map((coupon) => coupon.id)).toEqual(byTab[tab].slice(0, 10));
    }
    const second = await ok<CouponListPage>(await get(customer, '/api/couponList?tab=available&page=2&perPage=10'));
    expect(second.list.map((coupon) => coupon.id)).toEqual(byTab.available.slice(10));
    const beyond = await ok<CouponListPage>(await get(customer, '/api/couponList?tab=used&page=2&perPage=10'));
    expect(beyond).toMatchObject({ list: [], total: 2, counts });
  });
});

describe('redeeming a code (exchangeCoupon)', () => {
  it('answers each bad code with its own message, in the customer’s language', async () => {
    const offer = await campaign();
    const codes = await ok<{ list: { code: string }[] }>(
      await ops(`/ops/coupon-templates/${offer.id}/codes`, { code: `SHARE${Date.now()}`.slice(0, 20), max_uses: 2 }),
    );
    const shared = codes.list[0]?.code ?? '';
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => registerCustomer(t.app, {}, 'en')));
    if (!a || !b || !c) throw new Error('customers');

    expect(body(await redeem(a, '  ')).msg).toBe('Redemption needs a code: please enter the coupon code.');
    expect(body(await redeem(a, 'NOSUCHCODE1')).msg).toBe('This coupon code is not valid.');
    expect(await ok<Owned>(await redeem(a, shared.toLowerCase()))).toMatchObject({ state: 'usable' });
    const twice = await redeem(a, shared);
    expect([twice.statusCode, body(twice).msg]).toEqual([409, 'You have already claimed this coupon.']);
    await ok(await redeem(b, shared));
    const late = await redeem(c, shared);
    expect([late.statusCode, body(late).msg]).toEqual([409, 'All of these coupons have been claimed.']);

    const single = await ok<{ list: { code: string }[] }>(
      await ops(`/ops/coupon-templates/${offer.id}/codes`, { count: 2 }),
    );
    expect(single.list).toHaveLength(2);
    await ok(await ops(`/ops/coupon-templates/${offer.id}/active`, { active: false }));
    const chinese = await registerCustomer(t.app, {}, 'cn');
    const stale = await redeem(chinese, single.list[0]?.code ?? '');
    expect(body(stale).msg).toBe('此兑换码已过期。');
  });
});

describe('a coupon just claimed answers the state the coupon centre lists', () => {
  it('redeeming, claiming and taking a pop-up answer "usable" while the clock runs on', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const offer = await campaign({ total: 10 });
    const popUp = await campaign({ total: 10, pop_up: true, in_centre: false });
    const codes = await ok<{ list: { code: string }[] }>(
      await ops(`/ops/coupon-templates/${offer.id}/codes`, { count: 1 }),
    );
    t.clock.tickEachRead(1);
    try {
      const answers = [
        await ok<Owned>(await redeem(customer, codes.list[0]?.code ?? '')),
        await ok<Owned>(await claim(customer, (await campaign({ total: 10 })).id)),
        (await ok<{ coupon: Owned }>(await post(customer, '/api/receiverPopUpCoupon', { id: popUp.id }))).coupon,
      ];
      const listed = (await list(customer)).list;
      for (const answer of answers) {
        expect(answer).toMatchObject({ state: 'usable', reason: null });
        expect(listed.find((coupon) => coupon.id === answer.id)).toMatchObject({ state: answer.state });
      }
    } finally {
      t.clock.tickEachRead(0);
    }
  });
});

describe('pop-up coupons on the home page', () => {
  it('are offered until claimed or dismissed, then never again', async () => {
    const offer = await campaign({ pop_up: true, in_centre: false });
    const [taker, closer] = await Promise.all([registerCustomer(t.app, {}, 'en'), registerCustomer(t.app, {}, 'en')]);
    const offered = async (customer: TestCustomer) =>
      (await ok<{ list: Campaign[] }>(await post(customer, '/api/popUpCouponList', {}))).list.map((item) => item.id);
    expect(await offered(taker)).toContain(offer.id);

    const taken = await ok<{ coupon: Owned | null }>(await post(taker, '/api/receiverPopUpCoupon', { id: offer.id }));
    expect(taken.coupon).toMatchObject({ state: 'usable' });
    expect(await offered(taker)).not.toContain(offer.id);

    const closed = await ok<{ coupon: Owned | null }>(
      await post(closer, '/api/receiverPopUpCoupon', { id: offer.id, action: 'dismiss' }),
    );
    expect(closed.coupon).toBeNull();
    expect(await offered(closer)).not.toContain(offer.id);
    expect((await list(closer)).counts.available).toBe(0);
  });
});

describe('paying with a claimed coupon, and giving it back', () => {
  async function customerWithWaybill(balance: string) {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waybill = await packedWaybill(customer);
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', parseMajor(balance, 'AUD')));
    return { customer, waybill };
  }
  const payView = async (customer: TestCustomer, id: number, couponId?: number) =>
    ok<{ payable: string; total: string; coupon: { discount: string } | null }>(
      await get(
        customer,
        `/api/getPayView?shipmentId=${id}&currency=AUD${couponId === undefined ? '' : `&couponId=${couponId}`}`,
      ),
    );

  it('a coupon for another warehouse or below its minimum spend is refused with its reason', async () => {
    const { customer, waybill } = await customerWithWaybill('10');
    const elsewhere = await ok<Owned>(await claim(customer, (await campaign({ store_id: 3 })).id));
    const refused = await get(
      customer,
      `/api/getPayView?shipmentId=${waybill.id}&currency=AUD&couponId=${elsewhere.id}`,
    );
    expect(body(refused).msg).toBe('Only for shipments from Malaysia warehouse.');
    const big = await ok<Owned>(await claim(customer, (await campaign({ min_spend: '100000' })).id));
    const below = await get(customer, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD&couponId=${big.id}`);
    expect(body(below).msg).toMatch(/^Spend AUD [\d.]+ more to use this coupon \(minimum spend AUD 100000\.00\)\.$/);
  });

  it('a percentage coupon on freight takes its share of the freight, never more than its cap', async () => {
    const { customer, waybill } = await customerWithWaybill('10');
    const half = await ok<Owned>(
      await claim(customer, (await campaign({ amount: undefined, percent: 50, cap: '1', scope: 'freight' })).id),
    );
    expect((await payView(customer, waybill.id, half.id)).coupon?.discount).toBe('1.00');
  });

  it('pay → cancel → late provider payment: the coupon and balance come back once, and no points are earned', async () => {
    const { customer, waybill } = await customerWithWaybill('1');
    const given = await ok<Owned>(await claim(customer, (await campaign({ amount: '2' })).id));
    const shown = await payView(customer, waybill.id, given.id);
    const started = await ok<{ attempt_id: string; pay_url: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/squareUpPay',
        headers: { ...customer.headers, 'idempotency-key': randomUUID() },
        payload: {
          shipmentId: waybill.id,
          amount: shown.payable,
          combinePay: true,
          currency: 'AUD',
          couponId: given.id,
        },
      }),
    );
    expect((await list(customer, 'used')).list.map((item) => item.id)).toEqual([given.id]);
    const page = String((await t.app.inject({ url: started.pay_url })).headers.location);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/delShipment/${waybill.id}`,
      headers: customer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await list(customer)).list.map((item) => item.id)).toEqual([given.id]);
    // The old provider page is paid after all: nothing given back moves twice.
    await t.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    const balance = await ok<{ balance: string; points: number }>(await get(customer, '/api/accountBalance'));
    expect(balance).toEqual(expect.objectContaining({ balance: '1.00', points: 0 }));
    const after = await list(customer);
    expect(after.counts).toEqual({ available: 1, used: 0, expired: 0 });
    const history = await ok<{ list: { kind: string }[] }>(await get(customer, '/api/pointHistory'));
    expect(history.list).toEqual([]);
  });

  it('a paid shipment earns 1 point per AU$1 paid, once, in pointHistory; the coupon moves to used', async () => {
    const { customer, waybill } = await customerWithWaybill('500');
    const given = await ok<Owned>(await claim(customer, (await campaign({ amount: '2' })).id));
    const shown = await payView(customer, waybill.id, given.id);
    await ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/balancePay',
        headers: { ...customer.headers, 'idempotency-key': randomUUID() },
        payload: {
          shipmentId: waybill.id,
          amount: shown.payable,
          combinePay: false,
          currency: 'AUD',
          couponId: given.id,
        },
      }),
    );
    const earned = Math.floor(parseMajor(shown.payable, 'AUD').minor / 100);
    const history = await ok<{ list: { kind: string; points: number; points_after: number }[] }>(
      await get(customer, '/api/pointHistory'),
    );
    expect(history.list).toEqual([
      expect.objectContaining({ kind: 'points_earned', points: earned, points_after: earned }),
    ]);
    expect((await ok<{ points: number }>(await get(customer, '/api/accountBalance'))).points).toBe(earned);
    const used = await list(customer, 'used');
    expect(used.list[0]).toMatchObject({ id: given.id, state: 'used', used_shipment_id: waybill.id });

    // A refund of the shipment takes its points back once, however often it is asked.
    const target = { customerId: customer.id, purpose: 'waybill', targetId: waybill.id };
    const reversed = await Promise.all(
      [1, 2].map(() => t.app.ctx.db.transaction((tx) => reverseEarnedPoints(tx, target))),
    );
    expect(reversed.sort()).toEqual([0, earned]);
    const after = await ok<{ list: { kind: string; points: number; points_after: number }[] }>(
      await get(customer, '/api/pointHistory'),
    );
    expect(after.list[0]).toMatchObject({ kind: 'points_reversed', points: -earned, points_after: 0 });
    expect((await ok<{ points: number }>(await get(customer, '/api/accountBalance'))).points).toBe(0);
  });
});

describe('staff campaigns', () => {
  it('need a finance role and are audited; bad input is a clear 400', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/ops/coupon-templates',
      headers: customer.headers,
      payload: { ...names, currency: 'AUD', amount: '5' },
    });
    expect(stranger.statusCode).toBe(403);
    const both = await ops('/ops/coupon-templates', { ...names, currency: 'AUD', amount: '5', percent: 10 });
    expect([both.statusCode, body(both).msg]).toEqual([400, 'A coupon is worth an amount or a percentage, not both.']);
    const cap = await ops('/ops/coupon-templates', { ...names, currency: 'AUD', amount: '5', cap: '2' });
    expect(cap.statusCode).toBe(400);
    const made = await campaign();
    const audit = await ok<{ list: { action: string; target_id: string }[] }>(
      await t.app.inject({ url: '/ops/audit?target_type=coupon_template', headers: staff }),
    ).catch(() => null);
    if (audit)
      expect(
        audit.list.some((row) => row.action === 'coupon_template.create' && row.target_id === String(made.id)),
      ).toBe(true);
  });
});
