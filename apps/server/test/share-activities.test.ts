import { activityPeriod } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
});
afterAll(() => t.app.close());

type Json = Record<string, unknown>;
const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone) Sharer', lang: 'en' };
const OTHER_PHONE = { 'user-agent': 'Mozilla/5.0 (Android) Friend', lang: 'en' };

interface Status {
  period: string;
  points: number;
  visits: number;
  rewarded: boolean;
  can_claim: boolean;
  reason: string | null;
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: Json, ip = '10.0.0.1') =>
  t.app.inject({ method, url, headers, remoteAddress: ip, ...(payload && { payload }) });
const as = (customer: TestCustomer) => ({ ...customer.headers, ...PHONE });

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return body<T>(response).data;
}

/** Signs the customer in again (after the test clock moved past their session). */
async function again(customer: TestCustomer): Promise<TestCustomer> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: customer.email, password: customer.password },
  });
  const token = body<{ access_token: string }>(login).data.access_token;
  return { ...customer, token, headers: { authorization: `Bearer ${token}` } };
}

const share = async (customer: TestCustomer) =>
  ok<{ code: string; path: string; points: number }>(await call('GET', '/api/userShare', as(customer)));
const visit = (code: string, headers: Record<string, string>, ip?: string) =>
  call('POST', '/api/getShareUserInfo', headers, { code }, ip);
const check = async (customer: TestCustomer) =>
  ok<Status>(await call('POST', '/api/checkActivity', as(customer), { activity: 'share_home' }));
const claim = (customer: TestCustomer) => call('POST', '/api/doActivity', as(customer), { activity: 'share_home' });

