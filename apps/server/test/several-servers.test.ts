import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../src/db/client.js';
import { S3Storage } from '../src/modules/files/storage.js';
import { multipartFile, registrationBody, SAMPLE_FILES, STAFF_CREDENTIALS } from './support/app.js';
import { settlesWithin } from './support/bounded.js';
import { dropDatabase } from './support/database.js';
import { freePort, pgbouncerInstalled, type RunningPgBouncer, startPgBouncer } from './support/pgbouncer.js';
import { bundleServerEntry, ServerProcess } from './support/server-process.js';
import { isAddressConfirmation, type ParsedMail, parseMail, startSmtpServer } from './support/smtp.js';
import { shirt } from './support/waybills.js';

/**
 * Several servers as a deployment runs them: three real server processes on one PostgreSQL database through PgBouncer
 * in transaction mode, one Redis, one S3-compatible store (s3rver), one SMTP server and one APP_SECRET. A client
 * spreads customer journeys and a load of reads and writes over them; one server is killed (SIGKILL) in the middle
 * of the load and started again. What it proves is in docs/decisions/scale.md.
 *
 * It runs in the PostgreSQL pass (TEST_DATABASE_URL, as CI runs the server suite a second time), on a copy of the
 * suite's migrated template: PGlite is one process's database and cannot be shared by three.
 */
const source = inject('database');
const postgres = source.kind === 'postgres' ? source : undefined;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Sign-in attempts a minute from one address, on each server and so (Redis) on all three together. */
const LOGIN_LIMIT = 4;
/** Every scheduled job runs on each server first after this and then at this interval. */
const JOB_INTERVAL_MS = 1_500;
const JOURNEYS = 6;
/** Customers of the warehouse besides the journeys' (see the scheduled job's test). */
const BULK_CUSTOMERS = 300;
const STORE = 1;

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer, read field by field by the test
  body: any;
}

