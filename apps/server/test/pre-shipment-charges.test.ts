import { calendarDate } from '@parcelway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../src/ops/cli.js';
import {
  body,
  createTestApp,
  DAY,
  MINUTE,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { AUSTRALIA, shirt, TAIWAN, waybillFixtures } from './support/waybills.js';

type Json = Record<string, unknown>;
let t: TestApp;
let staff: { authorization: string };
const fixtures = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(async () => {
  await t.app.close();
});

let counter = 0;
const trackingNumber = () => {
  counter += 1;
  return `PC${String(Date.now()).slice(-6)}${String(counter).padStart(4, '0')}`;
};
const post = (customer: TestCustomer, url: string, payload: Json) =>
  t.app.inject({ method: 'POST', url, headers: { ...customer.headers, lang: 'en' }, payload });
const ops = (url: string, payload?: Json, headers = staff) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: { ...headers, lang: 'en' }, payload });

/** A drop-off booked at the nearest Sydney agent point and received there: its id and tracking numbers. */
async function receivedDropOff(customer: TestCustomer) {
  const recipientId = body<{ id: number }>(await post(customer, '/api/createRecipent', AUSTRALIA)).data.id;
  const agents = body<{ id: number }[]>(
    await t.app.inject({ url: '/api/preShipmentAgents?store_id=1&postcode=2020', headers: customer.headers }),
  ).data;
  const numbers = [trackingNumber(), trackingNumber()];
  const booked = await post(customer, '/api/createOrUpdatePreShipment', {
    store_id: 1,
    recipient_id: recipientId,
    tracking_numbers: numbers,
    items: [shirt],
    contents: 'Clothes',
    flammable_confirmed: true,
    delivery_way: 'drop_off',
    agent_id: agents[0]?.id,
  });
  expect(booked.statusCode).toBe(200);
  const { id, drop_off_code } = body<{ id: number; drop_off_code: string }>(booked).data;
  expect((await ops('/ops/pre-shipments/receive', { code: drop_off_code })).statusCode).toBe(200);
  return { id, numbers };
}

/** Days later: the sessions of that morning have ended, so staff and the customer sign in again. */
async function daysLater(milliseconds: number, customer: TestCustomer) {
  t.clock.advance(milliseconds);
  staff = await staffHeaders(t.app);
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: customer.email, password: customer.password },
  });
  expect(login.statusCode).toBe(200);
  const token = body<{ access_token: string }>(login).data.access_token;
  customer.token = token;
  customer.headers = { authorization: `Bearer ${token}` };
}

/** Into the warehouse, then each weighed in at its size (cm): the parcels in stock. */
async function intoStock(id: number, sizes: [string, [number, number, number]][]) {
  const moved = await ops(`/ops/pre-shipments/${id}/into-warehouse`, {});
  expect(moved.statusCode).toBe(200);
  for (const [number, [length, width, height]] of sizes) {
    const checked = await ops('/ops/parcels/receive', {
      store_id: 1,
      tracking_number: number,
      weight: 2,
      length,
      width,
      height,
    });
    expect(checked.statusCode).toBe(200);
  }
  return body<{ parcel_ids: number[] }>(moved).data.parcel_ids;
}

describe('agent storage is charged on the shipment the parcels go into', () => {
  it('nothing for goods that reached the warehouse within the 7 free days', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const { id, numbers } = await receivedDropOff(customer);
    await daysLater(7 * DAY, customer);
    const parcelIds = await intoStock(id, [
      [numbers[0] as string, [30, 20, 10]],
      [numbers[1] as string, [60, 50, 50]],
    ]);
    const waybill = await fixtures.submit(customer, parcelIds);
    expect(waybill.fees).toMatchObject({ agent_storage: '0.00', service_charge: '0.00' });
  });

  it('past them, each package pays by count or by its measured volume, whichever is more, before payment', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const { id, numbers } = await receivedDropOff(customer);
    // 9 days and a minute: the 10th day has started, 3 days are charged.
    await daysLater(9 * DAY + MINUTE, customer);
    const parcelIds = await intoStock(id, [
      [numbers[0] as string, [30, 20, 10]], // 0.006 m³: AU$1 a day
      [numbers[1] as string, [60, 50, 50]], // 0.15 m³: AU$2.25 a day
    ]);
    const waybill = await fixtures.submit(customer, parcelIds);
    expect(waybill.fees).toMatchObject({ currency: 'AUD', agent_storage: '9.75', service_charge: '9.75' });
    const total = Number(waybill.fees.total);
    // Shown with the waybill the customer pays, and kept when the warehouse packs it into one box.
    expect((await fixtures.pack(waybill.id)).statusCode).toBe(200);
    const packed = await fixtures.ok<{ fees: Json }>(await fixtures.get(customer, `/api/shipmentDetail/${waybill.id}`));
    expect(packed.fees).toMatchObject({ agent_storage: '9.75', service_charge: '9.75' });
    expect(total).toBeGreaterThan(9.75);
  });

  it('a parcel that never waited at an agent point pays none', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waybill = await fixtures.submit(customer, await fixtures.inStock(customer, 1));
    expect(waybill.fees).toMatchObject({ agent_storage: '0.00' });
  });
});

