import { VERIFICATION_CODE_LENGTH } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { keyedHash, newNumericCode, sameHash } from '../../security/tokens.js';
import {
  type CodePurpose,
  countCodesSince,
  findCode,
  insertCode,
  latestCode,
  lockTarget,
  markCodeConsumed,
  reserveAttempt,
} from './queries.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_MS = 60_000;
/** Codes one email address or phone number can be sent in a day, whatever they are for. */
export const CODES_PER_TARGET_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

interface CodeRequest {
  purpose: CodePurpose;
  channel: 'email' | 'sms';
  /** An email address, or a phone as +{code}{number}. */
  target: string;
  /** Null for an address no account has: the code is made and counted the same way but never sent. */
  customerId: number | null;
}

function codeHash(ctx: AppContext, purpose: CodePurpose, target: string, code: string): string {
  return keyedHash(ctx.config.appSecret, `${purpose}:${target}:${code}`);
}

/**
 * The limits are the asking customer's, so nobody else can use them up: codes are counted per target and customer (a
 * code for an address no account has counts only against such codes), and an address confirmation, which only its
 * account can ask for, per customer whatever the address.
 */
function limitScope(request: CodeRequest) {
  return request.purpose === 'verify_email' && request.customerId !== null
    ? { target: null, customerId: request.customerId, purpose: request.purpose }
    : { target: request.target, customerId: request.customerId };
}

/**
 * Creates a 6-digit code (10 minutes, 5 tries). A new one for the same target and
 * customer waits 60 s, and they get at most CODES_PER_TARGET_PER_DAY a day (limitScope). Runs inside the caller's
 * transaction, which holds the target until it ends.
 */
export async function issueCode(ctx: AppContext, request: CodeRequest): Promise<string> {
  return (await createCode(ctx, request, CODE_TTL_MS)).code;
}

async function createCode(ctx: AppContext, request: CodeRequest, ttlMs: number): Promise<{ code: string; id: number }> {
  const now = ctx.clock();
  await lockTarget(ctx.db, request.target);
  const previous = await latestCode(ctx.db, request.target, request.purpose, request.customerId);
  if (previous) {
    const waitedMs = now.getTime() - previous.createdAt.getTime();
    if (waitedMs < CODE_RESEND_COOLDOWN_MS) {
      const seconds = Math.ceil((CODE_RESEND_COOLDOWN_MS - waitedMs) / 1000);
      throw new AppError('rate_limited', 'code.cooldown', { params: { seconds }, data: { retry_after: seconds } });
    }
  }
  const sentToday = await countCodesSince(ctx.db, limitScope(request), new Date(now.getTime() - DAY_MS));
  if (sentToday >= CODES_PER_TARGET_PER_DAY) {
    throw new AppError('rate_limited', 'code.dailyLimit');
  }
  const code = newNumericCode(VERIFICATION_CODE_LENGTH);
  const id = await insertCode(ctx.db, {
    ...request,
    codeHash: codeHash(ctx, request.purpose, request.target, code),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return { code, id };
}

/**
 * Uses up the latest code sent to a target, or says why it cannot. A try is taken before the code is compared, so
 * wrong tries are counted even though the request fails, and parallel guesses cannot share one try.
 */
export async function consumeCode(
  ctx: AppContext,
  purpose: CodePurpose,
  target: string,
  code: string,
  /**
   * Whose code it must be (null: one made while no account had the target): another's code for the same target is no
   * code at all to them, and does not replace theirs.
   */
  customerId?: number | null,
): Promise<void> {
  const now = ctx.clock();
  const latest = await latestCode(ctx.db, target, purpose, customerId);
  if (!latest || latest.consumedAt) throw AppError.field('code', 'code.invalid');
  if (latest.expiresAt <= now) throw AppError.field('code', 'code.expired');
  const reserved = await reserveAttempt(ctx.db, latest.id, CODE_MAX_ATTEMPTS, now);
  if (!reserved) throw AppError.field('code', 'code.tooManyAttempts');
  if (!sameHash(latest.codeHash, codeHash(ctx, purpose, target, code))) {
    throw AppError.field('code', reserved.attempts >= CODE_MAX_ATTEMPTS ? 'code.tooManyAttempts' : 'code.invalid');
  }
  if (!(await markCodeConsumed(ctx.db, latest.id, now))) throw AppError.field('code', 'code.invalid');
}

/**
 * A link that proves the same as a code, for the device that received the mail: `<customer>.<code id>.<HMAC>`, keyed
 * by the app secret and the purpose, so it cannot be made for another customer, code or purpose.
 */
function linkSignature(ctx: AppContext, purpose: CodePurpose, customerId: number, codeId: number): string {
  return keyedHash(ctx.config.appSecret, `link:${purpose}:${customerId}:${codeId}`);
}

/** Creates a code (as issueCode) for one customer, and the link token that stands for it. */
export async function issueCodeWithLink(
  ctx: AppContext,
  request: CodeRequest & { customerId: number },
  ttlMs: number,
): Promise<{ code: string; linkToken: string }> {
  const { code, id } = await createCode(ctx, request, ttlMs);
  return {
    code,
    linkToken: `${request.customerId}.${id}.${linkSignature(ctx, request.purpose, request.customerId, id)}`,
  };
}

/**
 * What a link did: `consumed` it just now; `used` before (a replay, or the same link opened twice at once); `expired`
 * or `replaced` (a newer code went to the same target) without using it. The customer and target come with each.
 */
export type LinkOutcome = {
  outcome: 'consumed' | 'used' | 'expired' | 'replaced';
  customerId: number;
  target: string;
};

/** Uses up the code a link stands for; undefined for a token we did not make (tampered, truncated, another purpose). */
export async function consumeLink(
  ctx: AppContext,
  purpose: CodePurpose,
  token: string,
): Promise<LinkOutcome | undefined> {
  const match = /^(\d{1,9})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return undefined;
  const [, customerText = '', codeText = '', mac = ''] = match;
  const customerId = Number(customerText);
  const codeId = Number(codeText);
  if (!sameHash(mac, linkSignature(ctx, purpose, customerId, codeId))) return undefined;
  const row = await findCode(ctx.db, codeId);
  if (row?.purpose !== purpose || row.customerId !== customerId) return undefined;
  const seen = { customerId, target: row.target };
  if (row.consumedAt) return { ...seen, outcome: 'used' };
  const now = ctx.clock();
  if (row.expiresAt <= now) return { ...seen, outcome: 'expired' };
  const latest = await latestCode(ctx.db, row.target, purpose, customerId);
  if (latest?.id !== row.id) return { ...seen, outcome: 'replaced' };
  return { ...seen, outcome: (await markCodeConsumed(ctx.db, row.id, now)) ? 'consumed' : 'used' };
}
