import { convertWithRates, formatMajor, parseMajor } from '@parcelway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/seed.js';
import { runOpsCommand } from '../src/ops/cli.js';
import { body, createTestApp, registerCustomer, type TestApp, type TestCustomer } from './support/app.js';

const staff = { email: 'ops.lines@parcelway.test', password: 'StaffPass2026' };
let t: TestApp;
let customer: TestCustomer;
let opsUrl: string;

beforeAll(async () => {
  t = await createTestApp({ config: { staff } });
  customer = await registerCustomer(t.app);
  opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.app.close());

interface QuotedLine {
  id: number;
  code: string;
  name: string;
  available: boolean;
  reasons?: { code: string; message: string; advice?: string }[];
  weight: {
    basis: string;
    actual_weight: string;
    volumetric_weight: string;
    chargeable_weight: string;
    notes: string[];
  };
  fees: { currency: string; postage: string; insurance: string; service_charge: string; total: string };
  line_total: { currency: string; amount: string };
  eta: { transit_days_min: number; next_cutoff: { local: string; time_zone: string } };
}
interface Quote {
  currency: string;
  rate_date: string;
  list: QuotedLine[];
  unavailable: QuotedLine[];
}

const parcel = (overrides: Record<string, unknown> = {}) => ({
  length: 20,
  width: 15,
  height: 10,
  weight: 2,
  quantity: 1,
  product_type: 'general',
  attributes: [],
  ...overrides,
});

function quoteRequest(payload: Record<string, unknown>, lang = 'en', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/getQuotation',
    headers: { lang, ...headers },
    payload: { store_id: 1, country_id: 157, postcode: '1010', parcels: [parcel()], ...payload },
  });
}

