import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  DAY,
  MINUTE,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { AUSTRALIA, shirt, waybillFixtures } from './support/waybills.js';

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
    const checked = await ops('/ops/parcels/receive', { store_id: 1, tracking_number: number, weight: 2, length, width, height });
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
