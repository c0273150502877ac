import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { SAMPLE_NAMES } from '../src/db/seed-demo-offers.js';
import { DEMO_START, demoEnvironment } from '../src/demo-setup.js';
import { logTransport } from '../src/modules/outbox/transports.js';
import { openServer } from '../src/server.js';
import { customsReviewWarnings, startupReport } from '../src/startup-report.js';
import { body, createTestApp, registerCustomer, type TestApp } from './support/app.js';
import { createTestDatabase } from './support/database.js';

/** The configuration `npm start` gets from an empty environment (only where its files go differs). */
/** A VAPID key pair as `npx web-push generate-vapid-keys` prints one. */
const VAPID_KEYS = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'), VAPID_PRIVATE_KEY: ecdh.getPrivateKey('base64url') };
})();

function plainConfig(environment: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'parcelway-plain-')),
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'parcelway-no-web-build'),
    ...environment,
  });
}

describe('the configuration of a plain start', () => {
  it('binds loopback, trusts no forwarding header and turns no demo convenience on', () => {
    const config = plainConfig();
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(config.devMailbox).toBe(false);
    expect(config.payments.sandbox).toBe(false);
    expect(config.appSecretGenerated).toBe(true);
  });

  it('turns a convenience on only when its flag says exactly true', () => {
    expect(plainConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(plainConfig({ PAYMENTS_SANDBOX: 'true' }).payments.sandbox).toBe(true);
    expect(plainConfig({ NODE_ENV: 'development' }).devMailbox).toBe(false);
    expect(plainConfig({ NODE_ENV: 'test' }).payments.sandbox).toBe(false);
    expect(() => plainConfig({ DEV_MAILBOX: 'yes' })).toThrow(ConfigError);
  });

  it('refuses the dev mailbox in production', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) };
    expect(() => plainConfig({ ...production, DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX=true .* refused/);
    expect(plainConfig(production).devMailbox).toBe(false);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,::1,fd00::/8', ['loopback', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(plainConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1'])('refuses TRUST_PROXY=%j', (value) => {
    expect(() => plainConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });

  it('reads DATABASE_POOLER=transaction with a DATABASE_URL; refuses it alone and any other mode', () => {
    const url = 'postgres://app@pooler.internal:6432/parcelway';
    expect(plainConfig({ DATABASE_URL: url }).databasePooler).toBeUndefined();
    expect(plainConfig({ DATABASE_URL: url, DATABASE_POOLER: 'transaction' }).databasePooler).toBe('transaction');
    expect(() => plainConfig({ DATABASE_POOLER: 'transaction' })).toThrow(
      /DATABASE_POOLER=transaction needs DATABASE_URL/,
    );
    expect(() => plainConfig({ DATABASE_URL: url, DATABASE_POOLER: 'session' })).toThrow(ConfigError);
  });
});

describe('DATA_DIR=memory://', () => {
  it('keeps the database in memory and writes no secret nor folder named memory: anywhere', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
    expect(config.dataDir).toBe('memory://');
    expect(config.appSecretGenerated).toBe(true);
    expect(config.appSecret).toHaveLength(43);
    expect(config.storage).toMatchObject({ driver: 'disk' });
    if (config.storage.driver === 'disk') expect(config.storage.directory.startsWith(tmpdir())).toBe(true);
    expect(loadConfig({ DATA_DIR: 'memory://' }).appSecret).not.toBe(config.appSecret);
    const database = await openDatabase({ dataDir: config.dataDir });
    await database.close();
    expect(existsSync(resolve('memory:'))).toBe(false);
    // It migrates two fresh in-memory databases from nothing (no template): about 25 s of CPU on a busy machine.
  }, 90_000);
});

