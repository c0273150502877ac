import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
} from './support/app.js';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  admin = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method, url, headers: { ...headers, lang: 'en' }, ...(payload && { payload }) });

interface Text {
  en: string;
  cn: string;
  tw: string;
}
interface Rule {
  attribute: string;
  refused: boolean;
  reason: Text;
  document: Text;
}
interface LineGoods {
  line_id: number;
  code: string;
  staff_edited_at: string | null;
  rules: Rule[];
}
interface Answer {
  attributes: { code: string }[];
  lines: { id: number; name: string; accepts: boolean; reason: string | null; documents: string[] }[];
  notes: string[];
}

const goodsOf = async (code: string) => body<LineGoods>(await call('GET', `/ops/lines/${code}/goods`)).data;
const canIShip = async (query: string, lang = 'en') =>
  body<Answer>(await t.app.inject({ url: `/api/canIShip?${query}`, headers: { lang } })).data;

async function auditOf(response: LightMyRequestResponse) {
  const listed = await call('GET', `/ops/audit?request_id=${String(response.headers['x-request-id'])}`);
  return body<{ list: { action: string; target_id: string; details: Record<string, unknown> }[] }>(listed).data.list;
}

/** The Japan → Taiwan economy line carries batteries, with its own document, as staff would write it. */
function carryingBatteries(rules: Rule[]): Rule[] {
  return rules.map((rule) =>
    rule.attribute === 'battery'
      ? {
          ...rule,
          refused: false,
          document: {
            en: 'Power banks up to 100 Wh, in their box.',
            cn: '充电宝不超过 100 Wh，须带原包装。',
            tw: '行動電源不超過 100 Wh，須附原包裝。',
          },
        }
      : rule,
  );
}

