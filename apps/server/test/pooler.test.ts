import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseMajor } from '@parcelway/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { withDatabase } from '../src/db/client.js';
import { creditBalance } from '../src/modules/payments/index.js';
import {
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  TestClock,
  type TestConfigOverrides,
  testConfig,
} from './support/app.js';
import { settlesWithin } from './support/bounded.js';
import { dropDatabase } from './support/database.js';
import { pgbouncerInstalled, type RunningPgBouncer, startPgBouncer } from './support/pgbouncer.js';
import { waybillFixtures } from './support/waybills.js';

/**
 * The app through a real PgBouncer in transaction mode, as a deployment of many servers runs it. Its own database on
 * the PostgreSQL of TEST_DATABASE_URL, or the local one (the suite's PGlite cannot sit behind a pooler).
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What is missing to run these tests (the test prerequisites install PgBouncer; PostgreSQL runs beside the suite). */
const missing = !pgbouncerInstalled()
  ? 'pgbouncer is not installed: run `node scripts/test-prerequisites.mjs` (or apt-get install pgbouncer)'
  : !(await postgresReachable())
    ? `PostgreSQL does not answer at ${ADMIN_URL}`
    : undefined;

const database = `pw_pooler_${randomBytes(4).toString('hex')}`;
let bouncer: RunningPgBouncer;
const started: FastifyInstance[] = [];

/** The real start (open, migrate, seed) on DATABASE_URL through the pooler. */
async function startServer(config: TestConfigOverrides): Promise<TestApp> {
  const clock = new TestClock();
  const full = testConfig({ staff: STAFF_CREDENTIALS, ...config });
  const app = await buildApp(full, { clock: clock.now });
  app.addHook('onClose', async () => rmSync(full.dataDir, { recursive: true, force: true }));
  await app.ready();
  started.push(app);
  return { app, clock };
}

let t: TestApp;
let staff: { authorization: string };
const { get, inStock, submit, pack, ok } = waybillFixtures(() => ({ t, staff }));

describe('behind PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    if (missing) throw new Error(`the pooler tests cannot run: ${missing}`);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const target = new URL(ADMIN_URL);
    bouncer = await startPgBouncer({
      target: { host: target.hostname, port: Number(target.port || 5432) },
      users: [decodeURIComponent(target.username || 'postgres')],
      poolSize: 3,
    });
    const url = bouncer.urlOf(database, decodeURIComponent(target.username || 'postgres'));
    // Three servers start at once on an empty database: they take turns to migrate, none fails.
    const servers = await Promise.all(
      [1, 2, 3].map(() => startServer({ databaseUrl: url, databasePooler: 'transaction' })),
    );
    t = servers[0] as TestApp;
    staff = await staffHeaders(t.app);
  }, 120_000);

  afterAll(async () => {
    // The servers first; one still waiting on a connection the pooler holds (the server without the setting may leave
    // one) ends when the pooler stops, after a while.
    const open = new Set(started.map((_, index) => index));
    const closing = Promise.all(started.map((app, index) => app.close().then(() => open.delete(index))));
    // Every step is bounded (30 s + 10 s + 15 s, and 60 s for the drop: within the hook's 120 s): a loaded machine
    // makes the teardown slow, never endless.
    if (!(await settlesWithin(closing, 30_000)))
      console.warn(`pooler.test.ts: servers ${[...open].join(', ')} still closing after 30 s`);
    await bouncer?.stop();
    if (!(await settlesWithin(closing, 15_000)))
      console.warn(`pooler.test.ts: servers ${[...open].join(', ')} still closing after the pooler stopped`);
    await dropDatabase(ADMIN_URL, database);
  }, 120_000);

  it('migrated once although three servers started together', async () => {
    const client = new pg.Client({ connectionString: withDatabase(ADMIN_URL, database) });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string; n: string }>(
        'select hash, count(*) as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
      );
      expect(rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  /** 40 requests at once: getUser, parcelList and the tabs of one customer. */
  async function burst(app: FastifyInstance, headers: { authorization: string }) {
    const urls = ['/api/getUser', '/api/parcelList?tab=all&page=1&perPage=10', '/api/getParcelTabs'];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => app.inject({ url: urls[index % urls.length] as string, headers })),
    );
    return responses.map((response) => response.statusCode);
  }

  it('answers 40 parallel reads of one customer without a 5xx, and a balance payment works', async () => {
    const customer = await registerCustomer(t.app);
    const waybill = await submit(customer, await inStock(customer, 2));
    expect((await pack(waybill.id)).statusCode).toBe(200);

    const statuses = await burst(t.app, customer.headers);
    expect(
      statuses.filter((status) => status !== 200),
      bouncer.log(),
    ).toEqual([]);

    await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', parseMajor('500', 'AUD')));
    const view = await ok<{ payable: string }>(
      await get(customer, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD`),
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/balancePay',
      headers: { ...customer.headers, 'idempotency-key': randomUUID() },
      payload: { shipmentId: waybill.id, amount: view.payable, combinePay: false, currency: 'AUD' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const detail = await ok<{ status: string }>(await get(customer, `/api/shipmentDetail/${waybill.id}`));
    expect(detail.status).toBe('paid');
  });

  it('without DATABASE_POOLER=transaction the named statements collide on the shared server connections', async () => {
    const customer = await registerCustomer(t.app);
    const unset = await startServer({ databaseUrl: bouncer.urlOf(database) });
    const statuses = await burst(unset.app, customer.headers);
    // The same burst that passes above: here a statement prepared on one server connection meets another client.
    expect(statuses.filter((status) => status >= 500).length).toBeGreaterThan(0);
  });
});