describe('the start-up report', () => {
  it('names each convenience and where mail goes', () => {
    expect(startupReport(plainConfig()).conveniences).toBe(
      'demo conveniences: dev mailbox off (DEV_MAILBOX), payment sandbox off (PAYMENTS_SANDBOX); mail goes to the server log',
    );
    expect(startupReport(plainConfig({ DEV_MAILBOX: 'true', PAYMENTS_SANDBOX: 'true' })).conveniences).toBe(
      'demo conveniences: dev mailbox ON (DEV_MAILBOX), payment sandbox ON (PAYMENTS_SANDBOX); mail goes to the dev mailbox',
    );
  });

  it('warns when PostgreSQL is shared but files, the secret, the push keys or rate limits stay on one server', () => {
    expect(startupReport(plainConfig()).warnings).toEqual([]);
    const shared = startupReport(plainConfig({ DATABASE_URL: 'postgres://db.internal/parcelway' })).warnings;
    expect(shared).toHaveLength(4);
    expect(shared[0]).toMatch(/uploads are kept on this server's disk .*set S3_BUCKET/);
    expect(shared[1]).toMatch(/APP_SECRET was generated/);
    expect(shared[2]).toMatch(/VAPID keys were generated/);
    expect(shared[3]).toMatch(/REDIS_URL/);
    const ready = plainConfig({
      DATABASE_URL: 'postgres://db.internal/parcelway',
      S3_BUCKET: 'parcelway-files',
      APP_SECRET: 'x'.repeat(40),
      REDIS_URL: 'redis://cache.internal:6379',
      ...VAPID_KEYS,
    });
    expect(startupReport(ready).warnings).toEqual([]);
  });

  it('generates push keys into DATA_DIR once outside production, takes given ones, and is off in production without', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parcelway-plain-'));
    const first = plainConfig({ DATA_DIR: dataDir }).push;
    expect(first?.generated).toBe(true);
    expect(plainConfig({ DATA_DIR: dataDir }).push?.publicKey).toBe(first?.publicKey);
    expect(plainConfig(VAPID_KEYS).push).toMatchObject({ publicKey: VAPID_KEYS.VAPID_PUBLIC_KEY, generated: false });
    const production = plainConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) });
    expect(production.push).toBeUndefined();
    expect(startupReport(production).warnings).toEqual([expect.stringMatching(/push notifications are off/)]);
    expect(() => plainConfig({ VAPID_PUBLIC_KEY: VAPID_KEYS.VAPID_PUBLIC_KEY })).toThrow(/go together/);
    expect(() => plainConfig({ ...VAPID_KEYS, VAPID_PUBLIC_KEY: first?.publicKey })).toThrow(/not the public key/);
  });

  it('takes order e-mails only when both the inbound port and domain are set', () => {
    expect(plainConfig().inboundMail).toBeUndefined();
    expect(plainConfig({ INBOUND_SMTP_PORT: '2525', INBOUND_MAIL_DOMAIN: 'In.Parcelway.Example' }).inboundMail).toEqual(
      {
        host: '127.0.0.1',
        port: 2525,
        domain: 'in.parcelway.example',
      },
    );
    expect(() => plainConfig({ INBOUND_SMTP_PORT: '2525' })).toThrow(/go together/);
    expect(() => plainConfig({ INBOUND_SMTP_PORT: '2525', INBOUND_MAIL_DOMAIN: 'not a domain' })).toThrow(
      /INBOUND_MAIL_DOMAIN/,
    );
  });
});

describe('an app started without flags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: plainConfig({ APP_SECRET: 'plain-secret-plain-secret-plain-secret-01' }) });
  });
  afterAll(() => t.app.close());

  it('serves no mailbox', async () => {
    const response = await t.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/mailbox?to=anyone@example.com' })).statusCode).toBe(404);
  });

  it('writes mail to the server log, not to any page', async () => {
    expect(t.app.outbox.transports.email.name).toBe('log');
    expect(t.app.outbox.transports.sms.name).toBe('log');
    const customer = await registerCustomer(t.app, {}, undefined, { confirmEmail: false });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/auth/sendForgetPasswordEmail',
      payload: { email: customer.email },
    });
    expect(sent.statusCode).toBe(200);
    expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(1);
  });

  it('offers no sandbox: card and wallet methods are unavailable and refused, the sandbox page is absent', async () => {
    const customer = await registerCustomer(t.app, {}, 'en', { confirmEmail: false });
    const methods = await t.app.inject({
      url: '/api/getChargePaymentMethods?currency=MYR',
      headers: customer.headers,
    });
    const offered = body<{ methods: { code: string; provider: string | null; available: boolean }[] }>(methods).data;
    const withProvider = offered.methods.filter((method) => method.provider !== null);
    expect(withProvider.length).toBeGreaterThan(0);
    expect(withProvider.every((method) => !method.available)).toBe(true);
    expect(offered.methods.find((method) => method.code === 'bank_transfer')?.available).toBe(true);

    const card = await t.app.inject({
      method: 'POST',
      url: '/api/chargeActionNew',
      headers: { ...customer.headers, 'idempotency-key': 'plain-start-card' },
      payload: { amount: '50', currency: 'MYR', method: 'card', agree: true },
    });
    expect(card.statusCode).toBe(422);
    expect(body(card).msg).toBe('This payment method is not available right now. Please choose another one.');
    expect((await t.app.inject({ url: '/sandbox/pay/anything' })).statusCode).toBe(404);
  });
});

describe('the log transport', () => {
  it('writes the whole message to the operator log', async () => {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
    } as unknown as FastifyBaseLogger;
    await logTransport(log).send({
      channel: 'email',
      recipient: 'mei@example.com',
      subject: 'Your code',
      body: 'Your code is 123456',
    } as never);
    expect(lines).toEqual([
      {
        fields: { channel: 'email', to: 'mei@example.com', subject: 'Your code', body: 'Your code is 123456' },
        message: 'message not delivered (no SMTP_URL or SMS gateway): written here instead',
      },
    ]);
  });
});

