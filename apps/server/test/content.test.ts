import {
  AU_WEEKLY_CUTOFF,
  contentFacts,
  EXTRA_CARTON_FEE,
  FUMIGATION_RATES,
  formatMajor,
  HANDLING_FEE_PER_EXCESS_PARCEL,
  LEGAL_ARTICLE_SLUGS,
  SG_CUSTOMS_FEE_BASIS_POINTS,
} from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HELP_ARTICLES, seedHelpCentre } from '../src/db/seed-help-centre.js';
import {
  body,
  createTestApp,
  DAY,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  uploadFile,
} from './support/app.js';
import { samplePng } from './support/images.js';

let t: TestApp;
let admin: { authorization: string };
let editor: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
});
// Tests move the clock by days, past a session's life: each starts with fresh staff sessions.
beforeEach(async () => {
  admin = await staffHeaders(t.app);
  editor = (await staffMember(t.app, 'content')).headers;
});
afterAll(() => t.app.close());

interface Summary {
  id: number;
  title: string;
  summary: string;
}
interface Detail extends Summary {
  body: string;
  language: string;
  helpful: boolean | null;
}

const get = (url: string, lang = 'en', headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { lang, ...headers } });

async function seededArticle(slug: string): Promise<number> {
  const rows = await t.app.ctx.db.execute<{ id: number }>(sql`select id from content_items where slug = ${slug}`);
  const id = (rows as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (!id) throw new Error(`no seeded article ${slug}`);
  return id;
}

async function aCollectionId(): Promise<number> {
  return body<Summary[]>(await get('/api/helpCenterCollections')).data[0]?.id ?? 0;
}

function texts(title: string, bodyText = '') {
  return { en: { title, body: bodyText } };
}

async function publish(payload: Record<string, unknown>, headers = editor) {
  return t.app.inject({ method: 'POST', url: '/ops/content/items', headers, payload });
}

describe('the seeded help centre', () => {
  it('lists its collections with their articles in each language', async () => {
    const en = body<(Summary & { article_count: number })[]>(await get('/api/helpCenterCollections', 'en')).data;
    const cn = body<Summary[]>(await get('/api/helpCenterCollections', 'cn')).data;
    const tw = body<Summary[]>(await get('/api/helpCenterCollections', 'tw')).data;
    expect(en.map((collection) => collection.title)).toContain('Fees and services');
    expect(cn.map((collection) => collection.title)).toContain('费用与服务');
    expect(tw.map((collection) => collection.title)).toContain('費用與服務');
    expect(en.reduce((sum, collection) => sum + collection.article_count, 0)).toBe(HELP_ARTICLES.length);

    const detail = body<{ articles: Summary[] }>(await get(`/api/helpCenterCollectionsDetail/${en[0]?.id}`)).data;
    expect(detail.articles.length).toBeGreaterThan(0);
  });

  it('writes every figure from a constant: no article template holds a digit of its own', () => {
    for (const article of HELP_ARTICLES) {
      for (const [language, text] of Object.entries(article.texts)) {
        const words = `${text?.title} ${text?.summary} ${text?.body}`;
        const placeholders = [...words.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
        for (const name of placeholders)
          expect(contentFacts('en'), `${article.slug} ${language} {${name}}`).toHaveProperty(name);
        expect(words.replace(/\{\w+\}/g, ''), `${article.slug} (${language})`).not.toMatch(/\d/);
      }
    }
  });

  it('states the pricing engine’s figures when read', async () => {
    const handling = body<Detail>(
      await get(`/api/helpCenterArticleDetail/${await seededArticle('handling-fee')}`),
    ).data;
    expect(handling.body).toContain(`AUD ${formatMajor(HANDLING_FEE_PER_EXCESS_PARCEL)}`);
    const cartons = body<Detail>(
      await get(`/api/helpCenterArticleDetail/${await seededArticle('extra-cartons')}`, 'cn'),
    ).data;
    expect(cartons.body).toContain(`AUD ${formatMajor(EXTRA_CARTON_FEE)}`);
    const fumigation = body<Detail>(
      await get(`/api/helpCenterArticleDetail/${await seededArticle('fumigation')}`, 'tw'),
    ).data;
    expect(fumigation.body).toContain(`AUD ${formatMajor(FUMIGATION_RATES.bulk.pricePerUnit)}`);
    const singapore = body<Detail>(
      await get(`/api/helpCenterArticleDetail/${await seededArticle('singapore-gst')}`),
    ).data;
    expect(singapore.body).toContain(`${SG_CUSTOMS_FEE_BASIS_POINTS / 100}%`);
    const cutoff = body<Detail>(await get(`/api/helpCenterArticleDetail/${await seededArticle('au-cutoff')}`)).data;
    expect(cutoff.body).toContain(`Wednesday ${AU_WEEKLY_CUTOFF.time}`);
    expect(handling.body).not.toMatch(/\{\w+\}/);
  });

  it('finds an article by a two-character Chinese word, in simplified and traditional', async () => {
    const fumigation = await seededArticle('fumigation');
    const simplified = body<Summary[]>(
      await get(`/api/helpCenterArticles?keyword=${encodeURIComponent('熏蒸')}`, 'cn'),
    ).data;
    expect(simplified.map((article) => article.id)).toContain(fumigation);
    expect(simplified[0]?.title).toBe('熏蒸');
    const traditional = body<Summary[]>(
      await get(`/api/helpCenterArticles?keyword=${encodeURIComponent('燻蒸')}`, 'tw'),
    ).data;
    expect(traditional.map((article) => article.id)).toContain(fumigation);
    const english = body<Summary[]>(await get('/api/helpCenterArticles?keyword=FUMIGATION')).data;
    expect(english.map((article) => article.id)).toContain(fumigation);
    const nothing = body<Summary[]>(await get(`/api/helpCenterArticles?keyword=${encodeURIComponent('%_')}`)).data;
    expect(nothing).toEqual([]);
  });

  it('finds the duties and freight articles by the words a Chinese reader types, in cn and tw', async () => {
    const ids = async (keyword: string, lang: string) =>
      body<Summary[]>(await get(`/api/helpCenterArticles?keyword=${encodeURIComponent(keyword)}`, lang)).data.map(
        (article) => article.id,
      );
    const duties = [await seededArticle('australian-customs'), await seededArticle('singapore-gst')];
    const freight = await seededArticle('freight');
    for (const [keyword, lang] of [
      ['关税', 'cn'],
      ['關稅', 'tw'],
      ['duties', 'en'],
    ] as const)
      expect(await ids(keyword, lang), keyword).toEqual(expect.arrayContaining(duties));
    for (const [keyword, lang] of [
      ['运费', 'cn'],
      ['運費', 'tw'],
    ] as const) {
      const found = await ids(keyword, lang);
      expect(found, keyword).toContain(freight);
      expect(found, keyword).not.toEqual(expect.arrayContaining(duties));
    }
    // Words the article never writes together are found by their pairs of characters, best match first.
    expect((await ids('澳洲关税', 'cn'))[0]).toBe(duties[0]);
    expect((await ids('运费怎么算', 'cn'))[0]).toBe(freight);
    expect(await ids('熏蒸 保险', 'cn')).toEqual(
      expect.arrayContaining([await seededArticle('fumigation'), await seededArticle('insurance')]),
    );
  });

  it('gives seeded articles saved before search words existed the seed’s words, once', async () => {
    const id = await seededArticle('singapore-gst');
    const stored = await t.app.ctx.db.execute<{ texts: Record<string, Record<string, string>> }>(
      sql`select texts from content_items where id = ${id}`,
    );
    const before = (stored as unknown as { rows: { texts: Record<string, Record<string, string>> }[] }).rows[0]?.texts;
    const legacy = Object.fromEntries(
      Object.entries(before ?? {}).map(([language, { keywords: _words, ...text }]) => [language, text]),
    );
    await t.app.ctx.db.execute(
      sql`update content_items set texts = ${JSON.stringify(legacy)}::jsonb, search_text = '' where id = ${id}`,
    );
    const found = async () =>
      body<Summary[]>(await get(`/api/helpCenterArticles?keyword=${encodeURIComponent('关税')}`, 'cn')).data.map(
        (article) => article.id,
      );
    expect(await found()).not.toContain(id);
    await t.app.ctx.db.transaction((tx) => seedHelpCentre(tx));
    expect(await found()).toContain(id);
  });

  it('opens the terms and the privacy policy by their slug without signing in, in each language', async () => {
    const terms = body<Detail>(await get(`/api/helpCenterArticleDetail/${LEGAL_ARTICLE_SLUGS.terms}`)).data;
    expect(terms.id).toBe(await seededArticle('terms-of-service'));
    expect(terms.title).toBe('Terms of Service');
    expect(terms.body).toContain(`${contentFacts('en').insurancePercent}% of the declared value`);
    expect(terms.body).toContain(`${contentFacts('en').compensationDays} working days`);
    expect(terms.body).toContain('weapons, ammunition, explosives');
    const privacy = body<Detail>(await get(`/api/helpCenterArticleDetail/${LEGAL_ARTICLE_SLUGS.privacy}`, 'cn')).data;
    expect(privacy.title).toBe('隐私政策');
    for (const heading of ['## 我们收集的资料', '## 使用目的', '## 保存期限', '**导出：**', '**删除：**'])
      expect(privacy.body).toContain(heading);
    const traditional = body<Detail>(await get(`/api/helpCenterArticleDetail/${LEGAL_ARTICLE_SLUGS.terms}`, 'tw')).data;
    expect(traditional.title).toBe('服務條款');
    expect(traditional.body).toContain('賠償條款');
    // A name no article has is not found; what cannot be a name is refused before any lookup.
    expect((await get('/api/helpCenterArticleDetail/no-such-article')).statusCode).toBe(404);
    expect((await get('/api/helpCenterArticleDetail/Terms%20of%20Service')).statusCode).toBe(400);
  });

  it('answers an unknown id with the translated not-found', async () => {
    const response = await get('/api/helpCenterArticleDetail/999999', 'tw');
    expect(response.statusCode).toBe(404);
    expect(body(response).msg).toBe('該文章或公告不存在或已下架。');
    expect((await get('/api/helpCenterCollectionsDetail/999999')).statusCode).toBe(404);
  });
});

describe('staff publishing', () => {
  it('keeps a draft, a future and an expired item from customers, and shows a published one', async () => {
    const collection_id = await aCollectionId();
    const draft = body<{ id: number }>(
      await publish({ kind: 'article', collection_id, texts: texts('Draft rules') }),
    ).data;
    expect((await get(`/api/helpCenterArticleDetail/${draft.id}`)).statusCode).toBe(404);

    const now = t.clock.now();
    const later = body<{ id: number }>(
      await publish({
        kind: 'article',
        collection_id,
        status: 'published',
        publish_at: new Date(now.getTime() + DAY).toISOString(),
        expire_at: new Date(now.getTime() + 3 * DAY).toISOString(),
        texts: texts('Holiday schedule'),
      }),
    ).data;
    expect((await get(`/api/helpCenterArticleDetail/${later.id}`)).statusCode).toBe(404);
    t.clock.advance(DAY + 1000);
    expect((await get(`/api/helpCenterArticleDetail/${later.id}`)).statusCode).toBe(200);
    const listed = body<Summary[]>(await get('/api/helpCenterArticles?keyword=holiday')).data;
    expect(listed.map((article) => article.id)).toEqual([later.id]);
    t.clock.advance(2 * DAY);
    expect((await get(`/api/helpCenterArticleDetail/${later.id}`)).statusCode).toBe(404);

    admin = await staffHeaders(t.app);
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/ops/content/items/${draft.id}`,
      headers: admin,
      payload: { kind: 'article', collection_id, status: 'published', texts: texts('Draft rules, now live') },
    });
    expect(replaced.statusCode).toBe(200);
    expect(body<Detail>(await get(`/api/helpCenterArticleDetail/${draft.id}`)).data.title).toBe(
      'Draft rules, now live',
    );

    const audit = body<{ list: { action: string; target_id: string }[] }>(
      await t.app.inject({ url: '/ops/audit?perPage=100&target_type=article', headers: admin }),
    ).data.list;
    const trail = audit.filter((entry) => entry.target_id === String(draft.id)).map((entry) => entry.action);
    expect(trail.sort()).toEqual(['content.create', 'content.update']);
  });

  it('shows the fallback language when the reader’s is missing', async () => {
    const collection_id = await aCollectionId();
    const created = body<{ id: number }>(
      await publish({ kind: 'article', collection_id, status: 'published', texts: texts('English only', 'Hello') }),
    ).data;
    const detail = body<Detail>(await get(`/api/helpCenterArticleDetail/${created.id}`, 'cn')).data;
    expect(detail).toMatchObject({ title: 'English only', language: 'en' });
  });

  it('refuses bad input with a sentence in the staff member’s language', async () => {
    const script = await publish({
      kind: 'banner',
      status: 'published',
      link_kind: 'url',
      link_target: 'javascript:alert(1)',
      texts: texts('Bad link'),
    });
    expect(script.statusCode).toBe(400);
    expect(JSON.stringify(body(script))).toContain('https');
    const noFallback = await publish({ kind: 'notice', fallback_language: 'cn', texts: texts('Only English') });
    expect(noFallback.statusCode).toBe(400);
    const noCollection = await publish({ kind: 'article', texts: texts('Orphan') });
    expect(noCollection.statusCode).toBe(400);
    const backwards = await publish({
      kind: 'notice',
      texts: texts('Backwards'),
      publish_at: '2030-01-02T00:00:00Z',
      expire_at: '2030-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('lets only content staff (and admins) write content', async () => {
    const customer = await registerCustomer(t.app);
    const support = await staffMember(t.app, 'support');
    const item = { kind: 'notice', texts: texts('Who may write') };
    expect((await publish(item, customer.headers)).statusCode).toBe(403);
    expect((await publish(item, support.headers)).statusCode).toBe(403);
    expect((await publish(item, admin)).statusCode).toBe(200);
  });

  it('keeps a body’s script as text: the API answers JSON and stores the Markdown as written', async () => {
    const collection_id = await aCollectionId();
    const hostile = '<script>alert(document.cookie)</script> [click](javascript:alert(1))';
    const created = body<{ id: number }>(
      await publish({ kind: 'article', collection_id, status: 'published', texts: texts('Hostile', hostile) }),
    ).data;
    const response = await get(`/api/helpCenterArticleDetail/${created.id}`);
    expect(response.headers['content-type']).toContain('application/json');
    expect(body<Detail>(response).data.body).toBe(hostile);
  });
});

describe('banners and flash news', () => {
  async function banner(extra: Record<string, unknown> = {}) {
    const image = await uploadFile(t.app, editor, await samplePng(1200, 400), { url: '/ops/upload' });
    return body<{ id: number }>(
      await publish({
        kind: 'banner',
        status: 'published',
        image_file_id: image.id,
        link_kind: 'route',
        link_target: '/pages/index/servicePrice',
        texts: texts('Spring sale'),
        ...extra,
      }),
    ).data;
  }

  it('shows a banner to its warehouses only, with its image and link', async () => {
    const everywhere = await banner();
    const sydneyOnly = await banner({ store_ids: [2] });
    const store1 = body<{ id: number; image_url: string | null; link_target: string }[]>(
      await get('/api/newBannerList?store_id=1'),
    ).data;
    expect(store1.map((row) => row.id)).toContain(everywhere.id);
    expect(store1.map((row) => row.id)).not.toContain(sydneyOnly.id);
    expect(store1.find((row) => row.id === everywhere.id)).toMatchObject({ link_target: '/pages/index/servicePrice' });
    expect(store1.find((row) => row.id === everywhere.id)?.image_url).toMatch(/^\/files\//);
    const store2 = body<{ id: number }[]>(await get('/api/newBannerList?store_id=2')).data;
    expect(store2.map((row) => row.id)).toContain(sydneyOnly.id);
  });

  it('refuses a customer’s upload as a banner image', async () => {
    const customer = await registerCustomer(t.app);
    const theirs = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png);
    const response = await publish({ kind: 'banner', image_file_id: theirs.id, texts: texts('Not yours') });
    expect(response.statusCode).toBe(400);
  });

  it('counts a tap once per customer per day, however often it is replayed', async () => {
    const { id } = await banner();
    const first = await registerCustomer(t.app);
    const second = await registerCustomer(t.app);
    const tap = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/incrementAdvClick/${id}`, headers });
    expect(body<{ counted: boolean }>(await tap(first.headers)).data.counted).toBe(true);
    expect(body<{ counted: boolean }>(await tap(first.headers)).data.counted).toBe(false);
    expect(body<{ counted: boolean }>(await tap(second.headers)).data.counted).toBe(true);
    expect(body<{ counted: boolean }>(await tap({})).data.counted).toBe(true);
    expect(body<{ counted: boolean }>(await tap({})).data.counted).toBe(false);
    t.clock.advance(DAY);
    expect(body<{ counted: boolean }>(await tap({})).data.counted).toBe(true);
    const items = body<{ id: number; click_count: number }[]>(
      await t.app.inject({ url: '/ops/content/items?kind=banner', headers: await staffHeaders(t.app) }),
    ).data;
    expect(items.find((item) => item.id === id)?.click_count).toBe(4);
    expect((await t.app.inject({ method: 'POST', url: '/api/incrementAdvClick/999999' })).statusCode).toBe(404);
  });

  it('lists flash news and counts its taps; a banner id is not a flash news id', async () => {
    const news = body<{ id: number }>(
      await publish({
        kind: 'flash_news',
        status: 'published',
        texts: { cn: { title: '春节停运通知' } },
        fallback_language: 'cn',
      }),
    ).data;
    const list = body<{ id: number; title: string }[]>(await get('/api/flashNewsList', 'en')).data;
    expect(list.find((row) => row.id === news.id)?.title).toBe('春节停运通知');
    const tap = await t.app.inject({ method: 'POST', url: `/api/incrementFlashNewsClick/${news.id}` });
    expect(body<{ counted: boolean }>(tap).data.counted).toBe(true);
    const { id } = await banner();
    expect((await t.app.inject({ method: 'POST', url: `/api/incrementFlashNewsClick/${id}` })).statusCode).toBe(404);
  });
});