describe('a line’s goods rules (seeded from the destination’s notes, staff edit them with a preview)', () => {
  it('starts every line with its refused attributes and its destination’s notes, in the three languages', async () => {
    const goods = await goodsOf('JP-TW-ECO');
    expect(goods.rules.map((rule) => rule.attribute)).toEqual([
      'battery',
      'magnetic',
      'liquid',
      'powder',
      'food',
      'cosmetics',
      'medicine',
      'branded',
    ]);
    const battery = goods.rules.find((rule) => rule.attribute === 'battery');
    expect(battery?.refused).toBe(true);
    expect(battery?.reason).toEqual({ en: '', cn: '', tw: '' });
    expect(battery?.document.en).toMatch(/battery label/);
    const cosmetics = goods.rules.find((rule) => rule.attribute === 'cosmetics');
    expect(cosmetics?.document).toEqual({
      en: 'Taiwan: cosmetics for personal use, at most 12 items per import.',
      cn: expect.stringContaining('12'),
      tw: expect.stringContaining('12'),
    });
    expect(goods.rules.find((rule) => rule.attribute === 'magnetic')?.document).toEqual({ en: '', cn: '', tw: '' });
  });

  it('previews what "Can I ship this?" would answer with the unsaved rules, writing nothing', async () => {
    const goods = await goodsOf('JP-TW-ECO');
    const before = await canIShip('q=power%20bank&store_id=8&country_id=214');
    const preview = await call('POST', '/ops/lines/JP-TW-ECO/goods/preview', {
      rules: carryingBatteries(goods.rules),
      sample_query: 'power bank',
    });
    expect(preview.statusCode).toBe(200);
    const { now, proposed } = body<{ now: Answer; proposed: Answer }>(preview).data;
    const economy = (answer: Answer) => answer.lines.find((line) => line.id === goods.line_id);
    expect(now).toEqual(before);
    expect(economy(now)).toMatchObject({ accepts: false, reason: expect.stringContaining('battery') });
    expect(economy(proposed)).toMatchObject({ accepts: true, reason: null });
    expect(economy(proposed)?.documents).toContain('Power banks up to 100 Wh, in their box.');
    expect(proposed.notes).toContain('Power banks up to 100 Wh, in their box.');
    // Nothing was saved: the rules, the customer's answer and the line's version are as they were.
    expect(await goodsOf('JP-TW-ECO')).toEqual(goods);
    expect(await canIShip('q=power%20bank&store_id=8&country_id=214')).toEqual(before);
  });

  it('saves the rules under the line’s version, audited; the customer’s answer and the quote follow', async () => {
    const goods = await goodsOf('JP-TW-ECO');
    const saved = await call('POST', '/ops/lines/JP-TW-ECO/goods', {
      rules: carryingBatteries(goods.rules),
      staff_edited_at: goods.staff_edited_at,
    });
    expect(saved.statusCode).toBe(200);
    const after = body<LineGoods>(saved).data;
    expect(after.staff_edited_at).not.toBe(goods.staff_edited_at);
    expect(after.rules.find((rule) => rule.attribute === 'battery')?.refused).toBe(false);

    const [entry] = await auditOf(saved);
    expect(entry).toMatchObject({ action: 'line.goods', target_id: String(goods.line_id) });
    const changes = entry?.details.changes as Record<string, { from: Rule; to: Rule }>;
    expect(Object.keys(changes)).toEqual(['battery']);
    expect(changes.battery?.from.refused).toBe(true);
    expect(changes.battery?.to.refused).toBe(false);

    const answer = await canIShip('q=power%20bank&store_id=8&country_id=214', 'tw');
    expect(answer.lines.every((line) => line.accepts)).toBe(true);
    expect(answer.lines.find((line) => line.id === goods.line_id)?.documents).toContain(
      '行動電源不超過 100 Wh，須附原包裝。',
    );
    // The quote reads the same column: a battery parcel is priced on the economy line now.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/getQuotation',
      headers: { lang: 'en' },
      payload: {
        store_id: 8,
        country_id: 214,
        parcels: [
          {
            length: 20,
            width: 15,
            height: 10,
            weight: 1,
            quantity: 1,
            product_type: 'general',
            attributes: ['battery'],
          },
        ],
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const quotation = body<{ list: { id: number }[] }>(quote).data;
    expect(quotation.list.map((line) => line.id)).toContain(goods.line_id);

    // The same form saved again is stale: the line moved since it loaded.
    const again = await call('POST', '/ops/lines/JP-TW-ECO/goods', {
      rules: goods.rules,
      staff_edited_at: goods.staff_edited_at,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a text in one language only, and a table without every attribute', async () => {
    const goods = await goodsOf('AU-NZ-ECO');
    const oneLanguage = goods.rules.map((rule) =>
      rule.attribute === 'food' ? { ...rule, reason: { en: 'No food on this line.', cn: '', tw: '' } } : rule,
    );
    const refused = await call('POST', '/ops/lines/AU-NZ-ECO/goods', {
      rules: oneLanguage,
      staff_edited_at: goods.staff_edited_at,
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(
      'Write this text in English, Simplified and Traditional Chinese, or leave all three empty.',
    );
    const missing = await call('POST', '/ops/lines/AU-NZ-ECO/goods/preview', {
      rules: goods.rules.slice(1),
      sample_query: 'snack',
    });
    expect(missing.statusCode).toBe(400);
    expect(await goodsOf('AU-NZ-ECO')).toEqual(goods);
  });

  it('gives a refusal the line’s own reason in the reader’s language', async () => {
    const goods = await goodsOf('AU-NZ-ECO');
    const rules = goods.rules.map((rule) =>
      rule.attribute === 'food'
        ? {
            ...rule,
            refused: true,
            reason: {
              en: 'Our New Zealand carrier does not take food.',
              cn: '我们的新西兰承运商不收食品。',
              tw: '我們的紐西蘭承運商不收食品。',
            },
          }
        : rule,
    );
    const saved = await call('POST', '/ops/lines/AU-NZ-ECO/goods', { rules, staff_edited_at: goods.staff_edited_at });
    expect(saved.statusCode).toBe(200);
    const answer = await canIShip('q=chocolate&store_id=1&country_id=157', 'cn');
    const line = answer.lines.find((each) => each.id === goods.line_id);
    expect(line).toMatchObject({ accepts: false, reason: '我们的新西兰承运商不收食品。' });
    // The destination's note stays on every line that carries it.
    expect(answer.notes.some((note) => note.includes('MPI'))).toBe(true);
  });

  it('answers for a form’s ticked attributes without words', async () => {
    const answer = await canIShip('attributes=liquid,cosmetics&store_id=8&country_id=214');
    expect(answer.attributes.map((attribute) => attribute.code)).toEqual(['liquid', 'cosmetics']);
    expect(answer.notes).toContain('Taiwan: cosmetics for personal use, at most 12 items per import.');
    expect((await t.app.inject({ url: '/api/canIShip?store_id=8&country_id=214' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/canIShip?attributes=plutonium&store_id=8&country_id=214' })).statusCode,
    ).toBe(400);
  });

  it('is for admins: finance, warehouse staff and customers neither read, preview nor change them', async () => {
    const goods = await goodsOf('AU-TW-ECO');
    const save = { rules: goods.rules, staff_edited_at: goods.staff_edited_at };
    const preview = { rules: goods.rules, sample_query: 'perfume' };
    const customer = await registerCustomer(t.app);
    for (const headers of [
      (await staffMember(t.app, 'finance')).headers,
      (await staffMember(t.app, 'warehouse')).headers,
    ]) {
      expect((await call('GET', '/ops/lines/AU-TW-ECO/goods', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', '/ops/lines/AU-TW-ECO/goods/preview', preview, headers)).statusCode).toBe(403);
      expect((await call('POST', '/ops/lines/AU-TW-ECO/goods', save, headers)).statusCode).toBe(403);
    }
    expect([401, 403]).toContain(
      (await call('POST', '/ops/lines/AU-TW-ECO/goods', save, { authorization: customer.headers.authorization }))
        .statusCode,
    );
    expect(await goodsOf('AU-TW-ECO')).toEqual(goods);
  });
});
