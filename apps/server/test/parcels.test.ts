import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_IMAGE_WIDTH } from '../src/modules/files/images.js';
import {
  body,
  createTestApp,
  DAY,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { samplePng } from './support/images.js';

let t: TestApp;
let staff: { authorization: string };
let trackingCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

/** A tracking number nobody has used in this file. */
function tracking(prefix = 'PW'): string {
  trackingCounter += 1;
  return `${prefix}${String(Date.now()).slice(-6)}${String(trackingCounter).padStart(4, '0')}`;
}

type Json = Record<string, unknown>;
const get = (customer: TestCustomer, url: string) => t.app.inject({ url, headers: customer.headers });
const post = (customer: TestCustomer, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: customer.headers, payload: payload as Json });

async function ok<T = Json>(response: Awaited<ReturnType<typeof get>>): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return body<T>(response).data;
}

async function preAlert(customer: TestCustomer, payload: Json = {}) {
  return ok<{ id: number; tracking_number: string; arrived_unclaimed: boolean }>(
    await post(customer, '/api/insertPreParcel', { tracking_number: tracking(), ...payload }),
  );
}

interface CheckIn {
  outcome: string;
  parcel: { id: number; status: number; customer_id: number | null; weight_grams: number };
}

async function checkIn(payload: Json): Promise<CheckIn> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/ops/parcels/receive',
    headers: staff,
    payload: { store_id: 1, weight: 2, length: 50, width: 40, height: 30, ...payload },
  });
  if (response.statusCode !== 200) throw new Error(`check-in failed: ${response.body}`);
  return body<CheckIn>(response).data;
}

async function staffPhoto() {
  return (await uploadFile(t.app, staff, SAMPLE_FILES.jpeg, { url: '/ops/upload' })).id;
}

const services = new Map<string, number>();
async function serviceId(customer: TestCustomer, code: string): Promise<number> {
  if (services.size === 0) {
    const list = await ok<{ id: number; code: string }[]>(await get(customer, '/api/allExtraServiceList?store_id=1'));
    for (const service of list) services.set(service.code, service.id);
  }
  const found = services.get(code);
  if (!found) throw new Error(`no service ${code}`);
  return found;
}

const item = { name: 'CottonTShirt', quantity: 2, total_amount: '39.90', product_type: 'clothing' };

