import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../src/ops/cli.js';
import {
  body,
  createTestApp,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
let opsUrl: string;
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
  opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.app.close());

const { get, post, ops, ok } = waybillFixtures(() => ({ t, staff }));
type Json = Record<string, unknown>;

interface WheelView {
  wheel: {
    id: number;
    name: string;
    draws_left: number;
    min_top_up: string;
    prizes: { id: number; name: string; kind: string; points: number | null }[];
  } | null;
  draws: { id: number; prize_id: number; kind: string }[];
}
interface DrawResult {
  id: number;
  prize_id: number;
  kind: string;
  points: number | null;
  coupon_id: number | null;
  draws_left: number;
}
interface StaffWheel {
  id: number;
  prizes: { id: number; kind: string; stock: number | null; weight: number }[];
}

const names = (en: string) => ({ name_en: en, name_cn: `${en} 中`, name_tw: `${en} 繁` });

/** Only one wheel runs at a time in these tests: each starts by stopping the others. */
async function wheel(values: Json) {
  for (const running of await ok<StaffWheel[]>(await t.app.inject({ url: '/ops/lottery-wheels', headers: staff })))
    await ops(`/ops/lottery-wheels/${running.id}/active`, { active: false });
  return ok<StaffWheel>(await ops('/ops/lottery-wheels', { ...names('Top-up wheel'), ...values }));
}

async function topUp(customer: TestCustomer, amount: string, approve = true) {
  const proof = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png, {
    purpose: 'bank_proof',
    filename: 'transfer.png',
  });
  const asked = await ok<{ top_up: { id: number } }>(
    await post(customer, '/api/chargeActionNew', {
      amount,
      currency: 'AUD',
      method: 'bank_transfer',
      agree: true,
      proof: proof.url,
    }),
  );
  const reviewed = await ops(
    `/ops/top-ups/${asked.top_up.id}/review`,
    approve ? { approve } : { approve, reason: 'no' },
  );
  expect(reviewed.statusCode).toBe(200);
  return asked.top_up.id;
}

const view = async (customer: TestCustomer) => ok<WheelView>(await post(customer, '/api/couponLotteryWheel', {}));
const draw = (customer: TestCustomer, wheelId: number) =>
  post(customer, '/api/drawLotteryAction', { wheel_id: wheelId });

describe('draws are earned by top-ups', () => {
  it('a credited top-up at or above the minimum gives the wheel’s draws, once; a smaller or rejected one none', async () => {
    const spin = await wheel({
      min_top_up: '100',
      draws_per_top_up: 2,
      prizes: [{ ...names('Thanks'), kind: 'none', weight: 1 }],
    });
    const customer = await registerCustomer(t.app, {}, 'en');
    const before = await view(customer);
    expect(before.wheel).toMatchObject({ id: spin.id, draws_left: 0, min_top_up: '100.00', name: 'Top-up wheel' });
    expect(before.wheel?.prizes).toEqual([{ id: spin.prizes[0]?.id, name: 'Thanks', kind: 'none', points: null }]);

    const refused = await draw(customer, spin.id);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).msg).toBe('You have no draws left. Each qualifying top-up earns draws.');

    await topUp(customer, '50');
    expect((await view(customer)).wheel?.draws_left).toBe(0);
    await topUp(customer, '200', false);
    expect((await view(customer)).wheel?.draws_left).toBe(0);
    await topUp(customer, '150');
    expect((await view(customer)).wheel?.draws_left).toBe(2);

    // Draws no longer count once used; the wheel lists them as the customer's.
    expect((await ok<DrawResult>(await draw(customer, spin.id))).draws_left).toBe(1);
    expect((await ok<DrawResult>(await draw(customer, spin.id))).draws_left).toBe(0);
    expect((await draw(customer, spin.id)).statusCode).toBe(422);
    expect((await view(customer)).draws).toHaveLength(2);
  });

  it('answers in the customer’s language, and a stopped wheel cannot be drawn', async () => {
    const spin = await wheel({ prizes: [{ ...names('Thanks'), kind: 'none', weight: 1 }] });
    const chinese = await registerCustomer(t.app, {}, 'cn');
    expect((await view(chinese)).wheel?.prizes[0]?.name).toBe('Thanks 中');
    const refused = await draw(chinese, spin.id);
    expect(body(refused).msg).toBe('您没有抽奖次数了。每笔符合条件的充值都可获得抽奖次数。');
    await ops(`/ops/lottery-wheels/${spin.id}/active`, { active: false });
    expect((await view(chinese)).wheel).toBeNull();
    expect((await draw(chinese, spin.id)).statusCode).toBe(404);
  });
});

