import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels, statusCounts, warehouseStatusCounts, waybills } from '../src/db/schema/index.js';
import { runOpsCommand } from '../src/ops/cli.js';
import {
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { shirt, waybillFixtures } from './support/waybills.js';

// Tabs, badges and list totals read counts the database keeps per customer (and warehouse) and state, moved in the
// transaction of each insert, move and delete (issue 43); `ops audit-counts` recounts them.
let t: TestApp;
let staff: { authorization: string };
let opsUrl: string;
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
  opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.app.close());

const { get, post, ok, inStock, submit, pack } = waybillFixtures(() => ({ t, staff }));
const opsEnv = () => ({
  OPS_URL: opsUrl,
  STAFF_EMAIL: STAFF_CREDENTIALS.email,
  STAFF_PASSWORD: STAFF_CREDENTIALS.password,
});

/** The maintained counts of one customer, and the same recounted from the rows. */
async function maintainedAndRecounted(customer: TestCustomer) {
  const db = t.app.ctx.db;
  const maintained = await db
    .select({ kind: statusCounts.kind, status: statusCounts.status, value: statusCounts.count })
    .from(statusCounts)
    .where(and(eq(statusCounts.customerId, customer.id), sql`${statusCounts.count} <> 0`));
  const parcelRows = await db
    .select({ status: parcels.status, value: count() })
    .from(parcels)
    .where(eq(parcels.customerId, customer.id))
    .groupBy(parcels.status);
  const waybillRows = await db
    .select({ status: waybills.status, value: count() })
    .from(waybills)
    .where(eq(waybills.customerId, customer.id))
    .groupBy(waybills.status);
  const recounted = [
    ...parcelRows.map((row) => ({ kind: 'parcel', status: String(row.status), value: row.value })),
    ...waybillRows.map((row) => ({ kind: 'waybill', status: row.status, value: row.value })),
  ];
  const key = (row: { kind: string; status: string }) => `${row.kind}:${row.status}`;
  const sorted = <T extends { kind: string; status: string }>(rows: T[]) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  return { maintained: sorted(maintained), recounted: sorted(recounted) };
}

async function tabs(customer: TestCustomer) {
  const list = await ok<{ key: string; count: number }[]>(await get(customer, '/api/getParcelTabs'));
  return Object.fromEntries(list.map((tab) => [tab.key, tab.count]));
}

describe('maintained counts', () => {
  it('follow pre-alerts, check-ins, a submission, packing and a deleted pre-alert', async () => {
    const customer = await registerCustomer(t.app);
    const stocked = await inStock(customer, 3);
    const loose = await ok<{ id: number }>(
      await post(customer, '/api/insertPreParcel', { tracking_number: `SC${Date.now()}`, store_id: 1, items: [shirt] }),
    );
    // A pre-alert is not a parcel yet: no tab counts it.
    expect(await tabs(customer)).toMatchObject({ all: 3, arrived: 3 });
    expect((await ok<{ count: number }>(await get(customer, '/api/getInStockParcel'))).count).toBe(3);

    const waybill = await submit(customer, stocked.slice(0, 2));
    expect((await tabs(customer)).arrived).toBe(1);
    const before = await ok<{ shipment: number }>(await get(customer, '/api/getNewParcelAndShipmentCount'));
    expect(before.shipment).toBe(0);
    expect((await pack(waybill.id)).statusCode).toBe(200);
    const after = await ok<{ shipment: number }>(await get(customer, '/api/getNewParcelAndShipmentCount'));
    expect(after.shipment).toBe(1);
    const home = await ok<Record<string, number>>(await get(customer, '/api/shipmentStatusCount'));
    expect(home.unpaid).toBe(1);

    await ok(await get(customer, `/api/deletePreParcel/${loose.id}`));
    expect((await tabs(customer)).all).toBe(3);
    const preAlerts = await t.app.ctx.db
      .select({ value: statusCounts.count })
      .from(statusCounts)
      .where(
        and(eq(statusCounts.customerId, customer.id), eq(statusCounts.kind, 'parcel'), eq(statusCounts.status, '0')),
      );
    expect(preAlerts).toEqual([{ value: 0 }]);

    const { maintained, recounted } = await maintainedAndRecounted(customer);
    expect(maintained).toEqual(recounted);
    expect(maintained.length).toBeGreaterThan(0);
  });

  it('the warehouse counts match a recount too, and the audit finds nothing', async () => {
    const audit = await runOpsCommand(['audit-counts'], opsEnv());
    expect(audit).toEqual({ in_step: true, differences: [] });
    const [kept] = await t.app.ctx.db
      .select({ value: sql<number>`sum(${warehouseStatusCounts.count})`.mapWith(Number) })
      .from(warehouseStatusCounts)
      .where(and(eq(warehouseStatusCounts.storeId, 1), eq(warehouseStatusCounts.kind, 'parcel')));
    const [rows] = await t.app.ctx.db.select({ value: count() }).from(parcels).where(eq(parcels.storeId, 1));
    expect(kept?.value).toBe(rows?.value);
  });

  it('audit-counts reports a planted difference and fails', async () => {
    const customer = await registerCustomer(t.app);
    await inStock(customer, 1);
    await t.app.ctx.db
      .update(statusCounts)
      .set({ count: sql`${statusCounts.count} + 5` })
      .where(
        and(eq(statusCounts.customerId, customer.id), eq(statusCounts.kind, 'parcel'), eq(statusCounts.status, '10')),
      );
    const response = await t.app.inject({ url: '/ops/counts/audit', headers: staff });
    expect(response.json().data).toEqual({
      in_step: false,
      differences: [{ scope: 'customer', id: customer.id, kind: 'parcel', status: '10', maintained: 6, recounted: 1 }],
    });
    await expect(runOpsCommand(['audit-counts'], opsEnv())).rejects.toThrow(/out of step[\s\S]*"maintained": 6/);
    // Put back, so the other tests' audits stay clean.
    await t.app.ctx.db
      .update(statusCounts)
      .set({ count: sql`${statusCounts.count} - 5` })
      .where(
        and(eq(statusCounts.customerId, customer.id), eq(statusCounts.kind, 'parcel'), eq(statusCounts.status, '10')),
      );
  });

  it('a customer is refused the audit', async () => {
    const customer = await registerCustomer(t.app);
    expect((await t.app.inject({ url: '/ops/counts/audit', headers: customer.headers })).statusCode).toBe(403);
  });
});
