// Long on purpose: every core setting the server reads, checked in one schema at start (the README's table mirrors it);
// the outside services the browser and sign-in talk to are in config/third-party.ts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  PAYMENT_PROVIDER_NAMES,
  type PaymentProviderName,
  parseSupportHours,
  type SupportHours,
} from '@parcelway/domain';
import { z } from 'zod';
import { ConfigError } from './config/config-error.js';
import { type MessagingSettings, messagingEnvironment, readMessagingSettings } from './config/messaging.js';
import { readThirdPartySettings, type ThirdPartySettings, thirdPartyEnvironment } from './config/third-party.js';
import { optionalUrl } from './config/values.js';
import { readWebInlineScripts } from './config/web-inline-scripts.js';
import { DEFAULT_STAFF_DIST, DEFAULT_WEB_DIST, IN_MEMORY_DATA_DIR } from './paths.js';

export { ConfigError } from './config/config-error.js';
export type { InboundMailConfig, PushConfig } from './config/messaging.js';
export type { CaptchaConfig, SocialConfig, ThirdPartyConfig } from './config/third-party.js';

/** A demo convenience: on only when the environment says exactly 'true'. */
const flag = z.enum(['true', 'false', '']).default('false');

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
      message: 'DATABASE_URL must be a postgres:// URL',
    }),
    /** `transaction`: DATABASE_URL is a pooler in transaction mode (PgBouncer), so statements are sent unnamed. */
    DATABASE_POOLER: z
      .enum(['', 'transaction'], { message: 'DATABASE_POOLER must be "transaction" or empty' })
      .default(''),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Parcelway <no-reply@parcelway.local>'),
    REDIS_URL: optionalUrl,
    REDIS_KEY_PREFIX: z.string().default('parcelway:'),
    APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
    STAFF_EMAIL: z.email().optional(),
    STAFF_PASSWORD: z.string().min(8).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_REGISTER_PER_MINUTE: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_CODES_PER_MINUTE: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_CODES_PER_DAY: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_QUOTE_PER_MINUTE: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_SESSION_PER_MINUTE: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_COUPONS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_ACCOUNT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_TRACKING_PER_MINUTE: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_CONTENT_CLICKS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    // Unset, a channel is not offered: customers are never shown an address nobody answers.
    SUPPORT_EMAIL: z.string().trim().max(200).default(''),
    SUPPORT_PHONE: z.string().trim().max(60).default(''),
    SUPPORT_WECHAT: z.string().trim().max(60).default(''),
    SUPPORT_WHATSAPP: z.string().trim().max(60).default(''),
    SUPPORT_HOURS: z
      .string()
      .trim()
      .max(120)
      .default('')
      .refine(
        (text) => text === '' || parseSupportHours(text) !== null,
        'SUPPORT_HOURS must read like "Mon-Fri 09:00-18:00 Australia/Sydney" (days, hours, IANA time zone)',
      ),
    COMPANY_NAME: z.string().trim().min(1).max(120).default('Parcelway'),
    COMPANY_ABN: z
      .string()
      .trim()
      .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'COMPANY_ABN must be an 11-digit ABN')
      .optional(),
    COMPANY_ADDRESS: z.string().trim().max(200).optional(),
    CARRIER_WEBHOOK_SECRET: z
      .string()
      .trim()
      .min(16, 'CARRIER_WEBHOOK_SECRET must be at least 16 characters')
      .optional(),
    CARRIER_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().positive().max(86_400).default(900),
    UPLOAD_DAILY_FILES: z.coerce.number().int().positive().default(200),
    UPLOAD_DAILY_MB: z.coerce.number().int().positive().default(200),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(7200),
    WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
    STAFF_DIST: z.string().default(DEFAULT_STAFF_DIST),
    S3_BUCKET: z.string().trim().optional(),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    S3_PREFIX: z.string().trim().default(''),
    BUILD_ID: z.string().optional(),
    PUBLIC_URL: optionalUrl,
    TWILIO_ACCOUNT_SID: z.string().trim().optional(),
    TWILIO_AUTH_TOKEN: z.string().trim().optional(),
    TWILIO_FROM: z.string().trim().optional(),
    TWILIO_BASE_URL: optionalUrl,
    PAYMENTS_SANDBOX: flag,
    /** Warehouses (store ids, comma-separated) whose customers may use pay later; empty: off everywhere. */
    PAY_LATER_STORES: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || /^\d+(\s*,\s*\d+)*$/.test(value), {
        message: 'PAY_LATER_STORES must be store ids separated by commas',
      }),
    DEV_MAILBOX: flag,
    CHECK_RESPONSES: flag,
    TRUST_PROXY: z.string().trim().default(''),
  })
  .extend(thirdPartyEnvironment.shape)
  .extend(messagingEnvironment.shape);

