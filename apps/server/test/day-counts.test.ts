import { randomUUID } from 'node:crypto';
import { calendarDate, localDayBounds, parseMajor, type StaffDashboard } from '@parcelway/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels, warehouseMomentCounts, waybills } from '../src/db/schema/index.js';
import { parcelsArrivedOn } from '../src/modules/parcels/index.js';
import { creditBalance } from '../src/modules/payments/index.js';
import { dayFigures } from '../src/modules/staff/day-figures.js';
import { readMomentCounts } from '../src/modules/status-counts/index.js';
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
import { waybillFixtures } from './support/waybills.js';

// Issue 43: the dashboard's day figures (parcels checked in, waybills packed, paid and dispatched in a warehouse's
// local day) read counts kept per warehouse, moment and UTC quarter hour, which follow every check-in, packing,
// payment, dispatch and a moment moved or cleared, which the counts audit recounts, and which cost the same read
// whatever the day's activity (a range of a few quarters of one index).
const statements: { text: string; params: unknown[] }[] = [];
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({
    config: { staff: STAFF_CREDENTIALS },
    onStatement: (text, params) => statements.push({ text, params }),
  });
  admin = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const fixtures = waybillFixtures(() => ({ t, staff: admin }));
const { inStock, submit, pack, ops, ok, get } = fixtures;
const SYDNEY = 1;
const SHANGHAI = 2;

type Figures = { arrived: number; packed: number; paid: number; dispatched: number };

async function figuresOn(storeId: number, date?: string): Promise<Figures> {
  const response = await t.app.inject({
    url: date === undefined ? '/ops/dashboard' : `/ops/dashboard?date=${date}`,
    headers: { ...admin, lang: 'en' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const found = body<StaffDashboard>(response).data.warehouses.find((row) => row.store_id === storeId);
  if (!found) throw new Error(`no warehouse ${storeId} on the dashboard`);
  return { arrived: found.arrived, packed: found.packed, paid: found.paid, dispatched: found.dispatched };
}

const audit = async () =>
  body<{ in_step: boolean; differences: Record<string, unknown>[] }>(
    await t.app.inject({ url: '/ops/counts/audit', headers: admin }),
  ).data;

const sydneyToday = () => calendarDate(t.clock.now(), 'Australia/Sydney');

async function payByBalance(customer: TestCustomer, waybillId: number) {
  const { payable } = await ok<{ payable: string }>(
    await get(customer, `/api/getPayView?shipmentId=${waybillId}&currency=AUD`),
  );
  await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', parseMajor(payable, 'AUD')));
  await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/balancePay',
      headers: { ...customer.headers, 'idempotency-key': randomUUID() },
      payload: { shipmentId: waybillId, amount: payable, combinePay: false, currency: 'AUD' },
    }),
  );
}

const setReceivedAt = (id: number, at: Date | null) =>
  t.app.ctx.db.update(parcels).set({ receivedAt: at }).where(eq(parcels.id, id));

