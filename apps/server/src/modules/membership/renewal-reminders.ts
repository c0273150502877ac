import { calendarDate, MEMBERSHIP_RENEWAL_REMINDER_DAYS, pickLanguage } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { sendAccountMail } from '../notifications/index.js';
import { planName } from './presenters.js';
import { claimRenewalReminder, membershipsEndingBefore } from './queries/memberships.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * The renewal reminder: each paid period that ends within MEMBERSHIP_RENEWAL_REMINDER_DAYS, still set to renew (not
 * unsubscribed), is announced once by mail (the claim and the message commit together). Safe to run any number of
 * times and on several servers. Answers how many reminders were queued.
 */
export async function sendRenewalReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const until = new Date(now.getTime() + MEMBERSHIP_RENEWAL_REMINDER_DAYS * DAY_MS);
  const candidates = await membershipsEndingBefore(ctx.db, now, until, BATCH);
  let sent = 0;
  for (const { membership, plan, email, firstName, language: stored } of candidates) {
    if (!membership.endsAt) continue;
    const endsAt = membership.endsAt;
    const language = pickLanguage(stored);
    const queued = await ctx.db.transaction(async (tx) => {
      if (!(await claimRenewalReminder(tx, membership.id, now))) return false;
      await sendAccountMail(
        tx,
        {
          to: email,
          customerId: membership.customerId,
          language,
          kind: 'member_renewal',
          params: { name: firstName, plan: planName(language, plan), end: calendarDate(endsAt) },
        },
        now,
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