/** Where uploaded files are kept: under DATA_DIR/files, or in an S3-compatible bucket when S3_BUCKET is set. */
export type StorageConfig =
  | { driver: 'disk'; directory: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
      prefix: string;
    };

/** Whose X-Forwarded-For to believe: nobody's, the nearest N hops, or these proxy addresses and ranges. */
export type TrustProxy = false | number | string[];

export interface AppConfig extends ThirdPartySettings, MessagingSettings {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl?: string;
  /** DATABASE_URL reaches PostgreSQL through a transaction pooler: no named statements. */
  databasePooler?: 'transaction';
  smtpUrl?: string;
  mailFrom: string;
  redisUrl?: string;
  redisKeyPrefix: string;
  appSecret: string;
  /** True when no APP_SECRET was given and one was generated into DATA_DIR (one server only). */
  appSecretGenerated: boolean;
  /** Serve GET /dev/mailbox (every message sent, codes included): a demo convenience, never in production. */
  devMailbox: boolean;
  /** Check every answer against its full zod schema before writing it (tests run with it; it costs time per answer). */
  checkResponses: boolean;
  staff?: { email: string; password: string };
  logLevel: string;
  accessTokenTtlSeconds: number;
  webDist: string;
  /** The CSP sources of the inline scripts in webDist's index.html (config/web-inline-scripts.ts). */
  webInlineScripts: string[];
  /** The built staff console (apps/staff/dist), served under /staff/ when present. */
  staffDist: string;
  buildId: string;
  storage: StorageConfig;
  /** Card and wallet providers (modules/payments). */
  payments: {
    /** The built-in sandbox stands in for providers without a client: only when PAYMENTS_SANDBOX=true. */
    sandbox: boolean;
    /** Where customers and providers reach this server (return and notification URLs). */
    publicUrl: string;
    /** Providers whose keys (<NAME>_API_KEY and <NAME>_WEBHOOK_SECRET) are set. */
    liveKeys: PaymentProviderName[];
    /** Warehouses where pay later is offered (checkUseNowPayLater); none unless PAY_LATER_STORES names them. */
    payLaterStoreIds: number[];
  };
  /** The SMS provider (Twilio's API) when all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set. */
  sms?: { accountSid: string; authToken: string; from: string; baseUrl?: string };
  /** The carrier webhook (modules/tracking): without a secret every webhook is refused. */
  carrierWebhook: { secret?: string; toleranceSeconds: number };
  /** Requests per minute per client address on the sensitive endpoints. */
  /** What one customer may upload in any 24 hours (count and bytes), so nobody fills the storage. */
  uploads: { dailyFiles: number; dailyBytes: number };
  rateLimits: {
    login: number;
    register: number;
    codes: number;
    /** Codes sent at one client address's request in a day, every code-sending route together. */
    codesPerDay: number;
    /** The public freight calculator (getQuotation, calcEndCost); 60 when absent. */
    quote: number;
    /** checkAccessToken (a token guess or refresh), per address; 30 when absent. */
    session: number;
    /** getAvailableCoupon (coupon codes tried against an amount), per customer; 30 when absent. */
    coupons: number;
    /** updatePhone and cancelAccount (each checks an SMS code), per customer; 10 when absent. */
    account: number;
    /** queryTrackInfo (a number may go to the carrier), per customer; 20 when absent. */
    tracking: number;
    /** incrementAdvClick and incrementFlashNewsClick, per customer or address; 30 when absent. */
    contentClicks: number;
  };
  /** needHelp's contact channels (SUPPORT_*). */
  support: { email: string; phone: string; wechat: string; whatsapp: string; hours: SupportHours | null };
  /** Who issues the invoices (COMPANY_*): no ABN is printed unless one is configured. */
  company: { name: string; abn?: string; address?: string };
}

