import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedFiles } from '../src/db/schema/files.js';
import { PHONE_IMAGE_WIDTH } from '../src/modules/files/images.js';
import {
  body,
  createTestApp,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffMember,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { samplePng } from './support/images.js';

let t: TestApp;
let editor: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
});
beforeEach(async () => {
  editor = (await staffMember(t.app, 'content')).headers;
});
afterAll(() => t.app.close());

const texts = (en: string, cn = en, tw = cn) => ({
  en: { title: en, body: `${en} body` },
  cn: { title: cn, body: `${cn} 正文` },
  tw: { title: tw, body: `${tw} 內文` },
});

async function publish(payload: Record<string, unknown>): Promise<{ id: number; phone_image_file_id: string | null }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/ops/content/items',
    headers: editor,
    payload: { status: 'published', ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ id: number; phone_image_file_id: string | null }>(response).data;
}

const get = <T>(url: string, customer?: TestCustomer, lang = 'en') =>
  t.app.inject({ url, headers: { lang, ...customer?.headers } }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return body<T>(response).data;
  });

interface Listed {
  id: number;
  unread: boolean;
}
type Counts = { notices: number; warehouse_news: number };

describe('unread markers on notices and warehouse news', () => {
  it('marks each unread per customer until opened, and counts them for the entry point', async () => {
    const reader = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const before = await get<Counts>('/api/unreadContentCount', reader);
    const notice = await publish({ kind: 'notice', texts: texts('Holiday hours') });
    const news = await publish({ kind: 'warehouse_news', section: 'second_floor', texts: texts('Shelves moved') });
    const sydneyNews = await publish({ kind: 'warehouse_news', store_ids: [1], texts: texts('Sydney only') });

    expect(await get<Counts>('/api/unreadContentCount', reader)).toEqual({
      notices: before.notices + 1,
      warehouse_news: before.warehouse_news + 2,
    });
    const storeTwo = await get<Counts>('/api/unreadContentCount?store_id=2', reader);
    const notices = await get<Listed[]>('/api/noticeList', reader);
    expect(notices.find((row) => row.id === notice.id)?.unread).toBe(true);

    await get(`/api/noticeDetail/${notice.id}`, reader);
    await get(`/api/warehouseNewsDetail/${news.id}`, reader);
    await get(`/api/warehouseNewsDetail/${news.id}`, reader);
    expect((await get<Listed[]>('/api/noticeList', reader)).find((row) => row.id === notice.id)?.unread).toBe(false);
    const newsList = await get<Listed[]>('/api/warehouseNewsList', reader);
    expect(newsList.find((row) => row.id === news.id)?.unread).toBe(false);
    expect(newsList.find((row) => row.id === sydneyNews.id)?.unread).toBe(true);
    expect(await get<Counts>('/api/unreadContentCount', reader)).toEqual({
      notices: before.notices,
      warehouse_news: before.warehouse_news + 1,
    });
    // Another warehouse's customers do not count Sydney's news.
    expect((await get<Counts>('/api/unreadContentCount?store_id=2', reader)).warehouse_news).toBe(
      storeTwo.warehouse_news - 1,
    );

    // Another customer's markers are their own; a visitor sees none.
    expect((await get<Listed[]>('/api/noticeList', other)).find((row) => row.id === notice.id)?.unread).toBe(true);
    expect((await get<Listed[]>('/api/noticeList')).find((row) => row.id === notice.id)?.unread).toBe(false);
    expect((await t.app.inject({ url: '/api/unreadContentCount' })).statusCode).toBe(401);
  });
});

