// Long on purpose: every setting the server reads, checked in one schema at start (the README's table mirrors it).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { PAYMENT_PROVIDER_NAMES, type PaymentProviderName } from '@parcelway/domain';
import { z } from 'zod';
import { DEFAULT_STAFF_DIST, DEFAULT_WEB_DIST } from './paths.js';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** An identity provider's address: https, or http on this machine only (a local provider in tests and demos). */
const providerUrl = z
  .url()
  .refine((url) => /^https:\/\//.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url), {
    message: 'must be an https:// URL (http:// only on localhost)',
  });

/** A demo convenience: on only when the environment says exactly 'true'. */
const flag = z.enum(['true', 'false', '']).default('false');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
    message: 'DATABASE_URL must be a postgres:// URL',
  }),
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
  SUPPORT_EMAIL: z.string().trim().max(200).default('support@parcelway.example'),
  SUPPORT_PHONE: z.string().trim().max(60).default('+61 2 8000 0000'),
  SUPPORT_WECHAT: z.string().trim().max(60).default('parcelway_help'),
  SUPPORT_WHATSAPP: z.string().trim().max(60).default('+61 400 000 000'),
  SUPPORT_HOURS: z.string().trim().max(120).default('Mon–Fri 09:00–18:00 AEST'),
  COMPANY_NAME: z.string().trim().min(1).max(120).default('Parcelway'),
  COMPANY_ABN: z
    .string()
    .trim()
    .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'COMPANY_ABN must be an 11-digit ABN')
    .optional(),
  COMPANY_ADDRESS: z.string().trim().max(200).optional(),
  CARRIER_WEBHOOK_SECRET: z.string().trim().min(16, 'CARRIER_WEBHOOK_SECRET must be at least 16 characters').optional(),
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
  TRUST_PROXY: z.string().trim().default(''),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_ISSUER: providerUrl.default('https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().trim().optional(),
  FACEBOOK_APP_SECRET: z.string().trim().optional(),
  FACEBOOK_AUTHORIZATION_URL: providerUrl.default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: providerUrl.default('https://graph.facebook.com/v21.0'),
  CAPTCHA_PROVIDER: z.enum(['turnstile', 'hcaptcha', 'recaptcha']).optional(),
  CAPTCHA_SITE_KEY: z.string().trim().optional(),
  CAPTCHA_SECRET: z.string().trim().optional(),
  CAPTCHA_VERIFY_URL: optionalUrl,
  CAPTCHA_SCRIPT_URL: optionalUrl,
  MINIPROGRAM_SIGNING_SECRET: z.string().trim().min(32).optional(),
  PLAUSIBLE_DOMAIN: z.string().trim().max(200).optional(),
  PLAUSIBLE_SCRIPT_URL: optionalUrl,
  GA4_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]{4,20}$/)
    .optional(),
  CRISP_WEBSITE_ID: z.uuid().optional(),
  TAWK_PROPERTY_ID: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{24}$/)
    .optional(),
  TAWK_WIDGET_ID: z
    .string()
    .trim()
    .regex(/^[a-z0-9]{1,40}$/)
    .default('default'),
  CONSENT_REQUIRED: z.enum(['everywhere', 'europe', 'nowhere']).default('everywhere'),
});

/** Each captcha's server-side check: the same form POST (secret, response, remoteip) answering `{ success }`. */
const CAPTCHA_VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/** Each captcha's widget script, rendered explicitly (`<global>.render(element, { sitekey, callback })`). */
const CAPTCHA_SCRIPT_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
} as const;

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

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  redisUrl?: string;
  redisKeyPrefix: string;
  appSecret: string;
  /** True when no APP_SECRET was given and one was generated into DATA_DIR (one server only). */
  appSecretGenerated: boolean;
  /** Serve GET /dev/mailbox (every message sent, codes included): a demo convenience, never in production. */
  devMailbox: boolean;
  staff?: { email: string; password: string };
  logLevel: string;
  accessTokenTtlSeconds: number;
  webDist: string;
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
  /** The captcha (CAPTCHA_*): off unless a provider, its site key and secret are all set. */
  captcha?: {
    provider: 'turnstile' | 'hcaptcha' | 'recaptcha';
    siteKey: string;
    secret: string;
    verifyUrl: string;
    /** The widget's script (the provider's, or a stand-in's through CAPTCHA_SCRIPT_URL). */
    scriptUrl: string;
  };
  /** Analytics and the chat widget the web app loads (none unless configured), and where it asks consent first. */
  thirdParty: ThirdPartyConfig;
  /** Signs our mini-program's requests (MINIPROGRAM_SIGNING_SECRET): a signed one needs no captcha (SPEC §1). */
  miniProgramSigningSecret?: string;
  /** Social sign-in: a provider is offered only when its client id and secret are set. */
  social: SocialConfig;
  /** needHelp's contact channels (SUPPORT_*). */
  support: { email: string; phone: string; wechat: string; whatsapp: string; hours: string };
  /** Who issues the invoices (COMPANY_*): no ABN is printed unless one is configured. */
  company: { name: string; abn?: string; address?: string };
}