describe('the pickup fee, as booked, is charged on the shipment', () => {
  it('shared over the parcels, whichever shipments take them, and unchanged by a later fee change', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const recipientId = body<{ id: number }>(await post(customer, '/api/createRecipent', AUSTRALIA)).data.id;
    const windows = body<{ id: number }[]>(await ops('/ops/pickup-windows?store_id=1')).data;
    const numbers = [trackingNumber(), trackingNumber(), trackingNumber()];
    const date = calendarDate(new Date(t.clock.now().getTime() + 3 * DAY), 'Australia/Sydney');
    const booked = await post(customer, '/api/createOrUpdatePreShipment', {
      store_id: 1,
      recipient_id: recipientId,
      tracking_numbers: numbers,
      items: [shirt],
      contents: 'Clothes',
      flammable_confirmed: true,
      delivery_way: 'pickup',
      pickup: { address: '5 Bourke Road', postcode: '2015', date, window_id: windows[0]?.id },
    });
    expect(booked.statusCode).toBe(200);
    const { id } = body<{ id: number }>(booked).data;
    const fee = body<{ pickup_fee: string; version: number }>(await ops('/ops/pickup-settings?store_id=1')).data;
    expect(fee.pickup_fee).toBe('8.00');
    // The warehouse raises its fee after the booking: this customer still pays the AU$8 shown to them.
    const raised = await ops('/ops/pickup-settings', { store_id: 1, pickup_fee: '20.00', version: fee.version });
    expect(raised.statusCode).toBe(200);

    expect((await ops(`/ops/pre-shipments/${id}/picked-up`, {})).statusCode).toBe(200);
    const parcelIds = await intoStock(
      id,
      numbers.map((number) => [number, [30, 20, 10]] as [string, [number, number, number]]),
    );
    // Two parcels now (AU$2.67 + 2.67), the third later (AU$2.66): AU$8 in all.
    const first = await fixtures.submit(customer, parcelIds.slice(0, 2));
    expect(first.fees).toMatchObject({ pickup_fee: '5.34', service_charge: '5.34', agent_storage: '0.00' });
    // To another receiver (one person twice among open waybills must be renamed, SPEC §5).
    const lin = await fixtures.recipient(customer, {
      ...TAIWAN,
      first_name: '美',
      last_name: '林',
      id_number: 'F223456786',
      address: '重慶南路一段100號',
    });
    const second = await fixtures.submit(customer, parcelIds.slice(2), { recipient_id: lin });
    expect(second.fees).toMatchObject({ pickup_fee: '2.66', service_charge: '2.66' });
  });
});

