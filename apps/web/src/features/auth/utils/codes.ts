import { ApiError } from '../../../lib/api-client';

/** The server lets a new code go to the same address after 60 s (and answers 429 with the seconds left). */
export const RESEND_SECONDS = 60;

export function secondsUntilResend(sentAt: number | undefined, now = Date.now()): number {
  if (!sentAt) return 0;
  const left = Math.ceil((sentAt + RESEND_SECONDS * 1000 - now) / 1000);
  return Math.min(RESEND_SECONDS, Math.max(0, left));
}

/**
 * For a 429 "wait N seconds" answer: when the code that is still valid was sent, so the countdown
 * shows the server's wait. Undefined for any other failure.
 */
export function sentAtFromCooldown(error: unknown, now = Date.now()): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const retryAfter = (error.data as { retry_after?: unknown } | undefined)?.retry_after;
  if (typeof retryAfter !== 'number') return undefined;
  return now - (RESEND_SECONDS - retryAfter) * 1000;
}

/** The server's message for the code field, when a request failed because of the code. */
export function codeErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errors.code : undefined;
}