/** Reads and checks the environment. A development secret is generated once and kept in DATA_DIR. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const inMemory = env.DATA_DIR === IN_MEMORY_DATA_DIR;
  const dataDir = inMemory ? IN_MEMORY_DATA_DIR : resolve(env.DATA_DIR);
  if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
    throw new ConfigError('Invalid configuration: APP_SECRET is required in production');
  }
  if (env.NODE_ENV === 'production' && env.DEV_MAILBOX === 'true') {
    throw new ConfigError(
      'Invalid configuration: DEV_MAILBOX=true would show every message (password-reset codes included) to anyone; it is refused when NODE_ENV=production',
    );
  }
  if ((env.STAFF_EMAIL && !env.STAFF_PASSWORD) || (!env.STAFF_EMAIL && env.STAFF_PASSWORD)) {
    throw new ConfigError('Invalid configuration: STAFF_EMAIL and STAFF_PASSWORD go together');
  }
  if (env.DATABASE_POOLER === 'transaction' && !env.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: DATABASE_POOLER=transaction needs DATABASE_URL (the pooler)');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    throw new ConfigError('Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together');
  }
  const thirdParty = readThirdPartySettings(env);
  const messaging = readMessagingSettings(env, {
    host: env.HOST,
    dataDir,
    inMemory,
    production: env.NODE_ENV === 'production',
    supportEmail: env.SUPPORT_EMAIL,
  });
  return {
    ...thirdParty,
    ...messaging,
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    ...(env.DATABASE_POOLER === 'transaction' ? { databasePooler: 'transaction' as const } : {}),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    appSecret: env.APP_SECRET ?? (inMemory ? randomSecret() : developmentSecret(dataDir)),
    appSecretGenerated: !env.APP_SECRET,
    devMailbox: env.DEV_MAILBOX === 'true',
    checkResponses: env.CHECK_RESPONSES === 'true',
    staff: env.STAFF_EMAIL && env.STAFF_PASSWORD ? { email: env.STAFF_EMAIL, password: env.STAFF_PASSWORD } : undefined,
    logLevel: env.LOG_LEVEL,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    webDist: resolve(env.WEB_DIST),
    webInlineScripts: readWebInlineScripts(resolve(env.WEB_DIST)),
    staffDist: resolve(env.STAFF_DIST),
    buildId: env.BUILD_ID ?? readBuildId(resolve(env.WEB_DIST)),
    storage: storageConfig(
      env,
      inMemory ? join(tmpdir(), `parcelway-memory-${randomBytes(6).toString('hex')}`) : dataDir,
    ),
    payments: {
      sandbox: env.PAYMENTS_SANDBOX === 'true',
      payLaterStoreIds:
        env.PAY_LATER_STORES === '' ? [] : env.PAY_LATER_STORES.split(',').map((id) => Number(id.trim())),
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      liveKeys: PAYMENT_PROVIDER_NAMES.filter((name) => {
        const prefix = name.toUpperCase();
        return Boolean(environment[`${prefix}_API_KEY`] && environment[`${prefix}_WEBHOOK_SECRET`]);
      }),
    },
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            baseUrl: env.TWILIO_BASE_URL,
          }
        : undefined,
    carrierWebhook: {
      secret: env.CARRIER_WEBHOOK_SECRET || undefined,
      toleranceSeconds: env.CARRIER_WEBHOOK_TOLERANCE_SECONDS,
    },
    uploads: { dailyFiles: env.UPLOAD_DAILY_FILES, dailyBytes: env.UPLOAD_DAILY_MB * 1024 * 1024 },
    rateLimits: {
      login: env.RATE_LIMIT_LOGIN_PER_MINUTE,
      register: env.RATE_LIMIT_REGISTER_PER_MINUTE,
      codes: env.RATE_LIMIT_CODES_PER_MINUTE,
      codesPerDay: env.RATE_LIMIT_CODES_PER_DAY,
      quote: env.RATE_LIMIT_QUOTE_PER_MINUTE,
      session: env.RATE_LIMIT_SESSION_PER_MINUTE,
      coupons: env.RATE_LIMIT_COUPONS_PER_MINUTE,
      account: env.RATE_LIMIT_ACCOUNT_PER_MINUTE,
      tracking: env.RATE_LIMIT_TRACKING_PER_MINUTE,
      contentClicks: env.RATE_LIMIT_CONTENT_CLICKS_PER_MINUTE,
    },
    support: {
      email: env.SUPPORT_EMAIL,
      phone: env.SUPPORT_PHONE,
      wechat: env.SUPPORT_WECHAT,
      whatsapp: env.SUPPORT_WHATSAPP,
      hours: parseSupportHours(env.SUPPORT_HOURS),
    },
    company: {
      name: env.COMPANY_NAME,
      ...(env.COMPANY_ABN && { abn: env.COMPANY_ABN }),
      ...(env.COMPANY_ADDRESS && { address: env.COMPANY_ADDRESS }),
    },
  };
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: empty or 'false' believes no forwarding header (the socket's address is the client); a number trusts that
 * many proxies in front; otherwise a comma list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal.
 * 'true' is refused: it would let any client choose its own address, and with it a fresh rate-limit bucket.
 */
function trustProxySetting(value: string): TrustProxy {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new ConfigError(
      "Invalid configuration: TRUST_PROXY=true would believe any client's X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses",
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (PROXY_ADDRESS_NAMES.has(entry)) continue;
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        `Invalid configuration: TRUST_PROXY entry "${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal`,
      );
    }
  }
  return entries;
}

function storageConfig(env: z.infer<typeof environmentSchema>, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET) return { driver: 'disk', directory: join(dataDir, 'files') };
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Most S3-compatible stores reached by an endpoint want path-style addressing; AWS itself does not.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX.replace(/^\/+|\/+$/g, ''),
  };
}

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readBuildId(webDist: string): string {
  const file = join(webDist, 'build-id.txt');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'development';
}
