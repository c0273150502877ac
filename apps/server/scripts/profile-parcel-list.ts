// The app's CPU per request of parcelList page 1 against getUser's (issue 43: parcelList at >= 50 % of getUser's
// throughput), on a small database in seconds rather than bench:api's large data set in minutes: a customer whose
// newest page holds parcels with photos, pending extra services, couriers, a waybill and a pre-alert being confirmed
// (bench:api's page has none of those). Rounds alternate the two reads; the figures are the server process's user and
// system CPU per request (the load comes from a process of its own) and the CPU of the PostgreSQL backends serving the
// database, sturdier than throughput on a machine shared with other work; then the plan counts of the prepared
// statements (custom plans on every execution are PostgreSQL planning the statement afresh each request).
//   npx tsx apps/server/scripts/profile-parcel-list.ts [--requests 3000] [--rounds 3] [--profile DIR]
//     [--keep | --database NAME] [--out page.json]
// --keep leaves the seeded database in place (its name is printed); --database runs on such a database again, without
// seeding. --out writes parcelList's answers (every tab, the pre-alerts, page 2; in each language; one a line) with the
// clock fixed: two versions of the code run on one kept database should
// write the same bytes.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as inspector from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { withDatabase } from '../src/db/client.js';
import { registerMeasuredCustomer } from './bench-support/customers.js';
import { seedLargeDataSet } from './bench-support/large-data.js';
import { startLoadGenerator } from './bench-support/load-generator.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    out: { type: 'string', default: '' },
    profile: { type: 'string', default: '' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string', default: '' },
  },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);
