import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import {
  body,
  createTestApp,
  multipartFile,
  registerCustomer,
  SAMPLE_FILES,
  type TestApp,
  type TestCustomer,
  testConfig,
} from './support/app.js';
import { createTestDatabase } from './support/database.js';

const BROKEN_TEXT_EN =
  'Text may not contain control characters or broken characters. Please remove them and try again.';

let t: TestApp;
let customer: TestCustomer;
beforeAll(async () => {
  t = await createTestApp();
  customer = await registerCustomer(t.app, {}, 'en');
});
afterAll(() => t.app.close());

function post(url: string, payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...customer.headers, 'content-type': 'application/json', ...headers },
  });
}

describe('broken text (NUL bytes, lone surrogates) is refused before any route sees it', () => {
  it('in a JSON body at any depth, naming the field, in the caller language', async () => {
    const response = await post('/api/saveOperateLog', '{"code":"open","content":"a\\u0000b"}');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ msg: BROKEN_TEXT_EN, errors: { content: BROKEN_TEXT_EN } });

    const nested = await post('/api/setShipperAddress', '{"name":"Mei","address":{"line":["ok","x\\ud800"]}}');
    expect(nested.statusCode).toBe(400);
    expect(body(nested).errors).toEqual({ 'address.line.1': BROKEN_TEXT_EN });
  });

  it('in an object key, a lone low surrogate and a NUL on its own', async () => {
    for (const payload of ['{"code":"open","content":"x","k\\u0000":1}', '{"code":"\\udc00","content":"x"}']) {
      const response = await post('/api/saveOperateLog', payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe(BROKEN_TEXT_EN);
    }
  });

  it('keeps a whole surrogate pair (an emoji) and ordinary text', async () => {
    const response = await post('/api/saveOperateLog', JSON.stringify({ code: 'open', content: 'parcel 📦 包裹' }));
    expect(response.statusCode).toBe(200);
  });

  // A lone surrogate cannot be written in UTF-8, so it only arrives as a JSON \u escape; NUL arrives as %00.
  it('in the query string and in a path parameter', async () => {
    for (const url of [
      '/api/shipmentList?keyword=a%00b',
      '/api/parcelList?x=1&keyword=%00',
      '/api/parcelDetail/1%00',
    ]) {
      const response = await t.app.inject({ url, headers: customer.headers });
      expect(response.statusCode, url).toBe(400);
      expect(body(response).msg).toBe(BROKEN_TEXT_EN);
    }
  });

  it('in a header', async () => {
    const response = await t.app.inject({ url: '/api/countryList', headers: { lang: 'en', 'x-note': 'a\u0000b' } });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe(BROKEN_TEXT_EN);
  });

  it('in an uploaded file name', async () => {
    const form = multipartFile(SAMPLE_FILES.png, 'photo\u0000.png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ msg: BROKEN_TEXT_EN, errors: { file: BROKEN_TEXT_EN } });
  });

  it('answers in Chinese for a Chinese caller', async () => {
    const response = await t.app.inject({ url: '/api/countryList?x=%00', headers: { lang: 'tw' } });
    expect(body(response).msg).toBe('文字中不能包含控制字元或損壞的字元，請刪除後再試一次。');
  });
});

describe('numbers past what the database stores', () => {
  it('an id past a 32-bit column answers 400, not 500', async () => {
    const response = await t.app.inject({ url: '/api/parcelDetail/2147483648', headers: customer.headers });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe('The request could not be understood.');
  });
});

describe('paginated lists are bounded', () => {
  const lists = [
    '/api/parcelList',
    '/api/shipmentList',
    '/api/newRecipentsList',
    '/api/balanceTransactionList',
    '/api/purchaseRecord',
    '/api/inviteRecord',
  ];

  it.each(lists)('%s refuses perPage over 100 and page over 10,000 with the field error', async (url) => {
    const perPage = await t.app.inject({ url: `${url}?perPage=101`, headers: customer.headers });
    expect(perPage.statusCode).toBe(400);
    expect(body(perPage).errors).toEqual({ perPage: 'Please enter a value of at most 100.' });
    const page = await t.app.inject({ url: `${url}?page=10001`, headers: customer.headers });
    expect(page.statusCode).toBe(400);
    expect(body(page).errors).toEqual({ page: 'Please enter a value of at most 10000.' });
    const last = await t.app.inject({ url: `${url}?page=10000&perPage=100`, headers: customer.headers });
    expect(last.statusCode).toBe(200);
  });
});

