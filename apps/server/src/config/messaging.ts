// The settings of the two message channels beside mail and SMS: order e-mails forwarded to the customer's inbound
// address (a listener for SMTP), and Web Push to the customer's devices (VAPID keys).
import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.js';

/** An optional setting that may also be present and empty. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

export const messagingEnvironment = z.object({
  INBOUND_SMTP_PORT: blankless(z.coerce.number().int().min(0).max(65_535)),
  INBOUND_SMTP_HOST: blankless(z.string().trim()),
  INBOUND_MAIL_DOMAIN: blankless(
    z.string().trim().toLowerCase().regex(hostName, 'INBOUND_MAIL_DOMAIN must be a domain name (in.example.com)'),
  ),
  VAPID_PUBLIC_KEY: blankless(z.string().trim()),
  VAPID_PRIVATE_KEY: blankless(z.string().trim()),
  VAPID_SUBJECT: blankless(
    z
      .string()
      .trim()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'VAPID_SUBJECT must be a mailto: or https:// URL'),
  ),
  PUSH_SERVICE_ORIGINS: z.string().trim().default(''),
});

export interface InboundMailConfig {
  /** Where the SMTP listener binds (INBOUND_SMTP_HOST, else HOST) and on which port (0: any free one). */
  host: string;
  port: number;
  /** The customers' inbound addresses are `<support number>@<domain>`. */
  domain: string;
}

export interface PushConfig {
  /** VAPID (RFC 8292): the P-256 key pair the push services know this server by, base64url as browsers take it. */
  publicKey: string;
  privateKey: string;
  /** Who push services contact about this server's traffic (a mailto: or https: URL). */
  subject: string;
  /** True when no keys were given and a pair was generated into DATA_DIR (one server only). */
  generated: boolean;
  /** Push services besides the browsers' own that subscriptions may name (a self-hosted one, a test stand-in). */
  extraOrigins: string[];
}

export interface MessagingSettings {
  /** Off unless both INBOUND_SMTP_PORT and INBOUND_MAIL_DOMAIN are set. */
  inboundMail?: InboundMailConfig;
  /** Off in production without VAPID keys (the start-up report says so); elsewhere keys are generated. */
  push?: PushConfig;
}

interface Surroundings {
  host: string;
  dataDir: string;
  inMemory: boolean;
  production: boolean;
  supportEmail: string;
}

export function readMessagingSettings(
  env: z.infer<typeof messagingEnvironment>,
  surroundings: Surroundings,
): MessagingSettings {
  if ((env.INBOUND_SMTP_PORT === undefined) !== (env.INBOUND_MAIL_DOMAIN === undefined)) {
    throw new ConfigError('Invalid configuration: INBOUND_SMTP_PORT and INBOUND_MAIL_DOMAIN go together');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  const inboundMail =
    env.INBOUND_SMTP_PORT !== undefined && env.INBOUND_MAIL_DOMAIN
      ? {
          host: env.INBOUND_SMTP_HOST ?? surroundings.host,
          port: env.INBOUND_SMTP_PORT,
          domain: env.INBOUND_MAIL_DOMAIN,
        }
      : undefined;
  const given =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? checkedKeys(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY) : null;
  const keys =
    given ??
    (surroundings.production ? null : surroundings.inMemory ? newKeyPair() : developmentKeys(surroundings.dataDir));
  const push = keys && {
    ...keys,
    subject: env.VAPID_SUBJECT ?? `mailto:${surroundings.supportEmail}`,
    generated: !given,
    extraOrigins: originsOf(env.PUSH_SERVICE_ORIGINS),
  };
  return { ...(inboundMail && { inboundMail }), ...(push && { push }) };
}

function originsOf(list: string): string[] {
  if (list === '') return [];
  return list.split(',').map((entry) => {
    try {
      return new URL(entry.trim()).origin;
    } catch {
      throw new ConfigError(`Invalid configuration: PUSH_SERVICE_ORIGINS entry "${entry.trim()}" is not a URL`);
    }
  });
}

function newKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

/** The private key must be a P-256 scalar whose public point is the public key given beside it. */
function checkedKeys(publicKey: string, privateKey: string) {
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  } catch {
    throw new ConfigError('Invalid configuration: VAPID_PRIVATE_KEY is not a P-256 private key (base64url)');
  }
  if (ecdh.getPublicKey('base64url') !== publicKey.replace(/=+$/, '')) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  }
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
}

/** Like the development APP_SECRET: generated once into DATA_DIR, so subscriptions survive a restart. */
function developmentKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return checkedKeys(stored.publicKey, stored.privateKey);
  }
  mkdirSync(dirname(file), { recursive: true });
  const keys = newKeyPair();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