describe('shop recommendations and the China address from the content store', () => {
  it('lists published shops for the warehouse in the reader language; drafts stay hidden', async () => {
    const everywhere = await publish({
      kind: 'shop',
      link_kind: 'url',
      link_target: 'https://www.taobao.com/',
      texts: texts('Taobao', '淘宝', '淘寶'),
    });
    const sydney = await publish({ kind: 'shop', store_ids: [1], texts: texts('Chemist Warehouse') });
    const draft = await publish({ kind: 'shop', status: 'draft', texts: texts('Not yet') });
    const shops = await get<{ id: number; title: string; link_target: string }[]>(
      '/api/shopList?store_id=2',
      undefined,
      'tw',
    );
    expect(shops.find((shop) => shop.id === everywhere.id)).toMatchObject({
      title: '淘寶',
      link_target: 'https://www.taobao.com/',
    });
    const ids = shops.map((shop) => shop.id);
    expect(ids).not.toContain(sydney.id);
    expect(ids).not.toContain(draft.id);
    expect((await get<{ id: number }[]>('/api/shopList?store_id=1')).map((shop) => shop.id)).toContain(sydney.id);
  });

  it('answers the China warehouse address with the customer’s support number and the staff guide', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const empty = await get<{ address: { region_code: string } | null; guide: unknown }>(
      '/api/getChinaAddress',
      customer,
    );
    expect(empty.address?.region_code).toBe('CN');
    const guide = await publish({
      kind: 'china_address',
      texts: texts('Buying in China', '在中国购物', '在中國購物'),
    });
    const answer = await get<{
      address: { region_code: string; address: { address_lines: string[]; name: string } };
      guide: { id: number; title: string; language: string };
    }>('/api/getChinaAddress', customer, 'cn');
    expect(answer.guide).toMatchObject({ id: guide.id, title: '在中国购物', language: 'cn' });
    expect(JSON.stringify(answer.address.address)).toContain(String(customer.id));
  });

  it('is written by content staff only', async () => {
    const customer = await registerCustomer(t.app);
    const warehouse = (await staffMember(t.app, 'warehouse')).headers;
    for (const headers of [customer.headers, warehouse]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/ops/content/items',
        headers,
        payload: { kind: 'shop', status: 'published', texts: texts('Sneaky') },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('banner images resized for phones', () => {
  it('keeps a phone-sized WebP beside the upload and shows customers that one', async () => {
    const upload = await uploadFile(t.app, editor, await samplePng(2400, 800), { url: '/ops/upload' });
    const banner = await publish({ kind: 'banner', image_file_id: upload.id, texts: texts('Big banner') });
    expect(banner.phone_image_file_id).toMatch(/^[0-9a-f-]{36}$/);
    const [shown] = (await get<{ id: number; image_url: string }[]>('/api/newBannerList')).filter(
      (row) => row.id === banner.id,
    );
    expect(shown?.image_url).toContain(banner.phone_image_file_id);
    const file = await t.app.inject({ url: shown?.image_url ?? '' });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PHONE_IMAGE_WIDTH, height: 250 });
    expect(file.rawPayload.length).toBeLessThan(upload.size);

    // Replacing the banner with the same image keeps its phone copy; a new image gets a new one.
    const replace = (image: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/ops/content/items/${banner.id}`,
        headers: editor,
        payload: { kind: 'banner', status: 'published', image_file_id: image, texts: texts('Big banner') },
      });
    const same = body<{ phone_image_file_id: string }>(await replace(upload.id)).data;
    expect(same.phone_image_file_id).toBe(banner.phone_image_file_id);
    const small = await uploadFile(t.app, editor, await samplePng(300, 100), { url: '/ops/upload' });
    const changed = body<{ phone_image_file_id: string }>(await replace(small.id)).data;
    expect(changed.phone_image_file_id).not.toBe(banner.phone_image_file_id);
  });

  it('stores no phone copy for a stale form: the 409 leaves no orphan file', async () => {
    const upload = await uploadFile(t.app, editor, await samplePng(1600, 500), { url: '/ops/upload' });
    const banner = await publish({ kind: 'banner', image_file_id: upload.id, texts: texts('Stale banner') });
    const loaded = body<{ updated_at: string }>(
      await t.app.inject({
        method: 'PUT',
        url: `/ops/content/items/${banner.id}`,
        headers: editor,
        payload: { kind: 'banner', status: 'published', image_file_id: upload.id, texts: texts('Stale banner') },
      }),
    ).data.updated_at;
    const other = await uploadFile(t.app, editor, await samplePng(1200, 400), { url: '/ops/upload' });
    const filesNow = async () => (await t.app.ctx.db.select({ n: count() }).from(storedFiles))[0]?.n;
    const before = await filesNow();
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/ops/content/items/${banner.id}`,
      headers: editor,
      payload: {
        kind: 'banner',
        status: 'published',
        image_file_id: other.id,
        texts: texts('Stale banner'),
        updated_at: new Date(Date.parse(loaded) - 1000).toISOString(),
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(await filesNow()).toBe(before);
  });

  it('refuses an image it cannot read, and a customer’s upload, storing nothing', async () => {
    const broken = await uploadFile(t.app, editor, SAMPLE_FILES.png, { url: '/ops/upload' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/ops/content/items',
      headers: { ...editor, lang: 'cn' },
      payload: { kind: 'banner', image_file_id: broken.id, texts: texts('Broken') },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toMatch(/[\u4e00-\u9fff]/);
    const customer = await registerCustomer(t.app);
    const theirs = await uploadFile(t.app, customer.headers, await samplePng(800, 200));
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/ops/content/items',
      headers: editor,
      payload: { kind: 'banner', image_file_id: theirs.id, texts: texts('Not yours') },
    });
    expect(foreign.statusCode).toBe(400);
  });
});
