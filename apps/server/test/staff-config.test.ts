import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/seed.js';
import type { AppError } from '../src/http/errors.js';
import { changeServicePrice } from '../src/modules/catalogue/staff-prices.js';
import { changeLine } from '../src/modules/logistics/staff-lines.js';
import { changeWarehouse } from '../src/modules/reference/staff-warehouses.js';
import { parseCommandLine, runOpsCommand } from '../src/ops/cli.js';
import { OpsClient } from '../src/ops/client.js';
import { CONFIG_COMMANDS } from '../src/ops/config-commands.js';
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

const STALE = 'Someone changed this record after you opened it. Reload it to see the changes, then try again.';

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method, url, headers: { ...headers, lang: 'en' }, ...(payload && { payload }) });

async function auditOf(response: LightMyRequestResponse) {
  const listed = await call('GET', `/ops/audit?request_id=${String(response.headers['x-request-id'])}`);
  return body<{ list: { action: string; target_id: string; details: Record<string, unknown> }[] }>(listed).data.list;
}

/** Two saves of one form at the same moment: exactly one passes, the other is told the form is stale. */
async function raceOf(save: () => Promise<LightMyRequestResponse>) {
  const answers = await Promise.all([save(), save()]);
  const statuses = answers.map((answer) => answer.statusCode).sort();
  const refused = answers.find((answer) => answer.statusCode === 409);
  return { statuses, refusal: refused?.json().msg, saved: answers.find((answer) => answer.statusCode === 200) };
}

interface StaffLine {
  id: number;
  code: string;
  first_weight_price: string;
  staff_edited_at: string | null;
}
interface PreviewQuote {
  listed: boolean;
  line: { id: number; available: boolean; fees?: { total: string; postage: string } } | null;
  rank: number | null;
  priced_lines: number;
}
interface LinePreview {
  currency: string;
  samples: { weight: string; now: PreviewQuote; proposed: PreviewQuote }[];
}

const lineOf = async (code: string) =>
  body<StaffLine[]>(await call('GET', '/ops/lines')).data.find((line) => line.code === code) as StaffLine;

const sampleParcel = { length: 20, width: 15, height: 10, quantity: 1, product_type: 'general', attributes: [] };

