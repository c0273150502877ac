import { randomUUID } from 'node:crypto';
import {
  calendarDate,
  localDayBounds,
  parseMajor,
  type StaffDashboard,
  type StaffDashboardWarehouse,
} from '@parcelway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance } from '../src/modules/payments/index.js';
import {
  body,
  createTestApp,
  MINUTE,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let admin: { authorization: string };
/** Sydney's coming midnight, and the local dates either side of it (the clock starts at the real now). */
let midnight: Date;
let before: string;
let after: string;
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  before = calendarDate(t.clock.now(), 'Australia/Sydney');
  midnight = localDayBounds(before, 'Australia/Sydney').to;
  after = calendarDate(midnight, 'Australia/Sydney');
  // Half an hour before it; staff sign in then, so their sessions are fresh.
  t.clock.advance(midnight.getTime() - 30 * MINUTE - t.clock.now().getTime());
  admin = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const fixtures = waybillFixtures(() => ({ t, staff: admin }));
const SYDNEY = 1;
const SHANGHAI = 2;

async function dashboard(headers: { authorization: string }, date?: string) {
  const response = await t.app.inject({
    url: date === undefined ? '/ops/dashboard' : `/ops/dashboard?date=${date}`,
    headers: { ...headers, lang: 'en' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<StaffDashboard>(response).data;
}

const store = (view: StaffDashboard, storeId: number): StaffDashboardWarehouse => {
  const found = view.warehouses.find((row) => row.store_id === storeId);
  if (!found) throw new Error(`no warehouse ${storeId} on the dashboard`);
  return found;
};

async function payByBalance(customer: TestCustomer, waybillId: number) {
  const { payable } = await fixtures.ok<{ payable: string }>(
    await fixtures.get(customer, `/api/getPayView?shipmentId=${waybillId}&currency=AUD`),
  );
  await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', parseMajor(payable, 'AUD')));
  await fixtures.ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/balancePay',
      headers: { ...customer.headers, 'idempotency-key': randomUUID() },
      payload: { shipmentId: waybillId, amount: payable, combinePay: false, currency: 'AUD' },
    }),
  );
}

describe('the staff dashboard (GET /ops/dashboard)', () => {
  it("counts each warehouse's day in its own time zone, across Sydney's midnight", async () => {
    // 23:30 in Sydney; Shanghai (UTC+8) is two or three hours behind, so its day goes on past Sydney's midnight.
    const shanghaiDay = calendarDate(t.clock.now(), 'Asia/Shanghai');
    expect(calendarDate(new Date(midnight.getTime() + 90 * MINUTE), 'Asia/Shanghai')).toBe(shanghaiDay);
    const mei = await registerCustomer(t.app, {}, 'en');
    const [first = 0] = await fixtures.inStock(mei, 1, { store: SYDNEY });
    await fixtures.inStock(mei, 1, { store: SHANGHAI });
    const waybill = await fixtures.submit(mei, [first]);
    expect((await fixtures.pack(waybill.id)).statusCode).toBe(200);

    // An hour later: 00:30 the next day in Sydney, the same day in Shanghai.
    t.clock.advance(60 * MINUTE);
    await fixtures.inStock(mei, 2, { store: SYDNEY });
    await fixtures.inStock(mei, 1, { store: SHANGHAI });
    await payByBalance(mei, waybill.id);
    t.clock.advance(10 * MINUTE);
    const dispatched = await fixtures.ops(`/ops/waybills/${waybill.id}/status`, {
      status: 'in_transit',
      tracking: 'CARRIER123',
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);

    const on26 = await dashboard(admin, before);
    expect(store(on26, SYDNEY)).toMatchObject({
      date: before,
      time_zone: 'Australia/Sydney',
      to: midnight.toISOString(),
      arrived: 1,
      packed: 1,
      paid: 0,
      dispatched: 0,
    });
    const shanghai = await dashboard(admin, shanghaiDay);
    expect(store(shanghai, SHANGHAI)).toMatchObject({ time_zone: 'Asia/Shanghai', arrived: 2, packed: 0 });

    const on27 = await dashboard(admin, after);
    expect(store(on27, SYDNEY)).toMatchObject({ arrived: 2, packed: 0, paid: 1, dispatched: 1 });
    if (after !== shanghaiDay) expect(store(on27, SHANGHAI)).toMatchObject({ arrived: 0 });

    // Without a date, each warehouse's own today: the new day in Sydney, the same one in Shanghai.
    const today = await dashboard(admin);
    expect(store(today, SYDNEY)).toMatchObject({ date: after, arrived: 2 });
    expect(store(today, SHANGHAI)).toMatchObject({ date: shanghaiDay, arrived: 2 });
  });

  it('ages each queue from when its oldest started waiting', async () => {
    const kai = await registerCustomer(t.app, {}, 'en');
    const lea = await registerCustomer(t.app, {}, 'en');
    const [kaiParcel = 0] = await fixtures.inStock(kai, 1, { store: SYDNEY });
    const [leaParcel = 0] = await fixtures.inStock(lea, 1, { store: SYDNEY });
    const before = store(await dashboard(admin), SYDNEY).queues;

    const submittedAt = t.clock.now().toISOString();
    await fixtures.submit(kai, [kaiParcel]);
    t.clock.advance(30 * MINUTE);
    const toPay = await fixtures.submit(lea, [leaParcel]);
    t.clock.advance(5 * MINUTE);
    expect((await fixtures.pack(toPay.id)).statusCode).toBe(200);

    const queues = store(await dashboard(admin), SYDNEY).queues;
    // The first test's waybill has left: nothing else waits in Sydney.
    expect([before.pack.count, before.unpaid.count, before.dispatch.count]).toEqual([0, 0, 0]);
    // The oldest to pack waits since its submission, the oldest to pay since it was packed (just now).
    expect(queues.pack).toEqual({ count: 1, oldest_at: submittedAt });
    expect(queues.unpaid).toEqual({ count: 1, oldest_at: t.clock.now().toISOString() });
    expect(queues.dispatch).toEqual({ count: 0, oldest_at: null });
  });

  it("counts the warehouse's review queues: open returns and parcels with a pending claim", async () => {
    const before = store(await dashboard(admin), SYDNEY).queues;
    const ana = await registerCustomer(t.app, {}, 'en');
    const [parcel = 0] = await fixtures.inStock(ana, 1, { store: SYDNEY });
    await fixtures.ok(
      await fixtures.post(ana, '/api/submitReturnGoodParcel', { parcel_ids: [parcel], method: 'pickup_code' }),
    );

    // A parcel nobody announced, then two customers pre-alert its number: one parcel waiting, whatever the claims.
    const number = fixtures.tracking();
    t.clock.advance(MINUTE);
    const unowned = await fixtures.ops('/ops/parcels/receive', {
      store_id: SYDNEY,
      tracking_number: number,
      weight: 1,
      length: 20,
      width: 20,
      height: 10,
    });
    expect(unowned.statusCode, unowned.body).toBe(200);
    for (const customer of [ana, await registerCustomer(t.app, {}, 'en')])
      await fixtures.ok(await fixtures.post(customer, '/api/insertPreParcel', { tracking_number: number, items: [] }));

    const sydney = store(await dashboard(admin), SYDNEY).queues;
    expect([before.returns.count, before.claims.count]).toEqual([0, 0]);
    // Return requests and claims are stamped by the database's clock, not the app's: the age is there, its value is
    // the real time.
    expect(sydney.returns).toEqual({ count: 1, oldest_at: expect.any(String) });
    expect(sydney.claims).toEqual({ count: 1, oldest_at: expect.any(String) });
    // Shanghai's operator sees Shanghai only, where none of this happened.
    const shanghai = await staffMember(t.app, 'warehouse', [SHANGHAI]);
    const theirs = await dashboard(shanghai.headers);
    expect(theirs.warehouses.map((row) => row.store_id)).toEqual([SHANGHAI]);
    expect(store(theirs, SHANGHAI).queues.returns.count).toBe(0);
    expect(store(theirs, SHANGHAI).queues.claims.count).toBe(0);
  });

  it('shows an operator only their warehouses and no transfers; finance sees every warehouse and the transfers', async () => {
    const sydney = await staffMember(t.app, 'warehouse', [SYDNEY]);
    const own = await dashboard(sydney.headers, before);
    expect(own.warehouses.map((row) => row.store_id)).toEqual([SYDNEY]);
    expect(own.transfers).toBeNull();

    const finance = await staffMember(t.app, 'finance');
    const all = await dashboard(finance.headers, before);
    expect(all.warehouses.map((row) => row.store_id)).toEqual(expect.arrayContaining([SYDNEY, SHANGHAI]));
    expect(all.transfers).toEqual(expect.any(Array));
  });

  it.each(['2000-01-01', '2099-12-31'])('answers the first and last date it takes (%s)', async (date) => {
    const view = await dashboard(admin, date);
    expect(store(view, SYDNEY)).toMatchObject({ date, arrived: 0, packed: 0 });
  });

  it.each(['2030-02-30', 'today', '2030-1-1', "2030-11-26'--", '2030-11-26T00:00:00Z', '0001-01-01', '9999-12-31'])(
    'refuses the date %s with 400',
    async (date) => {
      const response = await t.app.inject({
        url: `/ops/dashboard?date=${encodeURIComponent(date)}`,
        headers: { ...admin, lang: 'en' },
      });
      expect(response.statusCode).toBe(400);
      // A sentence in the staff member's language, not a message key.
      expect(JSON.stringify(response.json())).not.toMatch(/validation\./);
    },
  );
});
