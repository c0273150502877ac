// Long on purpose: set-up, the floor server and the interleaved rounds are one bounded run read top to bottom.
// The app against its floor. The real app on PostgreSQL with the large data set (as bench:lists seeds it), and
// beside it a bare `node:http` + `pg` server that answers each endpoint by sending the very statements the app
// sent for it (captured from the driver) and writing their rows as JSON: no framework, no validation, no
// serialisation schema, no session check of its own. Rounds alternate app and floor per endpoint, so a busy
// moment of the machine falls on both; the table gives the app's share of the floor's throughput and the two p99s.
// The load (autocannon) comes from a process of its own (bench-support/load-generator.ts).
// balancePay (a write) pays another copy of one unpaid waybill on each request; its floor replays the app's captured
// transaction (see bench-support/balance-pay.ts).
// A second comparison (issue 43): the measured customer A (--bench-parcels) against a reseller B with --reseller-parcels
// of their own, the same reads of each interleaved; B / A per endpoint shows what a long history costs
// (--customers-only runs just that one).
//   npm run bench:api [-- --seconds 10 --rounds 2 --connections 10,100 --payments 20000 --write | --show-statements | --cpu 3000 [--profile DIR]]
//   npm run bench:api -- --customers-only [--reseller-parcels 200000] [--warehouse-parcels 1000000] [--explain] [--pooler] [--write]
// The staff comparison (issue 43, --customers-only too): warehouse 1 topped up to --warehouse-parcels against warehouse
// 2, and B's customer page against A's, as the staff console reads them on open.
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); a throwaway
// database is created on it and dropped at the end. --write puts the table into docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import * as inspector from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { withDatabase } from '../src/db/client.js';
import { SERVER_ROOT } from '../src/paths.js';
import { type RunningPgBouncer, startPgBouncer } from '../test/support/pgbouncer.js';
import {
  captureTransaction,
  copiesOfWaybill,
  fundBalance,
  replayFor,
  runTransaction,
} from './bench-support/balance-pay.js';
import { registerMeasuredCustomer } from './bench-support/customers.js';
import { seedLargeDataSet } from './bench-support/large-data.js';
import { type LoadOrder, type LoadResult, startLoadGenerator } from './bench-support/load-generator.js';
import { captureStatements, clientOf, rows, type Statement } from './bench-support/statements.js';