describe('lines and rates: preview, validation, stale forms', () => {
  it('previews with unsaved prices exactly what the calculator answers once saved, writing nothing', async () => {
    const before = await lineOf('AU-NZ-ECO');
    const preview = await call('POST', '/ops/lines/AU-NZ-ECO/preview', {
      first_price: '31.50',
      step_price: '4.25',
      sample_weights: [1, 5, 12.5],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = body<LinePreview>(preview).data;
    expect(data.currency).toBe('AUD');
    expect(data.samples.map((sample) => sample.weight)).toEqual(['1', '5', '12.5']);
    for (const sample of data.samples) {
      expect(sample.now.line?.fees?.total).not.toBe(sample.proposed.line?.fees?.total);
      expect(sample.proposed.rank).toBeGreaterThanOrEqual(1);
    }
    expect(await auditOf(preview)).toEqual([]);
    expect((await lineOf('AU-NZ-ECO')).first_weight_price).toBe(before.first_weight_price);

    const saved = await call('PATCH', '/ops/lines/AU-NZ-ECO', {
      first_price: '31.50',
      step_price: '4.25',
      staff_edited_at: before.staff_edited_at,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const sample of data.samples) {
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/getQuotation',
        headers: { lang: 'en' },
        payload: { store_id: 1, country_id: 157, parcels: [{ ...sampleParcel, weight: Number(sample.weight) }] },
      });
      const line = body<{ list: { id: number; fees: { total: string } }[] }>(quote).data.list.find(
        (entry) => entry.id === before.id,
      );
      expect(line?.fees.total).toBe(sample.proposed.line?.fees?.total);
    }
  });

  it('previews a line switched off as absent from the customer quote', async () => {
    const data = body<LinePreview>(await call('POST', '/ops/lines/AU-NZ-EXP/preview', { active: false })).data;
    expect(data.samples[0]?.now).toMatchObject({ listed: true, rank: expect.any(Number) });
    expect(data.samples[0]?.proposed).toMatchObject({ listed: false, line: null, rank: null });
  });

  it('refuses settings that make no sense, field by field, in the reader language, and changes nothing', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ first_price: '-1' }, 'first_price', 'Please enter a number.'],
      [{ first_price: '12.345' }, 'first_price', 'Please enter a number.'],
      [{ max_declared: '99999999' }, 'max_declared', 'This amount is too high. Please check it.'],
      [{ insurance_percentage: 5.555 }, 'insurance_percentage', 'Please enter a number.'],
      // Nothing is coerced into a premium: these were 0 % (and true 1 %) before.
      ...[null, '', false, true, []].map((junk): [Record<string, unknown>, string, string] => [
        { insurance_percentage: junk },
        'insurance_percentage',
        'Please enter a number.',
      ]),
      [
        { first_price: '0', step_price: '0' },
        'first_price',
        'The first-weight price and the additional-weight price cannot both be 0.',
      ],
      [
        { free_insurance: '5000', max_insurance: '100' },
        'free_insurance',
        'Free insurance cannot be more than the maximum insurance.',
      ],
      [{ max_parcel_weight: 30 }, 'max_parcel_weight', 'A line to Taiwan takes parcels of at most 20 kg.'],
      [{ max_parcel_weight: null }, 'max_parcel_weight', 'A line to Taiwan takes parcels of at most 20 kg.'],
      [
        { min_chargeable: 25 },
        'min_chargeable',
        'The minimum chargeable weight cannot be more than the heaviest parcel the line takes.',
      ],
    ];
    const before = await lineOf('AU-TW-EXP');
    for (const [payload, field, message] of refusals) {
      for (const url of ['/ops/lines/AU-TW-EXP', '/ops/lines/AU-TW-EXP/preview']) {
        const answer = await call('POST', url, payload);
        expect([answer.statusCode, answer.json().errors?.[field]], `${url} ${JSON.stringify(payload)}`).toEqual([
          400,
          message,
        ]);
      }
    }
    expect(await lineOf('AU-TW-EXP')).toEqual(before);
    // A yen price has no decimals.
    const yen = await call('POST', '/ops/lines/JP-AU-EXP', { first_price: '1500.5' });
    expect([yen.statusCode, yen.json().errors?.first_price]).toEqual([400, 'Please enter a number.']);
  });

  it('of two parallel saves of one form, one is refused as stale; the saved one is audited with before and after', async () => {
    const loaded = await lineOf('AU-TW-ECO');
    const { statuses, refusal, saved } = await raceOf(() =>
      call('PATCH', '/ops/lines/AU-TW-ECO', { first_price: '19.90', staff_edited_at: loaded.staff_edited_at }),
    );
    expect([statuses, refusal]).toEqual([[200, 409], STALE]);
    const [row] = await auditOf(saved as LightMyRequestResponse);
    expect(row).toMatchObject({
      action: 'line.change',
      target_id: String(loaded.id),
      details: { code: 'AU-TW-ECO', changes: { firstWeightPrice: { to: 1990 } } },
    });
  });

  it('holds the line under a lock while it checks the version: of five saves started together, one passes', async () => {
    const loaded = await lineOf('AU-SG-ECO');
    const me = body<{ staff_id: number }>(await call('GET', '/ops/me')).data;
    const actor = { staffId: me.staff_id, requestId: 'parallel-saves', storeIds: null };
    // Straight to the service, so every save reads the line before any of them writes it.
    const outcomes = await Promise.allSettled(
      ['21.10', '21.20', '21.30', '21.40', '21.50'].map((price) =>
        changeLine(t.app.ctx, actor, 'AU-SG-ECO', { first_price: price, staff_edited_at: loaded.staff_edited_at }),
      ),
    );
    const saved = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(saved).toHaveLength(1);
    expect(refused.map((error) => (error as AppError).messageKey)).toEqual(Array(4).fill('staff.staleForm'));
    expect((await lineOf('AU-SG-ECO')).first_weight_price).toBe(saved[0]?.first_weight_price);
  });

  it('staff saves while another server starts (its seed) all finish: every writer takes reference_version first', async () => {
    // On PostgreSQL a save that locked its line and then waited for reference_version (its trigger) deadlocked with
    // a seed that held reference_version and then upserted that line. PGlite has one connection and cannot show it.
    const codes = ['AU-NZ-EXP', 'AU-NZ-ECO', 'AU-TW-EXP', 'AU-SG-EXP', 'AU-TW-ECO', 'AU-SG-ECO'];
    const loaded = await Promise.all(codes.map((code) => lineOf(code)));
    const me = body<{ staff_id: number }>(await call('GET', '/ops/me')).data;
    const actor = { staffId: me.staff_id, requestId: 'seed-race', storeIds: null };
    for (let round = 0; round < 3; round += 1) {
      const fresh = round === 0 ? loaded : await Promise.all(codes.map((code) => lineOf(code)));
      const outcomes = await Promise.allSettled([
        seedReferenceData(t.app.ctx.db),
        ...fresh.map((line, index) =>
          changeLine(t.app.ctx, actor, line.code, {
            first_price: `${30 + round}.${index}0`,
            staff_edited_at: line.staff_edited_at,
          }),
        ),
      ]);
      const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
      expect(failures).toEqual([]);
    }
  });

  it('is for admins: finance reads lines but neither previews nor changes them', async () => {
    const finance = await staffMember(t.app, 'finance');
    expect((await call('GET', '/ops/lines', undefined, finance.headers)).statusCode).toBe(200);
    expect((await call('POST', '/ops/lines/AU-TW-ECO/preview', {}, finance.headers)).statusCode).toBe(403);
    expect((await call('POST', '/ops/lines/AU-TW-ECO', { active: true }, finance.headers)).statusCode).toBe(403);
  });
});