describe('membership and invitation calls take no junk', () => {
  const junk = ['abc', '-1', '0', '1.5', '1e309', '99999999999999999999', '%00', '%ud800', "1'%20or%201=1", '%5B%5D'];

  it.each(['/api/purchaseRecord', '/api/inviteRecord'])('%s answers 400 to junk page sizes, never 500', async (url) => {
    for (const value of junk) {
      for (const name of ['page', 'perPage']) {
        const response = await t.app.inject({ url: `${url}?${name}=${value}`, headers: customer.headers });
        expect(response.statusCode, `${name}=${value}`).toBe(400);
      }
    }
    const plain = await t.app.inject({ url: `${url}?page=1&perPage=100&unknown=%E2%9C%93`, headers: customer.headers });
    expect(plain.statusCode).toBe(200);
    expect(body<{ list: unknown[] }>(plain).data.list).toEqual([]);
  });

  it.each(['/api/incrementMemberClick', '/api/incrementMemberCardClick'])(
    '%s/{id} refuses junk ids with 400 or 404',
    async (url) => {
      for (const value of [...junk, '2147483648']) {
        const response = await t.app.inject({ url: `${url}/${value}`, headers: customer.headers });
        expect([400, 404], `${url}/${value}: ${response.statusCode}`).toContain(response.statusCode);
      }
    },
  );

  it('memberPurchaseAction and getPayResult refuse junk bodies with 400 or 404, and record nothing', async () => {
    const bodies = [
      '{"plan_id":"x","method":"balance","agree":true}',
      '{"plan_id":2147483648,"method":"balance","agree":true}',
      '{"plan_id":1,"method":"balance\\u0000","agree":true}',
      `{"plan_id":1,"method":"bank_transfer","agree":true,"proof":"${'p'.repeat(5000)}"}`,
      '{"plan_id":1,"method":"xxx","agree":true}',
      '{"plan_id":1,"method":"balance","agree":true',
      '{"plan_id":[1],"method":"balance","agree":"yes"}',
      'null',
      '[]',
    ];
    for (const payload of bodies) {
      const response = await post('/api/memberPurchaseAction', payload, {
        'idempotency-key': `junk-${payload.length}`,
      });
      expect([400, 404], `${payload.slice(0, 60)}: ${response.statusCode}`).toContain(response.statusCode);
    }
    for (const payload of ['{"membership_id":"x"}', '{"membership_id":2147483648}', '{"membership_id":-1}']) {
      const response = await post('/api/getPayResult', payload);
      expect([400, 404], `${payload}: ${response.statusCode}`).toContain(response.statusCode);
    }
    const history = await t.app.inject({ url: '/api/purchaseRecord', headers: customer.headers });
    expect(body<{ list: unknown[] }>(history).data.list).toEqual([]);
  });
});

describe('client request ids', () => {
  it('keeps a short id of safe characters', async () => {
    const response = await t.app.inject({ url: '/api/countryList', headers: { 'x-request-id': 'edge-01.Ab_9' } });
    expect(response.headers['x-request-id']).toBe('edge-01.Ab_9');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['a space and a quote', 'id "x"'],
    ['a line break', 'id\nforged log line'],
    ['non-ASCII', 'идентификатор'],
  ])('replaces one with %s by its own', async (_case, sent) => {
    const response = await t.app.inject({ url: '/api/countryList', headers: { 'x-request-id': sent } });
    expect(response.headers['x-request-id']).not.toBe(sent);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('database errors in the log', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  let owner: TestCustomer;

  beforeAll(async () => {
    app = await buildApp(testConfig({ logLevel: 'info' }), {
      database: await createTestDatabase(),
      logStream: { write: (line) => lines.push(line) },
    });
    owner = await registerCustomer(app, {}, 'en');
  });
  afterAll(() => app.close());

  const billAddress = (changes: Record<string, unknown>) => ({
    name: 'Secret Person',
    country_id: 13,
    city: 'Sydney',
    postcode: '2000',
    address: '12 Hidden Lane',
    phone: '0412999888',
    ...changes,
  });

  it('a failing query is logged with its SQL and code but without the values it carried', async () => {
    await app.ctx.db.execute(sql`alter table bill_addresses add constraint no_secrets check (name <> 'Secret Person')`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/setBillAddress',
      headers: owner.headers,
      payload: billAddress({}),
    });
    expect(response.statusCode).toBe(500);

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.err?.message).toContain('insert into "bill_addresses"');
    expect(JSON.stringify(failure)).toContain('[not logged]');
    const log = lines.join('\n');
    expect(log).not.toContain('Secret Person');
    expect(log).not.toContain('Hidden Lane');
    expect(log).not.toContain('0412999888');
  });

  it('a value the database refuses is a 400, logged as a warning without the value', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/setBillAddress',
      headers: owner.headers,
      payload: billAddress({ name: 'Other Person', country_id: 2_147_483_648 }),
    });
    expect(response.statusCode).toBe(400);
    const warning = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'the database refused a value');
    expect(warning?.err?.cause?.code).toBe('22003');
    expect(lines.join('\n')).not.toContain('2147483648');
  });
});
