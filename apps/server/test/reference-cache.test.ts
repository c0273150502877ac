import { calendarDate, quoteInputSchema } from '@parcelway/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logisticsLines } from '../src/db/schema/index.js';
import type { AppContext } from '../src/http/context.js';
import { quote } from '../src/modules/logistics/quote.js';
import { ReferenceCache } from '../src/modules/logistics/reference-cache.js';
import { body, createTestApp, type TestApp } from './support/app.js';

// A quote reads lines, the warehouse's currency and today's rates from memory, checked by one read of
// reference_version; whoever changes those tables (this server, another one, plain SQL) is seen by the next quote.
const statements: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ onStatement: (statement) => statements.push(statement) });
});
afterAll(() => t.app.close());
afterEach(async () => {
  await t.app.ctx.db.execute(
    sql`update logistics_lines set first_weight_price = ${originalPrice} where code = 'AU-NZ-EXP'`,
  );
});

let originalPrice = 0;
const LINE = 'AU-NZ-EXP';
const payload = {
  store_id: 1,
  country_id: 157,
  postcode: '1010',
  currency: 'NZD',
  parcels: [{ length: 20, width: 15, height: 10, weight: 2, quantity: 1, product_type: 'general', attributes: [] }],
};

interface Quote {
  rate_date: string;
  list: { code: string; fees: { total: string }; line_total: { amount: string } }[];
}

async function quoteOverHttp() {
  const response = await t.app.inject({ method: 'POST', url: '/api/getQuotation', headers: { lang: 'en' }, payload });
  expect(response.statusCode).toBe(200);
  return body<Quote>(response).data;
}

const lineOf = (answer: Pick<Quote, 'list'>) => {
  const line = answer.list.find((entry) => entry.code === LINE);
  if (!line) throw new Error(`${LINE} not quoted`);
  return line;
};

async function priceInDatabase() {
  const [row] = await t.app.ctx.db
    .select({ price: logisticsLines.firstWeightPrice })
    .from(logisticsLines)
    .where(eq(logisticsLines.code, LINE));
  if (!row) throw new Error(`${LINE} is not seeded`);
  return row.price;
}

describe('quotes from memory, checked against reference_version', () => {
  beforeAll(async () => {
    originalPrice = await priceInDatabase();
  });

  it('a repeated quote sends one statement, the version, and none of the reference tables', async () => {
    await quoteOverHttp();
    statements.length = 0;
    await quoteOverHttp();
    expect(statements.filter((statement) => /reference_version/.test(statement))).toHaveLength(1);
    expect(
      statements.filter((statement) => /logistics_lines|exchange_rates|warehouses|currencies/.test(statement)),
    ).toEqual([]);
  });

  it('a price written straight into the database is charged by the next quote', async () => {
    const before = Number(lineOf(await quoteOverHttp()).line_total.amount);
    await t.app.ctx.db.execute(
      sql`update logistics_lines set first_weight_price = first_weight_price + 500 where code = ${LINE}`,
    );
    const after = Number(lineOf(await quoteOverHttp()).line_total.amount);
    expect(after).toBeCloseTo(before + 5, 2);
  });

  it("a new exchange rate is used by the next quote, with that rate's date", async () => {
    const before = await quoteOverHttp();
    const today = calendarDate(t.app.ctx.clock());
    await t.app.ctx.db.execute(sql`
      insert into exchange_rates (currency_id, per_aud, effective_on)
      select id, 10, ${today} from currencies where code = 'NZD'
      on conflict (currency_id, effective_on) do update set per_aud = 10`);
    const after = await quoteOverHttp();
    expect(after.rate_date).toBe(today);
    expect(Number(lineOf(after).fees.total)).toBeGreaterThan(Number(lineOf(before).fees.total) * 5);
    await t.app.ctx.db.execute(sql`
      delete from exchange_rates where effective_on = ${today} and currency_id = (select id from currencies where code = 'NZD')`);
    expect((await quoteOverHttp()).list).toEqual(before.list);
  });

  it('a change seen inside a transaction that is rolled back is never served afterwards', async () => {
    const input = quoteInputSchema.parse(payload);
    const before = lineOf(await quote(t.app.ctx, input, 'en')).line_total.amount;
    let inside = '';
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await tx.execute(
          sql`update logistics_lines set first_weight_price = first_weight_price + 700 where code = ${LINE}`,
        );
        inside = lineOf(await quote({ ...t.app.ctx, db: tx }, input, 'en')).line_total.amount;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(Number(inside)).toBeCloseTo(Number(before) + 7, 2);
    // The next committed change must not reuse the rolled-back transaction's version (a counter would: +1 both times).
    await t.app.ctx.db.execute(sql`update currencies set symbol = symbol where code = 'NZD'`);
    expect(lineOf(await quote(t.app.ctx, input, 'en')).line_total.amount).toBe(before);
    expect(lineOf(await quoteOverHttp()).line_total.amount).toBe(before);
  });

  it("another server's memory is refreshed by a change it did not make", async () => {
    const input = quoteInputSchema.parse(payload);
    const otherServer: AppContext = { ...t.app.ctx, reference: new ReferenceCache() };
    const before = Number(lineOf(await quote(otherServer, input, 'en')).line_total.amount);
    await quoteOverHttp(); // this server keeps the same lines too
    await t.app.ctx.db.execute(
      sql`update logistics_lines set first_weight_price = first_weight_price + 300 where code = ${LINE}`,
    );
    expect(Number(lineOf(await quote(otherServer, input, 'en')).line_total.amount)).toBeCloseTo(before + 3, 2);
    expect(Number(lineOf(await quoteOverHttp()).line_total.amount)).toBeCloseTo(before + 3, 2);
  });

  it('a line switched off leaves the quote at once', async () => {
    expect(lineOf(await quoteOverHttp())).toBeDefined();
    await t.app.ctx.db.execute(sql`update logistics_lines set active = false where code = ${LINE}`);
    try {
      expect((await quoteOverHttp()).list.map((line) => line.code)).not.toContain(LINE);
    } finally {
      await t.app.ctx.db.execute(sql`update logistics_lines set active = true where code = ${LINE}`);
    }
    expect(lineOf(await quoteOverHttp())).toBeDefined();
  });

  it('made-up routes and warehouses are not kept: they neither grow the memory nor push real routes out', async () => {
    // Limits of 20 routes and 5 warehouses: the same code as the real ones (4000 and 100) at a fraction of the queries.
    const cache = new ReferenceCache({ routes: 20, warehouses: 5 });
    const reference = await cache.read(t.app.ctx.db);
    expect((await reference.routeLines(1, 157)).length).toBeGreaterThan(0);
    expect(await reference.warehouseCurrency(1)).toBe('AUD');
    for (let store = 1000; store < 1010; store += 1) {
      expect(await reference.warehouseCurrency(store)).toBeUndefined();
      for (let country = 0; country < 3; country += 1) expect(await reference.routeLines(store, country)).toEqual([]);
    }
    expect(cache.kept).toMatchObject({ warehouses: 1, routes: 1 });
    // The real route and warehouse asked for before all of them are still answered from memory.
    statements.length = 0;
    expect((await reference.routeLines(1, 157)).length).toBeGreaterThan(0);
    expect(await reference.warehouseCurrency(1)).toBe('AUD');
    expect(statements).toEqual([]);
  });
});