describe('the client address behind proxies', () => {
  const attempt = (app: TestApp['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'nobody@example.com', password: 'Wrong12345' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores a spoofed X-Forwarded-For when TRUST_PROXY is off: the limit holds', async () => {
    const t = await createTestApp({ config: { rateLimits: { login: 3, register: 100, codes: 100, quote: 100 } } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) statuses.push((await attempt(t.app, `203.0.113.${index}`)).statusCode);
      expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await t.app.close();
    }
  });

  it.each([
    ['by address', ['127.0.0.1']],
    ['by hop count', 1],
  ] as const)(
    'honours X-Forwarded-For from a proxy trusted %s: each client has its own limit',
    async (_how, trustProxy) => {
      const t = await createTestApp({
        config: {
          trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy],
          rateLimits: { login: 3, register: 100, codes: 100, quote: 100 },
        },
      });
      try {
        for (let index = 0; index < 5; index += 1) {
          expect((await attempt(t.app, `203.0.113.${index}`)).statusCode).not.toBe(429);
        }
        const sameClient: number[] = [];
        for (let index = 0; index < 4; index += 1) sameClient.push((await attempt(t.app, '198.51.100.7')).statusCode);
        expect(sameClient.at(-1)).toBe(429);
      } finally {
        await t.app.close();
      }
    },
  );
});

describe('sample offers: npm run demo writes them, a plain start none', () => {
  type Offers = { plans: string[]; wheel: string | null; campaigns: { name: string; claimable: boolean }[] };
  /** What a customer of the app finds in the member centre, on the top-up wheel and in the coupon centre. */
  async function offersIn(app: FastifyInstance, language: 'en' | 'cn' | 'tw'): Promise<Offers> {
    const customer = await registerCustomer(app, {}, language, { confirmEmail: false });
    const read = async <T>(url: string, method: 'GET' | 'POST' = 'GET') =>
      body<T>(await app.inject({ method, url, headers: customer.headers })).data;
    const plans = await read<{ list: { name: string }[] }>('/api/memberList');
    const wheel = await read<{ wheel: { name: string } | null }>('/api/couponLotteryWheel', 'POST');
    const centre = await read<{ list: { title: string; state: string }[] }>('/api/newCouponList');
    return {
      plans: plans.list.map((plan) => plan.name),
      wheel: wheel.wheel?.name ?? null,
      campaigns: centre.list.map((campaign) => ({ name: campaign.title, claimable: campaign.state === 'claimable' })),
    };
  }
  /** The app as `npm start` (no options) or `npm run demo` (DEMO_START) opens it, on a copy of the seeded database. */
  async function opened(environment: NodeJS.ProcessEnv, options = {}) {
    const { app } = await openServer({ ...plainEnvironment(), ...environment }, options, {
      database: await createTestDatabase(),
      startWorkers: false,
    });
    return app;
  }
  function plainEnvironment(): NodeJS.ProcessEnv {
    return {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'parcelway-start-')),
      LOG_LEVEL: 'silent',
      WEB_DIST: join(tmpdir(), 'parcelway-no-web-build'),
      APP_SECRET: 'plain-secret-plain-secret-plain-secret-01',
    };
  }

  it('a plain start offers no plan, no wheel and no campaign', async () => {
    const app = await opened({});
    try {
      expect(await offersIn(app, 'en')).toEqual({ plans: [], wheel: null, campaigns: [] });
    } finally {
      await app.close();
    }
  });

  it('the demo offers a plan, a running wheel and a claimable coupon, each named as a sample in every language, once', async () => {
    const app = await opened(demoEnvironment({}, '0'), DEMO_START);
    try {
      // Started again on the same database (a second `npm run demo`), nothing is written twice.
      await DEMO_START.prepare?.(app);
      for (const language of ['en', 'cn', 'tw'] as const) {
        expect(await offersIn(app, language)).toEqual({
          plans: [SAMPLE_NAMES.plan[language]],
          wheel: SAMPLE_NAMES.wheel[language],
          campaigns: [{ name: SAMPLE_NAMES.campaign[language], claimable: true }],
        });
      }
      const customer = await registerCustomer(app, {}, 'en', { confirmEmail: false });
      const [campaign] = body<{ list: { id: number }[] }>(
        await app.inject({ url: '/api/newCouponList', headers: customer.headers }),
      ).data.list;
      const claimed = await app.inject({
        method: 'POST',
        url: `/api/receiveCoupon/${campaign?.id}`,
        headers: customer.headers,
      });
      expect(claimed.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('warns at start of each customs rule past its review date, and of none before', () => {
    expect(customsReviewWarnings('2026-11-28')).toEqual([]);
    const late = customsReviewWarnings('2027-06-01');
    expect(late).toHaveLength(9);
    expect(late.find((line) => line.startsWith('the australia customs rule'))).toMatch(
      /ATO: https:\/\/www\.ato\.gov\.au/,
    );
  });
});
