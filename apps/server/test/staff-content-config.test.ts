import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  DAY,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
} from './support/app.js';

let t: TestApp;
let admin: { authorization: string };
let editor: { authorization: string };
let finance: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  admin = await staffHeaders(t.app);
  editor = (await staffMember(t.app, 'content')).headers;
  finance = (await staffMember(t.app, 'finance')).headers;
});
afterAll(() => t.app.close());

const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: unknown, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...headers, lang }, payload: payload as Record<string, unknown> });

const notice = (overrides: Record<string, unknown> = {}) => ({
  kind: 'notice',
  status: 'draft',
  fallback_language: 'en',
  texts: {
    en: { title: 'Warehouse closed on Monday', summary: 'Public holiday', body: 'We reopen on **Tuesday**.' },
    cn: { title: '周一仓库休息', summary: '公众假期', body: '周二恢复营业。' },
  },
  ...overrides,
});

interface StaffItem {
  id: number;
  status: string;
  updated_at: string;
}
interface Detail {
  title: string;
  summary: string;
  body: string;
  language: string;
}

describe('content preview', () => {
  it('shows the unsaved item in each language as the customer detail presents it, and saves nothing', async () => {
    const before = body<StaffItem[]>(await t.app.inject({ url: '/ops/content/items?kind=notice', headers: editor }));
    const answer = await send('POST', '/ops/content/items/preview', editor, notice());
    expect(answer.statusCode).toBe(200);
    const preview = body<{ visible_now: boolean; en: Detail; cn: Detail; tw: Detail }>(answer).data;
    expect(preview.visible_now).toBe(false);
    expect(preview.en).toMatchObject({ title: 'Warehouse closed on Monday', body: 'We reopen on **Tuesday**.' });
    expect(preview.cn).toMatchObject({ title: '周一仓库休息', language: 'cn' });
    // No traditional text: a tw reader is shown the fallback language, as noticeDetail would.
    expect(preview.tw).toMatchObject({ title: 'Warehouse closed on Monday', language: 'en' });
    const after = body<StaffItem[]>(await t.app.inject({ url: '/ops/content/items?kind=notice', headers: editor }));
    expect(after.data.length).toBe(before.data.length);

    const published = await send('POST', '/ops/content/items/preview', editor, notice({ status: 'published' }));
    expect(body<{ visible_now: boolean }>(published).data.visible_now).toBe(true);
    const later = new Date(t.clock.now().getTime() + DAY).toISOString();
    const scheduled = await send(
      'POST',
      '/ops/content/items/preview',
      editor,
      notice({ status: 'published', publish_at: later }),
    );
    expect(body<{ visible_now: boolean }>(scheduled).data.visible_now).toBe(false);
  });

  it('matches what the customer reads once the item is published', async () => {
    const input = notice({ status: 'published' });
    const preview = body<{ cn: Detail }>(await send('POST', '/ops/content/items/preview', editor, input)).data;
    const saved = body<StaffItem>(await send('POST', '/ops/content/items', editor, input)).data;
    const read = body<Detail>(await t.app.inject({ url: `/api/noticeDetail/${saved.id}`, headers: { lang: 'cn' } }));
    expect({ ...read.data, id: 0, published_at: '', helpful: null }).toEqual({
      ...preview.cn,
      id: 0,
      published_at: '',
      helpful: null,
    });
  });

  it('refuses what saving refuses, with the field and a message in the editor language', async () => {
    const noFallback = await send('POST', '/ops/content/items/preview', editor, notice({ fallback_language: 'tw' }));
    expect(noFallback.statusCode).toBe(400);
    const badLink = await send(
      'POST',
      '/ops/content/items/preview',
      editor,
      notice({ link_kind: 'url', link_target: 'javascript:alert(1)' }),
      'cn',
    );
    expect(badLink.statusCode).toBe(400);
    expect(Object.keys(body(badLink).errors ?? {})).toContain('link_target');
    expect(body(badLink).msg).toMatch(/[\u4e00-\u9fff]/u);
    const orphan = await send('POST', '/ops/content/items/preview', editor, notice({ kind: 'article' }));
    expect([orphan.statusCode, Object.keys(body(orphan).errors ?? {})]).toEqual([400, ['collection_id']]);
    const finance403 = await send('POST', '/ops/content/items/preview', finance, notice());
    expect(finance403.statusCode).toBe(403);
  });
});