const { values } = parseArgs({
  options: {
    parcels: { type: 'string', default: '200000' },
    'bench-parcels': { type: 'string', default: '1000' },
    waybills: { type: 'string', default: '20000' },
    'bench-waybills': { type: 'string', default: '200' },
    entries: { type: 'string', default: '40000' },
    'bench-entries': { type: 'string', default: '10000' },
    coupons: { type: 'string', default: '40000' },
    'bench-coupons': { type: 'string', default: '400' },
    customers: { type: 'string', default: '3000' },
    /** Customer B's own parcels, on top of --parcels (0: no B, no comparison). */
    'reseller-parcels': { type: 'string', default: '200000' },
    /** Store 1 topped up to this many parcels, and to --warehouse-waybills waybills, for the staff comparison. */
    'warehouse-parcels': { type: 'string', default: '1000000' },
    'warehouse-waybills': { type: 'string', default: '100000' },
    /** Print EXPLAIN (ANALYZE, BUFFERS) of every statement each compared read sends, for both sides. */
    explain: { type: 'boolean', default: false },
    /** Only the A-against-B comparison and the staff one (no floor, no balancePay). */
    'customers-only': { type: 'boolean', default: false },
    /**
     * With --customers-only: the app reaches PostgreSQL through a PgBouncer in transaction mode (DATABASE_POOLER=
     * transaction), as a deployment of several servers does; the tables go to their own sections of the page.
     */
    pooler: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10,100' },
    /** Unpaid waybills made for balancePay, shared by the app's and the floor's rounds. */
    payments: { type: 'string', default: '20000' },
    write: { type: 'boolean', default: false },
    /** Only these endpoints (comma-separated names), e.g. --only getUser,balancePay. */
    only: { type: 'string', default: '' },
    /**
     * Instead of throughput rounds: send this many requests to each side per endpoint and connection count, and print
     * the process's CPU time per request (user + system of the servers' process; the load generator has its own). Less
     * noisy than throughput on a shared machine: the difference is the app's own work per request.
     */
    cpu: { type: 'string', default: '0' },
    /**
     * With --cpu: also record a CPU profile of each side's requests only (no seeding or start-up) into this folder.
     * The profiler's own cost is in the CPU figures of that run: compare sides, not runs.
     */
    profile: { type: 'string', default: '' },
    /** Print each endpoint's statements, then stop before the load rounds. */
    'show-statements': { type: 'boolean', default: false },
  },
});
const whole = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
if (values.profile && whole('cpu') === 0) throw new Error('--profile records the --cpu rounds: give --cpu N too');
const sizes = {
  parcels: whole('parcels'),
  benchParcels: whole('bench-parcels'),
  waybills: whole('waybills'),
  benchWaybills: whole('bench-waybills'),
  entries: whole('entries'),
  benchEntries: whole('bench-entries'),
  coupons: whole('coupons'),
  benchCoupons: whole('bench-coupons'),
  customers: Math.max(1, whole('customers')),
};
/** The app's bootstrap admin, who creates the staff members of the staff comparison. */
const ADMIN = { email: 'bench.admin@parcelway.test', password: 'Parcel2026!' };
const seconds = Math.max(1, whole('seconds'));
const rounds = Math.max(1, whole('rounds'));
const connectionCounts = String(values.connections)
  .split(',')
  .map((text) => Number(text.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDatabase = `pw_bench_api_${randomBytes(4).toString('hex')}`;
const databaseUrl = withDatabase(adminUrl, benchDatabase);
const dataDir = mkdtempSync(join(tmpdir(), 'parcelway-bench-api-'));

interface Scenario {
  name: string;
  path: string;
  statements: Statement[];
  /**
   * A write: each request is a POST with its own body and headers (the floor takes its own next target). `pending`
   * prepares the requests left to send; `sent` drops those a round used.
   */
  writes?: { pending: () => { body: string; headers: Record<string, string> }[]; sent: (count: number) => void };
}

interface Side {
  requests: number;
  p99: number;
}

let app: FastifyInstance | undefined;
let floor: Server | undefined;
let floorPool: pg.Pool | undefined;
let generator: ReturnType<typeof startLoadGenerator> | undefined;
let bouncer: RunningPgBouncer | undefined;

async function onAdmin(work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

let cleaning: Promise<void> | undefined;
/** Once, however many callers (a signal and the main flow's `finally`): each waits for the same clean-up. */
function cleanUp() {
  cleaning ??= removeEverything();
  return cleaning;
}
async function removeEverything() {
  generator?.stop();
  try {
    // A pool's end() resolves once its idle clients are told to close, not once they have: the forced drop below
    // can still reach one, whose error the pool re-emits (with no listener, that ended the process).
    if (app) (clientOf(app.ctx.db) as { on?: (event: string, listener: () => void) => void }).on?.('error', () => {});
    floorPool?.on('error', () => {});
    await app?.close();
    await bouncer?.stop();
    await new Promise((resolve) => (floor ? floor.close(resolve) : resolve(undefined)));
    await floorPool?.end();
    await onAdmin((admin) => admin.query(`drop database if exists ${benchDatabase} with (force)`));
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

await onAdmin((admin) => admin.query(`create database ${benchDatabase}`));
try {
  await main();
} finally {
  await cleanUp();
}

async function main() {
  const generous = 1_000_000;
  if (values.pooler && !values['customers-only']) throw new Error('--pooler runs with --customers-only');
  bouncer = values.pooler ? await startPgBouncer({ poolSize: 20 }) : undefined;
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: bouncer ? bouncer.urlOf(benchDatabase, 'postgres') : databaseUrl,
    ...(bouncer && { DATABASE_POOLER: 'transaction' }),
  });
  app = await buildApp({
    ...config,
    staff: ADMIN,
    rateLimits: Object.fromEntries(
      Object.keys(config.rateLimits).map((name) => [name, generous]),
    ) as typeof config.rateLimits,
  });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const db = app.ctx.db;
  const run = (text: string) => db.execute(sql.raw(text));

  const bench = await registerMeasuredCustomer(app, 'bench');
  const dormant = await registerMeasuredCustomer(app, 'dormant');
  console.log(`seeding ${sizes.parcels} parcels (${sizes.benchParcels} the measured customer's) on ${benchDatabase}…`);
  await seedLargeDataSet(run, sizes, { bench: bench.id, dormant: dormant.id });
  const resellerParcels = whole('reseller-parcels');
  const reseller = resellerParcels > 0 ? await registerMeasuredCustomer(app, 'reseller') : undefined;
  if (reseller) {
    console.log(`seeding ${resellerParcels} parcels of customer B (the reseller)…`);
    await seedResellerParcels(run, reseller.id, resellerParcels);
    // Settled, as for the large data set: the counts' and the sessions' tables too, not only the parcels.
    await run('vacuum analyze');
  }
  const staffSides = reseller ? await prepareStaffComparison(app, run, { A: bench, B: reseller }) : undefined;
  await run('vacuum analyze');
  // The seeding's dirty pages written out now, not by the checkpointer during the rounds (after the warehouse's
  // 765,000 parcels it would still be writing when the rounds begin).
  await run('checkpoint');
  const loadBefore = `${loadAverage()} at the start`;
  const customerComparison = reseller
    ? await compareCustomers(appUrl, { A: bench, B: reseller }, { seconds, rounds, connections: 10 })
    : undefined;
  const staffComparison = staffSides
    ? await compareSides(appUrl, staffSides.reads, { seconds, rounds, connections: 10 }, staffSides.labels)
    : undefined;
  const loadAfter = loadAverage();
  if (values['customers-only']) {
    if (values.write && customerComparison && staffComparison && staffSides) {
      writeSection(
        bouncer ? 'bench:api:customers:pooler' : 'bench:api:customers',
        customerComparison,
        resellerParcels,
        `${loadBefore}, ${loadAfter} at the end`,
      );
      writeStaffSection(staffComparison, staffSides.sizes, `${loadBefore}, ${loadAfter} at the end`);
    }
    return;
  }

  const newest = async (table: string, condition = 'true') => {
    const [row] = await rows<{ id: number }>(
      run(`select id from ${table} where customer_id = ${bench.id} and ${condition} order by id desc limit 1`),
    );
    return row?.id;
  };
  const waybillId = await newest('waybills');
  const parcelId = await newest('parcels', 'status >= 10');
  const unpaidId = await newest('waybills', "status = 'pay_now'");
  const headers = { authorization: `Bearer ${bench.token}`, lang: 'en' };
  const candidates = [
    { name: 'getUser', path: '/api/getUser' },
    { name: 'parcelList', path: '/api/parcelList?page=1&perPage=10' },
    { name: 'shipmentList', path: '/api/shipmentList?page=1&perPage=10&status=all' },
    { name: 'shipmentDetail', path: `/api/shipmentDetail/${waybillId}` },
    { name: 'parcelDetail', path: `/api/parcelDetail/${parcelId}` },
    { name: 'getPayView', path: `/api/getPayView?shipmentId=${unpaidId}` },
    { name: 'couponList', path: '/api/couponList?page=1&perPage=10' },
  ];
  const only = new Set(String(values.only).split(',').filter(Boolean));
  const wanted = (name: string) => only.size === 0 || only.has(name);
  const scenarios: Scenario[] = [];
  for (const candidate of candidates.filter((scenario) => wanted(scenario.name))) {
    // A first request fills what the app keeps between requests; the second is the one every later request repeats.
    await app.inject({ method: 'GET', url: candidate.path, headers });
    let status = 0;
    const statements = await captureStatements(db, async () => {
      status = (await app?.inject({ method: 'GET', url: candidate.path, headers }))?.statusCode ?? 0;
    });
    if (status !== 200) {
      console.log(`  ${candidate.name}: answered ${status}, not measured`);
      continue;
    }
    scenarios.push({ ...candidate, statements });
    console.log(`  ${candidate.name}: ${statements.length} statements`);
    if (values['show-statements'])
      for (const statement of statements) console.log(`      ${statement.text.replace(/\s+/g, ' ').slice(0, 150)}`);
  }
  const payment = wanted('balancePay') && (await balancePayScenario(unpaidId, whole('payments')));
  if (payment) {
    scenarios.push(payment.scenario);
    console.log(`  balancePay: ${payment.scenario.statements.length} statements (a transaction)`);
    if (values['show-statements'])
      for (const statement of payment.scenario.statements)
        console.log(`      ${statement.text.replace(/\s+/g, ' ').slice(0, 150)}`);
  }
  if (values['show-statements']) return;

  // ── The floor: the same statements, one after another, on a plain pool of the same size ──
  floorPool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const byPath = new Map(scenarios.map((scenario) => [scenario.path, scenario]));
  floor = createServer((request, response) => {
    const scenario = byPath.get(request.url ?? '');
    if (!scenario) {
      response.writeHead(404).end();
      return;
    }
    request.resume();
    void (async () => {
      if (scenario.writes && payment && floorPool) {
        const results = await runTransaction(floorPool, payment.floorStatements());
        const body = JSON.stringify({ code: 200, msg: 'ok', data: results });
        response.writeHead(200, { 'content-type': 'application/json' }).end(body);
        return;
      }
      const results: unknown[] = [];
      for (const statement of scenario.statements) {
        const { name, text, params: values } = statement;
        results.push((await floorPool?.query(name ? { name, text, values } : { text, values }))?.rows);
      }
      const body = JSON.stringify({ code: 200, msg: 'ok', data: results });
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => floor?.listen(0, '127.0.0.1', resolve));
  const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;

  const loadGenerator = generator ?? startLoadGenerator();
  generator = loadGenerator;
  const load = async (
    base: string,
    scenario: Scenario,
    connections: number,
    timing: { duration: number } | { amount: number },
  ): Promise<LoadResult> => {
    const { writes } = scenario;
    // A write's floor is sent the same requests (the same bytes) but takes its own next target whatever they say, so
    // only the app's rounds use the prepared ones up.
    const order: LoadOrder = writes
      ? { url: base, connections, ...timing, writes: { path: scenario.path, requests: writes.pending() } }
      : { url: `${base}${scenario.path}`, connections, ...timing, headers };
    const result = await loadGenerator.run(order);
    if (base === appUrl) writes?.sent(result.used);
    if (result.failed > 0) throw new Error(`${base}${scenario.path}: ${result.failed} failed or non-2xx`);
    return result;
  };
  const measure = async (base: string, scenario: Scenario, connections: number): Promise<Side> => {
    const result = await load(base, scenario, connections, { duration: seconds });
    return { requests: result.requests, p99: result.p99 };
  };
  const mean = (sides: Side[]) => ({
    requests: sides.reduce((sum, side) => sum + side.requests, 0) / sides.length,
    p99: sides.reduce((sum, side) => sum + side.p99, 0) / sides.length,
  });

  for (const scenario of scenarios) {
    await load(appUrl, scenario, 10, { duration: 2 });
    await load(floorUrl, scenario, 10, { duration: 2 });
  }
  const perRequest = whole('cpu');
  if (perRequest > 0) {
    const cpuOf = async (base: string, scenario: Scenario, connections: number) => {
      const profiler = values.profile ? new inspector.Session() : undefined;
      profiler?.connect();
      await profiler?.post('Profiler.enable');
      await profiler?.post('Profiler.start');
      const before = process.cpuUsage();
      let result: LoadResult;
      let used: NodeJS.CpuUsage;
      try {
        result = await load(base, scenario, connections, { amount: perRequest });
        used = process.cpuUsage(before);
        if (profiler) {
          const { profile } = await profiler.post('Profiler.stop');
          const side = base === appUrl ? 'app' : 'floor';
          mkdirSync(values.profile, { recursive: true });
          writeFileSync(
            join(values.profile, `${scenario.name}-${connections}-${side}.cpuprofile`),
            JSON.stringify(profile),
          );
        }
      } finally {
        profiler?.disconnect();
      }
      return (used.user + used.system) / result.total;
    };
    console.log('| endpoint | connections | app CPU µs/request | floor CPU µs/request | app − floor µs |');
    console.log('|---|---:|---:|---:|---:|');
    for (const connections of connectionCounts) {
      for (const scenario of scenarios.filter((candidate) => !candidate.writes)) {
        const ours = await cpuOf(appUrl, scenario, connections);
        const theirs = await cpuOf(floorUrl, scenario, connections);
        console.log(
          `| ${scenario.name} | ${connections} | ${ours.toFixed(0)} | ${theirs.toFixed(0)} | ${(ours - theirs).toFixed(0)} |`,
        );
      }
    }
    return;
  }
  const table = [
    '| endpoint | statements | connections | app req/s | floor req/s | app / floor | app p99 ms | floor p99 ms | p99 ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const connections of connectionCounts) {
    for (const scenario of scenarios) {
      const appSides: Side[] = [];
      const floorSides: Side[] = [];
      for (let round = 0; round < rounds; round += 1) {
        appSides.push(await measure(appUrl, scenario, connections));
        floorSides.push(await measure(floorUrl, scenario, connections));
      }
      const ours = mean(appSides);
      const theirs = mean(floorSides);
      const line =
        `| ${scenario.name} | ${scenario.statements.length} | ${connections} | ${ours.requests.toFixed(0)} | ` +
        `${theirs.requests.toFixed(0)} | ${((100 * ours.requests) / theirs.requests).toFixed(0)} % | ` +
        `${ours.p99.toFixed(0)} | ${theirs.p99.toFixed(0)} | ${(ours.p99 / Math.max(1, theirs.p99)).toFixed(2)} |`;
      table.push(line);
      console.log(line);
    }
  }

  if (values.write && customerComparison)
    writeSection('bench:api:customers', customerComparison, resellerParcels, `${loadBefore}, ${loadAfter} at the end`);
  if (values.write) {
    const file = join(SERVER_ROOT, '../../docs/benchmarks.md');
    const begin = '<!-- bench:api -->';
    const end = '<!-- /bench:api -->';
    const heading =
      `${new Date().toISOString().slice(0, 10)}, PostgreSQL, ${sizes.parcels} parcels (${sizes.benchParcels} the ` +
      `customer's), ${sizes.benchEntries} ledger entries of the customer, ${seconds} s × ${rounds} interleaved rounds:`;
    const section = `${begin}\n${heading}\n\n${table.join('\n')}\n${end}`;
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf(begin);
    const next =
      at < 0
        ? `${text.trimEnd()}\n\n## API against its floor: \`npm run bench:api\`\n\n${section}\n`
        : `${text.slice(0, at)}${section}${text.slice(text.indexOf(end) + end.length)}`;
    writeFileSync(file, next);
    console.log(`written to ${file}`);
  }
}

/**
 * balancePay: a third customer ("payer", so the measured customer's lists keep their size) with `count` copies of the
 * unpaid waybill and a balance that covers them all, one payment through the app with its transaction captured; then
 * each app request pays the next copy (new idempotency key) and the floor replays the capture for the next copy of its
 * own half.
 */
async function balancePayScenario(unpaidId: number | undefined, count: number) {
  if (!app || unpaidId === undefined || count < 4) return undefined;
  const current = app;
  const db = current.ctx.db;
  const payer = await registerMeasuredCustomer(current, 'payer');
  const headers = { authorization: `Bearer ${payer.token}`, lang: 'en' };
  const ids = await copiesOfWaybill(
    (text) => rows<{ id: number }>(db.execute(sql.raw(text))),
    { id: unpaidId, customerId: payer.id },
    count,
    randomBytes(2).toString('hex'),
  );
  await db.execute(sql.raw('analyze waybills'));
  const view = await current.inject({ method: 'GET', url: `/api/getPayView?shipmentId=${ids[0]}`, headers });
  const { payable, currency } = (view.json() as { data: { payable: string; currency: string } }).data;
  await fundBalance((text) => db.execute(sql.raw(text)), payer.id, currency);
  const appIds = ids.slice(0, ids.length / 2);
  const floorIds = ids.slice(ids.length / 2);
  const take = (queue: number[]) => {
    const id = queue.shift();
    if (id === undefined) throw new Error('balancePay ran out of unpaid waybills: raise --payments');
    return id;
  };
  const payRequest = (shipmentId: number) => ({
    body: JSON.stringify({ shipmentId, amount: payable, currency, combinePay: false }),
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomBytes(12).toString('hex') },
  });
  // A first payment fills what the app keeps between requests; the second is captured.
  for (let warm = 0; warm < 2; warm += 1) {
    const first = take(appIds);
    const request = payRequest(first);
    let status = 0;
    let lastBody: unknown;
    const statements = await captureTransaction(async () => {
      const response = await current.inject({ method: 'POST', url: '/api/balancePay', ...request });
      status = response.statusCode;
      lastBody = response.json();
    });
    if (status !== 200) {
      console.log(`  balancePay: answered ${status}, not measured`, JSON.stringify(lastBody).slice(0, 300));
      return undefined;
    }
    if (warm === 0) continue;
    const key = request.headers['idempotency-key'];
    const scenario: Scenario = {
      name: 'balancePay',
      path: '/api/balancePay',
      statements,
      writes: {
        pending: () => appIds.map(payRequest),
        sent: (count) => {
          appIds.splice(0, count);
        },
      },
    };
    return { scenario, floorStatements: () => replayFor(statements, first, key, take(floorIds)) };
  }
  return undefined;
}

/** B's parcels, newest last, in the mixed states of the large data set (set-based, in batches of 100,000). */
async function seedResellerParcels(run: (text: string) => Promise<unknown>, customerId: number, count: number) {
  for (let from = 1; from <= count; from += 100_000) {
    const to = Math.min(count, from + 99_999);
    const created = `now() - (${count} - g) * interval '20 seconds'`;
    await run(`
      insert into parcels (customer_id, store_id, tracking_number, status, origin, contents, weight_grams,
        pre_alerted_at, received_at, in_stock_at, created_at, updated_at)
      select ${customerId}, 1, 'PWB' || lpad(g::text, 10, '0'), s.status, 'pre_alert', 'Books',
        case when s.status >= 5 then 200 + g % 5000 end, ${created},
        case when s.status >= 5 then ${created} + interval '2 days' end,
        case when s.status >= 10 then ${created} + interval '2 days 1 hour' end, ${created}, ${created}
      from generate_series(${from}, ${to}) as g
      cross join lateral (select (array[0, 5, 10, 10, 20, 30, 40, 40, 40, 40, 40, 50, 60])[1 + g % 13]::smallint
        as status) s`);
  }
  await run('vacuum analyze parcels');
}

/**
 * The reads a customer's screens make on open, for A (the measured customer) and B (the reseller) in interleaved
 * rounds on the same app: B / A is what B's history costs them (issue 43 asks ≥ 90 %, and parcelList ≥ 50 % of getUser).
 */
async function compareCustomers(
  appUrl: string,
  customers: { A: { token: string }; B: { token: string } },
  options: { seconds: number; rounds: number; connections: number },
): Promise<string[]> {
  const reads = [
    { name: 'getUser', path: '/api/getUser' },
    { name: 'parcelList page 1', path: '/api/parcelList?tab=all&page=1&perPage=10' },
    { name: 'parcelList in stock', path: '/api/parcelList?tab=arrived&page=1&perPage=10' },
    { name: 'getParcelTabs', path: '/api/getParcelTabs' },
    { name: 'getInStockParcel', path: '/api/getInStockParcel' },
    { name: 'shipmentStatusCount', path: '/api/shipmentStatusCount' },
    { name: 'shipmentList', path: '/api/shipmentList?status=all&page=1&perPage=10' },
  ];
  console.log(`\nA (${sizes.benchParcels} parcels) against B (the reseller), ${options.connections} connections:`);
  return compareSides(
    appUrl,
    reads.map((read) => ({
      name: read.name,
      A: { token: customers.A.token, path: read.path },
      B: { token: customers.B.token, path: read.path },
    })),
    options,
  );
}

interface ComparedRead {
  name: string;
  A: { token: string; path: string };
  B: { token: string; path: string };
}

/**
 * Each read for side A and side B in interleaved rounds on the same app (A then B, then B then A): B / A is what B's
 * size costs. With --explain, first the EXPLAIN (ANALYZE, BUFFERS) of every statement each side's read sends.
 */
async function compareSides(
  appUrl: string,
  reads: ComparedRead[],
  options: { seconds: number; rounds: number; connections: number },
  labels = { A: 'A', B: 'B' },
): Promise<string[]> {
  const loadGenerator = generator ?? startLoadGenerator();
  generator = loadGenerator;
  if (values.explain && app) for (const read of reads) await explainRead(app, read);
  const sideOf = async (side: { token: string; path: string }, seconds: number) => {
    const headers = { authorization: `Bearer ${side.token}`, lang: 'en' };
    const result = await loadGenerator.run({
      url: `${appUrl}${side.path}`,
      connections: options.connections,
      duration: seconds,
      headers,
    });
    if (result.failed > 0) throw new Error(`${side.path}: ${result.failed} failed or non-2xx`);
    return { perSecond: result.requests, p99: result.p99 };
  };
  const table = [
    `| read | ${labels.A} req/s | ${labels.A} p99 ms | ${labels.B} req/s | ${labels.B} p99 ms | B / A |`,
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const read of reads) {
    await sideOf(read.A, 1);
    await sideOf(read.B, 1);
    const a: { perSecond: number; p99: number }[] = [];
    const b: { perSecond: number; p99: number }[] = [];
    // A then B, then B then A: whatever drifts during a round (autovacuum, another process) falls on both.
    for (let round = 0; round < options.rounds; round += 1) {
      if (round % 2 === 0) {
        a.push(await sideOf(read.A, options.seconds));
        b.push(await sideOf(read.B, options.seconds));
      } else {
        b.push(await sideOf(read.B, options.seconds));
        a.push(await sideOf(read.A, options.seconds));
      }
    }
    const mean = (sides: { perSecond: number; p99: number }[], key: 'perSecond' | 'p99') =>
      sides.reduce((sum, side) => sum + side[key], 0) / sides.length;
    const line =
      `| ${read.name} | ${mean(a, 'perSecond').toFixed(0)} | ${mean(a, 'p99').toFixed(0)} | ` +
      `${mean(b, 'perSecond').toFixed(0)} | ${mean(b, 'p99').toFixed(0)} | ` +
      `${((100 * mean(b, 'perSecond')) / mean(a, 'perSecond')).toFixed(0)} % |`;
    table.push(line);
    console.log(line);
  }
  return table;
}

/** The statements one read sends for each side, each with its EXPLAIN (ANALYZE, BUFFERS) (the read run twice first). */
async function explainRead(current: FastifyInstance, read: ComparedRead) {
  for (const [label, side] of [
    ['A', read.A],
    ['B', read.B],
  ] as const) {
    const headers = { authorization: `Bearer ${side.token}`, lang: 'en' };
    for (let warm = 0; warm < 2; warm += 1) await current.inject({ url: side.path, headers });
    const statements = await captureStatements(current.ctx.db, async () => {
      await current.inject({ url: side.path, headers });
    });
    console.log(`\n── ${read.name}, ${label}: ${side.path} (${statements.length} statements)`);
    for (const statement of statements) {
      console.log(`   ${statement.text.replace(/\s+/g, ' ').slice(0, 220)}`);
      const plan = await rows<Record<string, string>>(
        clientOf(current.ctx.db).query(`explain (analyze, buffers) ${statement.text}`, statement.params),
      );
      for (const line of plan) console.log(`      ${Object.values(line)[0]}`);
    }
  }
}

/** ' through PgBouncer (transaction mode)' when --pooler put one between the app and PostgreSQL. */
function VIA_POOLER() {
  return bouncer ? ' through PgBouncer (transaction mode)' : '';
}

function loadAverage() {
  return `load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`;
}

/**
 * The staff side (issue 43): warehouse 1 topped up to --warehouse-parcels parcels and --warehouse-waybills waybills
 * (set-based, in batches), against warehouse 2 as the large data set left it; an operator of each, and a support
 * member who opens A's and B's customer pages. Reads are those the console makes on open.
 */
async function prepareStaffComparison(
  current: FastifyInstance,
  run: (text: string) => Promise<unknown>,
  customers: { A: { id: number }; B: { id: number } },
) {
  const BIG = 1;
  const SMALL = 2;
  const count = async (table: string, storeId: number) =>
    Number((await rows<{ n: number }>(run(`select count(*) as n from ${table} where store_id = ${storeId}`)))[0]?.n);
  const wantParcels = whole('warehouse-parcels');
  const missingParcels = Math.max(0, wantParcels - (await count('parcels', BIG)));
  console.log(`seeding ${missingParcels} more parcels into warehouse ${BIG}…`);
  for (let from = 1; from <= missingParcels; from += 100_000) {
    const to = Math.min(missingParcels, from + 99_999);
    const created = `now() - (${missingParcels} - g) * interval '3 seconds'`;
    await run(`
      insert into parcels (customer_id, store_id, tracking_number, status, origin, contents, weight_grams,
        pre_alerted_at, received_at, in_stock_at, created_at, updated_at)
      select o.ids[1 + g % array_length(o.ids, 1)], ${BIG}, 'PWH' || lpad(g::text, 10, '0'), s.status, 'pre_alert',
        'Books', case when s.status >= 5 then 200 + g % 5000 end, ${created},
        case when s.status >= 5 then ${created} + interval '2 days' end,
        case when s.status >= 10 then ${created} + interval '2 days 1 hour' end, ${created}, ${created}
      from generate_series(${from}, ${to}) as g
      cross join (select array_agg(id order by id) as ids from customers
        where store_id = ${BIG} and email like 'seed.%') o
      cross join lateral (select (array[0, 5, 10, 10, 20, 30, 40, 40, 40, 40, 40, 50, 60])[1 + g % 13]::smallint
        as status) s`);
  }
  const missingWaybills = Math.max(0, whole('warehouse-waybills') - (await count('waybills', BIG)));
  console.log(`seeding ${missingWaybills} more waybills into warehouse ${BIG}…`);
  // Copies of the warehouse's seeded waybills (every required column), each with a number and a state of its own.
  const columns = (
    await rows<{ name: string }>(
      run(`select column_name as name from information_schema.columns where table_name = 'waybills'
        and column_name not in ('id', 'shipment_no', 'status') order by ordinal_position`),
    )
  ).map((row) => `"${row.name}"`);
  for (let from = 1; from <= missingWaybills; from += 100_000) {
    const to = Math.min(missingWaybills, from + 99_999);
    await run(`
      insert into waybills (shipment_no, status, ${columns.join(', ')})
      select 'PWH' || lpad(g::text, 9, '0'), (array['pending', 'packing', 'pay_now', 'bank_pending', 'paid',
        'in_transit', 'sorting', 'collecting', 'delivered', 'delivered', 'delivered', 'delivered',
        'cancelled'])[1 + g % 13], ${columns.map((column) => `t.${column}`).join(', ')}
      from generate_series(${from}, ${to}) as g
      cross join lateral (select * from waybills where store_id = ${BIG} and shipment_no like 'PWB%'
        order by id offset g % 1000 limit 1) t`);
  }
  const sizes = {
    big: { parcels: await count('parcels', BIG), waybills: await count('waybills', BIG) },
    small: { parcels: await count('parcels', SMALL), waybills: await count('waybills', SMALL) },
  };
  console.log(`warehouse ${BIG}: ${JSON.stringify(sizes.big)}, warehouse ${SMALL}: ${JSON.stringify(sizes.small)}`);

  const admin = await staffLogin(current, ADMIN);
  const member = async (role: string, storeIds: number[]) => {
    const credentials = {
      email: `bench.${role}.${storeIds.join('-') || 'all'}@parcelway.test`,
      password: 'Parcel2026!',
    };
    const made = await current.inject({
      method: 'POST',
      url: '/ops/staff',
      headers: { authorization: `Bearer ${admin}` },
      payload: { ...credentials, role, ...(storeIds.length > 0 && { store_ids: storeIds }) },
    });
    if (made.statusCode !== 200) throw new Error(`staff creation answered ${made.statusCode}: ${made.body}`);
    return staffLogin(current, credentials);
  };
  const big = await member('warehouse', [BIG]);
  const small = await member('warehouse', [SMALL]);
  const support = await member('support', []);
  const nextCursor = async (customerId: number) => {
    const answer = await current.inject({
      url: `/ops/customers/${customerId}`,
      headers: { authorization: `Bearer ${support}` },
    });
    return (answer.json() as { data: { parcels: { next_cursor: number } } }).data.parcels.next_cursor;
  };
  const [cursorA, cursorB] = [await nextCursor(customers.A.id), await nextCursor(customers.B.id)];
  const warehouse = (name: string, path: string): ComparedRead => ({
    name,
    A: { token: small, path },
    B: { token: big, path },
  });
  const customer = (name: string, token: string, path: (id: number, cursor: number) => string): ComparedRead => ({
    name,
    A: { token, path: path(customers.A.id, cursorA) },
    B: { token, path: path(customers.B.id, cursorB) },
  });
  const reads: ComparedRead[] = [
    warehouse('dashboard (operator)', '/ops/dashboard'),
    warehouse('queue: to pack', '/ops/waybills?queue=pack'),
    warehouse('queue: unpaid', '/ops/waybills?queue=unpaid'),
    warehouse('queue: to dispatch', '/ops/waybills?queue=dispatch'),
    warehouse('queue: travelling', '/ops/waybills?queue=travelling'),
    customer('customer page (support)', support, (id) => `/ops/customers/${id}`),
    customer('customer page (operator of warehouse 1)', big, (id) => `/ops/customers/${id}`),
    customer(
      'customer parcels, next page',
      support,
      (id, cursor) => `/ops/customers/${id}/parcels?perPage=10&cursor=${cursor}`,
    ),
    customer('customer waybills page 1', support, (id) => `/ops/customers/${id}/waybills?page=1&perPage=10`),
  ];
  return {
    reads,
    sizes,
    labels: { A: 'small / A', B: 'large / B' },
  };
}

async function staffLogin(current: FastifyInstance, credentials: { email: string; password: string }) {
  const answer = await current.inject({ method: 'POST', url: '/ops/login', payload: credentials });
  if (answer.statusCode !== 200) throw new Error(`staff login answered ${answer.statusCode}: ${answer.body}`);
  return (answer.json() as { data: { access_token: string } }).data.access_token;
}

function writeStaffSection(
  table: string[],
  sizes: { big: { parcels: number; waybills: number }; small: { parcels: number; waybills: number } },
  load: string,
) {
  const file = join(SERVER_ROOT, '../../docs/benchmarks.md');
  const marker = bouncer ? 'bench:api:staff:pooler' : 'bench:api:staff';
  const begin = `<!-- ${marker} -->`;
  const end = `<!-- /${marker} -->`;
  const heading =
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, PostgreSQL${VIA_POOLER()}: warehouse 1 with ` +
    `${sizes.big.parcels} parcels and ${sizes.big.waybills} waybills (operator of warehouse 1; "large / B") against ` +
    `warehouse 2 with ${sizes.small.parcels} and ${sizes.small.waybills} ("small / A"); the customer pages are B's ` +
    `(${whole('reseller-parcels')} parcels of their own) against A's; ${seconds} s × ${rounds} interleaved rounds, 10 ` +
    `connections; ${load}:`;
  const section = `${begin}\n${heading}\n\n${table.join('\n')}\n${end}`;
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(begin);
  const next =
    at < 0
      ? `${text.trimEnd()}\n\n## The staff console on a large warehouse${VIA_POOLER()}: \`npm run bench:api\` (large / small)\n\n${section}\n`
      : `${text.slice(0, at)}${section}${text.slice(text.indexOf(end) + end.length)}`;
  writeFileSync(file, next);
  console.log(`written to ${file}`);
}

/** Puts a table between `<!-- marker -->` and `<!-- /marker -->` in docs/benchmarks.md (added at the end if absent). */
function writeSection(marker: string, table: string[], resellerParcels: number, load: string) {
  const file = join(SERVER_ROOT, '../../docs/benchmarks.md');
  const begin = `<!-- ${marker} -->`;
  const end = `<!-- /${marker} -->`;
  const heading =
    `${new Date().toISOString().slice(0, 10)}, PostgreSQL${VIA_POOLER()}, ${sizes.parcels + resellerParcels} parcels: customer A owns ` +
    `${sizes.benchParcels}, customer B ${resellerParcels}; ${seconds} s × ${rounds} interleaved rounds, 10 connections; ` +
    `${load}:`;
  const section = `${begin}\n${heading}\n\n${table.join('\n')}\n${end}`;
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(begin);
  const next =
    at < 0
      ? `${text.trimEnd()}\n\n## A customer with a long history${VIA_POOLER()}: \`npm run bench:api\` (B / A)\n\n${section}\n`
      : `${text.slice(0, at)}${section}${text.slice(text.indexOf(end) + end.length)}`;
  writeFileSync(file, next);
  console.log(`written to ${file}`);
}
