import { VERIFICATION_CODE_LENGTH } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { keyedHash, newNumericCode, sameHash } from '../auth/tokens.js';
import {
  type CodePurpose,
  countCodesSince,
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
 * Creates a 6-digit code (10 minutes, 5 tries). A new one for the same target waits 60 s, and a target gets at most
 * CODES_PER_TARGET_PER_DAY a day. Runs inside the caller's transaction, which holds the target until it ends.
 */
export async function issueCode(ctx: AppContext, request: CodeRequest): Promise<string> {
  const now = ctx.clock();
  await lockTarget(ctx.db, request.target);
  const previous = await latestCode(ctx.db, request.target, request.purpose);
  if (previous) {
    const waitedMs = now.getTime() - previous.createdAt.getTime();
    if (waitedMs < CODE_RESEND_COOLDOWN_MS) {
      const seconds = Math.ceil((CODE_RESEND_COOLDOWN_MS - waitedMs) / 1000);
      throw new AppError('rate_limited', 'code.cooldown', { params: { seconds }, data: { retry_after: seconds } });
    }
  }
  const sentToday = await countCodesSince(ctx.db, request.target, new Date(now.getTime() - DAY_MS));
  if (sentToday >= CODES_PER_TARGET_PER_DAY) {
    throw new AppError('rate_limited', 'code.dailyLimit');
  }
  const code = newNumericCode(VERIFICATION_CODE_LENGTH);
  await insertCode(ctx.db, {
    ...request,
    codeHash: codeHash(ctx, request.purpose, request.target, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

/**
 * Uses up the latest code sent to a target, or says why it cannot. A try is taken before the code is compared, so
 * wrong tries are counted even though the request fails, and parallel guesses cannot share one try.
 */
export async function consumeCode(ctx: AppContext, purpose: CodePurpose, target: string, code: string): Promise<void> {
  const now = ctx.clock();
  const latest = await latestCode(ctx.db, target, purpose);
  if (!latest || latest.consumedAt) throw AppError.field('code', 'code.invalid');
  if (latest.expiresAt <= now) throw AppError.field('code', 'code.expired');
  const reserved = await reserveAttempt(ctx.db, latest.id, CODE_MAX_ATTEMPTS, now);
  if (!reserved) throw AppError.field('code', 'code.tooManyAttempts');
  if (!sameHash(latest.codeHash, codeHash(ctx, purpose, target, code))) {
    throw AppError.field('code', reserved.attempts >= CODE_MAX_ATTEMPTS ? 'code.tooManyAttempts' : 'code.invalid');
  }
  if (!(await markCodeConsumed(ctx.db, latest.id, now))) throw AppError.field('code', 'code.invalid');
}