describe('stale content forms', () => {
  it('of parallel saves from one loaded form exactly one lands; the rest are 409 and nothing is overwritten', async () => {
    const made = body<StaffItem>(await send('POST', '/ops/content/items', editor, notice())).data;
    const titles = Array.from({ length: 6 }, (_, index) => `Edit ${index}`);
    const answers = await Promise.all(
      titles.map((title) =>
        send('PUT', `/ops/content/items/${made.id}`, editor, {
          ...notice({ status: 'published' }),
          texts: { en: { title, summary: '', body: '' } },
          updated_at: made.updated_at,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused && body(refused).msg).toBe(
      'Someone changed this record after you opened it. Reload it to see the changes, then try again.',
    );
    const winner = answers.find((answer) => answer.statusCode === 200);
    const winnerTitle = winner && body<{ texts: { en: { title: string } } }>(winner).data.texts.en.title;
    const list = body<(StaffItem & { texts: { en: { title: string } } })[]>(
      await t.app.inject({ url: '/ops/content/items?kind=notice', headers: editor }),
    ).data;
    expect(list.find((item) => item.id === made.id)?.texts.en.title).toBe(winnerTitle);

    const audit = body<{ list: { action: string; target_id: string; staff_id: number }[] }>(
      await t.app.inject({ url: '/ops/audit?perPage=100&target_type=notice', headers: admin }),
    ).data.list.filter((entry) => entry.target_id === String(made.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['content.create', 'content.update']);
  });

  it('a form without updated_at (the command line) still replaces; a form from before a save is refused', async () => {
    const made = body<StaffItem>(await send('POST', '/ops/content/items', editor, notice())).data;
    const cli = await send('PUT', `/ops/content/items/${made.id}`, editor, notice({ status: 'published' }));
    expect(cli.statusCode).toBe(200);
    const stale = await send('PUT', `/ops/content/items/${made.id}`, editor, {
      ...notice(),
      updated_at: made.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    const fresh = await send('PUT', `/ops/content/items/${made.id}`, editor, {
      ...notice(),
      updated_at: body<StaffItem>(cli).data.updated_at,
    });
    expect([fresh.statusCode, body<StaffItem>(fresh).data.status]).toEqual([200, 'draft']);
    const junk = await send('PUT', `/ops/content/items/${made.id}`, editor, { ...notice(), updated_at: 'yesterday' });
    expect(junk.statusCode).toBe(400);
  });

  it('collections refuse a stale form the same way', async () => {
    const collection = { texts: { en: { title: 'Shipping' } }, fallback_language: 'en' };
    const made = body<{ id: number; updated_at: string }>(
      await send('POST', '/ops/content/collections', editor, collection),
    ).data;
    const answers = await Promise.all(
      [1, 2, 3].map((sort) =>
        send('PUT', `/ops/content/collections/${made.id}`, editor, {
          ...collection,
          sort_order: sort,
          updated_at: made.updated_at,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

const campaignInput = (overrides: Record<string, unknown> = {}) => ({
  name_en: 'Welcome AU$5',
  name_cn: '新人五澳元',
  name_tw: '新人五澳元券',
  currency: 'AUD',
  amount: '5',
  min_spend: '30',
  scope: 'freight',
  store_id: 1,
  valid_days: 30,
  ...overrides,
});

interface Offer {
  title: string;
  amount: string | null;
  min_spend: string | null;
  scope: string;
  store_id: number | null;
  line_id: number | null;
  state: string;
  reason: string | null;
}

describe('coupon campaign preview', () => {
  it('shows the offer as the coupon centre would in each language, with why it cannot be claimed yet', async () => {
    const answer = await send('POST', '/ops/coupon-templates/preview', finance, campaignInput());
    expect(answer.statusCode).toBe(200);
    const preview = body<{ en: Offer; cn: Offer; tw: Offer }>(answer).data;
    expect(preview.en).toMatchObject({
      title: 'Welcome AU$5',
      amount: '5.00',
      min_spend: '30.00',
      scope: 'freight',
      store_id: 1,
      state: 'claimable',
      reason: null,
    });
    expect([preview.cn.title, preview.tw.title]).toEqual(['新人五澳元', '新人五澳元券']);

    const later = new Date(t.clock.now().getTime() + DAY).toISOString();
    const future = body<{ en: Offer; cn: Offer }>(
      await send('POST', '/ops/coupon-templates/preview', finance, campaignInput({ starts_at: later })),
    ).data;
    expect(future.en.state).toBe('unavailable');
    expect(future.en.reason).toBeTruthy();
    expect(future.cn.reason).toMatch(/[\u4e00-\u9fff]/u);

    const customer = await registerCustomer(t.app, {}, 'cn');
    const centre = body<{ list: { title: string }[] }>(
      await t.app.inject({ url: '/api/newCouponList', headers: customer.headers }),
    ).data;
    expect(centre.list.some((offer) => offer.title === '新人五澳元')).toBe(false);
  });

  it('refuses what creating refuses', async () => {
    const both = await send('POST', '/ops/coupon-templates/preview', finance, campaignInput({ percent: 10 }));
    expect([both.statusCode, body(both).msg]).toEqual([400, 'A coupon is worth an amount or a percentage, not both.']);
    const cap = await send('POST', '/ops/coupon-templates/preview', finance, campaignInput({ cap: '2' }));
    expect(Object.keys(body(cap).errors ?? {})).toEqual(['cap']);
    const ends = new Date(t.clock.now().getTime() - DAY).toISOString();
    const backwards = await send('POST', '/ops/coupon-templates/preview', finance, campaignInput({ ends_at: ends }));
    expect(Object.keys(body(backwards).errors ?? {})).toEqual(['ends_at']);
    const money = await send('POST', '/ops/coupon-templates/preview', finance, campaignInput({ amount: '5.555' }));
    expect([money.statusCode, Object.keys(body(money).errors ?? {})]).toEqual([400, ['amount']]);
    expect((await send('POST', '/ops/coupon-templates/preview', editor, campaignInput())).statusCode).toBe(403);
  });

  it('a coupon kept to a warehouse or a line names real ones, and a line of that warehouse', async () => {
    for (const path of ['/ops/coupon-templates/preview', '/ops/coupon-templates']) {
      const store = await send('POST', path, finance, campaignInput({ store_id: 999 }));
      expect([store.statusCode, Object.keys(body(store).errors ?? {})]).toEqual([400, ['store_id']]);
      const line = await send('POST', path, finance, campaignInput({ line_id: 999_999 }));
      expect([line.statusCode, Object.keys(body(line).errors ?? {})]).toEqual([400, ['line_id']]);
    }
    const lines = body<{ id: number; store_id: number }[]>(
      await t.app.inject({ url: '/ops/lines', headers: finance }),
    ).data;
    const elsewhere = lines.find((line) => line.store_id !== 1);
    const here = lines.find((line) => line.store_id === 1);
    if (!elsewhere || !here) throw new Error('the seed has lines of several warehouses');
    const other = await send(
      'POST',
      '/ops/coupon-templates/preview',
      finance,
      campaignInput({ line_id: elsewhere.id }),
      'tw',
    );
    expect([other.statusCode, body(other).msg]).toEqual([400, '該線路不屬於此優惠券限定的倉庫。']);
    const fine = await send('POST', '/ops/coupon-templates/preview', finance, campaignInput({ line_id: here.id }));
    expect(body<{ en: Offer }>(fine).data.en.line_id).toBe(here.id);
  });

  it('lists each campaign with the coupons it gave and how many were used', async () => {
    const made = body<{ id: number; issued: number; used: number }>(
      await send(
        'POST',
        '/ops/coupon-templates',
        finance,
        campaignInput({ store_id: undefined, min_spend: undefined }),
      ),
    ).data;
    expect([made.issued, made.used]).toEqual([0, 0]);
    for (const _ of [1, 2]) {
      const customer = await registerCustomer(t.app);
      const claim = await t.app.inject({
        method: 'POST',
        url: `/api/receiveCoupon/${made.id}`,
        headers: customer.headers,
      });
      expect(claim.statusCode).toBe(200);
    }
    const list = body<{ id: number; issued: number; used: number }[]>(
      await t.app.inject({ url: '/ops/coupon-templates', headers: finance }),
    ).data;
    expect(list.find((row) => row.id === made.id)).toMatchObject({ issued: 2, used: 0 });
    const stopped = await send('POST', `/ops/coupon-templates/${made.id}/active`, finance, { active: false });
    expect(body(stopped).data).toMatchObject({ active: false, issued: 2 });
  });
});

describe('campaign previews', () => {
  const wheel = (overrides: Record<string, unknown> = {}) => ({
    name_en: 'Spring wheel',
    name_cn: '春季转盘',
    name_tw: '春季轉盤',
    min_top_up: '50',
    draws_per_top_up: 2,
    prizes: [
      { name_en: '50 points', name_cn: '50积分', name_tw: '50積分', kind: 'points', points: 50, weight: 3, stock: 7 },
      { name_en: 'Thanks', name_cn: '谢谢参与', name_tw: '謝謝參與', kind: 'none', weight: 5 },
    ],
    ...overrides,
  });

  it('shows a wheel as the top-up screen would, without weights or stock, and saves nothing', async () => {
    const answer = await send('POST', '/ops/lottery-wheels/preview', finance, wheel());
    expect(answer.statusCode).toBe(200);
    const preview =
      body<Record<'en' | 'cn' | 'tw', { name: string; min_top_up: string; prizes: object[] }>>(answer).data;
    expect(preview.tw).toMatchObject({ name: '春季轉盤', min_top_up: '50.00', draws_per_top_up: 2 });
    expect(preview.cn.prizes).toEqual([
      { id: 1, name: '50积分', kind: 'points', points: 50 },
      { id: 2, name: '谢谢参与', kind: 'none', points: null },
    ]);
    const wheels = body<unknown[]>(await t.app.inject({ url: '/ops/lottery-wheels', headers: finance })).data;
    expect(wheels).toEqual([]);
    const missing = await send(
      'POST',
      '/ops/lottery-wheels/preview',
      finance,
      wheel({
        prizes: [{ name_en: 'x', name_cn: 'x', name_tw: 'x', kind: 'coupon', coupon_template_id: 999999, weight: 1 }],
      }),
    );
    expect([missing.statusCode, Object.keys(body(missing).errors ?? {})]).toEqual([
      400,
      ['prizes.0.coupon_template_id'],
    ]);
  });

  it('shows a membership plan as the member centre card would, in each language', async () => {
    const plan = {
      name_en: 'Gold',
      name_cn: '黄金会员',
      name_tw: '黃金會員',
      currency: 'AUD',
      price: '99',
      period: 'year',
      freight_discount_percent: 10,
      extra_discount_percent: 5,
    };
    const answer = await send('POST', '/ops/membership-plans/preview', finance, plan);
    expect(answer.statusCode).toBe(200);
    const preview = body<Record<'en' | 'cn', { name: string; price: string; period_name: string }>>(answer).data;
    expect(preview.en).toMatchObject({ name: 'Gold', price: '99.00', freight_discount_percent: 10 });
    expect(preview.cn.name).toBe('黄金会员');
    expect(preview.cn.period_name).not.toBe(preview.en.period_name);
    const tooMuch = await send('POST', '/ops/membership-plans/preview', finance, {
      ...plan,
      freight_discount_percent: 30,
    });
    expect([tooMuch.statusCode, Object.keys(body(tooMuch).errors ?? {})]).toEqual([400, ['freight_discount_percent']]);
    const price = await send('POST', '/ops/membership-plans/preview', finance, { ...plan, price: 'abc' });
    expect([price.statusCode, Object.keys(body(price).errors ?? {})]).toEqual([400, ['price']]);
  });
});
