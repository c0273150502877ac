import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, exchangeRates, logisticsLines, states } from '../src/db/schema/index.js';
import { seedReferenceData } from '../src/db/seed.js';
import { body, createTestApp, registerCustomer, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('reference data', () => {
  it('lists the countries with the ids the specification uses', async () => {
    const response = await t.app.inject('/api/countryList');
    expect(response.statusCode).toBe(200);
    const countries = body<{ id: number; iso2: string; phone_code: string }[]>(response).data;
    expect(countries).toHaveLength(243);
    const byId = new Map(countries.map((country) => [country.id, country]));
    expect(byId.get(13)).toMatchObject({ iso2: 'AU', phone_code: '61' });
    expect(byId.get(44)).toMatchObject({ iso2: 'CN' });
    expect(byId.get(98)).toMatchObject({ iso2: 'HK' });
    expect(byId.get(132)).toMatchObject({ iso2: 'MY' });
    expect(byId.get(196)).toMatchObject({ iso2: 'SG' });
    expect(byId.get(214)).toMatchObject({ iso2: 'TW' });
  });

  it('lists the states of a country in the caller language', async () => {
    const response = await t.app.inject({ url: '/api/stateList?country_id=13', headers: { lang: 'tw' } });
    const states = body<{ code: string; name: string; local_name: string }[]>(response).data;
    expect(states.map((state) => state.code).sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(states.find((state) => state.code === 'VIC')?.local_name).toBe('維多利亞州');
  });

  it("names each state as an address in its own country writes it, whatever the caller's language", async () => {
    const taiwan = body<{ code: string; local_name: string; address_name: string }[]>(
      await t.app.inject({ url: '/api/stateList?country_id=214', headers: { lang: 'en' } }),
    ).data;
    expect(taiwan.find((state) => state.code === 'TPE')).toMatchObject({
      local_name: 'Taipei City',
      address_name: '臺北市',
    });
    const china = body<{ code: string; address_name: string }[]>(
      await t.app.inject({ url: '/api/stateList?country_id=44', headers: { lang: 'tw' } }),
    ).data;
    expect(china.find((state) => state.code === 'GD')?.address_name).toBe('广东省');
    const australia = body<{ code: string; local_name: string; address_name: string }[]>(
      await t.app.inject({ url: '/api/stateList?country_id=13', headers: { lang: 'cn' } }),
    ).data;
    expect(australia.find((state) => state.code === 'NSW')).toMatchObject({
      local_name: '新南威尔士州',
      address_name: 'New South Wales',
    });
  });

  it('refuses a state list without a country', async () => {
    const response = await t.app.inject({ url: '/api/stateList', headers: { lang: 'en' } });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toHaveProperty('country_id');
  });

  it('lists currencies with fixed ids; every one but USD is a pay currency', async () => {
    const currencies = body<{ id: number; code: string; payable: boolean; decimals: number }[]>(
      await t.app.inject('/api/currencyList'),
    ).data;
    expect(currencies.map((currency) => [currency.id, currency.code])).toEqual([
      [1, 'CNY'],
      [2, 'USD'],
      [3, 'AUD'],
      [4, 'MYR'],
      [5, 'TWD'],
      [6, 'SGD'],
      [7, 'NZD'],
      [8, 'HKD'],
      [9, 'JPY'],
      [10, 'CAD'],
    ]);
    expect(currencies.filter((currency) => !currency.payable).map((currency) => currency.code)).toEqual(['USD']);
    expect(currencies.find((currency) => currency.code === 'JPY')?.decimals).toBe(0);
  });

  it('lists how-did-you-hear sources in the caller language', async () => {
    const sources = body<{ id: number; name: string }[]>(
      await t.app.inject({ url: '/api/userSourceList', headers: { lang: 'cn' } }),
    ).data;
    expect(sources.length).toBeGreaterThan(3);
    expect(sources.map((source) => source.name)).toContain('朋友推荐');
  });

  it('converts AU$1000 into another currency with the dated rate, and back', async () => {
    const response = await t.app.inject('/api/transferAmount?baseId=3&transId=4&baseAmount=1000&type=1');
    expect(body(response).data).toMatchObject({ amount: '2913.00', currency: 'MYR', rate_date: '2026-01-01' });
    const back = await t.app.inject('/api/transferAmount?baseId=3&transId=4&baseAmount=2913&type=2');
    expect(body(back).data).toMatchObject({ amount: '1000.00', currency: 'AUD' });
    const yen = await t.app.inject('/api/transferAmount?baseId=3&transId=9&baseAmount=12.34&type=1');
    expect(body(yen).data).toMatchObject({ amount: '1214', currency: 'JPY' });
  });

  it('refuses a conversion type other than 1 or 2, and an amount that is not a number', async () => {
    const badType = await t.app.inject({
      url: '/api/transferAmount?transId=4&baseAmount=10&type=3',
      headers: { lang: 'en' },
    });
    expect(badType.statusCode).toBe(400);
    expect(body(badType).msg).toContain('must be 1');
    const badAmount = await t.app.inject({
      url: '/api/transferAmount?transId=4&baseAmount=ten',
      headers: { lang: 'en' },
    });
    expect(badAmount.statusCode).toBe(400);
    expect(body(badAmount).errors).toHaveProperty('baseAmount');
  });

  it('answers warehouse addresses with a placeholder for anonymous callers', async () => {
    const warehouses = body<
      { store_id: number; currency_name: string; address: { address_lines: string[]; name: string } }[]
    >(await t.app.inject({ url: '/api/getWarehouseAddress', headers: { lang: 'en' } })).data;
    expect(warehouses.map((warehouse) => [warehouse.store_id, warehouse.currency_name])).toEqual([
      [1, 'AUD'],
      [2, 'CNY'],
      [3, 'MYR'],
      [5, 'TWD'],
      [8, 'JPY'],
      [9, 'NZD'],
    ]);
    expect(warehouses[0]?.address.address_lines.join(' ')).toContain('{support number}');
  });

  it('gives the opening hours in the reader’s language and the address in the warehouse’s', async () => {
    const read = async (lang: string) =>
      body<{ store_id: number; address: { opening_hours: string; city: string } }[]>(
        await t.app.inject({ url: '/api/getWarehouseAddress', headers: { lang } }),
      ).data;
    const [en, cn, tw] = await Promise.all([read('en'), read('cn'), read('tw')]);
    expect(en[0]?.address.opening_hours).toBe('Mon–Fri 09:00–17:00 (Sydney time)');
    expect(cn[0]?.address.opening_hours).toBe('周一至周五 09:00–17:00（悉尼时间）');
    expect(tw[0]?.address.opening_hours).toBe('週一至週五 09:00–17:00（雪梨時間）');
    // Every warehouse has hours in every language; the address itself stays as shops must receive it.
    for (const list of [en, cn, tw]) for (const warehouse of list) expect(warehouse.address.opening_hours).not.toBe('');
    expect(cn.map((warehouse) => warehouse.address.city)).toEqual(en.map((warehouse) => warehouse.address.city));
    expect(cn.find((warehouse) => warehouse.store_id === 2)?.address.opening_hours).toBe(
      '周一至周六 09:00–18:00（北京时间）',
    );
  });

  it('fills the customer support number into every warehouse address when logged in', async () => {
    const customer = await registerCustomer(t.app, {
      first_name: 'Ann',
      last_name: 'Tan',
      store_id: 3,
      currency_id: 4,
    });
    const warehouses = body<
      { store_id: number; is_default: boolean; address: { address_lines: string[]; name: string } }[]
    >(await t.app.inject({ url: '/api/getWarehouseAddress', headers: customer.headers })).data;
    for (const warehouse of warehouses) {
      expect(warehouse.address.name).toBe(`PW${customer.id} Ann Tan`);
      expect(warehouse.address.address_lines.join(' ')).toContain(String(customer.id));
    }
    expect(warehouses.find((warehouse) => warehouse.is_default)?.store_id).toBe(3);
  });

  it('seeding again changes nothing and keeps staff-edited exchange rates', async () => {
    const staffRate = await t.app.ctx.db
      .update(exchangeRates)
      .set({ perAud: '3.0000' })
      .where(eq(exchangeRates.currencyId, 4))
      .returning();
    expect(staffRate).toHaveLength(1);
    await seedReferenceData(t.app.ctx.db);
    const response = await t.app.inject('/api/transferAmount?baseId=3&transId=4&baseAmount=1000');
    expect(body(response).data).toMatchObject({ amount: '3000.00' });
    const countries = body<unknown[]>(await t.app.inject('/api/countryList')).data;
    expect(countries).toHaveLength(243);
  });

  it('a re-seed rewrites only the code-owned rows that differ from the code: one changed name, no other row', async () => {
    const db = t.app.ctx.db;
    // xmin is the transaction that wrote a row's current version: an update, even to the same values, changes it.
    const versions = async () =>
      (
        (await db.execute(sql`
          select 'country ' || id as row, xmin::text as version from ${countries}
          union all select 'state ' || country_id || ' ' || code, xmin::text from ${states}
          union all select 'line ' || code, xmin::text from ${logisticsLines}`)) as unknown as {
          rows: { row: string; version: string }[];
        }
      ).rows;
    await db.update(countries).set({ name: 'Not Guernsey' }).where(eq(countries.id, 91));
    const before = new Map((await versions()).map(({ row, version }) => [row, version]));
    expect(before.size).toBeGreaterThan(400);

    await seedReferenceData(db);

    const rewritten = (await versions())
      .filter(({ row, version }) => before.get(row) !== version)
      .map(({ row }) => row);
    expect(rewritten).toEqual(['country 91']);
    const [guernsey] = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, 91));
    expect(guernsey?.name).toBe('Guernsey and Alderney');
  });

  it('offers Guernsey, Jersey and the Isle of Man by their ISO codes, each country once, never a retired one', async () => {
    const countries = body<{ id: number; iso2: string; name: string; phone_code: string | null }[]>(
      await t.app.inject('/api/countryList'),
    ).data;
    const byId = new Map(countries.map((country) => [country.id, country]));
    expect(byId.get(91)).toMatchObject({ iso2: 'GG', phone_code: '44' });
    expect(byId.get(110)).toMatchObject({ iso2: 'JE', phone_code: '44' });
    expect(byId.get(136)).toMatchObject({ iso2: 'IM', phone_code: '44' });
    expect(byId.get(193)).toMatchObject({ iso2: 'RS', name: 'Serbia', phone_code: '381' });
    for (const retired of [70, 199, 244]) expect(byId.has(retired)).toBe(false);
    const codes = countries.map((country) => country.iso2);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => /^(X[A-Z]|YU|AA|Q[M-Z]|ZZ)$/.test(code))).toEqual([]);
    expect(countries.filter((country) => country.name === 'Serbia')).toHaveLength(1);
  });

  it('keeps a retired country for the records that point at it, but refuses it for a new address', async () => {
    const rows = await t.app.ctx.db.select().from(countries).where(eq(countries.id, 244));
    expect(rows[0]).toMatchObject({ iso2: 'YU', retired: true });
    const { headers } = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/setBillAddress',
      headers,
      payload: {
        name: 'Jo Citizen',
        country_id: 244,
        city: 'Belgrade',
        postcode: '11000',
        address: '1 Knez Mihailova',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toHaveProperty('country_id');
  });
});
