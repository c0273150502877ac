import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { signAfterShipBody } from '../src/modules/carriers/aftership.js';
import { runOpsCommand } from '../src/ops/cli.js';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  testConfig,
} from './support/app.js';
import { createTestDatabase } from './support/database.js';
import { CARRIER_SECRET, shippedWaybill, signedWebhook, trackInfo } from './support/tracking.js';
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
const fixtures = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  t = await createTestApp({
    config: { staff: STAFF_CREDENTIALS, carrierWebhook: { secret: CARRIER_SECRET, toleranceSeconds: 900 } },
  });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

/** The rows of a raw query, on PGlite and PostgreSQL alike (both answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.app.ctx.db.execute(query)) as { rows: T[] };
  return result.rows;
}

async function storedEvents(waybillId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    sql`select count(*)::int as n from tracking_events where waybill_id = ${waybillId}`,
  );
  return row?.n ?? 0;
}

async function allStoredEvents(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from tracking_events`);
  return row?.n ?? 0;
}

describe('our own state changes', () => {
  it('every move of the waybill is recorded as an event in its transaction; submission reads from the waybill', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = fixtures.tracking();
    const id = await shippedWaybill(t, fixtures, customer, number);
    const stored = await rowsOf(
      sql`select status_code, source from tracking_events where waybill_id = ${id} order by id`,
    );
    expect(stored).toEqual([
      { status_code: 'packing', source: 'own' },
      { status_code: 'pay_now', source: 'own' },
      { status_code: 'paid', source: 'own' },
      { status_code: 'in_transit', source: 'own' },
    ]);
    const info = await trackInfo(t, customer, id);
    // Newest first; submission is derived from the waybill's own time.
    expect(info.events.map((event) => event.status)).toEqual(['in_transit', 'paid', 'pay_now', 'packing', 'pending']);
    expect(info.events[0]).toMatchObject({
      source: 'own',
      status_name: 'In transit',
      text: `Handed to the carrier, tracking number ${number}`,
      problem: false,
    });
    expect(info.events.at(-1)?.id).toBe('own:waybill:pending');
    expect(info.current).toMatchObject({ status: 'in_transit', final: false });
    expect(info.carrier).toMatchObject({ tracking_number: number, tracking_url: null });
    expect(info.estimated_delivery).toMatchObject({ basis: 'shipped', late: false });
    expect(info.delivery_proof).toEqual([]);
    // Its line delivers to the door: the last mile is known though the customer chose nothing.
    expect(info.last_mile).toMatchObject({ method: 'door', method_name: 'Door delivery', agent: null });
  });

  it('a refused move records nothing', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const [parcel] = await fixtures.inStock(customer, 1);
    const waybill = await fixtures.submit(customer, [parcel as number]);
    const refused = await fixtures.ops(`/ops/waybills/${waybill.id}/status`, { status: 'delivered' });
    expect(refused.statusCode).toBe(422);
    expect(await storedEvents(waybill.id)).toBe(0);
  });

  it('a waybill without stored events shows the states its timestamps stand for', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const id = await shippedWaybill(t, fixtures, customer, fixtures.tracking());
    // As a waybill from before tracking existed: its moves were never recorded.
    await t.app.ctx.db.execute(sql`delete from tracking_events where waybill_id = ${id}`);
    const info = await trackInfo(t, customer, id);
    expect(info.events.map((event) => event.status)).toEqual(['in_transit', 'paid', 'pay_now', 'pending']);
    expect(info.events.every((event) => event.source === 'own')).toBe(true);
  });

  it("getTrackInfo answers 404 for another customer's waybill", async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const stranger = await registerCustomer(t.app, {}, 'en');
    const id = await shippedWaybill(t, fixtures, owner, fixtures.tracking());
    const response = await t.app.inject({ url: `/api/getTrackInfo?shipment_id=${id}`, headers: stranger.headers });
    expect(response.statusCode).toBe(404);
    expect(body(response).data).toBeUndefined();
  });
});

describe('carrier webhooks (AfterShip format)', () => {
  it('stores the checkpoints, maps customs holds and delivery, and shows them in journey order', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = fixtures.tracking();
    const id = await shippedWaybill(t, fixtures, customer, number);
    const response = await t.app.inject(signedWebhook(t, { trackingNumber: number, steps: 8 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toEqual({ recorded: 8, duplicates: 0 });

    const info = await trackInfo(t, customer, id);
    const carrier = info.events.filter((event) => event.source === 'carrier');
    expect(carrier.map((event) => event.status)).toEqual([
      'delivered',
      'out_for_delivery',
      'in_transit',
      'customs_held',
      'in_transit',
      'in_transit',
      'in_transit',
      'info_received',
    ]);
    expect(carrier.find((event) => event.status === 'customs_held')).toMatchObject({
      problem: true,
      place: 'Taipei, Taiwan',
      text: 'Held for customs clearance',
    });
    expect(info.current).toMatchObject({ status: 'delivered', final: true });
    expect(info.estimated_delivery).toBeNull();
    const times = info.events.map((event) => Date.parse(event.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('the same webhook twice, or its checkpoints under a new event id, stores nothing new', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = fixtures.tracking();
    const id = await shippedWaybill(t, fixtures, customer, number);
    const webhook = signedWebhook(t, { trackingNumber: number, steps: 3 });
    expect(body((await t.app.inject(webhook)) as never).data).toEqual({ recorded: 3, duplicates: 0 });
    const before = await storedEvents(id);
    expect(body((await t.app.inject(webhook)) as never).data).toEqual({ recorded: 0, duplicates: 3 });
    // AfterShip sends every checkpoint so far with each update: the next one adds only what is new.
    const next = signedWebhook(t, { trackingNumber: number, steps: 4 });
    expect(body((await t.app.inject(next)) as never).data).toEqual({ recorded: 1, duplicates: 3 });
    expect(await storedEvents(id)).toBe(before + 1);
    const info = await trackInfo(t, customer, id);
    expect(info.events.filter((event) => event.source === 'carrier')).toHaveLength(4);
  });

  it('out-of-order arrivals still read in the order they happened', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = fixtures.tracking();
    const id = await shippedWaybill(t, fixtures, customer, number);
    // The carrier's journey starts as the waybill leaves (so its scans are the newest events).
    const later = signedWebhook(t, { trackingNumber: number, steps: 7, hoursAgo: 0 });
    // Only the last scans first, then the whole journey up to them.
    const laterOnly = JSON.parse(later.payload);
    laterOnly.msg.checkpoints = laterOnly.msg.checkpoints.slice(5).reverse();
    const payload = JSON.stringify(laterOnly);
    const first = await t.app.inject({
      ...later,
      payload,
      headers: { ...later.headers, 'aftership-hmac-sha256': signWith(payload) },
    });
    expect(body(first).data).toEqual({ recorded: 2, duplicates: 0 });
    expect((await trackInfo(t, customer, id)).current).toMatchObject({ status: 'out_for_delivery' });
    expect(body((await t.app.inject(later)) as never).data).toEqual({ recorded: 5, duplicates: 2 });
    const carrier = (await trackInfo(t, customer, id)).events.filter((event) => event.source === 'carrier');
    expect(carrier.map((event) => event.status)).toEqual([
      'out_for_delivery',
      'in_transit',
      'customs_held',
      'in_transit',
      'in_transit',
      'in_transit',
      'info_received',
    ]);
    expect((await trackInfo(t, customer, id)).current).toMatchObject({ status: 'out_for_delivery' });
  });

  it('a bad signature, a stale timestamp or an unknown number is refused and nothing is stored', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = fixtures.tracking();
    await shippedWaybill(t, fixtures, customer, number);
    const before = await allStoredEvents();

    const forged = signedWebhook(t, { trackingNumber: number, steps: 2, secret: 'someone-elses-secret-000000' });
    expect((await t.app.inject(forged)).statusCode).toBe(401);
    const good = signedWebhook(t, { trackingNumber: number, steps: 2 });
    const tampered = { ...good, payload: good.payload.replace('Sydney', 'Sydnex') };
    expect((await t.app.inject(tampered)).statusCode).toBe(401);
    const unsigned = { ...good, headers: { 'content-type': 'application/json' } };
    expect((await t.app.inject(unsigned)).statusCode).toBe(401);
    const staleTs = Math.floor(t.clock.now().getTime() / 1000) - 901;
    const stale = signedWebhook(t, { trackingNumber: number, steps: 2, ts: staleTs });
    const refused = await t.app.inject(stale);
    expect(refused.statusCode).toBe(401);
    expect(body(refused).msg).toBe('无法验证此通知。');
    const unknown = await t.app.inject(signedWebhook(t, { trackingNumber: 'NOBODY00000000', steps: 2 }));
    expect(unknown.statusCode).toBe(404);
    const junk = { ...good, payload: '{"ts":1}', headers: { ...good.headers } };
    junk.headers['aftership-hmac-sha256'] = signWith(junk.payload);
    expect((await t.app.inject(junk)).statusCode).toBe(401);
    expect(await allStoredEvents()).toBe(before);
  });

  it('logs each refusal once, and without a secret refuses every webhook', async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      database: await createTestDatabase(),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const probe = { ...t, app } as TestApp;
      const webhook = signedWebhook(probe, { trackingNumber: 'ANYNUMBER0001', steps: 1 });
      expect((await app.inject(webhook)).statusCode).toBe(401);
      const refusals = lines.filter((line) => line.includes('carrier webhook refused'));
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toContain('no webhook secret is configured');
    } finally {
      await app.close();
    }
  });
});

function signWith(payload: string): string {
  return signAfterShipBody(CARRIER_SECRET, payload);
}

describe('staff entries', () => {
  it('warehouse staff of the waybill’s warehouse add an entry, audited; a retried reference records it once', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const id = await shippedWaybill(t, fixtures, customer, fixtures.tracking());
    const operator = await staffMember(t.app, 'warehouse', [1]);
    const entry = {
      status: 'customs_held',
      occurred_at: '2026-03-04T09:30:00+08:00',
      place: 'Taoyuan Airport',
      texts: { en: 'Customs asks for the invoice', cn: '海关要求提供发票' },
      reference: 'notice-77',
    };
    const added = await t.app.inject({
      method: 'POST',
      url: `/ops/waybills/${id}/tracking`,
      headers: operator.headers,
      payload: entry,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(body(added).data).toEqual({
      waybill_id: id,
      status: 'customs_held',
      occurred_at: '2026-03-04T01:30:00.000Z',
      recorded: true,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/ops/waybills/${id}/tracking`,
      headers: operator.headers,
      payload: entry,
    });
    expect(body(again).data).toMatchObject({ recorded: false });

    const inChinese = await t.app.inject({
      url: `/api/getTrackInfo?shipment_id=${id}`,
      headers: { ...customer.headers },
    });
    const held = body<{ events: { status: string; text: string; source: string }[] }>(inChinese).data.events.filter(
      (event) => event.source === 'staff',
    );
    // The customer's language is English: the English words; the Chinese ones are kept too.
    expect(held).toEqual([expect.objectContaining({ status: 'customs_held', text: 'Customs asks for the invoice' })]);

    const audit = await t.app.inject({
      url: `/ops/audit?action=tracking.entry&target_id=${id}`,
      headers: staff,
    });
    const trail = body<{ list: { details: Record<string, unknown> }[] }>(audit).data.list;
    expect(trail).toHaveLength(1);
    expect(trail[0]?.details).toMatchObject({ status: 'customs_held', reference: 'notice-77' });
  });

  it('a customer reads an entry in their language: its own words, the other Chinese, else the status from the catalogue', async () => {
    const readers = {
      en: await registerCustomer(t.app, {}, 'en'),
      cn: await registerCustomer(t.app, {}, 'cn'),
      tw: await registerCustomer(t.app, {}, 'tw'),
    };
    const add = (id: number, texts: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/waybills/${id}/tracking`,
        headers: staff,
        payload: { status: 'in_transit', place: 'Taoyuan', texts },
      });
    const read = async (language: keyof typeof readers, id: number) => {
      const response = await t.app.inject({
        url: `/api/getTrackInfo?shipment_id=${id}`,
        headers: readers[language].headers,
      });
      const events = body<{ events: { source: string; text: string; status_name: string }[] }>(response).data.events;
      const entry = events.find((event) => event.source === 'staff');
      return entry && { text: entry.text, status_name: entry.status_name };
    };
    const english = { en: 'Arrived in Taiwan, awaiting customs clearance' };
    const chinese = { cn: '已到达台湾，等待清关' };
    const seen: Record<string, unknown> = {};
    for (const language of ['en', 'cn', 'tw'] as const) {
      const onlyEnglish = await shippedWaybill(t, fixtures, readers[language], fixtures.tracking());
      const onlyChinese = await shippedWaybill(t, fixtures, readers[language], fixtures.tracking());
      expect((await add(onlyEnglish, english)).statusCode).toBe(200);
      expect((await add(onlyChinese, chinese)).statusCode).toBe(200);
      seen[language] = [await read(language, onlyEnglish), await read(language, onlyChinese)];
    }
    expect(seen).toEqual({
      en: [
        { status_name: 'In transit', text: english.en },
        { status_name: 'In transit', text: 'In transit' },
      ],
      // Never "运输中 · Arrived in Taiwan…": the status in Chinese stands in for English words.
      cn: [
        { status_name: '运输中', text: '运输中' },
        { status_name: '运输中', text: chinese.cn },
      ],
      tw: [
        { status_name: '運送中', text: '運送中' },
        { status_name: '運送中', text: chinese.cn },
      ],
    });
  });

  it('another warehouse’s operator gets 404, a customer 403, our own states and unpaid waybills are refused', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const id = await shippedWaybill(t, fixtures, customer, fixtures.tracking());
    const elsewhere = await staffMember(t.app, 'warehouse', [2]);
    const finance = await staffMember(t.app, 'finance');
    const entry = { status: 'in_transit', place: 'Hong Kong' };
    const call = (headers: Record<string, string>, url = `/ops/waybills/${id}/tracking`, payload: object = entry) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    expect((await call(elsewhere.headers)).statusCode).toBe(404);
    expect((await call(finance.headers)).statusCode).toBe(403);
    expect((await call(customer.headers)).statusCode).toBe(403);
    expect((await call({})).statusCode).toBe(401);
    expect((await call(staff, undefined, { status: 'delivered' })).statusCode).toBe(400);
    const future = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const ahead = await call(staff, undefined, { status: 'in_transit', occurred_at: future });
    expect(ahead.statusCode).toBe(400);
    expect(Object.keys(body(ahead).errors ?? {})).toEqual(['occurred_at']);

    const [parcel] = await fixtures.inStock(customer, 1);
    const unpaid = await fixtures.submit(customer, [parcel as number]);
    const early = await call({ ...staff, lang: 'en' }, `/ops/waybills/${unpaid.id}/tracking`);
    expect(early.statusCode).toBe(422);
    expect(body(early).msg).toBe(
      'Tracking entries can be added once the shipment is paid, and not after it was cancelled.',
    );
    expect(await storedEvents(unpaid.id)).toBe(0);
  });

  it('the ops command line adds an entry through the same route', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const id = await shippedWaybill(t, fixtures, customer, fixtures.tracking());
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const env = { OPS_URL: url, STAFF_EMAIL: STAFF_CREDENTIALS.email, STAFF_PASSWORD: STAFF_CREDENTIALS.password };
    const result = await runOpsCommand(
      [
        'add-tracking',
        '--id',
        String(id),
        '--status',
        'out_for_delivery',
        '--place',
        'Taipei',
        '--text',
        'With the courier since 8am',
        '--at',
        '2026-03-05T08:00:00+08:00',
      ],
      env,
    );
    expect(result).toMatchObject({ waybill_id: id, status: 'out_for_delivery', recorded: true });
    const info = await trackInfo(t, customer, id);
    expect(info.events.find((event) => event.source === 'staff')).toMatchObject({
      status: 'out_for_delivery',
      place: 'Taipei',
      text: 'With the courier since 8am',
      time: '2026-03-05T00:00:00.000Z',
    });
    await expect(runOpsCommand(['add-tracking', '--id', String(id)], env)).rejects.toThrow('--status is required');
  });

  it('staff ask the carrier now (the poller): what it knows is stored once', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const id = await shippedWaybill(t, fixtures, customer, `SIM${fixtures.tracking()}`);
    const poll = () => t.app.inject({ method: 'POST', url: `/ops/waybills/${id}/tracking/poll`, headers: staff });
    const first = body<{ recorded: number; duplicates: number }>(await poll()).data;
    const second = body<{ recorded: number; duplicates: number }>(await poll()).data;
    expect(second).toEqual({ recorded: 0, duplicates: first.recorded });
    expect(await storedEvents(id)).toBe(4 + first.recorded);
  });
});

describe('queryTrackInfo', () => {
  it("finds the caller's own waybill by shipment or carrier number and parcel by tracking number", async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = fixtures.tracking();
    const id = await shippedWaybill(t, fixtures, customer, number);
    const lookup = (value: string, headers = customer.headers) =>
      t.app.inject({ url: `/api/queryTrackInfo?tracking_number=${value}`, headers: { ...headers, lang: 'en' } });
    const byCarrier = body<{ matches: Record<string, unknown>[]; carrier: unknown }>(
      await lookup(number.toLowerCase()),
    ).data;
    expect(byCarrier.matches).toEqual([expect.objectContaining({ kind: 'waybill', id, waybill_id: id })]);
    expect(byCarrier.carrier).toBeNull();
    const detail = body<{ shipment_id: string; parcels: { tracking_number: string }[] }>(
      await t.app.inject({ url: `/api/shipmentDetail/${id}`, headers: customer.headers }),
    ).data;
    const byShipment = body<{ matches: Record<string, unknown>[] }>(await lookup(detail.shipment_id)).data;
    expect(byShipment.matches).toEqual([expect.objectContaining({ kind: 'waybill', id, status: 'in_transit' })]);
    const parcelNumber = detail.parcels[0]?.tracking_number ?? '';
    const byParcel = body<{ matches: Record<string, unknown>[] }>(await lookup(parcelNumber)).data;
    expect(byParcel.matches).toEqual([
      expect.objectContaining({ kind: 'parcel', number: parcelNumber, status: 'dispatched', waybill_id: id }),
    ]);
    // Another customer's numbers are none of theirs: the carrier is asked, and the stand-in does not know them.
    const stranger = await registerCustomer(t.app, {}, 'en');
    expect(body(await lookup(number, stranger.headers)).data).toEqual({
      tracking_number: number,
      matches: [],
      carrier: null,
    });
  });

  it('asks the carrier about any other number (the stand-in knows SIM numbers)', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const response = await t.app.inject({
      url: '/api/queryTrackInfo?tracking_number=SIM12345678',
      headers: { ...customer.headers, lang: 'en' },
    });
    const data = body<{ matches: unknown[]; carrier: { events: { status: string }[]; name: string } }>(response).data;
    expect(data.matches).toEqual([]);
    expect(data.carrier.name).toBe('stand-in-carrier');
    expect(data.carrier.events.at(-1)?.status).toBe('info_received');
    const again = body(
      await t.app.inject({
        url: '/api/queryTrackInfo?tracking_number=SIM12345678',
        headers: { ...customer.headers, lang: 'en' },
      }),
    ).data;
    expect(again).toEqual(data);
    const bad = await t.app.inject({ url: '/api/queryTrackInfo?tracking_number=x', headers: customer.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('is limited per minute per customer', async () => {
    const limited = await createTestApp({ config: { rateLimits: { tracking: 3 } } });
    try {
      const one = await registerCustomer(limited.app, {}, 'en');
      const two = await registerCustomer(limited.app, {}, 'en');
      const ask = (headers: Record<string, string>) =>
        limited.app.inject({ url: '/api/queryTrackInfo?tracking_number=SIM00000001', headers });
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await ask(one.headers)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await ask(two.headers)).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