export interface ThirdPartyConfig {
  analytics?: { provider: 'plausible'; domain: string; scriptUrl: string } | { provider: 'ga4'; measurementId: string };
  chat?: { provider: 'crisp'; websiteId: string } | { provider: 'tawk'; propertyId: string; widgetId: string };
  /** Where analytics and chat wait for the customer's consent: everywhere, browsers set to a European time zone, or nowhere. */
  consent: 'everywhere' | 'europe' | 'nowhere';
}

export interface SocialConfig {
  /** Google through OpenID Connect discovery at `issuer`. */
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** Facebook through its OAuth 2.0 dialog and Graph API. */
  facebook?: { clientId: string; clientSecret: string; authorizationUrl: string; graphUrl: string };
}

export class ConfigError extends Error {}

/** Reads and checks the environment. A development secret is generated once and kept in DATA_DIR. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
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
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  for (const [id, secret, names] of [
    [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET'],
    [env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET, 'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET'],
  ] as const) {
    if (Boolean(id) !== Boolean(secret)) throw new ConfigError(`Invalid configuration: ${names} go together`);
  }
  const captcha = [env.CAPTCHA_PROVIDER, env.CAPTCHA_SITE_KEY, env.CAPTCHA_SECRET];
  if (captcha.some(Boolean) && !captcha.every(Boolean)) {
    throw new ConfigError('Invalid configuration: CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY and CAPTCHA_SECRET go together');
  }
  if (env.PLAUSIBLE_DOMAIN && env.GA4_MEASUREMENT_ID) {
    throw new ConfigError('Invalid configuration: set PLAUSIBLE_DOMAIN or GA4_MEASUREMENT_ID, not both');
  }
  if (env.CRISP_WEBSITE_ID && env.TAWK_PROPERTY_ID) {
    throw new ConfigError('Invalid configuration: set CRISP_WEBSITE_ID or TAWK_PROPERTY_ID, not both');
  }
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    throw new ConfigError('Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together');
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    appSecret: env.APP_SECRET ?? developmentSecret(dataDir),
    appSecretGenerated: !env.APP_SECRET,
    devMailbox: env.DEV_MAILBOX === 'true',
    staff: env.STAFF_EMAIL && env.STAFF_PASSWORD ? { email: env.STAFF_EMAIL, password: env.STAFF_PASSWORD } : undefined,
    logLevel: env.LOG_LEVEL,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    webDist: resolve(env.WEB_DIST),
    staffDist: resolve(env.STAFF_DIST),
    buildId: env.BUILD_ID ?? readBuildId(resolve(env.WEB_DIST)),
    storage: storageConfig(env, dataDir),
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
    captcha:
      env.CAPTCHA_PROVIDER && env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET
        ? {
            provider: env.CAPTCHA_PROVIDER,
            siteKey: env.CAPTCHA_SITE_KEY,
            secret: env.CAPTCHA_SECRET,
            verifyUrl: env.CAPTCHA_VERIFY_URL ?? CAPTCHA_VERIFY_URLS[env.CAPTCHA_PROVIDER],
            scriptUrl: env.CAPTCHA_SCRIPT_URL ?? CAPTCHA_SCRIPT_URLS[env.CAPTCHA_PROVIDER],
          }
        : undefined,
    miniProgramSigningSecret: env.MINIPROGRAM_SIGNING_SECRET,
    thirdParty: {
      analytics: env.PLAUSIBLE_DOMAIN
        ? {
            provider: 'plausible',
            domain: env.PLAUSIBLE_DOMAIN,
            scriptUrl: env.PLAUSIBLE_SCRIPT_URL ?? 'https://plausible.io/js/script.hash.js',
          }
        : env.GA4_MEASUREMENT_ID
          ? { provider: 'ga4', measurementId: env.GA4_MEASUREMENT_ID }
          : undefined,
      chat: env.CRISP_WEBSITE_ID
        ? { provider: 'crisp', websiteId: env.CRISP_WEBSITE_ID }
        : env.TAWK_PROPERTY_ID
          ? { provider: 'tawk', propertyId: env.TAWK_PROPERTY_ID, widgetId: env.TAWK_WIDGET_ID }
          : undefined,
      consent: env.CONSENT_REQUIRED,
    },
    social: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
          : undefined,
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? {
              clientId: env.FACEBOOK_APP_ID,
              clientSecret: env.FACEBOOK_APP_SECRET,
              authorizationUrl: env.FACEBOOK_AUTHORIZATION_URL,
              graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
            }
          : undefined,
    },
    support: {
      email: env.SUPPORT_EMAIL,
      phone: env.SUPPORT_PHONE,
      wechat: env.SUPPORT_WECHAT,
      whatsapp: env.SUPPORT_WHATSAPP,
      hours: env.SUPPORT_HOURS,
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

function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readBuildId(webDist: string): string {
  const file = join(webDist, 'build-id.txt');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'development';
}
