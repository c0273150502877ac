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
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { withDatabase } from '../src/db/client.js';

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
const BATCH = 100_000;

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
  const register = async (name: string) => {
    const email = `${name}@example.com`;
    const answer = await app?.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        first_name: name,
        last_name: 'Customer',
        email,
        password: 'Parcel2026',
        confirm_password: 'Parcel2026',
        store_id: 1,
        currency_id: 3,
        agree: true,
      },
    });
    if (answer?.statusCode !== 200) throw new Error(`register answered ${answer?.statusCode}: ${answer?.body}`);
    const [row] = await rows<{ id: number }>(run(`select id from customers where email = '${email}'`));
    if (!row) throw new Error(`${name} customer not found`);
    return { id: row.id, token: answer.json().data.access_token as string };
  };
  const benchCustomer = await register('bench');
  const dormantCustomer = await register('dormant');
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
  const seedingStarted = performance.now();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    console.log(`  ${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  };

  // ── Other customers: one insert. Their ids are one contiguous run (a fresh identity, one statement). ──
  let first = 0;
  await step('customers', async () => {
    await run(`
      insert into customers (first_name, last_name, email, password_hash, currency_id, store_id, invite_code)
      select 'Seed', 'Customer ' || g, 'seed.' || g || '@example.com', 'not-a-hash', w.currency_id, w.store_id,
             'SEED' || g
      from generate_series(1, ${sizes.customers}) as g
      join warehouses w on w.store_id = (array[1, 2, 3, 5, 8, 9])[1 + g % 6]`);
    const [span] = await rows<{ first: number; last: number }>(
      run(`select min(id) as first, max(id) as last from customers where email like 'seed.%'`),
    );
    if (!span || Number(span.last) - Number(span.first) + 1 !== sizes.customers) {
      throw new Error('seeded customer ids are not contiguous');
    }
    first = Number(span.first);
  });

  /**
   * Rows 1..total of a table as (g, customer_id, j), oldest first. The dormant customer has the first
   * `count` rows; after them every `stride`-th row is the bench customer's (up to `count`) and the others go
   * round the other customers, so their rows are spread through the table as an active customer's are.
   * `j` is the row's place among its customer's rows (0, 1, 2 …).
   */
  const owners = (total: number, count: number, from: number, to: number) => {
    const old = Math.min(count, Math.floor(total / 2));
    const stride = count > 0 ? Math.max(1, Math.floor((total - old) / count)) : total + 1;
    const h = `(g - ${old})`;
    const isBench = `(${h} % ${stride} = 0 and ${h} / ${stride} <= ${count})`;
    const other = `(${h} - least(${h} / ${stride}, ${count}) - 1)`;
    return `(select g,
        case when g <= ${old} then ${dormant} when ${isBench} then ${bench}
             else ${first} + ${other} % ${sizes.customers} end as customer_id,
        case when g <= ${old} then g - 1 when ${isBench} then ${h} / ${stride} - 1
             else ${other} / ${sizes.customers} end as j
      from generate_series(${from}, ${to}) as g)`;
  };
  const inBatches = async (label: string, total: number, insert: (from: number, to: number) => string) => {
    await step(label, async () => {
      for (let from = 1; from <= total; from += BATCH) await run(insert(from, Math.min(total, from + BATCH - 1)));
    });
  };

  // ── Waybills: every required column, in the customer's warehouse on its first line ──
  await inBatches(`waybills (${sizes.waybills})`, sizes.waybills, (from, to) => {
    const age = `(${sizes.waybills} - o.g) * interval '5 minutes'`;
    return `
      insert into waybills (shipment_no, customer_id, store_id, line_id, country_id, status, recipient, shipper,
        declaration, declared_value, currency_id, acknowledgements, postage, total, fees_final, chargeable_grams,
        submitted_at, created_at, updated_at)
      select 'PWB' || lpad(o.g::text, 9, '0'), o.customer_id, c.store_id, l.id, l.country_id, s.status,
        jsonb_build_object('first_name', 'Ada', 'last_name', 'Lovelace ' || o.j, 'phone_code', '886',
          'contact_number', '912345678', 'mobile', '912345678', 'email', 'ada@example.com', 'company', '',
          'country_id', l.country_id, 'state', '', 'city', 'Taipei', 'postcode', '100', 'address', '1 Bench Road',
          'address2', '', 'address3', '', 'unit_number', '', 'address_type', 'home', 'id_number', '', 'abn', ''),
        jsonb_build_object('sender_name', 'Bench Sender', 'commercial_value', false, 'export_reason', 'gift',
          'undeliverable_action', 'return'),
        jsonb_build_array(jsonb_build_object('name', 'Books', 'quantity', 2, 'total_amount', 5000,
          'product_type', 'general', 'attributes', jsonb_build_array())),
        5000, w.currency_id,
        jsonb_build_object('safety', true, 'terms', true, 'empp', false, 'aqis', false, 'ezway', false),
        2500 + o.g % 1000, 2500 + o.g % 1000, s.status not in ('pending', 'packing'), 1000 + o.g % 4000,
        now() - ${age}, now() - ${age}, now() - ${age}
      from ${owners(sizes.waybills, sizes.benchWaybills, from, to)} as o
      join customers c on c.id = o.customer_id
      join warehouses w on w.store_id = c.store_id
      join (select distinct on (store_id) store_id, id, country_id from logistics_lines order by store_id, id) l
        on l.store_id = c.store_id
      cross join lateral (select (array['pending', 'packing', 'pay_now', 'bank_pending', 'paid', 'in_transit',
        'sorting', 'collecting', 'delivered', 'delivered', 'delivered', 'delivered', 'cancelled'])[1 + o.j % 13]
        as status) s`;
  });

  // ── Parcels: mixed states (most delivered, as in a warehouse that has run a while) ──
  await inBatches(`parcels (${sizes.parcels})`, sizes.parcels, (from, to) => {
    const created = `now() - (${sizes.parcels} - o.g) * interval '30 seconds'`;
    return `
      insert into parcels (customer_id, store_id, tracking_number, status, origin, courier_company_id, contents,
        weight_grams, length_mm, width_mm, height_mm, pre_alerted_at, received_at, in_stock_at, created_at,
        updated_at)
      select o.customer_id, c.store_id, 'PW' || lpad(o.g::text, 10, '0'), s.status, 'pre_alert', cc.id, 'Books',
        case when s.status >= 5 then 200 + o.g % 5000 end, case when s.status >= 5 then 300 end,
        case when s.status >= 5 then 200 end, case when s.status >= 5 then 100 end,
        ${created}, case when s.status >= 5 then ${created} + interval '2 days' end,
        case when s.status >= 10 then ${created} + interval '2 days 1 hour' end, ${created}, ${created}
      from ${owners(sizes.parcels, sizes.benchParcels, from, to)} as o
      join customers c on c.id = o.customer_id
      left join (select distinct on (store_id) store_id, id from courier_companies order by store_id, id) cc
        on cc.store_id = c.store_id
      cross join lateral (select (array[0, 5, 10, 10, 20, 30, 40, 40, 40, 40, 40, 50, 60])[1 + o.j % 13]::smallint
        as status) s`;
  });
  // The measured customers' parcels in a shipment point at their waybills, so the lists show linked shipments.
  for (const customer of [bench, dormant]) {
    await step(`parcels of ${customer} linked to its waybills`, () =>
      run(`
        with p as (select id, row_number() over (order by id) - 1 as n from parcels
                   where customer_id = ${customer} and status in (20, 30, 40)),
             w as (select id, row_number() over (order by id) - 1 as n from waybills where customer_id = ${customer}),
             wc as (select count(*) as n from w)
        update parcels set waybill_id = w.id
        from p, w, wc
        where parcels.id = p.id and wc.n > 0 and w.n = p.n % wc.n`),
    );
  }

  // ── Balance: top-ups and payments that never take a wallet below zero; balance_after is the running sum ──
  const benchPoints = Math.floor(sizes.benchEntries / 4);
  await inBatches(`balance entries (${sizes.entries})`, sizes.entries, (from, to) => {
    // Per customer: +5000, +5000, −2000, … so after j+1 entries the wallet holds 8000 per full three, 5000 per rest.
    const sum = `(((o.j + 1) / 3) * 8000 + ((o.j + 1) % 3) * 5000)`;
    return `
      insert into balance_entries (customer_id, currency_id, amount_minor, kind, balance_after_minor, purpose,
        target_id, created_at)
      select o.customer_id, c.currency_id, case when o.j % 3 = 2 then -2000 else 5000 end,
        case when o.j % 3 = 2 then 'payment' else 'top_up' end, ${sum},
        case when o.j % 3 = 2 then 'waybill' else 'top_up' end, o.g,
        now() - (${sizes.entries} - o.g) * interval '2 minutes'
      from ${owners(sizes.entries, sizes.benchEntries, from, to)} as o
      join customers c on c.id = o.customer_id`;
  });
  await step('balance accounts (sum of entries)', () =>
    run(`
      insert into balance_accounts (customer_id, currency_id, balance_minor)
      select customer_id, currency_id, sum(amount_minor) from balance_entries group by customer_id, currency_id
      on conflict (customer_id, currency_id) do update set balance_minor = excluded.balance_minor`),
  );
  await inBatches(`payment attempts (${sizes.entries})`, sizes.entries, (from, to) => {
    const created = `now() - (${sizes.entries} - o.g) * interval '2 minutes'`;
    return `
      insert into payment_attempts (customer_id, purpose, target_id, method, provider, currency_id, amount_minor,
        status, completed_at, created_at, updated_at)
      select o.customer_id, case when o.j % 2 = 0 then 'waybill' else 'top_up' end, o.g, m.method, m.provider,
        c.currency_id, 1000 + o.g % 9000, s.status,
        case when s.status in ('succeeded', 'failed') then ${created} + interval '1 minute' end, ${created}, ${created}
      from ${owners(sizes.entries, sizes.benchEntries, from, to)} as o
      join customers c on c.id = o.customer_id
      cross join lateral (select (array['succeeded', 'succeeded', 'succeeded', 'succeeded', 'failed', 'pending',
        'created'])[1 + o.j % 7] as status) s
      cross join lateral (select (array['balance', 'card', 'bank_transfer', 'paypal'])[1 + o.j % 4] as method,
        (array[null, 'airwallex', null, 'paypal'])[1 + o.j % 4] as provider) m`;
  });
  const pointTotal = Math.floor(sizes.entries / 4);
  await inBatches(`point entries (${pointTotal})`, pointTotal, (from, to) => {
    const sum = `(((o.j + 1) / 3) * 170 + ((o.j + 1) % 3) * 100)`;
    return `
      insert into point_entries (customer_id, points, kind, points_after, purpose, target_id, created_at)
      select o.customer_id, case when o.j % 3 = 2 then -30 else 100 end,
        case when o.j % 3 = 2 then 'points_spent' else 'points_earned' end, ${sum}, 'waybill', o.g,
        now() - (${pointTotal} - o.g) * interval '8 minutes'
      from ${owners(pointTotal, benchPoints, from, to)} as o`;
  });
  await step('point accounts (sum of entries)', () =>
    run(`
      insert into point_accounts (customer_id, points)
      select customer_id, sum(points) from point_entries group by customer_id
      on conflict (customer_id) do update set points = excluded.points`),
  );
  // Autovacuum would get here on its own in a live database; do it now so the plans are the settled ones.
  await step('vacuum analyze', () => run('vacuum analyze'));
  const [size] = await rows<{ size: string }>(
    run('select pg_size_pretty(pg_database_size(current_database())) as size'),
  );
  console.log(
    `seeded in ${((performance.now() - seedingStarted) / 1000).toFixed(1)} s; database size ${size?.size ?? '?'}\n`,
  );

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

async function rows<T>(result: Promise<unknown>): Promise<T[]> {
  const answer = (await result) as { rows?: T[] } | T[];
  return Array.isArray(answer) ? answer : (answer.rows ?? []);
}

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

interface Statement {
  text: string;
  params: unknown[];
}

/** The driver client under drizzle: a PGlite instance or a node-postgres pool; both have query(text, params). */
interface QueryClient {
  query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

function clientOf(db: unknown): QueryClient {
  return (db as { $client: QueryClient }).$client;
}

/** Runs `work` while recording every statement the app sends to its database. */
async function captureStatements(db: unknown, work: () => Promise<void> | undefined): Promise<Statement[]> {
  const client = clientOf(db);
  const original = client.query;
  const statements: Statement[] = [];
  client.query = (...args: unknown[]) => {
    const [first, params] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    statements.push({ text, params: Array.isArray(params) ? params : [] });
    return original.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return statements;
}

async function rawQuery(db: unknown, text: string, params: unknown[]) {
  const result = await clientOf(db).query(text, params);
  return result.rows;
}