describe('prizes', () => {
  it('points land on the ledger and a coupon in the coupon centre; every draw is recorded for staff', async () => {
    const campaign = await ok<{ id: number }>(
      await ops('/ops/coupon-templates', { ...names('Wheel AU$3'), currency: 'AUD', amount: '3', in_centre: false }),
    );
    const points = await wheel({
      draws_per_top_up: 1,
      prizes: [{ ...names('50 points'), kind: 'points', points: 50, weight: 1 }],
    });
    const customer = await registerCustomer(t.app, {}, 'en');
    await topUp(customer, '20');
    const won = await ok<DrawResult>(await draw(customer, points.id));
    expect(won).toMatchObject({ kind: 'points', points: 50, coupon_id: null, draws_left: 0 });
    const history = await ok<{ list: { kind: string; points: number; points_after: number }[] }>(
      await get(customer, '/api/pointHistory'),
    );
    expect(history.list[0]).toMatchObject({ kind: 'points_prize', points: 50, points_after: 50 });

    const coupons = await wheel({
      prizes: [{ ...names('AU$3 coupon'), kind: 'coupon', coupon_template_id: campaign.id, weight: 1 }],
    });
    await topUp(customer, '20');
    const coupon = await ok<DrawResult>(await draw(customer, coupons.id));
    expect(coupon.kind).toBe('coupon');
    const list = await ok<{ list: { id: number; title: string; amount: string }[] }>(
      await get(customer, '/api/couponList'),
    );
    expect(list.list).toEqual([expect.objectContaining({ id: coupon.coupon_id, title: 'Wheel AU$3', amount: '3.00' })]);

    const audit = await ok<{ list: { customer_id: number; kind: string; coupon_id: number | null }[] }>(
      await t.app.inject({ url: `/ops/lottery-wheels/${coupons.id}/draws`, headers: staff }),
    );
    expect(audit.list).toEqual([
      expect.objectContaining({ customer_id: customer.id, kind: 'coupon', coupon_id: coupon.coupon_id }),
    ]);
    const ledger = await t.app.inject({ url: '/ops/ledger/audit', headers: staff });
    expect(body<{ in_step: boolean }>(ledger).data.in_step).toBe(true);
  });

  it('50 parallel draws never take a prize below zero stock: exactly the stock is won, the rest keep their draws', async () => {
    const spin = await wheel({
      draws_per_top_up: 5,
      prizes: [
        { ...names('10 points'), kind: 'points', points: 10, weight: 3, stock: 7 },
        { ...names('20 points'), kind: 'points', points: 20, weight: 1, stock: 3 },
      ],
    });
    const customers = await Promise.all(Array.from({ length: 10 }, () => registerCustomer(t.app, {}, 'en')));
    for (const customer of customers) await topUp(customer, '20');
    const answers = await Promise.all(
      customers.flatMap((customer) => Array.from({ length: 5 }, () => draw(customer, spin.id))),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(new Set(refused.map((answer) => `${answer.statusCode} ${body(answer).msg}`))).toEqual(
      new Set(['409 Every prize on this wheel has been won.']),
    );
    const staffView = (await ok<StaffWheel[]>(await t.app.inject({ url: '/ops/lottery-wheels', headers: staff }))).find(
      (row) => row.id === spin.id,
    );
    expect(staffView?.prizes.map((prize) => prize.stock)).toEqual([0, 0]);
    const left = await Promise.all(customers.map(async (customer) => (await view(customer)).wheel?.draws_left ?? 0));
    expect(left.reduce((sum, value) => sum + value, 0)).toBe(40);
    const audit = await ok<{ list: { points: number }[] }>(
      await t.app.inject({ url: `/ops/lottery-wheels/${spin.id}/draws`, headers: staff }),
    );
    expect(audit.list).toHaveLength(10);
    expect(audit.list.reduce((sum, row) => sum + row.points, 0)).toBe(7 * 10 + 3 * 20);
  });
});

describe('a draw with an Idempotency-Key', () => {
  const keyed = (customer: TestCustomer, wheelId: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/drawLotteryAction',
      headers: { ...customer.headers, 'idempotency-key': key },
      payload: { wheel_id: wheelId },
    });

  it('replayed 10 times in parallel draws once and answers the same prize each time', async () => {
    const spin = await wheel({
      draws_per_top_up: 3,
      prizes: [
        { ...names('10 points'), kind: 'points', points: 10, weight: 1 },
        { ...names('30 points'), kind: 'points', points: 30, weight: 1 },
      ],
    });
    const customer = await registerCustomer(t.app, {}, 'en');
    await topUp(customer, '20');
    const key = `draw-${customer.id}-1`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => keyed(customer, spin.id, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const results = answers.map((answer) => body<DrawResult>(answer).data);
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(results[0]?.draws_left).toBe(2);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);

    // One draw used, one prize on the ledger, one row for staff.
    expect((await view(customer)).wheel?.draws_left).toBe(2);
    const history = await ok<{ list: { kind: string; points: number }[] }>(await get(customer, '/api/pointHistory'));
    expect(history.list).toEqual([expect.objectContaining({ kind: 'points_prize', points: results[0]?.points })]);
    const audit = await ok<{ list: { customer_id: number }[] }>(
      await t.app.inject({ url: `/ops/lottery-wheels/${spin.id}/draws`, headers: staff }),
    );
    expect(audit.list.filter((row) => row.customer_id === customer.id)).toHaveLength(1);

    // A new key is a new draw; the old key replayed later still answers the first prize.
    expect((await ok<DrawResult>(await keyed(customer, spin.id, `draw-${customer.id}-2`))).draws_left).toBe(1);
    expect(await ok<DrawResult>(await keyed(customer, spin.id, key))).toEqual(results[0]);
    expect((await view(customer)).wheel?.draws_left).toBe(1);
  });

  it('a refused draw is not kept: the same key draws once a top-up earns a draw; a bad key is a 400', async () => {
    const spin = await wheel({ prizes: [{ ...names('Thanks'), kind: 'none', weight: 1 }] });
    const customer = await registerCustomer(t.app, {}, 'en');
    const key = `draw-${customer.id}-refused`;
    expect((await keyed(customer, spin.id, key)).statusCode).toBe(422);
    await topUp(customer, '20');
    expect((await ok<DrawResult>(await keyed(customer, spin.id, key))).draws_left).toBe(0);
    const other = await keyed(customer, spin.id + 100000, key);
    expect(other.statusCode).toBe(422);
    const bad = await keyed(customer, spin.id, 'bad key with spaces');
    expect(bad.statusCode).toBe(400);
  });
});

