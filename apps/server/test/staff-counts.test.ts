import type { StaffDashboard } from '@parcelway/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerStoreCounts, parcels, warehouseStatusCounts } from '../src/db/schema/index.js';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { TAIWAN, waybillFixtures } from './support/waybills.js';

// Issue 43, the staff side: the console's reads on open cost the same for a warehouse or a customer with a long
// history. Queues and the customer page's totals read the maintained counts (per warehouse and state, per customer and
// warehouse), which follow every move and which the counts audit checks; a page of a customer's parcels or waybills
// reads no more rows than it shows plus one when the console follows `next_cursor`.
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

const { ok, inStock, submit, pack, recipient } = waybillFixtures(() => ({ t, staff: admin }));
const NAMES = ['小明', '小華', '小美', '小強', '小芳', '小龍'];
let named = 0;
/** A waybill to a recipient of its own: two to one name in a short time are refused as a likely split. */
async function submitApart(customer: TestCustomer, parcelIds: number[]) {
  named += 1;
  const to = await recipient(customer, { ...TAIWAN, first_name: NAMES[named % NAMES.length] });
  return submit(customer, parcelIds, { recipient_id: to });
}
const SYDNEY = 1;
const SHANGHAI = 2;

const audit = async () =>
  body<{ in_step: boolean; differences: unknown[] }>(await t.app.inject({ url: '/ops/counts/audit', headers: admin }))
    .data;

async function dashboard(headers: { authorization: string }) {
  const response = await t.app.inject({ url: '/ops/dashboard', headers: { ...headers, lang: 'en' } });
  expect(response.statusCode, response.body).toBe(200);
  const found = body<StaffDashboard>(response).data.warehouses.find((row) => row.store_id === SYDNEY);
  if (!found) throw new Error('no Sydney on the dashboard');
  return found.queues;
}

async function keptInStores(customerId: number, kind: 'parcel' | 'waybill') {
  const rows = await t.app.ctx.db
    .select({ storeId: customerStoreCounts.storeId, value: customerStoreCounts.count })
    .from(customerStoreCounts)
    .where(and(eq(customerStoreCounts.customerId, customerId), eq(customerStoreCounts.kind, kind)));
  return Object.fromEntries(rows.filter((row) => row.value !== 0).map((row) => [row.storeId, row.value]));
}

