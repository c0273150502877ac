import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';

let t: TestApp;
let customer: TestCustomer;
let staff: { authorization: string };
let wheelId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  customer = await registerCustomer(t.app, {}, 'en');
  staff = await staffHeaders(t.app);
  const names = { name_en: 'Wheel', name_cn: '转盘', name_tw: '轉盤' };
  const made = await t.app.inject({
    method: 'POST',
    url: '/ops/lottery-wheels',
    headers: { ...staff, lang: 'en' },
    payload: { ...names, prizes: [{ ...names, kind: 'none', weight: 1 }] },
  });
  wheelId = body<{ id: number }>(made).data.id;
});
afterAll(() => t.app.close());

/** Query strings an attacker (or a broken client) sends: junk, NUL bytes, huge or negative numbers, repeats. */
const HOSTILE = [
  'page=-1',
  'page=0',
  'perPage=100000',
  'perPage=-5',
  'page=1.5',
  'page=abc',
  'page=%00',
  'perPage=1%002',
  'page=99999999999999999999999',
  'page=1e400',
  'page=NaN',
  'page=Infinity',
  'page=1&page=2',
  'perPage=%F0%9F%93%A6',
  'page=%ED%A0%80',
];

/** Each hostile query answers a 400 with a sentence, never a 500 and never a page it did not ask for. */
async function expectRefusedOrClamped(url: string, headers: Record<string, string>) {
  for (const query of HOSTILE) {
    const response = await t.app.inject({ url: `${url}?${query}`, headers: { ...headers, lang: 'en' } });
    expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    expect(body(response).msg, query).toMatch(/\w{3,}/);
    expect(response.body, query).not.toMatch(/stack|at \w+ \(/);
  }
  const fine = await t.app.inject({ url: `${url}?page=2&perPage=5`, headers });
  expect(fine.statusCode).toBe(200);
  expect(body<{ page: number; perPage: number; list: unknown[] }>(fine).data).toMatchObject({ page: 2, perPage: 5 });
  // Parameters the list does not read are ignored, whatever they hold: the first page, never a 500.
  for (const query of ['page[]=1', 'x%00y=%00', 'perPage[$gt]=0']) {
    const ignored = await t.app.inject({ url: `${url}?${query}`, headers });
    expect(ignored.statusCode, `${query}: ${ignored.body}`).toBeLessThan(500);
    if (ignored.statusCode === 200) expect(body<{ page: number }>(ignored).data.page).toBe(1);
  }
}

describe('hostile query strings on the reward lists', () => {
  it('userShareLog', async () => {
    await expectRefusedOrClamped('/api/userShareLog', customer.headers);
  });

  it('a wheel’s draw history (staff)', async () => {
    await expectRefusedOrClamped(`/ops/lottery-wheels/${wheelId}/draws`, staff);
    for (const id of ['%00', '-1', '0', 'abc', '99999999999999999999']) {
      const response = await t.app.inject({ url: `/ops/lottery-wheels/${id}/draws`, headers: staff });
      expect(response.statusCode, `${id}: ${response.body}`).toBe(400);
    }
    const unknown = await t.app.inject({ url: '/ops/lottery-wheels/2147483647/draws', headers: staff });
    expect(unknown.statusCode).toBe(404);
  });

  it('a page past the end is empty with the true total', async () => {
    const response = await t.app.inject({ url: `/ops/lottery-wheels/${wheelId}/draws?page=500`, headers: staff });
    expect(body<{ list: unknown[]; total: number }>(response).data).toMatchObject({ list: [], total: 0 });
  });
});