describe('GET /api/courierList', () => {
  it('lists the active lines of a route with the SPEC §3 courier fields', async () => {
    const response = await t.app.inject({
      url: '/api/courierList?store_id=1&country_id=214',
      headers: { ...customer.headers, lang: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const lines = body<Record<string, unknown>[]>(response).data;
    expect(lines.map((line) => line.code)).toEqual(['AU-TW-EXP', 'AU-TW-ECO', 'AU-TW-SEA']);
    for (const line of lines) {
      expect(line).toMatchObject({
        currency: 'AUD',
        max_parcel_weight: '20',
        insurancePercentage: 5,
        required_documents: [{ code: 'taiwan_id_ezway' }],
        eta: { next_cutoff: { time_zone: 'Australia/Sydney' } },
      });
      expect(line.freeInsurance).toMatch(/^\d+\.\d{2}$/);
      expect(line.maxInsurance).toMatch(/^\d+\.\d{2}$/);
    }
    expect(lines[2]).toMatchObject({ delivery_method: 'self_pickup', service_level: 'sea' });
  });

  it('places the Australian cut-off on a Wednesday at 17:00 Sydney time', async () => {
    const response = await t.app.inject({
      url: '/api/courierList?store_id=1&country_id=13',
      headers: customer.headers,
    });
    expect(body<unknown[]>(response).data).toEqual([]);
    const lines = body<{ eta: { next_cutoff: { at: string; local: string } } }[]>(
      await t.app.inject({ url: '/api/courierList?store_id=1&country_id=44', headers: customer.headers }),
    ).data;
    const cutoff = lines[0]?.eta.next_cutoff;
    expect(cutoff?.local).toMatch(/ 17:00$/);
    expect(new Date(`${cutoff?.local.slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(3);
    expect(Date.parse(cutoff?.at ?? '')).toBeGreaterThan(t.clock.now().getTime());
  });

  it('answers without a login (public line information; shipment date detail opens without one)', async () => {
    const response = await t.app.inject({ url: '/api/courierList?store_id=1&country_id=214', headers: { lang: 'en' } });
    expect(response.statusCode).toBe(200);
    const lines =
      body<{ code: string; first_weight_price: string; eta: { next_cutoff: { local: string } } }[]>(response).data;
    expect(lines.map((line) => line.code)).toEqual(['AU-TW-EXP', 'AU-TW-ECO', 'AU-TW-SEA']);
    expect(lines[0]?.first_weight_price).toMatch(/^\d+\.\d{2}$/);
    expect(lines[0]?.eta.next_cutoff.local).toMatch(/ 17:00$/);
  });

  it('still validates the route', async () => {
    const response = await t.app.inject({ url: '/api/courierList?store_id=x&country_id=214', headers: { lang: 'en' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/getQuotation', () => {
  it('answers without a login, cheapest first', async () => {
    const response = await quoteRequest({ country_id: 214, parcels: [parcel({ weight: 6.5 })] });
    expect(response.statusCode).toBe(200);
    const quote = body<Quote>(response).data;
    expect(quote.list.length).toBe(3);
    const totals = quote.list.map((line) => Number(line.fees.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(quote.list[0]?.eta.transit_days_min).toBeGreaterThan(0);
  });

  it('limits anonymous quotes and line lists per address (RATE_LIMIT_QUOTE_PER_MINUTE)', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { login: 1000, register: 1000, codes: 1000, quote: 2 } },
    });
    try {
      const request = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/getQuotation',
          headers: { lang: 'en' },
          payload: { store_id: 1, country_id: 157, postcode: '1010', parcels: [parcel()] },
        });
      const statuses = [(await request()).statusCode, (await request()).statusCode, (await request()).statusCode];
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.app.close();
    }
  });

  it('answers without a postcode or an address: no line prices by them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/getQuotation',
      headers: { lang: 'en' },
      payload: { store_id: 1, country_id: 157, parcels: [parcel()] },
    });
    expect(response.statusCode).toBe(200);
    expect(body<Quote>(response).data.list.length).toBeGreaterThan(0);
  });

  it('adds Singapore GST and the 2.5% customs fee above S$400, in the total and the landed cost', async () => {
    const answer = (declared: string, lang = 'en') =>
      quoteRequest({ country_id: 196, postcode: '238859', declared_value: declared, declared_currency: 'SGD' }, lang);
    const above = body<Quote>(await answer('1000.00')).data;
    const line = above.list[0] as unknown as {
      fees: { postage: string; insurance: string; customs: string; service_charge: string; total: string };
      duties: {
        items: { code: string; amount: string; collected_by: string }[];
        notes: string[];
        landed_total: string;
      };
    };
    expect(line.duties.items.map((item) => [item.code, item.collected_by])).toEqual([
      ['sgGst', 'us'],
      ['sgCustomsFee', 'us'],
    ]);
    const customs = line.duties.items.reduce((sum, item) => sum + Math.round(Number(item.amount) * 100), 0);
    expect(Math.round(Number(line.fees.customs) * 100)).toBe(customs);
    const parts = [line.fees.postage, line.fees.insurance, line.fees.customs, line.fees.service_charge];
    expect(Math.round(Number(line.fees.total) * 100)).toBe(
      parts.reduce((sum, part) => sum + Math.round(Number(part) * 100), 0),
    );
    expect(line.duties.landed_total).toBe(line.fees.total);
    expect(line.duties.notes[0]).toContain('SGD 400.00');
    const cn = body<Quote>(await answer('1000.00', 'cn')).data.list[0] as unknown as typeof line;
    expect(cn.duties.items[0]).toMatchObject({ name: '新加坡消费税（GST）' });

    const relieved = body<Quote>(await answer('100.00')).data.list[0] as unknown as typeof line;
    expect(relieved.duties.items).toEqual([]);
    expect(relieved.fees.customs).toBe('0.00');
  });

  it('collects New Zealand GST on low-value goods as redeliverer, unless the shop charged it (IRD)', async () => {
    const quote = body<Quote>(await quoteRequest({ declared_value: '80' }, 'tw')).data;
    const line = quote.list[0] as unknown as {
      fees: { customs: string; total: string };
      duties: {
        items: { code: string; collected_by: string; amount: string }[];
        notes: string[];
        source: { authority: string };
      };
    };
    expect(line.duties.items.map((item) => [item.code, item.collected_by])).toEqual([['nzGst', 'us']]);
    expect(line.fees.customs).toBe(line.duties.items[0]?.amount);
    expect(line.duties.notes[0]).toMatch(/^紐西蘭：.*15% 消費稅/);
    expect(line.duties.source.authority).toBe('紐西蘭稅務局');
    const charged = body<Quote>(await quoteRequest({ declared_value: '80', shop_charged_tax: true }, 'tw')).data;
    const waived = charged.list[0] as unknown as typeof line;
    expect(waived.duties.items).toEqual([]);
    expect(waived.fees.customs).toBe('0.00');
    expect(waived.duties.notes[0]).toContain('商家結帳時已收取');
  });

  it('charges a light, bulky parcel by its volume, and says so in English and Chinese', async () => {
    const bulky = { parcels: [parcel({ length: 50, width: 40, height: 30, weight: 1 })] };
    const en = body<Quote>(await quoteRequest(bulky, 'en')).data;
    const express = en.list.find((line) => line.code === 'AU-NZ-EXP');
    expect(express?.weight).toMatchObject({
      basis: 'volumetric',
      actual_weight: '1',
      volumetric_weight: '12',
      chargeable_weight: '12',
      notes: ['A light, bulky parcel is charged by its size: 12 kg by volume instead of 1 kg on the scale.'],
    });
    const cn = body<Quote>(await quoteRequest(bulky, 'cn')).data;
    expect(cn.list.find((line) => line.code === 'AU-NZ-EXP')?.weight.notes).toEqual([
      '轻泡包裹按体积计费：体积重 12 kg，实重 1 kg。',
    ]);
  });

  it('refuses a 21 kg parcel on Taiwan lines, with the reasons', async () => {
    const response = await quoteRequest({ country_id: 214, parcels: [parcel({ weight: 21 })] });
    expect(response.statusCode).toBe(422);
    const answer = body<{ advice: string; unavailable: { code: string; reasons: { message: string }[] }[] }>(response);
    expect(answer.msg).toBe('There is no service available');
    expect(answer.data.advice).toBe('There is no suitable route to choose, please contact customer service');
    expect(answer.data.unavailable).toHaveLength(3);
    expect(answer.data.unavailable[0]?.reasons[0]?.message).toBe(
      "A parcel weighs 21 kg, over this line's limit of 20 kg per parcel. Please choose another line.",
    );
    const ok = await quoteRequest({ country_id: 214, parcels: [parcel({ weight: 20 })] });
    expect(ok.statusCode).toBe(200);
  });

  it('quotes a battery on the line that carries it and lists the air line that refuses it', async () => {
    const response = await quoteRequest({ parcels: [parcel({ attributes: ['battery'] })] });
    const quote = body<Quote>(response).data;
    expect(quote.list.map((line) => line.code)).toEqual(['AU-NZ-EXP']);
    expect(quote.unavailable.map((line) => line.code)).toEqual(['AU-NZ-ECO']);
    expect(quote.unavailable[0]?.reasons?.[0]?.code).toBe('attributesRefused');
    expect(quote.unavailable[0]?.reasons?.[0]?.message).toContain('battery');
  });

  it("answers 'There is no service available' where no line runs", async () => {
    const response = await quoteRequest({ country_id: 13 });
    expect(response.statusCode).toBe(422);
    expect(body(response).msg).toBe('There is no service available');
    const cn = await quoteRequest({ country_id: 13 }, 'cn');
    expect(body(cn).msg).toBe('暂无可用服务');
  });

  it('leaves out lines whose declared value limit is exceeded', async () => {
    const quote = body<Quote>(await quoteRequest({ declared_value: '1500.00' })).data;
    expect(quote.list.map((line) => line.code)).toEqual(['AU-NZ-EXP']);
    expect(quote.unavailable[0]?.reasons?.[0]?.message).toBe('The line is temporarily unavailable');
  });

  it('answers in another currency at the dated rates', async () => {
    const aud = body<Quote>(await quoteRequest({ country_id: 214 })).data;
    const twd = body<Quote>(await quoteRequest({ country_id: 214, currency: 'TWD' })).data;
    expect(twd.currency).toBe('TWD');
    expect(twd.rate_date).toBe('2026-01-01');
    const first = aud.list[0];
    expect(twd.list[0]?.code).toBe(first?.code);
    const expected = convertWithRates(parseMajor(first?.fees.total ?? '0', 'AUD'), 'TWD', { TWD: '20.9500' });
    expect(twd.list[0]?.fees).toMatchObject({ currency: 'TWD', total: formatMajor(expected) });
  });

  it('refuses a weight with too many decimals, but not a missing postcode (no price depends on it)', async () => {
    const response = await quoteRequest({ postcode: undefined, parcels: [parcel({ weight: 1.2345 })] });
    expect(response.statusCode).toBe(400);
    const errors = body(response).errors ?? {};
    expect(errors['parcels.0.weight']).toBe('Please enter kilograms with at most 3 decimals.');
    expect(errors).not.toHaveProperty('postcode');
  });

  it('answers the same on /api/calcEndCost', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/calcEndCost',
      payload: { store_id: 1, country_id: 157, address: 'Auckland', parcels: [parcel()] },
    });
    expect(response.statusCode).toBe(200);
    expect(body<Quote>(response).data.list.length).toBe(2);
  });
});

describe('POST /api/courierDeclareAmountLimit', () => {
  async function economyToTaiwan(): Promise<number> {
    const response = await t.app.inject({
      url: '/api/courierList?store_id=1&country_id=214',
      headers: customer.headers,
    });
    const line = body<{ id: number; code: string }[]>(response).data.find((row) => row.code === 'AU-TW-ECO');
    if (!line) throw new Error('no AU-TW-ECO line');
    return line.id;
  }

  it('accepts a declared value within the maximum', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/courierDeclareAmountLimit',
      headers: customer.headers,
      payload: { courier_id: await economyToTaiwan(), declared_value: '800' },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toMatchObject({ available: true, max_declared_value: '1000.00', currency: 'AUD' });
  });

  it("answers 422 'The line is temporarily unavailable' over it, in English and Chinese", async () => {
    const courierId = await economyToTaiwan();
    const payload = { courier_id: courierId, declared_value: '1500.00' };
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/courierDeclareAmountLimit', headers: customer.headers, payload });
    // The customer's stored language decides: 'cn' from sign-up, then English.
    const cn = await ask();
    expect(cn.statusCode).toBe(422);
    expect(body(cn).msg).toBe('该线路暂时不可用');
    await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: customer.headers,
      payload: { language: 'en' },
    });
    const en = await ask();
    expect(en.statusCode).toBe(422);
    expect(body(en).msg).toBe('The line is temporarily unavailable');
    expect(body<{ advice: string }>(en).data.advice).toBe(
      "The declared value is over this line's maximum of AUD 1000.00. Please change the declared amount.",
    );
  });
});

describe('staff lines', () => {
  async function staffHeaders() {
    const response = await t.app.inject({ method: 'POST', url: '/ops/login', payload: staff });
    return { authorization: `Bearer ${body<{ access_token: string }>(response).data.access_token}` };
  }

  it('refuses a customer token with 403', async () => {
    expect((await t.app.inject({ url: '/ops/lines', headers: customer.headers })).statusCode).toBe(403);
  });

  it('changes a rate that the next quote uses, and a restart keeps it', async () => {
    const before = body<Quote>(await quoteRequest({})).data.list.find((line) => line.code === 'AU-NZ-ECO');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/ops/lines/AU-NZ-ECO',
      headers: await staffHeaders(),
      payload: { first_price: '5.00', step_price: '1.00' },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toMatchObject({ first_weight_price: '5.00', additional_weight_price: '1.00' });
    const after = body<Quote>(await quoteRequest({})).data.list.find((line) => line.code === 'AU-NZ-ECO');
    // 2 kg on economy: first 1 kg + two 0.5 kg steps.
    expect(after?.fees.postage).toBe('7.00');
    expect(after?.fees.postage).not.toBe(before?.fees.postage);
    await seedReferenceData(t.app.ctx.db);
    const again = body<Quote>(await quoteRequest({})).data.list.find((line) => line.code === 'AU-NZ-ECO');
    expect(again?.fees.postage).toBe('7.00');
  });

  it('lists and edits lines from the command line', async () => {
    const env = { OPS_URL: opsUrl, STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password };
    const lines = (await runOpsCommand(['list-lines', '--store', '1', '--country', '214'], env)) as { code: string }[];
    expect(lines.map((line) => line.code)).toEqual(['AU-TW-EXP', 'AU-TW-ECO', 'AU-TW-SEA']);
    const changed = await runOpsCommand(
      ['set-line-rate', '--line', 'AU-TW-EXP', '--first-price', '12.50', '--step', '0.5', '--max-declared', '1200'],
      env,
    );
    expect(changed).toMatchObject({
      first_weight_price: '12.50',
      additional_weight: '0.5',
      max_declared_value: '1200.00',
    });
    await expect(runOpsCommand(['set-line-rate', '--line', 'NOPE'], env)).rejects.toThrow('404');
  });
});