describe('staff wheels', () => {
  it('need the finance role, are audited, and refuse a coupon prize without a campaign', async () => {
    const support = await staffMember(t.app, 'support');
    const denied = await t.app.inject({
      method: 'POST',
      url: '/ops/lottery-wheels',
      headers: support.headers,
      payload: { ...names('x'), prizes: [{ ...names('y'), kind: 'none', weight: 1 }] },
    });
    expect(denied.statusCode).toBe(403);
    const finance = await staffMember(t.app, 'finance');
    const created = await t.app.inject({
      method: 'POST',
      url: '/ops/lottery-wheels',
      headers: { ...finance.headers, lang: 'en' },
      payload: { ...names('Finance wheel'), prizes: [{ ...names('y'), kind: 'none', weight: 1 }] },
    });
    expect(created.statusCode).toBe(200);
    const trail = await ok<{ list: { action: string; target_id: string }[] }>(
      await t.app.inject({ url: '/ops/audit?action=lottery_wheel.create', headers: staff }),
    );
    expect(trail.list.map((entry) => entry.target_id)).toContain(String(body<{ id: number }>(created).data.id));
    const bad = await ops('/ops/lottery-wheels', {
      ...names('x'),
      prizes: [{ ...names('y'), kind: 'coupon', weight: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await ops('/ops/lottery-wheels', {
      ...names('x'),
      prizes: [{ ...names('y'), kind: 'coupon', coupon_template_id: 999999, weight: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('are made, listed, stopped and audited from npm run ops', async () => {
    const env = { OPS_URL: opsUrl, STAFF_EMAIL: STAFF_CREDENTIALS.email, STAFF_PASSWORD: STAFF_CREDENTIALS.password };
    const made = (await runOpsCommand(
      [
        'lottery-wheel',
        '--name-en',
        'CLI wheel',
        '--name-cn',
        '命令转盘',
        '--name-tw',
        '命令轉盤',
        '--min-top-up',
        '30',
        '--prize',
        'points=50 weight=3 stock=7 name=50 points|50积分|50點數',
        '--prize',
        'weight=5 name=Thanks|谢谢参与|謝謝參與',
      ],
      env,
    )) as StaffWheel & { min_top_up: string };
    expect(made.min_top_up).toBe('30.00');
    expect(made.prizes.map((prize) => [prize.kind, prize.weight, prize.stock])).toEqual([
      ['points', 3, 7],
      ['none', 5, null],
    ]);
    const listed = (await runOpsCommand(['list-lottery-wheels'], env)) as StaffWheel[];
    expect(listed.map((row) => row.id)).toContain(made.id);
    const stopped = (await runOpsCommand(['stop-lottery-wheel', '--id', String(made.id)], env)) as { active: boolean };
    expect(stopped.active).toBe(false);
    expect(await runOpsCommand(['lottery-draws', '--id', String(made.id)], env)).toEqual({
      list: [],
      total: 0,
      page: 1,
      perPage: 100,
    });
  });
});
