import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/config.js';
import type { Transports } from '../../src/modules/outbox/transports.js';
import { createTestDatabase } from './database.js';
import { refuseSecretFields } from './secret-fields.js';

/** A clock tests can move forward. */
export class TestClock {
  private step = 0;
  constructor(private current = new Date()) {}
  now = (): Date => {
    const reading = new Date(this.current);
    if (this.step > 0) this.advance(this.step);
    return reading;
  };
  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
  /** Moves on after every reading, as a real clock does between two readings in one request (0: stands still). */
  tickEachRead(milliseconds: number): void {
    this.step = milliseconds;
  }
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** Any part of the configuration; rate limits one by one (the others stay generous). */
export type TestConfigOverrides = Partial<Omit<AppConfig, 'rateLimits'>> & {
  rateLimits?: Partial<AppConfig['rateLimits']>;
};

export interface TestAppOptions {
  config?: TestConfigOverrides;
  transports?: Partial<Transports>;
  /** Sees every statement the app sends to the database. */
  onStatement?: (statement: string, params: unknown[]) => void;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
}

export function testConfig(overrides: TestConfigOverrides = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'parcelway-data-')),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'parcelway-no-web-build'),
    // Most tests read codes from the dev mailbox and pay through the sandbox; safe-defaults.test.ts starts without them.
    DEV_MAILBOX: 'true',
    CHECK_RESPONSES: 'true',
    PAYMENTS_SANDBOX: 'true',
  });
  const generous = Object.fromEntries(
    Object.keys(base.rateLimits).map((name) => [name, 1000]),
  ) as AppConfig['rateLimits'];
  return { ...base, ...overrides, rateLimits: { ...generous, ...overrides.rateLimits } };
}

/** The real app on its own copy of the seeded database, with a clock the test controls. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = new TestClock();
  const config = testConfig(options.config);
  const app = await buildApp(config, {
    database: await createTestDatabase(options.onStatement),
    clock: clock.now,
    transports: options.transports,
  });
  app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
  app.addHook('onSend', refuseSecretFields);
  await app.ready();
  return { app, clock };
}

export const STRONG_PASSWORD = 'Parcel2026';

let customerCounter = 0;

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  customerCounter += 1;
  return {
    first_name: 'Mei',
    last_name: 'Lin',
    email: `mei.lin.${customerCounter}.${Date.now()}@example.com`,
    password: STRONG_PASSWORD,
    confirm_password: STRONG_PASSWORD,
    store_id: 1,
    currency_id: 3,
    agree: true,
    ...overrides,
  };
}

/**
 * Signs a new customer up through the API (in `language`, which the server keeps) and returns their token. Like a
 * customer who read the confirmation mail, they confirm their address with its code unless `confirmEmail` is false
 * (until then no mail but the confirmation goes to it).
 */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  language?: 'en' | 'cn' | 'tw',
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<TestCustomer> {
  const body = registrationBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: body,
    ...(language && { headers: { lang: language } }),
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const data = response.json().data;
  const customer = {
    id: data.user_info.id,
    email: body.email,
    password: body.password,
    token: data.access_token,
    headers: { authorization: `Bearer ${data.access_token}` },
  };
  if (confirmEmail) await confirmEmailOf(app, customer);
  return customer;
}

/** Confirms the customer's address with the code of the newest mail sent to it (the confirmation), as they would. */
export async function confirmEmailOf(app: FastifyInstance, customer: Pick<TestCustomer, 'email' | 'headers'>) {
  const code = await latestCodeSentTo(app, customer.email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/verifyEmail',
    headers: customer.headers,
    payload: { code },
  });
  if (response.statusCode !== 200) throw new Error(`email confirmation failed: ${response.body}`);
}

export function body<T = Record<string, unknown>>(
  response: LightMyRequestResponse,
): { code: number; msg: string; data: T; errors?: Record<string, string> } {
  return response.json();
}

interface MailboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  status: string;
}