/** What one request met: an answer, or a connection that failed (refused, reset: a server that is not there). */
interface Outcome {
  server: number;
  path: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  connectionError?: string;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

function connectionErrorOf(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code && CONNECTION_ERRORS.has(cause.code) ? cause.code : undefined;
}

describe.skipIf(!postgres)(
  'three servers behind PgBouncer, one Redis, one S3 store, one SMTP server (the PostgreSQL pass)',
  () => {
    const runId = randomBytes(3).toString('hex');
    const database = `${postgres?.prefix}_servers`;
    let bouncer: RunningPgBouncer | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    let s3: { server: S3rver; directory: string } | undefined;
    let bundle: Awaited<ReturnType<typeof bundleServerEntry>> | undefined;
    let environment: Record<string, string>;
    const servers: ServerProcess[] = [];
    const dataDirs: string[] = [];
    const outcomes: Outcome[] = [];

    beforeAll(async () => {
      if (!postgres) return;
      const missing = !pgbouncerInstalled()
        ? 'pgbouncer is not installed: run `node scripts/test-prerequisites.mjs` (or apt-get install pgbouncer)'
        : !(await redisReachable())
          ? `Redis does not answer at ${REDIS_URL}`
          : undefined;
      if (missing) throw new Error(`the several-servers test cannot run: ${missing}`);

      const admin = new pg.Client({ connectionString: postgres.adminUrl, connectionTimeoutMillis: 5_000 });
      await admin.connect();
      try {
        await admin.query(`create database ${database} template ${postgres.template}`);
      } finally {
        await admin.end();
      }
      const target = new URL(postgres.adminUrl);
      const user = decodeURIComponent(target.username || 'postgres');
      const [pooler, mail, bundled] = await Promise.all([
        startPgBouncer({
          target: { host: target.hostname, port: Number(target.port || 5432) },
          users: [user],
          poolSize: 6,
        }),
        startSmtpServer(),
        bundleServerEntry(),
      ]);
      bouncer = pooler;
      smtp = mail;
      bundle = bundled;
      const directory = mkdtempSync(join(tmpdir(), 'parcelway-s3-'));
      const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
      const { port: s3Port } = await server.run();
      s3 = { server, directory };
      const bucket = 'parcelway-servers';
      const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
      const endpoint = `http://127.0.0.1:${s3Port}`;
      const storage = await S3Storage.connect({
        driver: 's3',
        bucket,
        region: 'us-east-1',
        endpoint,
        credentials,
        forcePathStyle: true,
        prefix: '',
      });
      await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
      storage.client.destroy();

      environment = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: pooler.urlOf(database, user),
        DATABASE_POOLER: 'transaction',
        REDIS_URL,
        REDIS_KEY_PREFIX: `parcelway-servers-${runId}:`,
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        SMTP_URL: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true`,
        APP_SECRET: `several-servers-${runId}-0123456789abcdef`,
        STAFF_EMAIL: STAFF_CREDENTIALS.email,
        STAFF_PASSWORD: STAFF_CREDENTIALS.password,
        WEB_DIST: join(tmpdir(), 'parcelway-no-web-build'),
        STAFF_DIST: join(tmpdir(), 'parcelway-no-staff-build'),
        CHECK_RESPONSES: 'true',
        RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_LIMIT),
        RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
        RATE_LIMIT_CODES_PER_MINUTE: '1000',
        RATE_LIMIT_CODES_PER_DAY: '1000',
        TEST_JOB_INTERVAL_MS: String(JOB_INTERVAL_MS),
      };
      // The three start together on the copied template: each migrates (finding nothing to do) and seeds in turn.
      const started = await Promise.all([0, 1, 2].map(async () => startServer(await freePort())));
      servers.push(...started);
    }, 120_000);

    function startServer(port: number): Promise<ServerProcess> {
      const dataDir = mkdtempSync(join(tmpdir(), 'parcelway-server-'));
      dataDirs.push(dataDir);
      return ServerProcess.start(bundle?.file as string, port, { ...environment, DATA_DIR: dataDir });
    }

    afterAll(async () => {
      // Each step bounded (servers 10 s + 10 s, pooler 10 s, the stand-ins 5 s, the drop 60 s): never waits for ever.
      await Promise.all(servers.map((server) => server.stop()));
      await bouncer?.stop();
      await settlesWithin(Promise.all([smtp?.close(), s3?.server.close()]), 5_000).catch(() => false);
      if (s3) rmSync(s3.directory, { recursive: true, force: true });
      for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true });
      bundle?.remove();
      if (postgres) await dropDatabase(postgres.adminUrl, database);
    }, 120_000);

    /** A statement straight on the test's database (not through the pooler), for what the test checks or prepares. */
    async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
      const client = new pg.Client({ connectionString: withDatabase(postgres?.adminUrl as string, database) });
      await client.connect();
      try {
        return (await client.query<Row>(text, values)).rows;
      } finally {
        await client.end();
      }
    }

    /** One request to server `index` (of three), recorded; a connection that fails throws after it is recorded. */
    async function call(
      index: number,
      method: 'GET' | 'POST',
      path: string,
      options: { headers?: Record<string, string>; json?: unknown; body?: Buffer } = {},
    ): Promise<Answer> {
      const server = index % 3;
      const outcome: Outcome = { server, path, startedAt: Date.now(), endedAt: 0 };
      outcomes.push(outcome);
      try {
        const response = await fetch(`${servers[server]?.url}${path}`, {
          method,
          headers: { ...(options.json !== undefined && { 'content-type': 'application/json' }), ...options.headers },
          body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        outcome.status = response.status;
        outcome.endedAt = Date.now();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // a file, not JSON
        }
        return { status: response.status, body };
      } catch (error) {
        outcome.endedAt = Date.now();
        outcome.connectionError = connectionErrorOf(error) ?? `other: ${String(error)}`;
        throw error;
      }
    }

    async function ok(answer: Promise<Answer>, what: string): Promise<Answer> {
      const done = await answer;
      if (done.status !== 200) throw new Error(`${what}: ${done.status} ${JSON.stringify(done.body)}`);
      return done;
    }

    const mails = (): (ParsedMail & { to: string[] })[] =>
      (smtp?.received ?? []).map((mail) => ({ ...parseMail(mail.raw), to: mail.to }));
    const mailsTo = (email: string) => mails().filter((mail) => mail.to.includes(email));

    async function waitFor<T>(
      what: string | (() => string),
      find: () => T | undefined | Promise<T | undefined>,
      timeoutMs = 20_000,
    ): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = await find();
        if (found !== undefined) return found;
        if (Date.now() > deadline)
          throw new Error(`${typeof what === 'string' ? what : what()} did not happen within ${timeoutMs / 1000} s`);
        await new Promise((wait) => setTimeout(wait, 100));
      }
    }

    interface Customer {
      email: string;
      password: string;
      headers: { authorization: string };
    }
    const customers: Customer[] = [];
    /** Pre-alerts and files a server acknowledged with a 2xx. */
    const acknowledged = { preAlerts: [] as string[], files: [] as { url: string; bytes: Buffer }[] };
    const upload = (bytes: Buffer) => multipartFile(bytes, 'receipt.png', 'image/png');

    /** A customer's way in, each step on the next server: sign up, confirm by the mailed code, a file, a pre-alert. */
    async function journey(n: number): Promise<Customer> {
      const registration = registrationBody({ email: `servers.${runId}.${n}@example.com`, store_id: STORE });
      const signedUp = await ok(
        call(n, 'POST', '/auth/register', { headers: { lang: 'en' }, json: registration }),
        'sign-up',
      );
      const customer = {
        email: registration.email,
        password: registration.password,
        headers: { authorization: `Bearer ${signedUp.body.data.access_token}` },
      };
      const confirmation = await waitFor(`the confirmation mail to ${customer.email}`, () =>
        mailsTo(customer.email).find(isAddressConfirmation),
      );
      const code = confirmation.text.match(/\b\d{6}\b/)?.[0];
      await ok(call(n + 1, 'POST', '/api/verifyEmail', { headers: customer.headers, json: { code } }), 'confirmation');
      const bytes = Buffer.concat([SAMPLE_FILES.png, randomBytes(64)]);
      const form = upload(bytes);
      const file = await ok(
        call(n + 2, 'POST', '/api/upload', { headers: { ...customer.headers, ...form.headers }, body: form.payload }),
        'upload',
      );
      acknowledged.files.push({ url: file.body.data.url, bytes });
      // The signed link, made by one server, opens on another: one APP_SECRET, one store.
      const opened = await ok(call(n, 'GET', file.body.data.url), 'the uploaded file');
      expect(Buffer.from(opened.body as string, 'latin1').length).toBeGreaterThan(0);
      const tracking = `SRV${runId}J${n}`.toUpperCase();
      await ok(
        call(n + 1, 'POST', '/api/insertPreParcel', {
          headers: customer.headers,
          json: { tracking_number: tracking, store_id: STORE, items: [shirt] },
        }),
        'pre-alert',
      );
      acknowledged.preAlerts.push(tracking);
      return customer;
    }

    it('customer journeys spread over the three servers: signed up, confirmed by mail, a file, a pre-alert', async () => {
      customers.push(...(await Promise.all(Array.from({ length: JOURNEYS }, (_, n) => journey(n)))));
      expect(customers).toHaveLength(JOURNEYS);
    }, 60_000);

    it('under load, one server killed and started again: nothing acknowledged is lost, no 5xx', async () => {
      const reads = [
        '/api/getUser',
        '/api/parcelList?tab=all&page=1&perPage=10',
        '/api/getParcelTabs',
        '/api/preParcelList?state=all&page=1&perPage=10',
      ];
      const from = outcomes.length;
      let loading = true;
      let written = 0;
      async function worker(w: number) {
        for (let n = w; loading; n += 1) {
          const customer = customers[n % customers.length] as Customer;
          try {
            if (n % 7 === 3) {
              written += 1;
              const tracking = `SRV${runId}L${w}N${n}`.toUpperCase();
              const answer = await call(n, 'POST', '/api/insertPreParcel', {
                headers: customer.headers,
                json: { tracking_number: tracking, store_id: STORE, items: [shirt] },
              });
              if (answer.status >= 200 && answer.status < 300) acknowledged.preAlerts.push(tracking);
            } else if (n % 11 === 5) {
              const bytes = Buffer.concat([SAMPLE_FILES.png, randomBytes(64)]);
              const form = upload(bytes);
              const answer = await call(n, 'POST', '/api/upload', {
                headers: { ...customer.headers, ...form.headers },
                body: form.payload,
              });
              if (answer.status >= 200 && answer.status < 300)
                acknowledged.files.push({ url: answer.body.data.url, bytes });
            } else await call(n, 'GET', reads[n % reads.length] as string, { headers: customer.headers });
          } catch {
            // recorded in `outcomes`; judged below
          }
        }
      }
      const workers = Array.from({ length: 6 }, (_, w) => worker(w));

      await new Promise((wait) => setTimeout(wait, 2_000));
      const victim = servers[1] as ServerProcess;
      const killedAt = Date.now();
      await victim.kill();
      servers[1] = await ServerProcess.start(bundle?.file as string, victim.port, {
        ...environment,
        DATA_DIR: dataDirs[1] as string,
      });
      const backAt = Date.now();
      await new Promise((wait) => setTimeout(wait, 2_000));
      loading = false;
      await Promise.all(workers);

      const load = outcomes.slice(from);
      // The killed server's own connections: refused or reset between its kill and its new start. Nothing else fails.
      const excused = (outcome: Outcome) =>
        outcome.server === 1 &&
        outcome.connectionError !== undefined &&
        !outcome.connectionError.startsWith('other') &&
        outcome.endedAt >= killedAt &&
        outcome.startedAt <= backAt;
      const failed = load.filter((outcome) => outcome.status !== 200 && !excused(outcome));
      expect(failed, victim.log()).toEqual([]);
      expect(load.filter(excused).length).toBeGreaterThan(0);
      // The restarted server answered its share after it came back.
      expect(
        load.filter((outcome) => outcome.server === 1 && outcome.startedAt > backAt && outcome.status === 200).length,
      ).toBeGreaterThan(0);
      expect(written).toBeGreaterThan(0);

      // Every pre-alert a server acknowledged is in the database; every acknowledged file opens, whole, on any server.
      const rows = await query<{ tracking_number: string }>(
        'select tracking_number from parcels where tracking_number = any($1)',
        [acknowledged.preAlerts],
      );
      expect(new Set(rows.map((row) => row.tracking_number))).toEqual(new Set(acknowledged.preAlerts));
      for (const [n, file] of acknowledged.files.entries()) {
        const response = await fetch(`${servers[n % 3]?.url}${file.url}`);
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(file.bytes)).toBe(true);
      }
      // A restart is a real start (about 3 s of CPU): on a loaded machine it takes a good part of a minute.
    }, 120_000);

    it('a rate limit counts one client once across the three servers (Redis)', async () => {
      const customer = customers[0] as Customer;
      const statuses: number[] = [];
      for (let n = 0; n < 3 * LOGIN_LIMIT; n += 1) {
        const answer = await call(n, 'POST', '/auth/login', {
          json: { email: customer.email, password: customer.password },
        });
        statuses.push(answer.status);
      }
      // Alone, each server would let LOGIN_LIMIT through: 3 × LOGIN_LIMIT in all.
      expect(statuses.filter((status) => status === 200)).toHaveLength(LOGIN_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LOGIN_LIMIT);
    });

    it('a scheduled job running on all three acts once: each customer is told of a new address once', async () => {
      // Many more customers of the warehouse, copies of one with their address unconfirmed (their notices are held, not
      // mailed): the job works through them in batches of 50, long enough for the runs of the three servers, which
      // start at the same moments, to meet on the same change.
      const columns = (
        await query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'customers'
           and is_identity = 'NO' and is_generated = 'NEVER'`,
        )
      ).map((row) => row.column_name);
      const copied: Record<string, string> = {
        email: `'bulk.' || n || '.' || email`,
        invite_code: `invite_code || '-' || n`,
        email_verified_at: 'null',
      };
      await query(
        `insert into customers (${columns.join(', ')})
       select ${columns.map((column) => copied[column] ?? column).join(', ')}
       from customers, generate_series(1, ${BULK_CUSTOMERS}) as n where email = $1`,
        [customers[0]?.email],
      );
      const staff = await ok(call(0, 'POST', '/ops/login', { json: STAFF_CREDENTIALS }), 'staff sign-in');
      const headers = { authorization: `Bearer ${staff.body.data.access_token}`, lang: 'en' };
      const list = await ok(call(1, 'GET', '/ops/warehouses', { headers }), 'warehouses');
      const current = list.body.data.find((row: { store_id: number }) => row.store_id === STORE);
      const postcode = current.address.postal_code === '2022' ? '2023' : '2022';
      await ok(
        call(2, 'POST', `/ops/warehouses/${STORE}`, {
          headers,
          json: { ...current.address, postal_code: postcode, staff_edited_at: current.staff_edited_at },
        }),
        'the new address',
      );
      const notices = (customer: Customer) =>
        mailsTo(customer.email).filter((mail) => mail.subject.startsWith('New shopping address'));
      for (const customer of customers)
        await waitFor(
          () => `the address notice to ${customer.email} (got ${mailsTo(customer.email).map((mail) => mail.subject)})`,
          () => (notices(customer).length > 0 ? true : undefined),
        );
      const queued = async () =>
        (
          await query<{ customers: number; messages: number }>(
            `select count(distinct customer_id)::int as customers, count(*)::int as messages from outbox_messages
           where kind = 'warehouse_address_changed'`,
          )
        )[0];
      await waitFor(
        'a notice to every customer of the warehouse',
        async () => ((await queued())?.customers === JOURNEYS + BULK_CUSTOMERS ? true : undefined),
        30_000,
      );
      // Two more rounds of the job on each server, and the outbox after them: still one notice each.
      await new Promise((wait) => setTimeout(wait, 2 * JOB_INTERVAL_MS + 1_200));
      expect(await queued()).toEqual({ customers: JOURNEYS + BULK_CUSTOMERS, messages: JOURNEYS + BULK_CUSTOMERS });
      for (const customer of customers) expect(notices(customer)).toHaveLength(1);
    }, 60_000);

    it('each mail of the journeys was sent once', () => {
      for (const customer of customers) {
        const subjects = mailsTo(customer.email).map((mail) => mail.subject);
        expect(subjects.filter((subject) => subjects.indexOf(subject) !== subjects.lastIndexOf(subject))).toEqual([]);
        expect(mailsTo(customer.email).filter(isAddressConfirmation)).toHaveLength(1);
      }
    });
  },
);
