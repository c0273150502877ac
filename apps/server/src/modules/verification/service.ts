import { VERIFICATION_CODE_LENGTH } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { keyedHash, newNumericCode, sameHash } from '../auth/tokens.js';
import {
  type CodePurpose,
  countCodesSince,
  insertCode,
  latestCode,
  markCodeConsumed,
  reserveAttempt,
} from './queries.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_MS = 60_000;
/**
 * Codes sent per email or phone in any 24 hours, every purpose together: enough for a customer who
 * mistypes, too few to flood someone's inbox or run up an SMS bill.
 */
export const CODE_DAILY_LIMIT_PER_TARGET = 10;
/** Codes one client address may ask for in any 24 hours, whatever the targets. */
export const CODE_DAILY_LIMIT_PER_CLIENT = 30;
const DAY_MS = 24 * 60 * 60_000;

interface CodeRequest {
  purpose: CodePurpose;
  channel: 'email' | 'sms';
  /** An email address, or a phone as +{code}{number}. */
  target: string;
  customerId: number | null;
  /** The request's client address, counted for the daily cap per client. */
  clientAddress: string | null;
}

function codeHash(ctx: AppContext, purpose: CodePurpose, target: string, code: string): string {
  return keyedHash(ctx.config.appSecret, `${purpose}:${target}:${code}`);
}

/**
 * Creates a 6-digit code (10 minutes, 5 tries). A new one for the same target waits 60 s, and a target
 * or a client address gets only so many a day.
 */
export async function issueCode(ctx: AppContext, request: CodeRequest): Promise<string> {
  const now = ctx.clock();
  const previous = await latestCode(ctx.db, request.target, request.purpose);
  if (previous) {
    const waitedMs = now.getTime() - previous.createdAt.getTime();
    if (waitedMs < CODE_RESEND_COOLDOWN_MS) {
      const seconds = Math.ceil((CODE_RESEND_COOLDOWN_MS - waitedMs) / 1000);
      throw new AppError('rate_limited', 'code.cooldown', { params: { seconds }, data: { retry_after: seconds } });
    }
  }
  const sent = await countCodesSince(ctx.db, new Date(now.getTime() - DAY_MS), request.target, request.clientAddress);
  if (sent.target >= CODE_DAILY_LIMIT_PER_TARGET || sent.client >= CODE_DAILY_LIMIT_PER_CLIENT) {
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

type CodeRow = NonNullable<Awaited<ReturnType<typeof latestCode>>>;

/** Why a code can take no more tries, or null when it can. */
function refusal(code: CodeRow | undefined, now: Date) {
  if (!code || code.consumedAt) return 'code.invalid' as const;
  if (code.attempts >= CODE_MAX_ATTEMPTS) return 'code.tooManyAttempts' as const;
  if (code.expiresAt <= now) return 'code.expired' as const;
  return null;
}

/**
 * Uses up the latest code sent to a target, or says why it cannot. Each try is taken from the code before
 * the comparison (one atomic update), so a burst of parallel guesses gets no more than CODE_MAX_ATTEMPTS
 * comparisons; a wrong try stays counted although the request fails.
 */
export async function consumeCode(ctx: AppContext, purpose: CodePurpose, target: string, code: string): Promise<void> {
  const now = ctx.clock();
  const latest = await latestCode(ctx.db, target, purpose);
  const early = refusal(latest, now);
  if (early || !latest) throw AppError.field('code', early ?? 'code.invalid');
  const reserved = await reserveAttempt(ctx.db, latest.id, CODE_MAX_ATTEMPTS, now);
  if (!reserved) {
    // Another request took the last try or used the code between our read and our update.
    const current = await latestCode(ctx.db, target, purpose);
    throw AppError.field('code', refusal(current, now) ?? 'code.invalid');
  }
  if (!sameHash(reserved.codeHash, codeHash(ctx, purpose, target, code))) {
    throw AppError.field('code', reserved.attempts >= CODE_MAX_ATTEMPTS ? 'code.tooManyAttempts' : 'code.invalid');
  }
  if (!(await markCodeConsumed(ctx.db, latest.id, now))) throw AppError.field('code', 'code.invalid');
}