describe('pickup fee and cut-off per warehouse, set by its staff', () => {
  const settings = (headers = staff) => ops('/ops/pickup-settings?store_id=1', undefined, headers);
  const tomorrow = () => calendarDate(new Date(t.clock.now().getTime() + DAY), 'Australia/Sydney');

  it('changes what customers are shown and held to, audited with the values before and after', async () => {
    const operator = await staffMember(t.app, 'warehouse', [1]);
    const loaded = body<Json>(await settings(operator.headers)).data;
    expect(loaded).toMatchObject({ store_id: 1, currency: 'AUD', time_zone: 'Australia/Sydney' });
    const changed = await ops(
      '/ops/pickup-settings',
      { store_id: 1, pickup_fee: '12.50', cutoff_time: '00:00', version: loaded.version },
      operator.headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(body<Json>(changed).data).toMatchObject({
      pickup_fee: '12.50',
      cutoff_time: '00:00',
      version: Number(loaded.version) + 1,
    });

    const customer = await registerCustomer(t.app, {}, 'en');
    const costs = await t.app.inject({
      url: '/api/preShipmentCosts?store_id=1&delivery_way=pickup',
      headers: customer.headers,
    });
    expect(body<Json>(costs).data).toMatchObject({ pickup_fee: '12.50' });
    // A cut-off at midnight closes tomorrow's pickups from today on.
    const slots = await t.app.inject({
      url: `/api/pickupSlots?store_id=1&date=${tomorrow()}`,
      headers: { ...customer.headers, lang: 'en' },
    });
    expect(body<{ cutoff_time: string; problem: string | null }>(slots).data).toMatchObject({ cutoff_time: '00:00' });
    expect(body<{ problem: string | null }>(slots).data.problem).toContain('00:00');

    const audit = body<{ list: { action: string; staff_id: number; details: Json }[] }>(
      await ops('/ops/audit?target_type=warehouse&target_id=1&perPage=100'),
    ).data.list.filter((row) => row.action === 'pickup_settings.change');
    expect(audit[0]).toMatchObject({
      staff_id: operator.id,
      details: {
        currency: 'AUD',
        from: { pickup_fee: loaded.pickup_fee, cutoff_time: loaded.cutoff_time },
        to: { pickup_fee: '12.50', cutoff_time: '00:00' },
      },
    });
  });

  it('refuses bad values, another warehouse and customers, and changes nothing then', async () => {
    const before = body<Json>(await settings()).data;
    const operator = await staffMember(t.app, 'warehouse', [1]);
    for (const [payload, field] of [
      [{ pickup_fee: 'abc' }, 'pickup_fee'],
      [{ pickup_fee: '-1' }, 'pickup_fee'],
      [{ pickup_fee: '1.234' }, 'pickup_fee'],
      [{ cutoff_time: '25:00' }, 'cutoff_time'],
      [{ cutoff_time: '5pm' }, 'cutoff_time'],
    ] as const) {
      const refused = await ops('/ops/pickup-settings', { store_id: 1, ...payload }, operator.headers);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(body(refused).errors ?? {})).toContain(field);
    }
    const elsewhere = await ops('/ops/pickup-settings', { store_id: 2, pickup_fee: '1' }, operator.headers);
    expect(elsewhere.statusCode).toBe(403);
    expect((await ops('/ops/pickup-settings?store_id=2', undefined, operator.headers)).statusCode).toBe(403);
    expect((await ops('/ops/pickup-settings', { store_id: 999, pickup_fee: '1' })).statusCode).toBe(404);
    const finance = await staffMember(t.app, 'finance');
    expect((await ops('/ops/pickup-settings', { store_id: 1, pickup_fee: '1' }, finance.headers)).statusCode).toBe(403);
    const customer = await registerCustomer(t.app, {}, 'en');
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/ops/pickup-settings',
      headers: customer.headers,
      payload: { store_id: 1, pickup_fee: '0' },
    });
    expect([401, 403]).toContain(asCustomer.statusCode);
    expect(body<Json>(await settings()).data).toEqual(before);
  });

  it('takes one of parallel changes made from the same form; the others are told it changed meanwhile', async () => {
    const loaded = body<{ version: number }>(await settings()).data;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        ops('/ops/pickup-settings', { store_id: 1, pickup_fee: `${10 + index}.00`, version: loaded.version }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(body<Json>(await settings()).data.pickup_fee).toBe(body<Json>(winner as never).data.pickup_fee);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(body(loser as never).msg).toBe(
      'Someone changed this record after you opened it. Reload it to see the changes, then try again.',
    );
  });

  it('is set from the command line too', async () => {
    const opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const env = { OPS_URL: opsUrl, STAFF_EMAIL: STAFF_CREDENTIALS.email, STAFF_PASSWORD: STAFF_CREDENTIALS.password };
    const set = await runOpsCommand(['set-pickup-settings', '--store', '1', '--fee', '9', '--cutoff', '16:30'], env);
    expect(set).toMatchObject({ store_id: 1, pickup_fee: '9.00', cutoff_time: '16:30' });
    expect(await runOpsCommand(['pickup-settings', '--store', '1'], env)).toMatchObject({ pickup_fee: '9.00' });
    await expect(runOpsCommand(['set-pickup-settings', '--store', '1'], env)).rejects.toThrow('--fee, --cutoff');
    await expect(runOpsCommand(['set-pickup-settings', '--store', '1', '--fee', 'x'], env)).rejects.toThrow('400');
  });
});