describe('pre-alerts (SPEC §5)', () => {
  let mei: TestCustomer;
  let lin: TestCustomer;
  let chinese: TestCustomer;
  beforeAll(async () => {
    mei = await registerCustomer(t.app, {}, 'en');
    lin = await registerCustomer(t.app, {}, 'en');
    chinese = await registerCustomer(t.app, {}, 'cn');
  });

  it('pre-alerts a parcel with contents, a declaration, a courier and an extra service', async () => {
    const couriers = await ok<{ id: number; name: string }[]>(await get(mei, '/api/queryCompanyList'));
    expect(couriers.map((courier) => courier.name)).toContain('Australia Post');
    const number = tracking();
    const created = await preAlert(mei, {
      tracking_number: number.toLowerCase(),
      contents: 'Two T-shirts',
      courier_company_id: couriers[0]?.id,
      items: [item],
      extra_services: [{ extra_service_id: await serviceId(mei, 'photo') }],
    });
    expect(created).toMatchObject({ tracking_number: number, status: 0, status_name: 'Pre-alerted', store_id: 1 });
    const detail = await ok<Json>(await get(mei, `/api/preParcelDetail/${created.id}`));
    expect(detail).toMatchObject({
      contents: 'Two T-shirts',
      courier_company: { id: couriers[0]?.id, name: 'Australia Post' },
      declaration: { currency: 'AUD', items: [{ ...item, attributes: [] }], shared_with: [] },
      extra_services: [{ code: 'photo', status: 'pending', price: '2.00', currency: 'AUD' }],
      timeline: [
        { kind: 'pre_alerted', text: 'Pre-alerted by you' },
        { kind: 'service_requested', text: 'Extra service requested: Photo' },
      ],
    });
  });

  it.each([
    ['seven characters', '1234567'],
    ['a space', 'SF 1234567'],
    ['a symbol', 'SF-1234567'],
  ])('refuses a tracking number with %s', async (_label, number) => {
    const response = await post(mei, '/api/insertPreParcel', { tracking_number: number });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe('Please enter the correct tracking number');
    expect(body(response).errors).toEqual({ tracking_number: 'Please enter the correct tracking number' });
  });

  it('says so in Chinese to a Chinese customer', async () => {
    const response = await post(chinese, '/api/insertPreParcel', { tracking_number: 'abc' });
    expect(body(response).msg).toBe('请输入正确的快递单号');
  });

  it('refuses the customer’s own duplicate, offering their parcel; another customer’s number is free', async () => {
    const first = await preAlert(mei);
    const again = await post(mei, '/api/insertPreParcel', { tracking_number: first.tracking_number.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({
      msg: 'The tracking number already exists',
      errors: { tracking_number: 'The tracking number already exists' },
      data: { tracking_number: first.tracking_number, parcel_id: first.id },
    });
    // Another customer's number is not theirs to know about: it is free for them (parcel-claims.test.ts).
    const byOther = await post(lin, '/api/insertPreParcel', { tracking_number: first.tracking_number });
    expect(byOther.statusCode).toBe(200);
    const checked = await post(mei, '/api/checkWayNumber', { tracking_number: first.tracking_number });
    expect([checked.statusCode, body(checked).data]).toEqual([
      409,
      { tracking_number: first.tracking_number, parcel_id: first.id },
    ]);
    const number = tracking();
    const free = await ok(await post(mei, '/api/checkWayNumber', { tracking_number: number }));
    // A number of no carrier's known form: nothing to warn of (tracking-number-check.test.ts has the carriers').
    expect(free).toEqual({
      tracking_number: number,
      available: true,
      carrier: null,
      check_digit: 'none',
      warning: null,
    });
  });

  it('adds up to 5 numbers of one order under one declaration, all or nothing', async () => {
    const numbers = [tracking(), tracking(), tracking()];
    const added = await ok<{ batch_id: string; list: { id: number }[] }>(
      await post(mei, '/api/batchInsertPreParcel', { tracking_numbers: numbers, items: [item] }),
    );
    expect(added.list).toHaveLength(3);
    const detail = await ok<{ declaration: { shared_with: unknown[] }; batch: unknown[] }>(
      await get(mei, `/api/preParcelDetail/${added.list[0]?.id}`),
    );
    expect(detail.declaration.shared_with).toHaveLength(2);
    expect(detail.batch).toHaveLength(2);

    const six = await post(mei, '/api/batchInsertPreParcel', {
      tracking_numbers: Array.from({ length: 6 }, () => tracking()),
    });
    expect([six.statusCode, body(six).msg]).toEqual([400, 'Add at most 5 tracking numbers at a time.']);

    const fresh = tracking();
    const withDuplicate = await post(mei, '/api/batchInsertPreParcel', { tracking_numbers: [fresh, numbers[1]] });
    expect(withDuplicate.statusCode).toBe(409);
    expect(body(withDuplicate).errors).toEqual({ 'tracking_numbers.1': 'The tracking number already exists' });
    // Nothing of the refused add was kept.
    expect((await post(mei, '/api/checkWayNumber', { tracking_number: fresh })).statusCode).toBe(200);
  });

  it('takes one pre-alert per parcel on Taiwan lines', async () => {
    const two = await post(mei, '/api/batchInsertPreParcel', {
      tracking_numbers: [tracking(), tracking()],
      destination_country_id: 214,
    });
    expect(two.statusCode).toBe(400);
    expect(body(two).msg).toBe(
      'Taiwan lines take one pre-alert per parcel. Please pre-alert each tracking number on its own.',
    );
    const one = await post(mei, '/api/batchInsertPreParcel', {
      tracking_numbers: [tracking()],
      destination_country_id: 214,
    });
    expect(one.statusCode).toBe(200);
  });

  it.each<[string, Json, string, string]>([
    [
      'a generic name',
      { name: 'Clothes' },
      'items.0.name',
      'Please be specific: declare the material and the goods, for example CottonTShirt rather than Clothes.',
    ],
    [
      'a name with spaces',
      { name: 'Cotton Shirt' },
      'items.0.name',
      'Write product names in English or Chinese without spaces or symbols, for example CottonTShirt.',
    ],
    [
      'a banned item',
      { name: 'Cigarettes' },
      'items.0.name',
      'This item cannot be shipped. Please remove it from the parcel and the declaration.',
    ],
    [
      'an amount of 0',
      { total_amount: '0' },
      'items.0.total_amount',
      'Please enter an amount greater than 0 with at most 2 decimals.',
    ],
    [
      'three decimals',
      { total_amount: '9.999' },
      'items.0.total_amount',
      'Please enter an amount greater than 0 with at most 2 decimals.',
    ],
    ['no product type', { product_type: undefined }, 'items.0.product_type', 'Please choose the product type.'],
  ])('refuses a declaration item with %s', async (_label, change, field, message) => {
    const response = await post(mei, '/api/insertPreParcel', {
      tracking_number: tracking(),
      items: [{ ...item, ...change }],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors?.[field]).toBe(message);
  });

  it('declares in whole yen at the Japan warehouse', async () => {
    const response = await post(mei, '/api/insertPreParcel', {
      tracking_number: tracking(),
      store_id: 8,
      items: [{ ...item, total_amount: '1200.50' }],
    });
    expect([response.statusCode, body(response).msg]).toEqual([400, 'Amounts in JPY are whole numbers.']);
    expect(
      (
        await post(mei, '/api/insertPreParcel', {
          tracking_number: tracking(),
          store_id: 8,
          items: [{ ...item, total_amount: '1200' }],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('checks the extra services asked for at pre-alert', async () => {
    const cases: [Json, string, string][] = [
      [
        { extra_service_id: await serviceId(mei, 'unpacking') },
        'extra_services.0.comment',
        'Please fill in the remarks',
      ],
      [
        { extra_service_id: await serviceId(mei, 'disposal'), comment: 'The red box' },
        'extra_services.0.files',
        'Please select an image',
      ],
      [
        { extra_service_id: await serviceId(mei, 'photo'), part: 0 },
        'extra_services.0.part',
        'This service has no "whole parcel" choice.',
      ],
      [
        { extra_service_id: await serviceId(mei, 'combined_box') },
        'extra_services.0.extra_service_id',
        'Combined box applies to a whole shipment, not to one parcel.',
      ],
    ];
    for (const [entry, field, message] of cases) {
      const response = await post(mei, '/api/insertPreParcel', {
        tracking_number: tracking(),
        extra_services: [entry],
      });
      expect(body(response).errors?.[field], JSON.stringify(entry)).toBe(message);
    }
    const japan = await post(mei, '/api/insertPreParcel', {
      tracking_number: tracking(),
      store_id: 8,
      extra_services: [{ extra_service_id: await serviceId(mei, 'disposal'), part: 0 }],
    });
    expect(body(japan).msg).toBe('The Japan warehouse does not offer Disposal.');
    const twice = await post(mei, '/api/insertPreParcel', {
      tracking_number: tracking(),
      extra_services: [
        { extra_service_id: await serviceId(mei, 'photo') },
        { extra_service_id: await serviceId(mei, 'photo') },
      ],
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a courier of another warehouse and pictures the customer did not upload', async () => {
    const chinaCouriers = await ok<{ id: number }[]>(await get(mei, '/api/queryCompanyList?store_id=2'));
    const wrongCourier = await post(mei, '/api/insertPreParcel', {
      tracking_number: tracking(),
      courier_company_id: chinaCouriers[0]?.id,
    });
    expect(body(wrongCourier).errors).toEqual({ courier_company_id: 'Please choose a courier company from the list.' });

    const linsPicture = await uploadFile(t.app, lin.headers, SAMPLE_FILES.png);
    const borrowed = await post(mei, '/api/insertPreParcel', {
      tracking_number: tracking(),
      extra_services: [
        { extra_service_id: await serviceId(mei, 'disposal'), comment: 'Red box', files: linsPicture.url },
      ],
    });
    expect(body(borrowed).errors).toEqual({
      'extra_services.0.files': 'An attached file could not be found. Please upload it again.',
    });
    const own = await uploadFile(t.app, mei.headers, SAMPLE_FILES.png);
    const fine = await post(mei, '/api/insertPreParcel', {
      tracking_number: tracking(),
      extra_services: [{ extra_service_id: await serviceId(mei, 'disposal'), comment: 'Red box', files: own.url }],
    });
    expect(fine.statusCode).toBe(200);
  });

  it('edits a pre-alert without touching the declaration it shares with its batch', async () => {
    const added = await ok<{ list: { id: number; tracking_number: string }[] }>(
      await post(mei, '/api/batchInsertPreParcel', { tracking_numbers: [tracking(), tracking()], items: [item] }),
    );
    const [first, second] = added.list;
    const renamed = tracking();
    const changed = await ok<Json>(
      await post(mei, `/api/updatePreParcel/${first?.id}`, {
        tracking_number: renamed,
        contents: 'Shoes now',
        items: [{ ...item, name: 'LeatherShoes', product_type: 'shoesBags' }],
      }),
    );
    expect(changed).toMatchObject({ tracking_number: renamed, contents: 'Shoes now' });
    expect((changed.declaration as { items: Json[] }).items[0]).toMatchObject({ name: 'LeatherShoes' });
    const sibling = await ok<{ declaration: { items: Json[] } }>(await get(mei, `/api/preParcelDetail/${second?.id}`));
    expect(sibling.declaration.items[0]).toMatchObject({ name: 'CottonTShirt' });

    const clash = await post(mei, `/api/updatePreParcel/${first?.id}`, { tracking_number: second?.tracking_number });
    expect([clash.statusCode, body(clash).errors]).toEqual([
      409,
      { tracking_number: 'The tracking number already exists' },
    ]);
  });

  it('withdraws a pre-alert, but not once the parcel has arrived', async () => {
    const gone = await preAlert(mei);
    expect((await ok(await get(mei, `/api/deletePreParcel/${gone.id}`))).id).toBe(gone.id);
    expect((await get(mei, `/api/preParcelDetail/${gone.id}`)).statusCode).toBe(404);

    const arrived = await preAlert(mei);
    await checkIn({ tracking_number: arrived.tracking_number });
    const late = await get(mei, `/api/deletePreParcel/${arrived.id}`);
    expect([late.statusCode, body(late).msg]).toEqual([
      422,
      'This parcel has already arrived at the warehouse, so its pre-alert can no longer be changed.',
    ]);
    const edit = await post(mei, `/api/updatePreParcel/${arrived.id}`, { tracking_number: arrived.tracking_number });
    expect(edit.statusCode).toBe(422);
  });

  it('lists pre-alerts waiting and arrived, in short, and together with parcels', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waiting = await preAlert(customer);
    const arriving = await preAlert(customer);
    await checkIn({ tracking_number: arriving.tracking_number });
    const ids = (page: { list: { id: number }[] }) => page.list.map((row) => row.id);

    expect(ids(await ok(await get(customer, '/api/preParcelList')))).toEqual([waiting.id]);
    expect(ids(await ok(await get(customer, '/api/preParcelList?state=arrived')))).toEqual([arriving.id]);
    expect(ids(await ok(await get(customer, '/api/preParcelList?state=all')))).toEqual([arriving.id, waiting.id]);
    expect(await ok(await get(customer, '/api/partPreParcelList'))).toMatchObject({
      total: 1,
      list: [{ id: waiting.id, tracking_number: waiting.tracking_number }],
    });
    const everything = await ok<{ list: { id: number }[]; total: number }>(
      await get(customer, '/api/parcelAndPreParcelList'),
    );
    expect([everything.total, ids(everything)]).toEqual([2, [arriving.id, waiting.id]]);
    const searched = await ok<{ list: { id: number }[] }>(
      await get(customer, `/api/parcelAndPreParcelList?keyword=${waiting.tracking_number.slice(0, 10).toLowerCase()}`),
    );
    expect(ids(searched)).toContain(waiting.id);
  });

  it('checks declared names: generic, banned or fine', async () => {
    const checked = await ok<Json[]>(
      await post(mei, '/api/declareKeyWordCheck', { names: ['Gift', 'WoolScarf', '香烟'] }),
    );
    expect(checked.map((row) => [row.name, row.verdict, row.ok])).toEqual([
      ['Gift', 'generic', false],
      ['WoolScarf', 'ok', true],
      ['香烟', 'banned', false],
    ]);
    const one = await ok<Json>(await get(chinese, '/api/declareKeyWordCheckNew?name=衣服'));
    expect(one).toMatchObject({ generic: true, message: '请具体申报：材质 + 商品名称，例如"纯棉T恤"，而不是"衣服"。' });
  });
});

describe('warehouse check-in (staff)', () => {
  let mei: TestCustomer;
  beforeAll(async () => {
    mei = await registerCustomer(t.app, {}, 'en');
  });

  it('matches the pre-alert: weighed, measured, photographed, noted and in stock', async () => {
    const expected = await preAlert(mei);
    const photo = await staffPhoto();
    const done = await checkIn({
      tracking_number: expected.tracking_number.toLowerCase(),
      weight: 1.25,
      length: 50,
      width: 40,
      height: 30,
      photos: [photo],
      note: 'Box dented on one corner',
    });
    expect(done.outcome).toBe('matched_pre_alert');
    expect(done.parcel).toMatchObject({ id: expected.id, status: 10, customer_id: mei.id, weight_grams: 1250 });

    const detail = await ok<Json>(await get(mei, `/api/parcelDetail/${expected.id}`));
    expect(detail).toMatchObject({
      status: 10,
      status_name: 'In stock',
      weight: '1.25',
      length: '50',
      width: '40',
      height: '30',
      volumetric_weight: '12',
      storage: { days: 0, free_days: 60, free_days_left: 60 },
      comments: [{ author: 'admin', label: 'admin', content: 'Box dented on one corner', editable: false }],
    });
    expect((detail.timeline as Json[]).map((event) => event.text)).toEqual([
      'Pre-alerted by you',
      'Signed for at the Australia warehouse',
      'Weighed, measured and put in stock',
    ]);
    const images = detail.images as { url: string; source: string }[];
    expect(images.map((image) => image.source)).toEqual(['check_in']);
    const picture = await t.app.inject({ url: images[0]?.url ?? '' });
    expect(picture.rawPayload.equals(SAMPLE_FILES.jpeg)).toBe(true);
    expect(await ok(await get(mei, `/api/runSyncParcelImage/${expected.id}`))).toHaveLength(1);
  });

  it("shows customers a phone-sized copy of a camera photo, in the list and on the parcel's page", async () => {
    const expected = await preAlert(mei);
    const original = await samplePng(3000, 2000);
    const photo = (await uploadFile(t.app, staff, original, { url: '/ops/upload' })).id;
    // A photo no image library can read (JPEG's first bytes, then nothing) is shown as it was uploaded.
    const unreadable = await staffPhoto();
    await checkIn({ tracking_number: expected.tracking_number, photos: [photo, unreadable] });

    const detail = await ok<Json>(await get(mei, `/api/parcelDetail/${expected.id}`));
    const [shown, asUploaded] = detail.images as { url: string }[];
    expect(shown?.url).not.toContain(photo);
    const copy = await t.app.inject({ url: shown?.url ?? '' });
    expect(copy.statusCode).toBe(200);
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: PHONE_IMAGE_WIDTH,
      height: 500,
    });
    expect(copy.rawPayload.length).toBeLessThan(original.length);
    expect(asUploaded?.url).toContain(unreadable);

    const list = await ok<{ list: { id: number; thumbnail: string | null }[] }>(
      await get(mei, '/api/parcelList?tab=arrived&page=1&perPage=50'),
    );
    const card = list.list.find((parcel) => parcel.id === expected.id);
    expect(new URL(card?.thumbnail ?? '', 'http://x').pathname).toBe(new URL(shown?.url ?? '', 'http://x').pathname);
  });

  it('gives an unannounced parcel to the customer whose support number is on the label', async () => {
    const done = await checkIn({ tracking_number: tracking(), customer: String(mei.id) });
    expect(done.outcome).toBe('assigned_by_label');
    expect(done.parcel.customer_id).toBe(mei.id);
    expect((await get(mei, `/api/parcelDetail/${done.parcel.id}`)).statusCode).toBe(200);
  });

  it('keeps a parcel nobody can be matched to unclaimed, and receives one parcel once', async () => {
    const number = tracking();
    const first = await checkIn({ tracking_number: number, customer: '999999' });
    expect(first.outcome).toBe('unclaimed');
    expect(first.parcel.customer_id).toBeNull();
    const second = await checkIn({ tracking_number: number, weight: 9 });
    expect(second).toMatchObject({ outcome: 'already_received', parcel: { id: first.parcel.id, weight_grams: 2000 } });

    const expected = await preAlert(mei);
    const once = await checkIn({ tracking_number: expected.tracking_number });
    const twice = await checkIn({ tracking_number: expected.tracking_number, weight: 5 });
    expect(twice).toMatchObject({ outcome: 'already_received', parcel: { id: once.parcel.id, weight_grams: 2000 } });
  });

  it('two simultaneous check-ins of one tracking number make one parcel', async () => {
    const unannounced = tracking();
    const racing = await Promise.all([
      checkIn({ tracking_number: unannounced }),
      checkIn({ tracking_number: unannounced }),
    ]);
    expect(new Set(racing.map((result) => result.parcel.id)).size).toBe(1);
    expect(racing.map((result) => result.outcome).sort()).toEqual(['already_received', 'unclaimed']);

    const expected = await preAlert(mei);
    const matched = await Promise.all(
      Array.from({ length: 4 }, () => checkIn({ tracking_number: expected.tracking_number })),
    );
    expect(new Set(matched.map((result) => result.parcel.id))).toEqual(new Set([expected.id]));
    expect(matched.filter((result) => result.outcome === 'matched_pre_alert')).toHaveLength(1);
    const timeline = (await ok<{ timeline: Json[] }>(await get(mei, `/api/parcelDetail/${expected.id}`))).timeline;
    expect(timeline.filter((event) => event.kind === 'in_stock')).toHaveLength(1);
  });

  it('refuses bad measurements, an unknown warehouse and another customer’s token', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/ops/parcels/receive',
      headers: { ...staff, lang: 'en' },
      payload: { store_id: 1, tracking_number: tracking(), weight: 0, length: 10, width: 10, height: 10 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body(bad).errors ?? {})).toEqual(['weight']);
    const nowhere = await t.app.inject({
      method: 'POST',
      url: '/ops/parcels/receive',
      headers: staff,
      payload: { store_id: 4, tracking_number: tracking(), weight: 1, length: 10, width: 10, height: 10 },
    });
    expect(nowhere.statusCode).toBe(400);
    const asCustomer = await post(mei, '/ops/parcels/receive', { store_id: 1, tracking_number: tracking() });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('the parcel list', () => {
  let customer: TestCustomer;
  const ids: number[] = [];
  beforeAll(async () => {
    customer = await registerCustomer(t.app, {}, 'en');
    for (let index = 0; index < 3; index += 1) {
      const expected = await preAlert(customer);
      await checkIn({ tracking_number: expected.tracking_number });
      ids.push(expected.id);
    }
    await preAlert(customer);
  });

  it('counts the tabs and the in-stock badge; pre-alerts are not parcels yet', async () => {
    const tabs = await ok<{ key: string; name: string; count: number }[]>(await get(customer, '/api/getParcelTabs'));
    expect(tabs.map((tab) => [tab.key, tab.name, tab.count])).toEqual([
      ['all', 'All', 3],
      ['arrived', 'Arrived', 3],
      ['mailed', 'Mailed', 0],
      ['history', 'History', 0],
    ]);
    expect(await ok(await get(customer, '/api/getInStockParcel'))).toEqual({ count: 3 });
  });

  it('pages newest first, filters by state and tab, and searches by tracking number', async () => {
    const page = await ok<{ list: { id: number }[]; total: number; page: number; perPage: number }>(
      await get(customer, '/api/parcelList?page=2&perPage=2&parcel_status=10'),
    );
    expect(page).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(page.list.map((row) => row.id)).toEqual([ids[0]]);
    const first = await ok<{ list: { id: number }[] }>(await get(customer, '/api/parcelList?page=1&perPage=2'));
    expect(first.list.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    expect((await ok<{ total: number }>(await get(customer, '/api/parcelList?tab=history'))).total).toBe(0);
    const detail = await ok<{ tracking_number: string }>(await get(customer, `/api/parcelDetail/${ids[1]}`));
    const found = await ok<{ list: { id: number }[] }>(
      await get(customer, `/api/parcelList?keyword=${detail.tracking_number.toLowerCase()}`),
    );
    expect(found.list.map((row) => row.id)).toEqual([ids[1]]);
    expect((await get(customer, '/api/parcelList?parcel_status=7')).statusCode).toBe(400);
  });
});

describe('comments', () => {
  it('the customer writes and edits their own; staff notes and other customers’ parcels are out of reach', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const lin = await registerCustomer(t.app, {}, 'en');
    const expected = await preAlert(mei);
    const checked = await checkIn({ tracking_number: expected.tracking_number, note: 'Wet box' });
    const picture = await uploadFile(t.app, mei.headers, SAMPLE_FILES.png);
    const written = await ok<{ id: number; files: { url: string }[] }>(
      await post(mei, '/api/insertComment', {
        parcel_id: checked.parcel.id,
        content: 'Is it damaged?',
        files: picture.url,
      }),
    );
    expect(written.files).toHaveLength(1);
    const edited = await ok<Json>(await post(mei, `/api/updateComment/${written.id}`, { content: 'Please check it' }));
    expect(edited).toMatchObject({ content: 'Please check it', files: [] });

    const detail = await ok<{ comments: { id: number; author: string }[] }>(
      await get(mei, `/api/parcelDetail/${checked.parcel.id}`),
    );
    const adminNote = detail.comments.find((comment) => comment.author === 'admin');
    expect((await post(mei, `/api/updateComment/${adminNote?.id}`, { content: 'mine now' })).statusCode).toBe(404);
    expect((await post(lin, `/api/updateComment/${written.id}`, { content: 'hijack' })).statusCode).toBe(404);
    expect((await post(lin, '/api/insertComment', { parcel_id: checked.parcel.id, content: 'hello' })).statusCode).toBe(
      404,
    );
    expect((await post(mei, '/api/insertComment', { parcel_id: checked.parcel.id, content: ' ' })).statusCode).toBe(
      400,
    );
  });
});

describe('claiming a missing parcel', () => {
  it('merges the customer’s pre-alert into a parcel that arrived before it, once staff confirm the claim', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const arrived = await checkIn({ tracking_number: number, photos: [await staffPhoto()] });
    expect(arrived.outcome).toBe('unclaimed');
    const expected = await preAlert(mei, { tracking_number: number, items: [item], contents: 'Shirts' });
    expect(expected.arrived_unclaimed).toBe(true);

    const claimed = await ok<Json>(await get(mei, `/api/matchMissingParcel?tracking_number=${number.toLowerCase()}`));
    expect(claimed).toMatchObject({ id: expected.id, status: 0, being_confirmed: true });
    const pending = await ok<{ parcel_id: number; claims: { id: number }[] }[]>(
      await t.app.inject({ url: '/ops/parcel-claims', headers: staff }),
    );
    const claimId = pending.find((entry) => entry.parcel_id === arrived.parcel.id)?.claims[0]?.id;
    await ok(
      await t.app.inject({
        method: 'POST',
        url: `/ops/parcel-claims/${claimId}/decide`,
        headers: staff,
        payload: { approve: true },
      }),
    );

    const merged = await ok<Json>(await get(mei, `/api/parcelDetail/${arrived.parcel.id}`));
    expect(merged).toMatchObject({ id: arrived.parcel.id, status: 10, contents: 'Shirts', image_count: 1 });
    expect((merged.declaration as { items: Json[] }).items).toHaveLength(1);
    // The pre-alert's history comes along: it was made after the check-in, so it sits before the claim.
    expect((merged.timeline as Json[]).map((event) => event.kind)).toEqual([
      'received',
      'in_stock',
      'pre_alerted',
      'claimed',
    ]);
    expect((await get(mei, `/api/parcelDetail/${expected.id}`)).statusCode).toBe(404);
    expect(await ok(await get(mei, '/api/getInStockParcel'))).toEqual({ count: 1 });
  });

  it('gives a parcel to the customer whose support number its label carried', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    // The warehouse read a number before this account existed? No: a typo can only name another account,
    // so the label is recorded as read and the customer it names claims it.
    const arrived = await checkIn({ tracking_number: number, customer: `${mei.id}0` });
    expect(arrived.outcome).toBe('unclaimed');
    const wrong = await get(mei, `/api/matchMissingParcel?tracking_number=${number}`);
    expect([wrong.statusCode, body(wrong).msg]).toEqual([422, 'Claim failed, try again']);
  });

  it('fails for a parcel that is not there, or not theirs to claim', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const lin = await registerCustomer(t.app, {}, 'cn');
    const nothing = await get(mei, `/api/matchMissingParcel?tracking_number=${tracking()}`);
    expect([nothing.statusCode, body(nothing).msg]).toEqual([422, 'Claim failed, try again']);
    const number = tracking();
    await checkIn({ tracking_number: number });
    const stranger = await get(lin, `/api/matchMissingParcel?tracking_number=${number}`);
    expect([stranger.statusCode, body(stranger).msg]).toEqual([422, '认领失败，请重试']);
  });
});

describe('extra services on parcels', () => {
  let mei: TestCustomer;
  let parcelId: number;
  beforeAll(async () => {
    mei = await registerCustomer(t.app, {}, 'en');
    const expected = await preAlert(mei);
    parcelId = (await checkIn({ tracking_number: expected.tracking_number })).parcel.id;
  });

  it('a photo request keeps the parcel waiting until staff complete it with photos', async () => {
    const photo = await serviceId(mei, 'photo');
    const requested = await ok<{ extra_services: Json[]; can_submit: boolean; waiting_reasons: Json[] }>(
      await post(mei, '/api/updateParcel', { id: parcelId, extra_services: [{ extra_service_id: photo }] }),
    );
    expect(requested.extra_services).toMatchObject([{ code: 'photo', status: 'pending' }]);
    expect(requested.can_submit).toBe(false);
    // The page and the list count the service still waiting for staff, each from its own reads.
    expect(requested).toMatchObject({ pending_extra_services: 1 });
    const listed = await ok<{ list: { id: number; pending_extra_services: number }[] }>(
      await get(mei, '/api/parcelList?status=in_stock&page=1&perPage=50'),
    );
    expect(listed.list.find((row) => row.id === parcelId)?.pending_extra_services).toBe(1);

    const again = await post(mei, '/api/updateParcel', { id: parcelId, extra_services: [{ extra_service_id: photo }] });
    expect(again.statusCode).toBe(409);

    const force = await ok<{ can_submit: boolean; waiting: Json[] }>(
      await post(mei, '/api/getForceExtraService', { parcel_ids: [parcelId] }),
    );
    expect(force.can_submit).toBe(false);
    expect(force.waiting[0]).toMatchObject({
      parcel_id: parcelId,
      reasons: [{ code: 'extra_services' }],
      services: [{ name: 'Photo' }],
    });
    const [firstReason] = (force.waiting[0]?.reasons ?? []) as Json[];
    expect(firstReason?.message).toMatch(/can be submitted once they are done/);

    const pending = await ok<{ id: number; parcel_id: number }[]>(
      await t.app.inject({ url: '/ops/extra-services?store_id=1', headers: staff }),
    );
    const entry = pending.find((row) => row.parcel_id === parcelId);
    expect(entry).toBeDefined();
    // The photos the customer paid for, taken with the warehouse's camera: shown as phone-sized copies.
    const shot = (await uploadFile(t.app, staff, await samplePng(1500, 2000), { url: '/ops/upload' })).id;
    const completed = await t.app.inject({
      method: 'POST',
      url: `/ops/extra-services/${entry?.id}/complete`,
      headers: staff,
      payload: { photos: [shot], note: 'Both shirts present' },
    });
    expect(body(completed).data).toMatchObject({ status: 'completed', service: 'photo' });
    const repeat = await t.app.inject({
      method: 'POST',
      url: `/ops/extra-services/${entry?.id}/complete`,
      headers: staff,
      payload: {},
    });
    expect(repeat.statusCode).toBe(422);

    const list = await ok<Json[]>(await get(mei, `/api/parcelExtraServiceList?parcel_id=${parcelId}`));
    expect(list[0]).toMatchObject({ status: 'completed', staff_note: 'Both shirts present' });
    const results = list[0]?.result_images as { url: string }[];
    expect(results).toHaveLength(1);
    expect(results[0]?.url).not.toContain(shot);
    const result = await t.app.inject({ url: results[0]?.url ?? '' });
    expect(await sharp(result.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: PHONE_IMAGE_WIDTH,
      height: 1000,
    });
    const detail = await ok<{ images: { source: string }[]; can_submit: boolean; pending_extra_services: number }>(
      await get(mei, `/api/parcelDetail/${parcelId}`),
    );
    expect(detail.images.map((image) => image.source)).toEqual(['extra_service']);
    expect(detail.can_submit).toBe(true);
    expect(detail.pending_extra_services).toBe(0);
  });

  it('disposing of the whole parcel disposes of it', async () => {
    const expected = await preAlert(mei, {
      extra_services: [{ extra_service_id: await serviceId(mei, 'disposal'), part: 0 }],
    });
    await checkIn({ tracking_number: expected.tracking_number });
    const pending = await ok<{ id: number; parcel_id: number }[]>(
      await t.app.inject({ url: '/ops/extra-services', headers: staff }),
    );
    const entry = pending.find((row) => row.parcel_id === expected.id);
    await t.app.inject({
      method: 'POST',
      url: `/ops/extra-services/${entry?.id}/complete`,
      headers: staff,
      payload: {},
    });
    const detail = await ok<{ status: number; status_name: string }>(
      await get(mei, `/api/parcelDetail/${expected.id}`),
    );
    expect([detail.status, detail.status_name]).toEqual([60, 'Disposed']);
  });

  it('takes no services once a parcel has left the warehouse', async () => {
    const expected = await preAlert(mei, {
      extra_services: [{ extra_service_id: await serviceId(mei, 'disposal'), part: 0 }],
    });
    await checkIn({ tracking_number: expected.tracking_number });
    const pending = await ok<{ id: number; parcel_id: number }[]>(
      await t.app.inject({ url: '/ops/extra-services', headers: staff }),
    );
    const entry = pending.find((row) => row.parcel_id === expected.id);
    await t.app.inject({
      method: 'POST',
      url: `/ops/extra-services/${entry?.id}/complete`,
      headers: staff,
      payload: {},
    });
    const late = await post(mei, '/api/updateParcel', {
      id: expected.id,
      extra_services: [{ extra_service_id: await serviceId(mei, 'photo') }],
    });
    expect([late.statusCode, body(late).msg]).toEqual([
      422,
      'Extra services can only be requested while the parcel is expected or in stock at the warehouse.',
    ]);
  });
});

describe('returns (SPEC §9)', () => {
  async function inStock(customer: TestCustomer, storeId = 1) {
    const expected = await preAlert(customer, { store_id: storeId });
    await checkIn({ tracking_number: expected.tracking_number, store_id: storeId });
    return expected.id;
  }

  it('prices the ways back by warehouse: AU$3.50 a parcel, the pickup code free, forwarding quoted', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const parcels = [await inStock(mei), await inStock(mei)];
    const view = await ok<{ options: { methods: Json[] } }>(
      await get(mei, `/api/viewReturnGoodParcel?parcel_ids=${parcels.join(',')}`),
    );
    expect(
      view.options.methods.map((method) => [method.method, method.available, method.fee, method.fee_per_parcel]),
    ).toEqual([
      ['local_address', true, '7.00', '3.50'],
      ['pickup_code', true, '0.00', '0.00'],
      ['forward', true, null, null],
    ]);
    const china = await registerCustomer(t.app, { store_id: 2, currency_id: 1 }, 'en');
    const chinaView = await ok<{ options: { methods: Json[] } }>(
      await get(china, `/api/viewReturnGoodParcel?parcel_ids=${await inStock(china, 2)}`),
    );
    expect(chinaView.options.methods[0]).toMatchObject({ fee: '5.00', currency: 'CNY' });
    const malaysia = await registerCustomer(t.app, { store_id: 3, currency_id: 4 }, 'en');
    const malaysiaView = await ok<{ options: { methods: Json[] } }>(
      await get(malaysia, `/api/viewReturnGoodParcel?parcel_ids=${await inStock(malaysia, 3)}`),
    );
    expect(malaysiaView.options.methods[0]).toMatchObject({ fee: '12.00', currency: 'MYR' });
    const taiwan = await registerCustomer(t.app, { store_id: 5, currency_id: 5 }, 'en');
    const taiwanParcel = await inStock(taiwan, 5);
    const local = await post(taiwan, '/api/submitReturnGoodParcel', {
      parcel_ids: [taiwanParcel],
      method: 'local_address',
      address: { name: 'Mei', phone: '0912345678', address: 'No. 1 Road', city: 'Taipei', postcode: '100' },
    });
    expect([local.statusCode, body(local).msg]).toEqual([
      422,
      'The Taiwan warehouse does not return parcels to a local address. Please choose the pickup code or forwarding.',
    ]);
  });

  it('a pickup-code return gives a code, holds the parcels, and staff hand them over', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const parcel = await inStock(mei);
    const requested = await ok<{ id: number; pickup_code: string; fee: string; status: string }>(
      await post(mei, '/api/submitReturnGoodParcel', { parcel_ids: [parcel], method: 'pickup_code' }),
    );
    expect(requested.pickup_code).toMatch(/^\d{6}$/);
    expect([requested.fee, requested.status]).toEqual(['0.00', 'requested']);
    const again = await post(mei, '/api/submitReturnGoodParcel', { parcel_ids: [parcel], method: 'pickup_code' });
    expect(body(again).msg).toBe(
      `Parcel ${(await ok<{ tracking_number: string }>(await get(mei, `/api/parcelDetail/${parcel}`))).tracking_number} has a return request in progress.`,
    );
    const force = await ok<{ waiting: { reasons: { code: string }[] }[] }>(
      await post(mei, '/api/getForceExtraService', { parcel_ids: [parcel] }),
    );
    expect(force.waiting[0]?.reasons.map((reason) => reason.code)).toEqual(['return_pending']);

    const handed = await t.app.inject({ method: 'POST', url: `/ops/returns/${requested.id}/complete`, headers: staff });
    expect(body(handed).data).toMatchObject({ status: 'completed' });
    const detail = await ok<{ status: number }>(await get(mei, `/api/parcelDetail/${parcel}`));
    expect(detail.status).toBe(50);
    const view = await ok<{ requests: Json[] }>(await get(mei, '/api/viewReturnGoodParcel'));
    expect(view.requests[0]).toMatchObject({ id: requested.id, status: 'completed' });
  });

  it('needs an address to return to, and parcels in stock', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const parcel = await inStock(mei);
    const noAddress = await post(mei, '/api/submitReturnGoodParcel', { parcel_ids: [parcel], method: 'local_address' });
    expect(body(noAddress).errors).toEqual({ address: 'Please enter the address to return the parcels to.' });
    const expected = await preAlert(mei);
    const notArrived = await post(mei, '/api/submitReturnGoodParcel', {
      parcel_ids: [expected.id],
      method: 'pickup_code',
    });
    expect(body(notArrived).msg).toBe(
      `Only parcels in stock can do this. Parcel ${expected.tracking_number} is Pre-alerted.`,
    );
  });
});

describe('every parcel endpoint keeps customers apart', () => {
  it('answers 404 to another customer for each parcel id, and lists only the caller’s parcels', async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const stranger = await registerCustomer(t.app, {}, 'en');
    const expected = await preAlert(owner, { items: [item] });
    const arrived = await preAlert(owner);
    await checkIn({ tracking_number: arrived.tracking_number, note: 'note' });
    const id = arrived.id;
    const comment = await ok<{ id: number }>(
      await post(owner, '/api/insertComment', { parcel_id: id, content: 'mine' }),
    );

    const attempts: [string, Awaited<ReturnType<typeof get>>][] = [
      ['parcelDetail', await get(stranger, `/api/parcelDetail/${id}`)],
      ['preParcelDetail', await get(stranger, `/api/preParcelDetail/${expected.id}`)],
      ['runSyncParcelImage', await get(stranger, `/api/runSyncParcelImage/${id}`)],
      ['deletePreParcel', await get(stranger, `/api/deletePreParcel/${expected.id}`)],
      ['updatePreParcel', await post(stranger, `/api/updatePreParcel/${expected.id}`, { tracking_number: tracking() })],
      ['saveParcelDeclare', await post(stranger, '/api/saveParcelDeclare', { parcel_id: id, items: [item] })],
      ['insertComment', await post(stranger, '/api/insertComment', { parcel_id: id, content: 'x' })],
      ['updateComment', await post(stranger, `/api/updateComment/${comment.id}`, { content: 'x' })],
      ['updateParcel', await post(stranger, '/api/updateParcel', { id, remark: 'x' })],
      ['parcelExtraServiceList', await get(stranger, `/api/parcelExtraServiceList?parcel_id=${id}`)],
      ['getForceExtraService', await post(stranger, '/api/getForceExtraService', { parcel_ids: [id] })],
      ['viewReturnGoodParcel', await get(stranger, `/api/viewReturnGoodParcel?parcel_ids=${id}`)],
      [
        'submitReturnGoodParcel',
        await post(stranger, '/api/submitReturnGoodParcel', { parcel_ids: [id], method: 'pickup_code' }),
      ],
    ];
    for (const [name, response] of attempts) expect(response.statusCode, name).toBe(404);
    // The owner's parcel is untouched.
    const detail = await ok<{ remark: string; declaration: { items: Json[] } | null }>(
      await get(owner, `/api/parcelDetail/${expected.id}`),
    );
    expect(detail.declaration?.items).toHaveLength(1);

    for (const url of ['/api/parcelList', '/api/preParcelList?state=all', '/api/parcelAndPreParcelList']) {
      expect((await ok<{ total: number }>(await get(stranger, url))).total, url).toBe(0);
    }
    expect(await ok(await get(stranger, '/api/getInStockParcel'))).toEqual({ count: 0 });
    expect((await ok<{ total: number }>(await get(stranger, '/api/partPreParcelList'))).total).toBe(0);
  });

  it('answers 401 without a login', async () => {
    const urls = [
      ['GET', '/api/parcelList'],
      ['GET', '/api/getParcelTabs'],
      ['GET', '/api/getInStockParcel'],
      ['GET', '/api/parcelDetail/1'],
      ['GET', '/api/preParcelList'],
      ['GET', '/api/partPreParcelList'],
      ['GET', '/api/parcelAndPreParcelList'],
      ['GET', '/api/queryCompanyList'],
      ['GET', '/api/matchMissingParcel?tracking_number=ABCDEFGH'],
      ['GET', '/api/viewReturnGoodParcel'],
      ['POST', '/api/insertPreParcel'],
      ['POST', '/api/batchInsertPreParcel'],
      ['POST', '/api/checkWayNumber'],
      ['POST', '/api/updateParcel'],
      ['POST', '/api/insertComment'],
      ['POST', '/api/submitReturnGoodParcel'],
    ] as const;
    for (const [method, url] of urls) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(
        401,
      );
    }
  });
});

// Last: it moves the clock on by two months, which ends every session of this file.
describe('storage', () => {
  it('counts storage days down from the day a parcel went into stock', async () => {
    const fresh = await registerCustomer(t.app, {}, 'en');
    const expected = await preAlert(fresh);
    await checkIn({ tracking_number: expected.tracking_number });
    t.clock.advance(59 * DAY + 1000);
    // Sessions last hours: read the parcel through a new session of its owner.
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: fresh.email, password: fresh.password },
    });
    const headers = { authorization: `Bearer ${body<{ access_token: string }>(login).data.access_token}` };
    const detail = await ok<{ storage: Json }>(
      await t.app.inject({ url: `/api/parcelDetail/${expected.id}`, headers }),
    );
    expect(detail.storage).toMatchObject({ days: 59, free_days_left: 1, overdue: false });
  });
});