export async function mailbox(app: FastifyInstance, to: string): Promise<MailboxEntry[]> {
  const response = await app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(to)}` });
  return response.json().data;
}

/** The 6-digit code in the newest message sent to an address or phone. */
export async function latestCodeSentTo(app: FastifyInstance, to: string): Promise<string> {
  const [newest] = await mailbox(app, to);
  const code = newest?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Tiny but real files: their first bytes are what the server sniffs. */
export const SAMPLE_FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 2)]),
  pdf: Buffer.from('%PDF-1.4\n%test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  /** An MP4's first box: 'ftyp' with the brand mp42. */
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(52, 3)]),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
};

/** A file of `size` bytes that starts like `sample`. */
export function fileOfSize(sample: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  sample.copy(bytes, 0, 0, Math.min(sample.length, size));
  return bytes;
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, filename = 'photo.png', contentType = 'application/octet-stream') {
  const boundary = `----parcelway${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A multipart body of one file of `size` bytes starting like `sample`, made only as the server reads it, with its
 * Content-Length declared: `pulled()` says how many of the file's bytes the server took.
 */
export function streamedMultipartFile(sample: Buffer, size: number, filename = 'big.bin') {
  const form = multipartFile(Buffer.alloc(0), filename);
  const separator = form.payload.indexOf('\r\n\r\n') + 4;
  const head = form.payload.subarray(0, separator);
  const tail = form.payload.subarray(separator);
  let pulled = 0;
  const chunk = 64 * 1024;
  const payload = new Readable({
    read() {
      if (pulled === 0) this.push(head);
      if (pulled >= size) {
        this.push(tail);
        this.push(null);
        return;
      }
      const length = Math.min(chunk, size - pulled);
      this.push(pulled === 0 ? fileOfSize(sample, length) : Buffer.alloc(length, 0x20));
      pulled += length;
    },
  });
  return {
    payload,
    headers: { ...form.headers, 'content-length': String(head.length + size + tail.length) },
    pulled: () => pulled,
  };
}

/** Uploads a file through an upload endpoint and returns the answer's data (id, url, …). */
export async function uploadFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  bytes: Buffer,
  options: { url?: string; purpose?: string; filename?: string } = {},
) {
  const form = multipartFile(bytes, options.filename);
  const response = await app.inject({
    method: 'POST',
    url: `${options.url ?? '/api/upload'}${options.purpose ? `?purpose=${options.purpose}` : ''}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; url: string; mime: string; size: number; name: string };
}

/** Logs in the staff account of `createTestApp({ config: { staff: STAFF_CREDENTIALS } })`; its headers. */
export async function staffHeaders(app: FastifyInstance): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/ops/login', payload: STAFF_CREDENTIALS });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().data.access_token}` };
}

export const STAFF_CREDENTIALS = { email: 'staff@parcelway.test', password: 'Warehouse2026' };

export type TestStaffRole = 'admin' | 'warehouse' | 'finance' | 'content' | 'support';

let staffCounter = 0;

/**
 * A new staff member of `role` (a warehouse operator works in `storeIds`), created by the configured admin
 * over /ops/staff and logged in: their id and headers.
 */
export async function staffMember(
  app: FastifyInstance,
  role: TestStaffRole,
  storeIds: number[] = role === 'warehouse' ? [1] : [],
): Promise<{ id: number; email: string; headers: { authorization: string } }> {
  staffCounter += 1;
  const credentials = { email: `${role}.${staffCounter}.${Date.now()}@parcelway.test`, password: STRONG_PASSWORD };
  const created = await app.inject({
    method: 'POST',
    url: '/ops/staff',
    headers: await staffHeaders(app),
    payload: { ...credentials, role, ...(storeIds.length > 0 && { store_ids: storeIds }) },
  });
  if (created.statusCode !== 200) throw new Error(`staff creation failed: ${created.body}`);
  const login = await app.inject({ method: 'POST', url: '/ops/login', payload: credentials });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  return {
    id: created.json().data.id,
    email: credentials.email,
    headers: { authorization: `Bearer ${login.json().data.access_token}` },
  };
}
