import type { AppContext } from '../../http/context.js';
import { addLoginFailure, clearLoginFailures, failuresOf } from './queries.js';

/** After this many failed sign-ins for an account, or from an address, within the window, sign-in needs a captcha. */
export const FAILED_LOGINS_BEFORE_CAPTCHA = 3;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

const subjectsFor = (email: string, ip: string) => [`email:${email.trim().toLowerCase()}`, `ip:${ip}`];

/** Whether the next sign-in for this email or from this address needs a captcha. */
export async function loginNeedsCaptcha(ctx: AppContext, email: string, ip: string): Promise<boolean> {
  const windowStart = new Date(ctx.clock().getTime() - FAILED_LOGIN_WINDOW_MS);
  const rows = await failuresOf(ctx.db, subjectsFor(email, ip));
  return rows.some((row) => row.windowStartedAt >= windowStart && row.failures >= FAILED_LOGINS_BEFORE_CAPTCHA);
}

/** Counts a failed sign-in against the account and the address; answers whether the next one needs a captcha. */
export async function recordFailedLogin(ctx: AppContext, email: string, ip: string): Promise<boolean> {
  const now = ctx.clock();
  await addLoginFailure(ctx.db, subjectsFor(email, ip), now, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS));
  return loginNeedsCaptcha(ctx, email, ip);
}

/**
 * A successful sign-in clears the account's count. The address's count stays until its window ends: one account an
 * attacker owns must not reset the count of the address they guess other accounts from.
 */
export async function clearFailedLogins(ctx: AppContext, email: string): Promise<void> {
  await clearLoginFailures(ctx.db, [`email:${email.trim().toLowerCase()}`]);
}