describe('share for points', () => {
  it('counts only someone else’s visit, once: not the sharer signed in or signed out, not a reload', async () => {
    const sharer = await registerCustomer(t.app, { first_name: 'Mei', last_name: 'Lin' }, 'en');
    const link = await share(sharer);
    expect(link).toMatchObject({ points: 20, path: `/pages/index/index?share=${link.code}` });
    expect((await share(sharer)).code).toBe(link.code);

    const before = await check(sharer);
    expect(before).toMatchObject({
      visits: 0,
      can_claim: false,
      reason: 'Nobody else has opened your link this week yet.',
    });
    const early = await claim(sharer);
    expect(early.statusCode).toBe(422);

    // The sharer's own visits: signed in, then signed out from the same phone.
    expect(await ok(await visit(link.code, as(sharer)))).toEqual({ name: 'Mei L.', counted: false });
    expect(await ok(await visit(link.code, PHONE))).toEqual({ name: 'Mei L.', counted: false });
    expect((await check(sharer)).visits).toBe(0);

    // A friend signed in, then reloading; a stranger signed out on another phone.
    const friend = await registerCustomer(t.app, {}, 'en');
    expect(body(await visit(link.code, { ...friend.headers, ...OTHER_PHONE })).data).toMatchObject({ counted: true });
    expect(body(await visit(link.code, { ...friend.headers, ...OTHER_PHONE })).data).toMatchObject({ counted: false });
    expect(body(await visit(link.code, OTHER_PHONE, '10.0.0.2')).data).toMatchObject({ counted: true });
    expect(body(await visit(link.code, OTHER_PHONE, '10.0.0.2')).data).toMatchObject({ counted: false });

    const log = await ok<{ list: { visitor: string }[]; total: number }>(
      await call('GET', '/api/userShareLog', as(sharer)),
    );
    expect(log.total).toBe(2);
    expect(log.list.map((row) => row.visitor).sort()).toEqual(['customer', 'guest']);
    expect(await check(sharer)).toMatchObject({ visits: 2, can_claim: true, reason: null, rewarded: false });
  });

  it('gives the points once per week, even to parallel claims, on the points ledger; next week again after a new visit', async () => {
    const sharer = await registerCustomer(t.app, {}, 'en');
    const link = await share(sharer);
    const friend = await registerCustomer(t.app, {}, 'en');
    await visit(link.code, { ...friend.headers, ...OTHER_PHONE });

    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(sharer)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(new Set(refused.map((answer) => `${answer.statusCode} ${body(answer).msg}`))).toEqual(
      new Set(['409 You have had this week’s points for sharing.']),
    );
    const history = await ok<{ list: { kind: string; points: number; points_after: number }[] }>(
      await call('GET', '/api/pointHistory', as(sharer)),
    );
    expect(history.list).toEqual([expect.objectContaining({ kind: 'points_activity', points: 20, points_after: 20 })]);
    expect(await check(sharer)).toMatchObject({ rewarded: true, can_claim: false });

    const thisWeek = activityPeriod(t.clock.now()).key;
    t.clock.advance(7 * DAY);
    // A week later the sessions have ended: both sign in again.
    const [sharerNow, friendNow] = [await again(sharer), await again(friend)];
    const next = await check(sharerNow);
    expect(next.period).not.toBe(thisWeek);
    expect(next).toMatchObject({ visits: 0, rewarded: false, can_claim: false });
    await visit(link.code, { ...friendNow.headers, ...OTHER_PHONE });
    expect((await ok<Status>(await claim(sharerNow))).rewarded).toBe(true);
    const ledger = await t.app.inject({ url: '/api/pointHistory', headers: sharerNow.headers });
    expect(body<{ points: number }>(ledger).data.points).toBe(40);
  });

  it('answers an unknown link in the visitor’s language, and needs a signed-in customer for the rest', async () => {
    const unknown = await visit('NOSUCHCODE', { lang: 'cn' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).msg).toBe('此分享链接不存在。');
    expect((await t.app.inject({ url: '/api/userShare' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/doActivity', payload: { activity: 'share_home' } })).statusCode,
    ).toBe(401);
  });
});

describe('activity periods', () => {
  it('are ISO weeks in UTC, Monday to Sunday', () => {
    expect(activityPeriod(new Date('2026-11-26T10:00:00Z'))).toMatchObject({
      key: '2026-W48',
      startsAt: new Date('2026-11-23T00:00:00Z'),
      endsAt: new Date('2026-11-30T00:00:00Z'),
    });
    expect(activityPeriod(new Date('2027-01-01T00:00:00Z')).key).toBe('2026-W53');
    expect(activityPeriod(new Date('2026-01-01T12:00:00Z')).key).toBe('2026-W01');
  });
});

describe('points expiry', () => {
  it('takes the points of a customer whose points have not moved for 730 days, once, with the reason; the ledger stays in step', async () => {
    const adjust = async (customer: TestCustomer, points: number) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/ops/customers/${customer.id}/points`,
        headers: await staffHeaders(t.app),
        payload: { points, reason: 'goodwill' },
      });
      expect(answer.statusCode).toBe(200);
    };
    /** Dates the customer's entries so far `days` before the test clock's now, as if written then. */
    const age = async (customer: TestCustomer, days: number) => {
      const at = new Date(t.clock.now().getTime() - days * DAY).toISOString();
      await t.app.ctx.db.execute(sql`update point_entries set created_at = ${at} where customer_id = ${customer.id}`);
    };
    const expire = async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/ops/points/expire',
        headers: await staffHeaders(t.app),
      });
      return body<{ expired: number }>(answer).data.expired;
    };
    const history = async (customer: TestCustomer) =>
      ok<{ points: number; list: { kind: string; points: number; points_after: number; reference?: string }[] }>(
        await t.app.inject({ url: '/api/pointHistory', headers: (await again(customer)).headers }),
      );
    const dormant = await registerCustomer(t.app, {}, 'en');
    const almost = await registerCustomer(t.app, {}, 'en');
    const active = await registerCustomer(t.app, {}, 'en');
    for (const customer of [dormant, almost, active]) await adjust(customer, 30);
    await age(dormant, 730);
    await age(almost, 729);
    await age(active, 900);
    await adjust(active, 5);

    expect(await expire()).toBe(1);
    const gone = await history(dormant);
    expect(gone.points).toBe(0);
    expect(gone.list[0]).toMatchObject({ kind: 'points_expired', points: -30, points_after: 0 });
    expect((await history(almost)).points).toBe(30);
    expect((await history(active)).points).toBe(35);
    expect(await expire()).toBe(0);
    const audit = await t.app.inject({ url: '/ops/ledger/audit', headers: await staffHeaders(t.app) });
    expect(body<{ in_step: boolean }>(audit).data.in_step).toBe(true);
  });
});