interface ServicePrice {
  service_id: number;
  code: string;
  store_id: number;
  currency: string;
  offered: boolean;
  price: string | null;
  active: boolean;
  staff_edited_at: string | null;
}

describe('extra-service prices', () => {
  const prices = async (storeId: number) =>
    body<ServicePrice[]>(await call('GET', `/ops/extra-service-prices?store_id=${storeId}`)).data;
  const customerList = async (storeId: number) => {
    const mei = await registerCustomer(t.app, {}, 'en');
    return body<{ code: string; price: string | null; currency: string }[]>(
      await t.app.inject({ url: `/api/extraServiceList?store_id=${storeId}`, headers: { ...mei.headers, lang: 'en' } }),
    ).data;
  };

  it('lists every service at every warehouse, in its currency, saying where one is not offered', async () => {
    const all = body<ServicePrice[]>(await call('GET', '/ops/extra-service-prices')).data;
    expect(new Set(all.map((row) => row.store_id))).toEqual(new Set([1, 2, 3, 5, 8, 9]));
    const japan = await prices(8);
    expect(japan.find((row) => row.code === 'disposal')).toMatchObject({
      offered: false,
      price: null,
      currency: 'JPY',
    });
    expect(japan.find((row) => row.code === 'photo')).toMatchObject({ offered: true, active: true, currency: 'JPY' });
  });

  it('previews the customer entry with the unsaved price, then saves it for customers, audited', async () => {
    const photo = (await prices(1)).find((row) => row.code === 'photo') as ServicePrice;
    const preview = await call('POST', `/ops/extra-service-prices/${photo.service_id}/preview`, {
      store_id: 1,
      price: '2.75',
      active: true,
    });
    expect(body(preview).data).toMatchObject({
      listed: true,
      entry: { code: 'photo', name: 'Photo', price: '2.75', currency: 'AUD', offered: true },
    });
    expect(await auditOf(preview)).toEqual([]);
    expect((await customerList(1)).find((row) => row.code === 'photo')?.price).toBe(photo.price);

    const saved = await call('POST', `/ops/extra-service-prices/${photo.service_id}`, {
      store_id: 1,
      price: '2.75',
      active: true,
      staff_edited_at: photo.staff_edited_at,
    });
    expect(body(saved).data).toMatchObject({ price: '2.75', active: true, staff_edited_at: expect.any(String) });
    expect((await customerList(1)).find((row) => row.code === 'photo')?.price).toBe('2.75');
    expect(await auditOf(saved)).toMatchObject([
      {
        action: 'extra_service.price',
        target_type: 'extra_service_price',
        target_id: `1:${photo.service_id}`,
        details: { code: 'photo', store_id: 1, price: { from: photo.price, to: '2.75' }, active: { to: true } },
      },
    ]);
    // The console's drawer for this service at another warehouse does not show this warehouse's change.
    const trail = async (storeId: number) =>
      body<{ list: { action: string }[] }>(
        await call('GET', `/ops/audit?target_type=extra_service_price&target_id=${storeId}:${photo.service_id}`),
      ).data.list;
    expect((await trail(1)).map((entry) => entry.action)).toContain('extra_service.price');
    expect(await trail(2)).toEqual([]);
  });

  it('offers a service at a warehouse that had none, and takes one off the customer list', async () => {
    const disposal = (await prices(8)).find((row) => row.code === 'disposal') as ServicePrice;
    const { statuses, refusal } = await raceOf(() =>
      call('POST', `/ops/extra-service-prices/${disposal.service_id}`, {
        store_id: 8,
        price: '800',
        active: true,
        staff_edited_at: null,
      }),
    );
    expect([statuses, refusal]).toEqual([[200, 409], STALE]);
    expect((await customerList(8)).find((row) => row.code === 'disposal')).toMatchObject({
      price: '800',
      currency: 'JPY',
    });

    const bubble = (await prices(8)).find((row) => row.code === 'bubble_wrap') as ServicePrice;
    const hidden = await call('POST', `/ops/extra-service-prices/${bubble.service_id}/preview`, {
      store_id: 8,
      price: bubble.price,
      active: false,
    });
    expect(body(hidden).data).toMatchObject({ listed: false, entry: { offered: false, price: null } });
    await call('POST', `/ops/extra-service-prices/${bubble.service_id}`, {
      store_id: 8,
      price: bubble.price,
      active: false,
      staff_edited_at: bubble.staff_edited_at,
    });
    expect((await customerList(8)).map((row) => row.code)).not.toContain('bubble_wrap');
  });

  it('holds the price under a lock while it checks the version: of three saves started together, one passes', async () => {
    const wrap = (await prices(5)).find((row) => row.code === 'bubble_wrap') as ServicePrice;
    const me = body<{ staff_id: number }>(await call('GET', '/ops/me')).data;
    const actor = { staffId: me.staff_id, requestId: 'parallel-prices', storeIds: null };
    const outcomes = await Promise.allSettled(
      ['70', '71', '72'].map((price) =>
        changeServicePrice(t.app.ctx, actor, wrap.service_id, 5, {
          price,
          active: true,
          staff_edited_at: wrap.staff_edited_at,
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
  });

  it('refuses a negative, over-precise, absurd or stale price, and an unknown service or warehouse', async () => {
    const photo = (await prices(8)).find((row) => row.code === 'photo') as ServicePrice;
    const save = (payload: Record<string, unknown>) =>
      call('POST', `/ops/extra-service-prices/${photo.service_id}`, { store_id: 8, active: true, ...payload });
    for (const [price, message] of [
      ['-5', 'Please enter a number.'],
      ['250.5', 'Please enter a number.'],
      ['99999999', 'This amount is too high. Please check it.'],
    ]) {
      const answer = await save({ price });
      expect([answer.statusCode, answer.json().errors?.price], price).toEqual([400, message]);
    }
    expect((await save({ price: '250', staff_edited_at: '2020-01-01T00:00:00.000Z' })).statusCode).toBe(409);
    expect(
      (await call('POST', '/ops/extra-service-prices/999999', { store_id: 1, price: '1', active: true })).statusCode,
    ).toBe(404);
    expect((await save({ price: '250', store_id: 4242 })).statusCode).toBe(404);
    expect((await prices(8)).find((row) => row.code === 'photo')).toEqual(photo);
  });
});

interface StaffWarehouse {
  store_id: number;
  address: {
    recipient: string;
    address_lines: string[];
    city: string;
    state: string;
    postal_code: string;
    phone: string;
    opening_hours: string;
    opening_hours_in: { en: string; cn: string; tw: string };
  };
  staff_edited_at: string | null;
}

describe('warehouse shopping addresses', () => {
  const warehouse = async (storeId: number) =>
    body<StaffWarehouse[]>(await call('GET', '/ops/warehouses')).data.find(
      (row) => row.store_id === storeId,
    ) as StaffWarehouse;

  it('previews the customer card in each language, then saves it for getWarehouseAddress, audited, kept over a re-seed', async () => {
    const nz = await warehouse(9);
    const address = {
      ...nz.address,
      address_lines: ['Unit C, 25 Andromeda Crescent', 'Parcelway {supportNumber}'],
      opening_hours_in: { ...nz.address.opening_hours_in, en: 'Mon–Sat 08:00–18:00 (Auckland time)' },
    };
    const preview = await call('POST', '/ops/warehouses/9/preview', address);
    const cards = body<{ cards: { language: string; card: { address: Record<string, unknown> } }[] }>(preview).data
      .cards;
    expect(cards.map((entry) => entry.language)).toEqual(['en', 'cn', 'tw']);
    expect(cards[0]?.card.address).toMatchObject({
      name: 'PW100001 Mei Lin',
      address_lines: ['Unit C, 25 Andromeda Crescent', 'Parcelway 100001'],
      opening_hours: 'Mon–Sat 08:00–18:00 (Auckland time)',
    });
    expect(await auditOf(preview)).toEqual([]);

    const saved = await call('POST', '/ops/warehouses/9', { ...address, staff_edited_at: nz.staff_edited_at });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await auditOf(saved)).toMatchObject([{ action: 'warehouse.address', target_id: '9' }]);
    const mei = await registerCustomer(t.app, { store_id: 9, currency_id: 7 }, 'en');
    const customerCards = body<{ store_id: number; address: { name: string; address_lines: string[] } }[]>(
      await t.app.inject({ url: '/api/getWarehouseAddress', headers: { ...mei.headers, lang: 'en' } }),
    ).data;
    expect(customerCards.find((card) => card.store_id === 9)?.address.address_lines).toEqual([
      'Unit C, 25 Andromeda Crescent',
      `Parcelway ${mei.id}`,
    ]);

    await seedReferenceData(t.app.ctx.db);
    expect((await warehouse(9)).address.address_lines[0]).toBe('Unit C, 25 Andromeda Crescent');
  });

  it('refuses an address without the support number, with another placeholder, too long or with a foreign postcode', async () => {
    const au = await warehouse(1);
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { recipient: 'PW', address_lines: ['Unit 3, 18 Coal Pier Road'] },
        'recipient',
        "The receiver or an address line must contain {supportNumber}: it is where the customer's support number goes.",
      ],
      [{ recipient: 'PW{customerId}' }, 'recipient', 'Only {supportNumber} may appear in braces.'],
      [
        {
          address_lines: [
            'Unit 3, 18 Coal Pier Road',
            'Parcelway customer {supportNumber}, Unit 3, 18 Coal Pier Road Mascot',
          ],
        },
        'address_lines.1',
        'This line is over 60 characters once the support number is filled in.',
      ],
      [{ postal_code: '20201' }, 'postal_code', expect.any(String)],
      [{ phone: 'call us' }, 'phone', expect.any(String)],
    ];
    for (const [change, field, message] of refusals) {
      for (const url of ['/ops/warehouses/1', '/ops/warehouses/1/preview']) {
        const answer = await call('POST', url, { ...au.address, ...change });
        expect([answer.statusCode, answer.json().errors?.[field]], `${url} ${JSON.stringify(change)}`).toEqual([
          400,
          message,
        ]);
      }
    }
    expect(await warehouse(1)).toEqual(au);
  });

  it('holds the warehouse under a lock while it checks the version: of three saves started together, one passes', async () => {
    const jp = await warehouse(8);
    const me = body<{ staff_id: number }>(await call('GET', '/ops/me')).data;
    const actor = { staffId: me.staff_id, requestId: 'parallel-addresses', storeIds: null };
    const outcomes = await Promise.allSettled(
      ['+81 47 328 5511', '+81 47 328 5512', '+81 47 328 5513'].map((phone) =>
        changeWarehouse(t.app.ctx, actor, 8, { ...jp.address, phone, staff_edited_at: jp.staff_edited_at }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
  });

  it('of two parallel saves of one form, one is refused as stale', async () => {
    const my = await warehouse(3);
    const { statuses, refusal } = await raceOf(() =>
      call('POST', '/ops/warehouses/3', {
        ...my.address,
        phone: '+60 3 8068 2202',
        staff_edited_at: my.staff_edited_at,
      }),
    );
    expect([statuses, refusal]).toEqual([[200, 409], STALE]);
    expect((await warehouse(3)).address.phone).toBe('+60 3 8068 2202');
  });

  it('is for admins only', async () => {
    const content = await staffMember(t.app, 'content');
    expect((await call('GET', '/ops/warehouses', undefined, content.headers)).statusCode).toBe(403);
    const au = await warehouse(1);
    expect((await call('POST', '/ops/warehouses/1', au.address, content.headers)).statusCode).toBe(403);
    expect((await call('POST', '/ops/warehouses/4242', au.address)).statusCode).toBe(404);
  });
});

describe('exchange rates', () => {
  it('refuses an absurd rate with a sentence instead of overflowing the column', async () => {
    for (const rate of ['1000000', '9999999999999']) {
      const answer = await call('POST', '/ops/exchange-rates', { currency: 'JPY', per_aud: rate });
      expect([answer.statusCode, answer.json().errors?.per_aud]).toEqual([
        400,
        'An exchange rate must be less than 1,000,000 per AUD.',
      ]);
    }
    expect((await call('POST', '/ops/exchange-rates', { currency: 'JPY', per_aud: '0' })).statusCode).toBe(400);
  });
});

describe('the configuration commands (npm run ops --)', () => {
  let opsUrl: string;
  beforeAll(async () => {
    opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('previews a line, sets a service price and reads the warehouses over HTTP', async () => {
    const env = { OPS_URL: opsUrl, STAFF_EMAIL: STAFF_CREDENTIALS.email, STAFF_PASSWORD: STAFF_CREDENTIALS.password };
    const preview = (await runOpsCommand(
      ['preview-line', '--line', 'AU-SG-EXP', '--first-price', '99', '--weights', '2'],
      env,
    )) as LinePreview;
    expect(preview.samples.map((sample) => sample.weight)).toEqual(['2']);
    expect(Number(preview.samples[0]?.proposed.line?.fees?.total)).toBeGreaterThan(99);

    const unpacking = ((await runOpsCommand(['list-service-prices', '--store', '2'], env)) as ServicePrice[]).find(
      (row) => row.code === 'unpacking',
    ) as ServicePrice;
    expect(unpacking.currency).toBe('CNY');
    const set = await runOpsCommand(
      ['set-service-price', '--service', String(unpacking.service_id), '--store', '2', '--price', '26.50'],
      env,
    );
    expect(set).toMatchObject({ price: '26.50', active: true, currency: 'CNY' });
    await expect(
      runOpsCommand(
        ['set-service-price', '--service', String(unpacking.service_id), '--store', '2', '--price', '-1'],
        env,
      ),
    ).rejects.toThrow('400');
    const warehouses = (await runOpsCommand(['list-warehouses'], env)) as StaffWarehouse[];
    expect(warehouses.map((row) => row.store_id)).toEqual([1, 2, 3, 5, 8, 9]);
  });

  /** The command line's client, with a console save made between the command's read (its first GET) and its write. */
  class ConsoleSavesMeanwhile extends OpsClient {
    private saved = false;
    constructor(private readonly consoleSave: () => Promise<LightMyRequestResponse>) {
      super(opsUrl, STAFF_CREDENTIALS);
    }
    override async request<T = unknown>(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      payload?: unknown,
      headers?: Record<string, string>,
    ): Promise<T> {
      const answer = await super.request<T>(method, path, payload, headers);
      if (method === 'GET' && !this.saved) {
        this.saved = true;
        expect((await this.consoleSave()).statusCode).toBe(200);
      }
      return answer;
    }
  }
  const runWith = (client: OpsClient, argv: string[]) => {
    const { positionals, flags } = parseCommandLine(argv);
    return CONFIG_COMMANDS[positionals[0] ?? '']?.run(client, flags);
  };

  it('set-service-price sends the version it read: a console save made meanwhile is refused (409), not overwritten', async () => {
    const env = { OPS_URL: opsUrl, STAFF_EMAIL: STAFF_CREDENTIALS.email, STAFF_PASSWORD: STAFF_CREDENTIALS.password };
    const priceOf = async () =>
      body<ServicePrice[]>(await call('GET', '/ops/extra-service-prices?store_id=1')).data.find(
        (row) => row.code === 'photo',
      ) as ServicePrice;
    const photo = await priceOf();
    const argv = (price: string) => [
      'set-service-price',
      '--service',
      String(photo.service_id),
      '--store',
      '1',
      '--price',
      price,
    ];
    // Run after run, each reads the current version: the command never refuses itself.
    expect(await runOpsCommand(argv('2.10'), env)).toMatchObject({ price: '2.10' });
    expect(await runOpsCommand(argv('2.20'), env)).toMatchObject({ price: '2.20' });

    const loaded = await priceOf();
    const client = new ConsoleSavesMeanwhile(() =>
      call('POST', `/ops/extra-service-prices/${photo.service_id}`, {
        store_id: 1,
        price: '3.00',
        active: true,
        staff_edited_at: loaded.staff_edited_at,
      }),
    );
    await expect(runWith(client, argv('4.00'))).rejects.toThrow(`409 ${STALE}`);
    expect((await priceOf()).price).toBe('3.00');
  });

  it('set-warehouse-address sends the version it read: a console save made meanwhile is refused (409)', async () => {
    const warehouseOf = async () =>
      body<StaffWarehouse[]>(await call('GET', '/ops/warehouses')).data.find(
        (row) => row.store_id === 1,
      ) as StaffWarehouse;
    const au = await warehouseOf();
    const file = join(mkdtempSync(join(tmpdir(), 'parcelway-address-')), 'address.json');
    writeFileSync(file, JSON.stringify({ ...au.address, phone: '+61 3 9000 0002' }));
    const client = new ConsoleSavesMeanwhile(() =>
      call('POST', '/ops/warehouses/1', {
        ...au.address,
        phone: '+61 3 9000 0001',
        staff_edited_at: au.staff_edited_at,
      }),
    );
    await expect(runWith(client, ['set-warehouse-address', '--store', '1', '--file', file])).rejects.toThrow(
      `409 ${STALE}`,
    );
    expect((await warehouseOf()).address.phone).toBe('+61 3 9000 0001');
    // Run again, it reads the new version and saves.
    const again = new OpsClient(opsUrl, STAFF_CREDENTIALS);
    expect(await runWith(again, ['set-warehouse-address', '--store', '1', '--file', file])).toMatchObject({
      address: { phone: '+61 3 9000 0002' },
    });
  });
});
