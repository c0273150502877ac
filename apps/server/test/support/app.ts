import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/config.js';
import type { Transport } from '../../src/modules/outbox/transports.js';
import { createTestDatabase } from './database.js';

/** A clock tests can move forward. */
export class TestClock {
  constructor(private current = new Date()) {}
  now = (): Date => new Date(this.current);
  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  transports?: Partial<Record<'email' | 'sms', Transport>>;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'parcelway-data-')),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'parcelway-no-web-build'),
  });
  return { ...base, rateLimits: { login: 1000, register: 1000, codes: 1000, quote: 1000 }, ...overrides };
}

/** The real app on its own copy of the seeded database, with a clock the test controls. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = new TestClock();
  const config = testConfig(options.config);
  const app = await buildApp(config, {
    database: await createTestDatabase(),
    clock: clock.now,
    transports: options.transports,
  });
  app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
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

/** Signs a new customer up through the API and returns their token. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestCustomer> {
  const body = registrationBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/auth/register', payload: body });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const data = response.json().data;
  return {
    id: data.user_info.id,
    email: body.email,
    password: body.password,
    token: data.access_token,
    headers: { authorization: `Bearer ${data.access_token}` },
  };
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
