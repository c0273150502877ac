import {
  EXTRA_CARTON_FEE,
  formatMajor,
  PICKUP_POINT_FREE_STORAGE_DAYS,
  PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY,
  PICKUP_POINT_STORAGE_PER_PACKAGE_DAY,
  translate,
} from '@parcelway/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logisticsLines } from '../src/db/schema/index.js';
import { seedReferenceData } from '../src/db/seed.js';
import { body, createTestApp, registrationBody, type TestApp } from './support/app.js';

let t: TestApp;
/** Customers whose stored language is English, Simplified and Traditional Chinese (all at store 1). */
const headers: Record<'en' | 'cn' | 'tw', { authorization: string }> = {} as never;

async function customerIn(language: 'en' | 'cn' | 'tw', overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    headers: { lang: language },
    payload: registrationBody(overrides),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { authorization: `Bearer ${response.json().data.access_token}` };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const language of ['en', 'cn', 'tw'] as const) headers[language] = await customerIn(language);
});
afterAll(() => t.app.close());

const get = (url: string, language: 'en' | 'cn' | 'tw' = 'en') => t.app.inject({ url, headers: headers[language] });

interface ExtraService {
  code: string;
  name: string;
  price: string | null;
  currency: string;
  offered: boolean;
  remark_required: boolean;
  image_required: boolean;
  reject_whole: boolean;
  options: { part: number; name: string }[];
}
interface BoxService {
  code: string;
  name: string;
  description: string;
  price: string;
  currency: string;
  price_aud: string;
}

