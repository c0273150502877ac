// Long on purpose: the seeding SQL, the load rounds and the plan report are one bounded run read top to bottom.
// Load benchmark of the customer's lists (served by indexes that hold with a million parcels):
// the real app on a fresh database seeded with set-based SQL, then autocannon over loopback as the "bench"
// customer (rows spread through the tables, as an active customer's are) and as a "dormant" one (as many
// rows, all of them the oldest), then the EXPLAIN (ANALYZE) plans of the list queries those endpoints ran.
// Bounded: a fixed duration per endpoint, then it stops and removes its database.
//   npm run bench:lists [-- --parcels 1000000 --seconds 10 --connections 10]
// PGlite in a temporary DATA_DIR by default. With DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)
// it creates a throwaway database on that server, as the tests do, and drops it at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { withDatabase } from '../src/db/client.js';
import { registerMeasuredCustomer } from './bench-support/customers.js';
import { seedLargeDataSet } from './bench-support/large-data.js';
import { captureStatements, clientOf, rawQuery, type Statement } from './bench-support/statements.js';

const { values } = parseArgs({
  options: {
    parcels: { type: 'string', default: '1000000' },
    'bench-parcels': { type: 'string', default: '5000' },
    waybills: { type: 'string', default: '100000' },
    'bench-waybills': { type: 'string', default: '1000' },
    /** Balance entries and payment attempts each; point entries are a quarter of it. */
    entries: { type: 'string', default: '200000' },
    'bench-entries': { type: 'string', default: '2000' },
    customers: { type: 'string', default: '3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const count = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const sizes = {
  parcels: count('parcels'),
  benchParcels: Math.min(count('bench-parcels'), count('parcels')),
  waybills: count('waybills'),
  benchWaybills: Math.min(count('bench-waybills'), count('waybills')),
  entries: count('entries'),
  benchEntries: Math.min(count('bench-entries'), count('entries')),
  customers: Math.max(1, count('customers')),
};
const seconds = count('seconds');
const connections = Math.max(1, count('connections'));

// ── The database: a temporary PGlite, or a throwaway database on the PostgreSQL server named ──

const adminUrl = process.env.DATABASE_URL;
const benchDatabase = adminUrl ? `pw_bench_${randomBytes(4).toString('hex')}` : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'parcelway-bench-lists-'));
if (adminUrl && benchDatabase) await onAdmin(adminUrl, (admin) => admin.query(`create database ${benchDatabase}`));

let app: FastifyInstance | undefined;
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  try {
    // A pooled connection can still be closing when the database is dropped under it (57P01): expected here.
    if (app) (clientOf(app.ctx.db) as { on?: (event: string, listener: () => void) => void }).on?.('error', () => {});
    await app?.close();
    if (adminUrl && benchDatabase) {
      await onAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${benchDatabase} with (force)`));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: removing the benchmark database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function onAdmin(url: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

try {
  await main();
} finally {
  await cleanUp();
}

async function main() {
  const config = {
    ...loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: adminUrl && benchDatabase ? withDatabase(adminUrl, benchDatabase) : '',
    }),
    rateLimits: {
      login: 1_000_000,
      register: 1_000_000,
      codes: 1_000_000,
      codesPerDay: 1_000_000,
      quote: 1_000_000,
      session: 1_000_000,
      coupons: 1_000_000,
      account: 1_000_000,
      tracking: 1_000_000,
      contentClicks: 1_000_000,
    },
  };
  app = await buildApp(config);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const db = app.ctx.db;
  const run = (text: string) => db.execute(sql.raw(text));

  // ── The measured customers, through the API ──
  const benchCustomer = await registerMeasuredCustomer(app, 'bench');
  const dormantCustomer = await registerMeasuredCustomer(app, 'dormant');
  const bench = benchCustomer.id;
  const dormant = dormantCustomer.id;

  console.log(
    `database: ${app.databaseKind}${benchDatabase ? ` (${benchDatabase}, dropped at the end)` : ''}; seeding ` +
      `${sizes.customers} customers, ${sizes.parcels} parcels (${sizes.benchParcels} the bench customer's and ` +
      `as many the dormant one's), ` +
      `${sizes.waybills} waybills (${sizes.benchWaybills}), ${sizes.entries} balance entries and payment ` +
      `attempts each (${sizes.benchEntries}), ${Math.floor(sizes.entries / 4)} point entries ` +
      `(${Math.floor(sizes.benchEntries / 4)})…`,
  );
  await seedLargeDataSet(run, sizes, { bench, dormant });

  // ── Every scenario answers 200 with the customer's rows before it is measured; its statements are kept ──
  const scenarios = [
    { name: 'parcelList (all tabs)', path: '/api/parcelList?page=1&perPage=10' },
    { name: 'parcelList parcel_status=10', path: '/api/parcelList?page=1&perPage=10&parcel_status=10' },
    { name: 'parcelList page 200', path: '/api/parcelList?page=200&perPage=10' },
    { name: 'getParcelTabs', path: '/api/getParcelTabs' },
    { name: 'getInStockParcel', path: '/api/getInStockParcel' },
    { name: 'shipmentList status=pay_now', path: '/api/shipmentList?page=1&perPage=10&status=pay_now' },
    { name: 'shipmentList status=all', path: '/api/shipmentList?page=1&perPage=10&status=all' },
    { name: 'shipmentStatusCount', path: '/api/shipmentStatusCount' },
    { name: 'balanceTransactionList', path: '/api/balanceTransactionList?page=1&perPage=20' },
    { name: 'paymentHistory', path: '/api/paymentHistory?page=1&perPage=20' },
    { name: 'pointHistory', path: '/api/pointHistory?page=1&perPage=20' },
    // The same lists of a customer whose rows are all older than everyone else's.
    { name: 'dormant: parcelList', path: '/api/parcelList?page=1&perPage=10', customer: dormantCustomer },
    {
      name: 'dormant: shipmentList all',
      path: '/api/shipmentList?page=1&perPage=10&status=all',
      customer: dormantCustomer,
    },
    {
      name: 'dormant: balanceTransactions',
      path: '/api/balanceTransactionList?page=1&perPage=20',
      customer: dormantCustomer,
    },
    { name: 'dormant: pointHistory', path: '/api/pointHistory?page=1&perPage=20', customer: dormantCustomer },
  ].map((scenario) => ({
    ...scenario,
    headers: { authorization: `Bearer ${(scenario.customer ?? benchCustomer).token}`, lang: 'en' },
    answer: '',
    statements: [] as Statement[],
  }));
  for (const scenario of scenarios) {
    scenario.statements = await captureStatements(db, async () => {
      const response = await app?.inject({ method: 'GET', url: scenario.path, headers: scenario.headers });
      if (response?.statusCode !== 200) {
        throw new Error(`${scenario.path} answered ${response?.statusCode}: ${response?.body.slice(0, 300)}`);
      }
      scenario.answer = describeAnswer(response.json().data);
    });
  }

  if (seconds > 0) {
    console.log(`${connections} connections, ${seconds} s per endpoint\n`);
    console.log(
      'endpoint'.padEnd(30),
      'answer'.padEnd(14),
      'req/s'.padStart(7),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'non-2xx'.padStart(8),
    );
    // A short unrecorded run first, so the first endpoint is not measured on a cold process.
    const [warmUp] = scenarios;
    if (warmUp) {
      await autocannon({ url: `${url}${warmUp.path}`, connections, duration: 2, headers: warmUp.headers });
    }
    for (const scenario of scenarios) {
      const result = await autocannon({
        url: `${url}${scenario.path}`,
        connections,
        duration: seconds,
        headers: scenario.headers,
      });
      console.log(
        scenario.name.padEnd(30),
        scenario.answer.padEnd(14),
        result.requests.average.toFixed(0).padStart(7),
        String(result.latency.p50).padStart(7),
        String(result.latency.p99).padStart(7),
        String(result.non2xx).padStart(8),
        result.latency.p99 > 100 ? ' slow' : '',
      );
    }
    // Requests autocannon left in flight finish before the plans are timed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  // ── The plans of the list queries each endpoint ran (as the driver was sent them), with EXPLAIN ANALYZE ──
  console.log('\nPlans of the list queries:');
  const explained = new Set<string>();
  for (const scenario of scenarios) {
    for (const statement of scenario.statements) {
      if (!/from "(parcels|waybills|balance_entries|point_entries|payment_attempts)"/.test(statement.text)) continue;
      const key = `${statement.text}|${JSON.stringify(statement.params)}`;
      if (explained.has(key)) continue;
      explained.add(key);
      const plan = await rawQuery(db, `explain (analyze, costs off) ${statement.text}`, statement.params);
      console.log(`\n── ${scenario.name}: ${abbreviate(statement.text)}`);
      console.log(`   params: ${JSON.stringify(statement.params)}`);
      for (const line of plan) console.log(`   ${Object.values(line)[0]}`);
    }
  }
}

// ── Helpers ──

function describeAnswer(data: unknown): string {
  if (data && typeof data === 'object' && 'total' in data && 'list' in data) {
    const { total, list } = data as { total: number; list: unknown[] };
    return `${list.length} of ${total}`;
  }
  if (Array.isArray(data)) return `${data.length} entries`;
  if (data && typeof data === 'object' && 'count' in data) return `count ${(data as { count: number }).count}`;
  return 'counts';
}

function abbreviate(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  const from = flat.indexOf(' from ');
  const select = flat.startsWith('select count') ? 'select count(*)' : 'select …';
  return from < 0 ? flat.slice(0, 160) : `${select}${flat.slice(from, from + 200)}`;
}