describe("a warehouse's day figures, kept per quarter hour", () => {
  it('follow check-ins, packing, paying and dispatching, and a moment moved or cleared', async () => {
    const before = await figuresOn(SYDNEY);
    const shanghaiBefore = await figuresOn(SHANGHAI);
    const customer = await registerCustomer(t.app, {}, 'en');
    const [first = 0, second = 0] = await inStock(customer, 2);
    await inStock(customer, 1, { store: SHANGHAI });
    expect(await figuresOn(SYDNEY)).toEqual({ ...before, arrived: before.arrived + 2 });
    expect((await figuresOn(SHANGHAI)).arrived).toBe(shanghaiBefore.arrived + 1);

    const waybill = await submit(customer, [first]);
    expect((await pack(waybill.id)).statusCode).toBe(200);
    expect(await figuresOn(SYDNEY)).toMatchObject({ arrived: before.arrived + 2, packed: before.packed + 1 });
    await payByBalance(customer, waybill.id);
    expect((await figuresOn(SYDNEY)).paid).toBe(before.paid + 1);
    const dispatched = await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: 'DC123' });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect(await figuresOn(SYDNEY)).toEqual({
      arrived: before.arrived + 2,
      packed: before.packed + 1,
      paid: before.paid + 1,
      dispatched: before.dispatched + 1,
    });
    expect(await audit()).toEqual({ in_step: true, differences: [] });

    // A check-in moved to the day before (by an ordinary update: the triggers move the count), then undone.
    const yesterday = calendarDate(new Date(t.clock.now().getTime() - DAY), 'Australia/Sydney');
    const yesterdayBefore = await figuresOn(SYDNEY, yesterday);
    await setReceivedAt(second, new Date(t.clock.now().getTime() - DAY));
    expect((await figuresOn(SYDNEY)).arrived).toBe(before.arrived + 1);
    expect((await figuresOn(SYDNEY, yesterday)).arrived).toBe(yesterdayBefore.arrived + 1);
    await setReceivedAt(second, null);
    expect((await figuresOn(SYDNEY, yesterday)).arrived).toBe(yesterdayBefore.arrived);
    // A packing undone, a payment moved to another warehouse's day with the waybill, and a waybill deleted.
    await t.app.ctx.db.update(waybills).set({ packedAt: null }).where(eq(waybills.id, waybill.id));
    expect((await figuresOn(SYDNEY)).packed).toBe(before.packed);
    const shanghaiNow = await figuresOn(SHANGHAI);
    await t.app.ctx.db.update(waybills).set({ storeId: SHANGHAI }).where(eq(waybills.id, waybill.id));
    expect(await figuresOn(SYDNEY)).toMatchObject({ paid: before.paid, dispatched: before.dispatched });
    const shanghaiDay = calendarDate(t.clock.now(), 'Asia/Shanghai');
    expect(await figuresOn(SHANGHAI, shanghaiDay)).toMatchObject({
      paid: shanghaiNow.paid + 1,
      dispatched: shanghaiNow.dispatched + 1,
    });
    expect(await audit()).toEqual({ in_step: true, differences: [] });
  });

  it("split at the warehouse's midnight, not UTC's, on a past date with a 25-hour day", async () => {
    // 5 April 2026: Sydney leaves summer time at 03:00, so the day runs from 13:00 UTC to 14:00 UTC the next day.
    const date = '2026-04-05';
    const { from, to } = localDayBounds(date, 'Australia/Sydney');
    expect(to.getTime() - from.getTime()).toBe(25 * 60 * MINUTE);
    const dayBefore = '2026-04-04';
    const dayAfter = '2026-04-06';
    const [was, wasBefore, wasAfter] = [
      await figuresOn(SYDNEY, date),
      await figuresOn(SYDNEY, dayBefore),
      await figuresOn(SYDNEY, dayAfter),
    ];
    const customer = await registerCustomer(t.app, {}, 'en');
    const ids = await inStock(customer, 4);
    const at = [
      new Date(from.getTime() - 1), // the last instant of the 4th
      from, // the first of the 5th
      new Date(to.getTime() - 1), // its last
      to, // the first of the 6th
    ];
    for (const [index, id] of ids.entries()) await setReceivedAt(id, at[index] ?? null);
    expect((await figuresOn(SYDNEY, dayBefore)).arrived).toBe(wasBefore.arrived + 1);
    expect((await figuresOn(SYDNEY, date)).arrived).toBe(was.arrived + 2);
    expect((await figuresOn(SYDNEY, dayAfter)).arrived).toBe(wasAfter.arrived + 1);
    expect(await audit()).toEqual({ in_step: true, differences: [] });
  });

  it("answer any time zone's day from the same quarters, and recount a day not on quarter hours", async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const ids = await inStock(customer, 6);
    const base = Date.parse('2025-03-10T00:00:00Z');
    // Around Kathmandu's midnight (UTC+5:45: 18:15 UTC) and within a quarter hour 00:00–00:15 UTC.
    const spread = [
      '2025-03-09T18:14:59.999Z',
      '2025-03-09T18:15:00Z',
      '2025-03-10T18:14:59Z',
      '2025-03-10T18:15:00Z',
      '2025-03-11T00:05:00Z',
      '2025-03-11T00:10:00Z',
    ];
    for (const [index, id] of ids.entries()) await setReceivedAt(id, new Date(spread[index] ?? base));
    const kathmandu = { storeId: SYDNEY, ...localDayBounds('2025-03-10', 'Asia/Kathmandu') };
    expect(kathmandu.from.toISOString()).toBe('2025-03-09T18:15:00.000Z');
    const kept = await readMomentCounts(t.app.ctx.db, [kathmandu]);
    const recounted = await parcelsArrivedOn(t.app.ctx.db, [kathmandu]);
    expect(kept.find((row) => row.moment === 'checked_in')?.value).toBe(2);
    expect(recounted).toEqual([{ storeId: SYDNEY, count: 2 }]);

    // A day from 00:07 UTC (a zone's history at an offset off the quarter hours): the quarter 00:00–00:15 holds one
    // check-in before it and one in it, so only a recount is exact; the maintained read refuses such a day.
    const offQuarter = {
      storeId: SYDNEY,
      from: new Date('2025-03-11T00:07:00Z'),
      to: new Date('2025-03-12T00:07:00Z'),
    };
    expect(() => readMomentCounts(t.app.ctx.db, [offQuarter])).toThrow(/quarter hour/);
    const figures = await dayFigures(t.app.ctx.db, [
      offQuarter,
      { storeId: SHANGHAI, ...localDayBounds('2025-03-11', 'Asia/Shanghai') },
    ]);
    expect(figures.get(SYDNEY)).toEqual({ arrived: 1, packed: 0, paid: 0, dispatched: 0 });
    expect(figures.get(SHANGHAI)).toEqual({ arrived: 0, packed: 0, paid: 0, dispatched: 0 });
  });

  it('show a tampered quarter, which the counts audit finds', async () => {
    const today = sydneyToday();
    const customer = await registerCustomer(t.app, {}, 'en');
    const [id = 0] = await inStock(customer, 1);
    const before = await figuresOn(SYDNEY, today);
    const [parcel] = await t.app.ctx.db.select({ at: parcels.receivedAt }).from(parcels).where(eq(parcels.id, id));
    const quarter = new Date(Math.floor((parcel?.at?.getTime() ?? 0) / (15 * MINUTE)) * 15 * MINUTE);
    const planted = and(
      eq(warehouseMomentCounts.storeId, SYDNEY),
      eq(warehouseMomentCounts.quarterHour, quarter),
      eq(warehouseMomentCounts.moment, 'checked_in'),
    );
    const db = t.app.ctx.db;
    await db
      .update(warehouseMomentCounts)
      .set({ count: sql`${warehouseMomentCounts.count} + 3` })
      .where(planted);
    try {
      expect((await figuresOn(SYDNEY, today)).arrived).toBe(before.arrived + 3);
      const { in_step, differences } = await audit();
      expect(in_step).toBe(false);
      expect(differences).toEqual([
        {
          scope: 'warehouse_quarter_hour',
          id: SYDNEY,
          quarter_hour: quarter.toISOString(),
          kind: 'parcel',
          status: 'checked_in',
          maintained: expect.any(Number),
          recounted: expect.any(Number),
        },
      ]);
      const [difference] = differences as { maintained: number; recounted: number }[];
      expect((difference?.maintained ?? 0) - (difference?.recounted ?? 0)).toBe(3);
    } finally {
      await db
        .update(warehouseMomentCounts)
        .set({ count: sql`${warehouseMomentCounts.count} - 3` })
        .where(planted);
    }
    expect(await audit()).toEqual({ in_step: true, differences: [] });
  });

  it("read only the day's quarters, one index range per warehouse, whatever the history", async () => {
    const db = t.app.ctx.db;
    const customer = await registerCustomer(t.app, {}, 'en');
    await inStock(customer, 2);
    await inStock(customer, 1, { store: SHANGHAI });
    // A long history in Sydney, and some future: a quarter for every moment over the 200 days before today and the
    // 10 after (zero counts, which the audit agrees with).
    const { from, to } = localDayBounds(sydneyToday(), 'Australia/Sydney');
    await db.execute(sql`
      insert into ${warehouseMomentCounts} (store_id, quarter_hour, moment, count)
      select ${SYDNEY}, quarters.at, moments.moment, 0
      from (
        select ${from.toISOString()}::timestamptz - n * interval '15 minutes' from generate_series(1, 200 * 96) as n
        union all
        select ${to.toISOString()}::timestamptz + n * interval '15 minutes' from generate_series(0, 10 * 96) as n
      ) as quarters(at)
        cross join (values ('checked_in'), ('packed'), ('paid'), ('dispatched')) as moments(moment)
      on conflict do nothing`);
    await db.execute(sql`analyze ${warehouseMomentCounts}`);
    const rowsIn = async (days: { store_id: number; from: string; to: string }[]) => {
      let total = 0;
      for (const day of days) {
        const result = (await db.execute(sql`select count(*)::integer as n from ${warehouseMomentCounts}
          where store_id = ${day.store_id} and quarter_hour >= ${day.from}::timestamptz
            and quarter_hour < ${day.to}::timestamptz`)) as unknown as { rows: { n: number }[] };
        total += result.rows[0]?.n ?? 0;
      }
      return total;
    };
    const [all] = (
      (await db.execute(sql`select count(*)::integer as n from ${warehouseMomentCounts}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(all?.n).toBeGreaterThan(80_000);

    // Sydney's operator: one day in the statement, so EXPLAIN's rows (an average per loop) are exact.
    const operator = await staffMember(t.app, 'warehouse', [SYDNEY]);
    statements.length = 0;
    const response = await t.app.inject({ url: '/ops/dashboard', headers: { ...operator.headers, lang: 'en' } });
    expect(response.statusCode, response.body).toBe(200);
    const shown = body<StaffDashboard>(response).data.warehouses;
    expect(shown.map((row) => row.store_id)).toEqual([SYDNEY]);
    expect(shown[0]?.arrived).toBeGreaterThanOrEqual(2);
    const read = statements.filter((statement) => statement.text.includes('"warehouse_moment_counts"'));
    expect(read).toHaveLength(1);
    // No day figure counts parcels or waybills any more.
    expect(
      statements.filter((statement) => /count\(/.test(statement.text) && /received_at|packed_at/.test(statement.text)),
    ).toEqual([]);
    const plan = await explain(read[0] as { text: string; params: unknown[] });
    // Index Scan, or a Bitmap Heap Scan over a Bitmap Index Scan (the index node names no relation); never Seq Scan.
    const scans = nodes(plan).filter(
      (node) =>
        node['Relation Name'] === 'warehouse_moment_counts' ||
        node['Index Name']?.startsWith('warehouse_moment_counts') === true,
    );
    expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    const ranges = scans.filter((node) => node['Index Cond'] !== undefined);
    expect(ranges.length).toBeGreaterThan(0);
    for (const node of ranges) expect(node['Index Cond']).toMatch(/quarter_hour >=.*quarter_hour </);
    const heap = scans.filter((node) => node['Relation Name'] === 'warehouse_moment_counts');
    expect(heap.length).toBeGreaterThan(0);
    for (const node of heap) {
      expect(node['Rows Removed by Filter'] ?? 0).toBe(0);
      expect(node['Rows Removed by Index Recheck'] ?? 0).toBe(0);
    }
    // Exactly the quarters of Sydney's day, nothing of its history or future.
    const rowsRead = heap.reduce((sum, node) => sum + node['Actual Rows'] * node['Actual Loops'], 0);
    const inDays = await rowsIn(shown);
    expect(inDays).toBeGreaterThanOrEqual(1);
    expect(rowsRead).toBe(inDays);
    expect(
      nodes(plan).some((node) => node['Relation Name'] === 'parcels' || node['Relation Name'] === 'waybills'),
    ).toBe(false);
    expect(await audit()).toEqual({ in_step: true, differences: [] });
  });
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

async function explain(statement: { text: string; params: unknown[] }): Promise<PlanNode> {
  const client = (
    t.app.ctx.db as unknown as {
      $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const [row] = (await client.query(`explain (analyze, format json) ${statement.text}`, statement.params)).rows;
  const plan = (Object.values(row ?? {})[0] as { Plan: PlanNode }[])[0]?.Plan;
  if (!plan) throw new Error('no plan');
  return plan;
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