describe('login rules', () => {
  it.each([
    ['GET', '/api/tagList'],
    ['GET', '/api/extraServiceList?store_id=1'],
    ['GET', '/api/allExtraServiceList'],
    ['GET', '/api/boxServiceList'],
    ['GET', '/api/newBoxServiceList'],
    ['GET', '/api/getDeliveryCostData'],
    ['GET', '/api/autoPostcodeSuburb?country_id=13&postcode=2000'],
    ['POST', '/api/checkAddressLimit'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { lang: 'en' },
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(body(response).msg).toBe('Please log in to continue.');
  });
});

describe('GET /api/tagList', () => {
  it('lists product types and attributes in the customer language', async () => {
    const en = body<{ id: number; code: string; kind: string; name: string }[]>(await get('/api/tagList')).data;
    expect(en.find((tag) => tag.code === 'general')).toMatchObject({ kind: 'product_type', name: 'General goods' });
    expect(en.find((tag) => tag.code === 'battery')).toMatchObject({ kind: 'attribute', name: 'battery' });
    const cn = body<{ code: string; name: string; kind_name: string }[]>(await get('/api/tagList', 'cn')).data;
    expect(cn.find((tag) => tag.code === 'general')).toMatchObject({ name: '普通商品', kind_name: '商品类型' });
    expect(cn.find((tag) => tag.code === 'battery')?.name).toBe('带电池');
    expect(new Set(en.map((tag) => tag.id)).size).toBe(en.length);
  });
});

describe('extra services', () => {
  it('lists what a warehouse offers, priced in its currency, with remark, image and reject-whole flags', async () => {
    const services = body<ExtraService[]>(await get('/api/extraServiceList?store_id=1')).data;
    expect(services.map((service) => service.code)).toEqual([
      'photo',
      'unpacking',
      'bubble_wrap',
      'disposal',
      'combined_box',
    ]);
    expect(services.find((service) => service.code === 'photo')).toMatchObject({
      name: 'Photo',
      price: '2.00',
      currency: 'AUD',
      offered: true,
      remark_required: false,
      image_required: false,
      reject_whole: false,
      options: [],
    });
    expect(services.find((service) => service.code === 'disposal')).toMatchObject({
      remark_required: true,
      image_required: true,
      reject_whole: true,
      options: [
        { part: 0, name: 'The whole parcel' },
        { part: 1, name: 'Only some items' },
      ],
    });
  });

  it('answers in the warehouse currency and leaves out what the warehouse does not offer', async () => {
    const japan = body<ExtraService[]>(await get('/api/extraServiceList?store_id=8', 'tw')).data;
    expect(japan.map((service) => service.code)).not.toContain('disposal');
    expect(japan.find((service) => service.code === 'photo')).toMatchObject({ name: '拍照', currency: 'JPY' });
    expect(japan.find((service) => service.code === 'photo')?.price).toMatch(/^\d+$/);
    expect(japan.find((service) => service.code === 'bubble_wrap')?.name).toBe('氣泡膜加固');
  });

  it('allExtraServiceList gives every service, marking those a warehouse does not offer', async () => {
    const all = body<ExtraService[]>(await get('/api/allExtraServiceList?store_id=8')).data;
    expect(all).toHaveLength(5);
    expect(all.find((service) => service.code === 'disposal')).toMatchObject({ offered: false, price: null });
    const ownWarehouse = body<ExtraService[]>(await get('/api/allExtraServiceList', 'cn')).data;
    expect(ownWarehouse.every((service) => service.offered && service.currency === 'AUD')).toBe(true);
    expect(ownWarehouse.find((service) => service.code === 'unpacking')?.name).toBe('开箱验货');
  });

  it('answers 404 for an unknown warehouse', async () => {
    const response = await get('/api/extraServiceList?store_id=77');
    expect(response.statusCode).toBe(404);
  });
});

describe('box services', () => {
  it('boxServiceList includes the extra carton at the domain price (AU$3 each)', async () => {
    const list = body<BoxService[]>(await get('/api/boxServiceList?store_id=1')).data;
    const carton = list.find((item) => item.code === 'extra_carton');
    expect(carton).toMatchObject({ price: formatMajor(EXTRA_CARTON_FEE), price_aud: '3.00', currency: 'AUD' });
    expect(carton?.description).toBe('Each carton beyond the first in a consolidation costs AUD 3.00.');
    expect(list.map((item) => item.code)).toContain('original_box');
  });

  it('newBoxServiceList groups packaging and the extra carton, converted to the warehouse currency', async () => {
    const data = body<{ currency: string; rate_date: string; packaging: BoxService[]; extra_carton: BoxService }>(
      await get('/api/newBoxServiceList?store_id=3', 'cn'),
    ).data;
    expect(data.currency).toBe('MYR');
    expect(data.rate_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.extra_carton).toMatchObject({
      currency: 'MYR',
      price_aud: formatMajor(EXTRA_CARTON_FEE),
      name: '加箱',
    });
    expect(Number(data.extra_carton.price)).toBeGreaterThan(3);
    expect(data.packaging.map((item) => item.code)).not.toContain('extra_carton');
  });
});

describe('GET /api/getDeliveryCostData', () => {
  it('gives door and pickup-point costs per destination and the pickup-point storage of the domain', async () => {
    const data = body<{
      currency: string;
      pickup_point_storage: { free_days: number; per_package_day: string; per_cubic_metre_day: string; note: string };
      list: { country_id: number; methods: { method: string; name: string; price_per_parcel: string }[] }[];
    }>(await get('/api/getDeliveryCostData')).data;
    expect(data.currency).toBe('AUD');
    expect(data.pickup_point_storage).toMatchObject({
      free_days: PICKUP_POINT_FREE_STORAGE_DAYS,
      per_package_day: formatMajor(PICKUP_POINT_STORAGE_PER_PACKAGE_DAY),
      per_cubic_metre_day: formatMajor(PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY),
    });
    expect(data.pickup_point_storage.per_package_day).toBe('1.00');
    expect(data.pickup_point_storage.per_cubic_metre_day).toBe('15.00');
    expect(data.pickup_point_storage.note).toBe(
      'Storage at the pickup point is free for 7 days, then AUD 1.00 per package per day, or AUD 15.00 per cubic metre per day.',
    );
    const australia = data.list.find((entry) => entry.country_id === 13);
    expect(australia?.methods.map((method) => method.method)).toEqual(['door', 'pickup_point']);
    expect(data.list).toHaveLength(9);
  });

  it('filters by destination and converts to a currency, in the customer language', async () => {
    const data = body<{ currency: string; list: { country_id: number; methods: { name: string }[] }[] }>(
      await get('/api/getDeliveryCostData?country_id=214&currency=twd', 'tw'),
    ).data;
    expect(data.currency).toBe('TWD');
    expect(data.list).toHaveLength(1);
    expect(data.list[0]?.methods.map((method) => method.name)).toEqual(['宅配到府', '自取點']);
  });
});

describe('GET /api/availableCountry/{id}', () => {
  it('lists the destinations with an active line from the warehouse, not its own country', async () => {
    const before = body<{ id: number; iso2: string }[]>(await get('/api/availableCountry/1')).data;
    expect(before.map((country) => country.iso2).sort()).toEqual(['CA', 'CN', 'HK', 'JP', 'MY', 'NZ', 'SG', 'TW']);

    await t.app.ctx.db
      .update(logisticsLines)
      .set({ active: false })
      .where(and(eq(logisticsLines.storeId, 1), eq(logisticsLines.countryId, 38)));
    const after = body<{ iso2: string }[]>(await get('/api/availableCountry/1')).data;
    expect(after.map((country) => country.iso2)).not.toContain('CA');
    expect(after).toHaveLength(7);
    await seedReferenceData(t.app.ctx.db); // the active flag is the staff's: the seed leaves it
    expect(body<unknown[]>(await get('/api/availableCountry/1')).data).toHaveLength(7);
    await t.app.ctx.db.update(logisticsLines).set({ active: true }).where(eq(logisticsLines.storeId, 1));

    const japan = body<{ iso2: string }[]>(await get('/api/availableCountry/8')).data;
    expect(japan.map((country) => country.iso2)).toContain('AU');
    expect(japan.map((country) => country.iso2)).not.toContain('JP');
  });

  it('answers without a login (shipment date detail chooses its route with it)', async () => {
    const response = await t.app.inject({ url: '/api/availableCountry/1', headers: { lang: 'en' } });
    expect(response.statusCode).toBe(200);
    expect(body<{ iso2: string }[]>(response).data.map((country) => country.iso2)).toContain('TW');
  });

  it('answers 404 for an unknown warehouse', async () => {
    expect((await get('/api/availableCountry/999')).statusCode).toBe(404);
  });
});

describe('GET /api/autoPostcodeSuburb', () => {
  type Place = { postcode: string; suburb: string; city: string; state_code: string | null; state: string };
  const lookUp = async (countryId: number, postcode: string, language: 'en' | 'cn' | 'tw' = 'en') =>
    body<Place[]>(await get(`/api/autoPostcodeSuburb?country_id=${countryId}&postcode=${postcode}`, language)).data;

  it('finds Australian suburbs and the state', async () => {
    const places = await lookUp(13, '2000');
    expect(places.find((place) => place.suburb === 'Sydney')).toMatchObject({
      state_code: 'NSW',
      state: 'New South Wales',
    });
  });

  it('finds Malaysian, Taiwanese and Japanese places', async () => {
    expect(await lookUp(132, '50450')).toEqual([
      expect.objectContaining({ city: 'Kuala Lumpur', state_code: 'KUL', state: 'Kuala Lumpur' }),
    ]);
    expect((await lookUp(214, '10048', 'tw'))[0]).toMatchObject({ city: '中正區', state_code: 'TPE' });
    expect((await lookUp(214, '100', 'en'))[0]).toMatchObject({ city: 'Zhongzheng District', state: 'Taipei City' });
    expect((await lookUp(109, '104-0061'))[0]).toMatchObject({
      postcode: '104-0061',
      suburb: '銀座',
      city: '中央区',
      state_code: '13',
      state: 'Tokyo',
    });
  });

  it('answers the SPEC §8 sentence when nothing matches, in the customer language', async () => {
    const en = await get('/api/autoPostcodeSuburb?country_id=13&postcode=0001');
    expect(en.statusCode).toBe(422);
    expect(body(en).msg).toBe(
      'Could not find the corresponding urban area, please check the zip code of the receiving address',
    );
    expect(body(en).errors?.postcode).toBe(body(en).msg);
    const cn = await get('/api/autoPostcodeSuburb?country_id=109&postcode=9999999', 'cn');
    expect(body(cn).msg).toBe(translate('cn', 'address.postcodeNotFound'));
    expect(body(cn).msg).toBe('找不到对应的城市区域，请检查收件地址的邮编');
  });

  it('says so for a country without a postcode lookup', async () => {
    const response = await get('/api/autoPostcodeSuburb?country_id=38&postcode=M5V2T6');
    expect(response.statusCode).toBe(422);
    expect(body(response).msg).toBe(translate('en', 'address.postcodeLookupUnsupported'));
  });
});

describe('POST /api/checkAddressLimit', () => {
  let lines: Map<string, number>;
  beforeAll(async () => {
    const response = await get('/api/courierList?store_id=2&country_id=13');
    lines = new Map(body<{ id: number; code: string }[]>(response).data.map((line) => [line.code, line.id]));
  });

  const check = (payload: Record<string, unknown>, language: 'en' | 'cn' | 'tw' = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/checkAddressLimit', headers: headers[language], payload });
  type Answer = {
    limited: boolean;
    deliverable: boolean;
    remote_area: boolean;
    reasons: { code: string; message: string }[];
  };

  it('accepts a street address', async () => {
    const response = await check({
      courier_id: lines.get('CN-AU-EXP'),
      country_id: 13,
      postcode: '2000',
      city: 'Sydney',
      address: '1 George Street',
    });
    expect(response.statusCode).toBe(200);
    expect(body<Answer>(response).data).toMatchObject({ limited: false, deliverable: true, reasons: [] });
  });

  it('flags a PO box for a door-delivery courier, in the customer language', async () => {
    const en = body<Answer>(
      await check({ courier_id: lines.get('CN-AU-ECO'), country_id: 13, postcode: '2000', address: 'PO Box 123' }),
    ).data;
    expect(en.limited).toBe(true);
    expect(en.reasons).toEqual([{ code: 'po_box', message: translate('en', 'addressLimit.poBox') }]);
    const tw = body<Answer>(await check({ country_id: 13, postcode: '2000', address: 'GPO Box 9' }, 'tw')).data;
    expect(tw.reasons[0]?.message).toBe('快遞不派送郵政信箱、包裹櫃或私人郵袋，請填寫街道地址。');
  });

  it('flags a PO-box-only postcode and an unknown postcode', async () => {
    const poBoxes = body<Answer>(await check({ country_id: 13, postcode: '1230', address: '1 Market Street' })).data;
    expect(poBoxes.reasons.map((reason) => reason.code)).toEqual(['po_box_postcode']);
    const unknown = body<Answer>(await check({ country_id: 13, postcode: '0001', address: '1 Market Street' })).data;
    expect(unknown.reasons.map((reason) => reason.code)).toEqual(['postcode_not_found']);
  });

  it('refuses remote areas on express lines only, and another country on any line', async () => {
    const remote = { country_id: 13, postcode: '0872', city: 'Alice Springs', address: '1 Todd Street' };
    const express = body<Answer>(await check({ ...remote, courier_id: lines.get('CN-AU-EXP') })).data;
    expect(express).toMatchObject({ limited: true, remote_area: true });
    expect(express.reasons.map((reason) => reason.code)).toEqual(['remote_area']);
    const economy = body<Answer>(await check({ ...remote, courier_id: lines.get('CN-AU-ECO') })).data;
    expect(economy).toMatchObject({ limited: false, remote_area: true });
    const abroad = body<Answer>(
      await check({ courier_id: lines.get('CN-AU-EXP'), country_id: 157, postcode: '1010', address: '1 Queen St' }),
    ).data;
    expect(abroad.reasons.map((reason) => reason.code)).toEqual(['wrong_country']);
  });

  it('refuses an address over 60 characters with the SPEC §8 sentence', async () => {
    const response = await check({ country_id: 13, postcode: '2000', address: 'x'.repeat(61) });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe('Address cannot exceed 60 characters');
  });

  it('answers 404 for an unknown line', async () => {
    const response = await check({ courier_id: 99999, country_id: 13, postcode: '2000', address: '1 George St' });
    expect(response.statusCode).toBe(404);
  });
});