describe('click rate limit', () => {
  it('refuses a caller past the per-minute limit', async () => {
    const limited = await createTestApp({ config: { staff: STAFF_CREDENTIALS, rateLimits: { contentClicks: 2 } } });
    try {
      const statuses: number[] = [];
      for (let tap = 0; tap < 3; tap += 1) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/incrementAdvClick/999999' })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('feedback, notices, news and the contact form', () => {
  it('stores one “was this helpful” answer per customer and moves the tallies when it changes', async () => {
    const id = await seededArticle('insurance');
    const customer = await registerCustomer(t.app);
    const answer = (helpful: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/helpCenterArticleFeedback/${id}`,
        headers: customer.headers,
        payload: { helpful },
      });
    expect((await answer(true)).statusCode).toBe(200);
    expect((await answer(true)).statusCode).toBe(200);
    const tallies = async () =>
      body<{ id: number; helpful_count: number; unhelpful_count: number }[]>(
        await t.app.inject({ url: '/ops/content/items?kind=article', headers: editor }),
      ).data.find((item) => item.id === id);
    expect(await tallies()).toMatchObject({ helpful_count: 1, unhelpful_count: 0 });
    await answer(false);
    expect(await tallies()).toMatchObject({ helpful_count: 0, unhelpful_count: 1 });
    const detail = body<Detail>(await get(`/api/helpCenterArticleDetail/${id}`, 'en', customer.headers)).data;
    expect(detail.helpful).toBe(false);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/helpCenterArticleFeedback/${id}`,
      payload: { helpful: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('publishes notices and warehouse news by section', async () => {
    const notice = body<{ id: number }>(
      await publish({
        kind: 'notice',
        status: 'published',
        texts: texts('Price update', '**New** prices from Monday'),
      }),
    ).data;
    expect(body<Summary[]>(await get('/api/noticeList')).data.map((row) => row.id)).toContain(notice.id);
    expect(body<Detail>(await get(`/api/noticeDetail/${notice.id}`)).data.body).toContain('**New**');
    const floor = body<{ id: number }>(
      await publish({
        kind: 'warehouse_news',
        status: 'published',
        section: 'second_floor',
        texts: texts('Lift closed'),
      }),
    ).data;
    expect(
      body<Summary[]>(await get('/api/warehouseNewsList?section=second_floor')).data.map((row) => row.id),
    ).toContain(floor.id);
    expect(
      body<Summary[]>(await get('/api/warehouseNewsList?section=third_floor')).data.map((row) => row.id),
    ).not.toContain(floor.id);
    expect((await get(`/api/noticeDetail/${floor.id}`)).statusCode).toBe(404);
    expect((await get(`/api/warehouseNewsDetail/${floor.id}`)).statusCode).toBe(200);
  });

  it('sends the contact form to staff with the customer’s id', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contactSupport',
      headers: customer.headers,
      payload: { subject: 'Missing parcel', message: 'My parcel from Taobao has not arrived.' },
    });
    expect(sent.statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/contactSupport',
      headers: customer.headers,
      payload: { subject: 'x', message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const support = await staffMember(t.app, 'support');
    const inbox = body<{ customer_id: number; subject: string; language: string }[]>(
      await t.app.inject({ url: '/ops/support-messages', headers: support.headers }),
    ).data;
    expect(inbox[0]).toMatchObject({ customer_id: customer.id, subject: 'Missing parcel', language: 'en' });
    expect((await t.app.inject({ url: '/ops/support-messages', headers: editor })).statusCode).toBe(403);
    // Nothing configured here: every channel empty, no hours (the screen hides them rather than invent any).
    expect(body(await get('/api/contactChannels')).data).toEqual({
      email: '',
      phone: '',
      wechat: '',
      whatsapp: '',
      hours: null,
    });
  });
});