const connections = Number(values.connections);

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reused = values.database;
const name = reused || `pw_profile_list_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'parcelway-profile-list-'));
async function onAdmin(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

if (!reused) await onAdmin(`create database ${name}`);
const generator = startLoadGenerator();
const generous = 1_000_000;
// A fixed secret, so the written pages' signed links are the same from run to run.
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DATABASE_URL: withDatabase(adminUrl, name),
  APP_SECRET: 'profile-parcel-list-secret-0123456789abcdef',
});
const app = await buildApp(
  {
    ...config,
    rateLimits: Object.fromEntries(
      Object.keys(config.rateLimits).map((key) => [key, generous]),
    ) as typeof config.rateLimits,
  },
  // A fixed clock for the written page (storage days, link expiries), a little after the seeding.
  values.out ? { clock: () => new Date('2026-12-01T12:00:00Z') } : {},
);
try {
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const run = (text: string) => app.ctx.db.execute(sql.raw(text));
  const bench = reused ? await signIn('bench') : await registerMeasuredCustomer(app, 'bench');
  if (!reused) {
    const dormant = await registerMeasuredCustomer(app, 'dormant');
    const sizes = {
      parcels: 2000,
      benchParcels: 100,
      waybills: 200,
      benchWaybills: 20,
      entries: 200,
      benchEntries: 20,
    };
    await seedLargeDataSet(run, { ...sizes, customers: 20 }, { bench: bench.id, dormant: dormant.id });
    await seedPageExtras(run, bench.id);
  }

  const headers = { authorization: `Bearer ${bench.token}`, lang: 'en' };
  const reads = [
    { name: 'getUser', path: '/api/getUser' },
    { name: 'parcelList', path: '/api/parcelList?page=1&perPage=10' },
  ];
  // Page 1 of every tab, the pre-alerts (one being confirmed) and a next page, in each language (the
  // customer's, as the app takes it), one answer a line.
  const pages = ['page=1&perPage=10', 'tab=arrived', 'tab=history', 'parcel_status=0', 'page=2&perPage=10'];
  const answers: string[] = [];
  for (const language of ['en', 'tw', 'cn']) {
    await run(`update customers set language = '${language}' where id = ${bench.id}`);
    for (const query of pages) {
      const page = await app.inject({ method: 'GET', url: `/api/parcelList?${query}`, headers });
      if (page.statusCode !== 200) throw new Error(`parcelList answered ${page.statusCode}: ${page.body}`);
      answers.push(page.body);
    }
  }
  if (values.out) writeFileSync(values.out, `${answers.join('\n')}\n`);

  for (const read of reads) await generator.run({ url: `${url}${read.path}`, connections, duration: 2, headers });
  const used = new Map(reads.map((read) => [read.name, [] as Cpu[]]));
  for (let round = 0; round < rounds; round += 1) {
    for (const read of reads) {
      const profiler = values.profile && round === 0 ? new inspector.Session() : undefined;
      profiler?.connect();
      await profiler?.post('Profiler.enable');
      await profiler?.post('Profiler.start');
      const before = process.cpuUsage();
      const databaseBefore = await databaseCpu();
      const result = await generator.run({ url: `${url}${read.path}`, connections, amount: requests, headers });
      const cpu = process.cpuUsage(before);
      const database = (await databaseCpu()) - databaseBefore;
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        mkdirSync(values.profile, { recursive: true });
        writeFileSync(join(values.profile, `${read.name}.cpuprofile`), JSON.stringify(profile));
        profiler.disconnect();
        continue;
      }
      if (result.failed > 0) throw new Error(`${read.name}: ${result.failed} failed or non-2xx`);
      used.get(read.name)?.push({
        user: cpu.user / result.total,
        system: cpu.system / result.total,
        database: database / result.total,
      });
    }
  }
  console.log(
    `| read | app user µs | app system µs | app CPU µs/request | PostgreSQL CPU µs/request (medians of ${rounds} rounds) |`,
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const read of reads) {
    const sides = used.get(read.name) ?? [];
    const median = (pick: (side: Cpu) => number) =>
      sides.map(pick).sort((a, b) => a - b)[Math.floor(sides.length / 2)] ?? Number.NaN;
    const line = [
      median((s) => s.user),
      median((s) => s.system),
      median((s) => s.user + s.system),
      median((s) => s.database),
    ];
    console.log(`| ${read.name} | ${line.map((value) => value.toFixed(0)).join(' | ')} |`);
  }
  // Whether PostgreSQL plans the statements afresh on every execution (custom plans) or reuses a generic one: planning
  // is PostgreSQL's CPU on the same two cores. One connection of the pool, as a sample.
  const plans = await run(
    'select name, generic_plans, custom_plans from pg_prepared_statements where generic_plans + custom_plans > 100',
  );
  console.log('plans', JSON.stringify((plans as unknown as { rows: unknown[] }).rows));
} finally {
  generator.stop();
  await app.close();
  if (values.keep || reused) console.log(`database kept: --database ${name}`);
  else await onAdmin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}

interface Cpu {
  user: number;
  system: number;
  database: number;
}

/**
 * The CPU time in µs of the PostgreSQL backends serving this database (from /proc, so only with PostgreSQL on this
 * machine; 0 elsewhere): what the app's statements cost PostgreSQL, on the same cores.
 */
async function databaseCpu(): Promise<number> {
  const result = (await app.ctx.db.execute(
    sql.raw('select pid from pg_stat_activity where datname = current_database()'),
  )) as unknown as { rows: { pid: number }[] };
  let ticks = 0;
  for (const { pid } of result.rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // not on this machine, or the backend has just ended
    }
  }
  // /proc counts in clock ticks: 100 a second on Linux (`getconf CLK_TCK`).
  return ticks * 10_000;
}

/** A session of a customer registered by an earlier run (registerMeasuredCustomer's password). */
async function signIn(who: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: `${who}@example.com`, password: 'Parcel2026' },
  });
  if (answer.statusCode !== 200) throw new Error(`login answered ${answer.statusCode}: ${answer.body}`);
  const data = answer.json().data;
  return { id: data.user_info.id as number, token: data.access_token as string };
}

/**
 * On the customer's newest ten parcels: two photos each (a phone-sized copy for most), a pending extra service on
 * every other one, and the newest made a pre-alert that an unclaimed parcel's pending claim is being confirmed for.
 */
async function seedPageExtras(run: (text: string) => Promise<unknown>, customerId: number) {
  const newest = `(select id from parcels where customer_id = ${customerId} order by id desc limit 10)`;
  await run(`
    insert into stored_files (id, owner_customer_id, purpose, storage_key, mime, size_bytes)
    select md5('profile/' || p.id || '/' || n)::uuid, ${customerId}, 'parcel_photo', 'profile/' || p.id || '/' || n, 'image/jpeg', 1000
    from ${newest} p cross join generate_series(1, 3) n`);
  await run(`
    insert into parcel_images (parcel_id, file_id, phone_file_id, source)
    select p.id, f.id, case when p.id % 3 <> 0 then phone.id end, 'check_in'
    from ${newest} p
    cross join generate_series(1, 2) n
    join stored_files f on f.storage_key = 'profile/' || p.id || '/' || n
    join stored_files phone on phone.storage_key = 'profile/' || p.id || '/3'
    order by p.id, n`);
  await run(`
    insert into parcel_extra_services (parcel_id, extra_service_id, price, currency_id)
    select p.id, (select min(id) from extra_services), 500, 3 from ${newest} p where p.id % 2 = 0`);
  await run(`update parcels set status = 0 where id = (select max(id) from parcels where customer_id = ${customerId})`);
  await run(`
    insert into parcels (customer_id, store_id, tracking_number, status, origin, created_at, updated_at)
    values (null, 1, 'UNCLAIMED-1', 10, 'check_in', now() - interval '1 year', now() - interval '1 year')`);
  await run(`
    insert into parcel_claims (parcel_id, customer_id, pre_alert_id, tracking_number)
    select (select id from parcels where tracking_number = 'UNCLAIMED-1'), ${customerId}, max(id), 'UNCLAIMED-1'
    from parcels where customer_id = ${customerId}`);
  await run('vacuum analyze');
}