/** Rows the statement read from `parcels` or `waybills` (every scan node's rows × loops), by EXPLAIN ANALYZE. */
async function rowsRead(statement: { text: string; params: unknown[] }, table: 'parcels' | 'waybills') {
  const client = (
    t.app.ctx.db as unknown as {
      $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const [row] = (await client.query(`explain (analyze, format json) ${statement.text}`, statement.params)).rows;
  type PlanNode = { 'Relation Name'?: string; 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] };
  const plan = (Object.values(row ?? {})[0] as { Plan: PlanNode }[])[0]?.Plan;
  const walk = (node: PlanNode | undefined): number =>
    node === undefined
      ? 0
      : (node['Relation Name'] === table ? node['Actual Rows'] * node['Actual Loops'] : 0) +
        (node.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  return walk(plan);
}

async function sent(url: string, headers: { authorization: string }) {
  statements.length = 0;
  const response = await t.app.inject({ url, headers: { ...headers, lang: 'en' } });
  expect(response.statusCode, response.body).toBe(200);
  return { data: body<Record<string, unknown>>(response).data, sent: [...statements] };
}

describe('counts per warehouse, and per customer and warehouse', () => {
  it('follow check-ins in two warehouses, a submission and packing; the dashboard queues read them', async () => {
    const customer = await registerCustomer(t.app);
    const queuedBefore = await dashboard(admin);
    const sydney = await inStock(customer, 3);
    await inStock(customer, 2, { store: SHANGHAI });
    expect(await keptInStores(customer.id, 'parcel')).toEqual({ [SYDNEY]: 3, [SHANGHAI]: 2 });

    const waybill = await submit(customer, sydney.slice(0, 2));
    expect(await keptInStores(customer.id, 'waybill')).toEqual({ [SYDNEY]: 1 });
    expect((await dashboard(admin)).pack.count).toBe(queuedBefore.pack.count + 1);
    expect((await pack(waybill.id)).statusCode).toBe(200);
    const queued = await dashboard(admin);
    expect(queued.pack.count).toBe(queuedBefore.pack.count);
    expect(queued.unpaid.count).toBe(queuedBefore.unpaid.count + 1);
    expect(queued.unpaid.oldest_at).not.toBeNull();
    expect(await audit()).toEqual({ in_step: true, differences: [] });
  });

  it('the dashboard counts what the warehouse counts say, and the audit finds a tampered one', async () => {
    const customer = await registerCustomer(t.app);
    await submit(customer, await inStock(customer, 1));
    const before = (await dashboard(admin)).pack.count;
    const planted = and(
      eq(warehouseStatusCounts.storeId, SYDNEY),
      eq(warehouseStatusCounts.kind, 'waybill'),
      eq(warehouseStatusCounts.status, 'pending'),
    );
    const db = t.app.ctx.db;
    await db
      .update(warehouseStatusCounts)
      .set({ count: sql`${warehouseStatusCounts.count} + 5` })
      .where(planted);
    try {
      expect((await dashboard(admin)).pack.count).toBe(before + 5);
      expect((await audit()).differences).toEqual([
        expect.objectContaining({ scope: 'warehouse', id: SYDNEY, kind: 'waybill', status: 'pending' }),
      ]);
    } finally {
      await db
        .update(warehouseStatusCounts)
        .set({ count: sql`${warehouseStatusCounts.count} - 5` })
        .where(planted);
    }
  });

  it('the audit finds a tampered count of a customer in a warehouse, and rows moved around the triggers', async () => {
    const customer = await registerCustomer(t.app);
    const [id] = await inStock(customer, 1);
    const db = t.app.ctx.db;
    const planted = and(
      eq(customerStoreCounts.customerId, customer.id),
      eq(customerStoreCounts.kind, 'parcel'),
      eq(customerStoreCounts.storeId, SYDNEY),
    );
    await db.update(customerStoreCounts).set({ count: 4 }).where(planted);
    expect((await audit()).differences).toEqual([
      {
        scope: 'customer_warehouse',
        id: customer.id,
        store_id: SYDNEY,
        kind: 'parcel',
        status: 'all',
        maintained: 4,
        recounted: 1,
      },
    ]);
    await db.update(customerStoreCounts).set({ count: 1 }).where(planted);
    expect(await audit()).toEqual({ in_step: true, differences: [] });

    // A parcel moved to another warehouse by an ordinary update: the triggers move every count with it.
    await db
      .update(parcels)
      .set({ storeId: SHANGHAI })
      .where(eq(parcels.id, id ?? 0));
    expect(await keptInStores(customer.id, 'parcel')).toEqual({ [SHANGHAI]: 1 });
    expect(await audit()).toEqual({ in_step: true, differences: [] });
  });
});

describe("the customer page's sub-lists", () => {
  it('follow next_cursor through every parcel once, reading the page and one more, the total from the counts', async () => {
    const support = await staffMember(t.app, 'support');
    const customer = await registerCustomer(t.app);
    const ids = await inStock(customer, 7);
    const view = (await sent(`/ops/customers/${customer.id}`, support.headers)).data.parcels as {
      total: number;
      list: unknown[];
      next_cursor: number | null;
    };
    expect(view).toMatchObject({ total: 7, next_cursor: null });
    expect(view.list).toHaveLength(7);
    const first = (await sent(`/ops/customers/${customer.id}/parcels?page=1&perPage=2`, support.headers))
      .data as unknown as { list: { id: number }[]; total: number; next_cursor: number | null };
    expect(first.total).toBe(7);
    const seen = first.list.map((row) => row.id);
    let cursor = first.next_cursor;
    expect(cursor).toBe(seen.at(-1));
    while (cursor !== null) {
      const { data, sent: statementsOfPage } = await sent(
        `/ops/customers/${customer.id}/parcels?perPage=2&cursor=${cursor}`,
        support.headers,
      );
      const page = data as unknown as { list: { id: number }[]; total: number; next_cursor: number | null };
      expect(page.total).toBe(7);
      seen.push(...page.list.map((row) => row.id));
      cursor = page.next_cursor;
      // No statement counts the customer's parcels; the page statement reads its rows and one more.
      expect(
        statementsOfPage.filter((statement) => /count\(/.test(statement.text) && /"parcels"/.test(statement.text)),
      ).toEqual([]);
      const pageStatement = statementsOfPage.find((statement) => /from "parcels"/.test(statement.text));
      if (!pageStatement) throw new Error('no page statement');
      expect(await rowsRead(pageStatement, 'parcels')).toBeLessThanOrEqual(3);
    }
    expect(seen).toEqual([...ids].sort((a, b) => b - a));

    // The same page asked by number reads every row before it (which is why the console follows the cursor).
    const { sent: byNumber } = await sent(`/ops/customers/${customer.id}/parcels?page=3&perPage=2`, support.headers);
    const offsetStatement = byNumber.find((statement) => /from "parcels"/.test(statement.text));
    if (!offsetStatement) throw new Error('no page statement');
    expect(await rowsRead(offsetStatement, 'parcels')).toBeGreaterThan(3);
  });

  it('waybills too; an operator sees only their warehouses, counted per customer and warehouse', async () => {
    const operator = await staffMember(t.app, 'warehouse', [SHANGHAI]);
    const customer = await registerCustomer(t.app);
    await submitApart(customer, await inStock(customer, 1));
    await submitApart(customer, await inStock(customer, 1));
    const shanghai = await inStock(customer, 2, { store: SHANGHAI });
    // Only through a parcel or waybill in their warehouses: a customer with none there is unknown to the operator.
    const stranger = await registerCustomer(t.app);
    await inStock(stranger, 1);
    expect((await t.app.inject({ url: `/ops/customers/${stranger.id}`, headers: operator.headers })).statusCode).toBe(
      404,
    );

    const view = (await sent(`/ops/customers/${customer.id}`, operator.headers)).data as {
      parcels: { total: number; list: { id: number }[]; next_cursor: number | null };
      waybills: { total: number; list: unknown[]; next_cursor: number | null };
    };
    expect(view.parcels.total).toBe(2);
    expect(view.parcels.list.map((row) => row.id)).toEqual([...shanghai].sort((a, b) => b - a));
    expect(view.parcels.next_cursor).toBeNull();
    expect(view.waybills).toMatchObject({ total: 0, list: [], next_cursor: null });

    const { data, sent: statementsOfPage } = await sent(`/ops/customers/${customer.id}/waybills?perPage=1`, admin);
    const waybillPage = data as unknown as { total: number; list: { id: number }[]; next_cursor: number | null };
    expect(waybillPage.total).toBe(2);
    expect(waybillPage.next_cursor).toBe(waybillPage.list[0]?.id);
    const pageStatement = statementsOfPage.find((statement) => /from "waybills"/.test(statement.text));
    if (!pageStatement) throw new Error('no page statement');
    expect(await rowsRead(pageStatement, 'waybills')).toBeLessThanOrEqual(2);
    const next = (
      await sent(`/ops/customers/${customer.id}/waybills?perPage=1&cursor=${waybillPage.next_cursor}`, admin)
    ).data as unknown as { list: unknown[]; next_cursor: number | null };
    expect(next.list).toHaveLength(1);
    expect(next.next_cursor).toBeNull();
  });
});

describe('the bench queues', () => {
  it('list the oldest first across warehouses and states, kept to the operator', async () => {
    const customer = await registerCustomer(t.app);
    const made = [];
    made.push(await submitApart(customer, await inStock(customer, 1)));
    made.push(await submitApart(customer, await inStock(customer, 1)));
    const packed = made[0];
    if (!packed) throw new Error('no waybill');
    expect((await pack(packed.id)).statusCode).toBe(200);
    const queue = await ok<{ id: number; submitted_at: string; status: string }[]>(
      await t.app.inject({ url: '/ops/waybills?queue=pack', headers: admin }),
    );
    const times = queue.map((row) => row.submitted_at);
    expect(times).toEqual([...times].sort());
    expect(queue.map((row) => row.id)).toContain(made[1]?.id);
    expect(queue.map((row) => row.id)).not.toContain(packed.id);
    const operator = await staffMember(t.app, 'warehouse', [SHANGHAI]);
    const theirs = await ok<{ store_id: number }[]>(
      await t.app.inject({ url: '/ops/waybills?queue=pack', headers: operator.headers }),
    );
    expect(theirs.every((row) => row.store_id === SHANGHAI)).toBe(true);
  });
});
