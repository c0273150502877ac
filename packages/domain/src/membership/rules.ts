import type { MessageKey } from '../i18n/messages.js';
import type { Money } from '../money/money.js';
import { REFERRAL_MINIMUM_SPEND } from '../pricing/constants.js';
import { convertWithRates, type RatesPerAud } from '../pricing/rates.js';

/** How long a plan runs per purchase. */
export const MEMBERSHIP_PERIODS = ['month', 'year'] as const;
export type MembershipPeriod = (typeof MEMBERSHIP_PERIODS)[number];

/**
 * A purchase (SPEC §4 membership purchase): a transfer waits `in_review` until staff approve (`active`) or reject
 * (`review_failed`); a card waits `pending_payment` until its provider answers (`active` or `failed`); a balance
 * purchase is `active` at once.
 */
export const MEMBERSHIP_STATUSES = ['pending_payment', 'in_review', 'active', 'review_failed', 'failed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** What a purchase is now, with its dates: an active purchase is `scheduled` before it starts and `expired` after. */
export const MEMBERSHIP_STATES = [...MEMBERSHIP_STATUSES, 'scheduled', 'expired'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** Days before the end of a paid period the renewal reminder goes out (our choice; SPEC names the mail only). */
export const MEMBERSHIP_RENEWAL_REMINDER_DAYS = 7;

/** A member may buy the next period only within this many days of the current one ending (our choice). */
export const MEMBERSHIP_RENEWAL_WINDOW_DAYS = 7;

/** Points each of the two customers receives when an invitation is done (our choice: AU$5 in points each). */
export const INVITE_REWARD_POINTS = 500;

/**
 * SPEC §4 friend invitation: signed up → waiting for the friend to spend the threshold → done; `refused` when the
 * two accounts turned out to share an address or phone (no reward).
 */
export const INVITE_TASK_STATUSES = ['signed_up', 'waiting', 'done', 'refused'] as const;
export type InviteTaskStatus = (typeof INVITE_TASK_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a period starting at `start`: the same time one calendar month or year later (UTC, clamped to month end). */
export function periodEnd(start: Date, period: MembershipPeriod): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (period === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export interface MembershipDates {
  readonly status: MembershipStatus;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
}

/** A purchase's state at `now`. */
export function membershipState(row: MembershipDates, now: Date): MembershipState {
  if (row.status !== 'active' || !row.startsAt || !row.endsAt) return row.status;
  if (now.getTime() < row.startsAt.getTime()) return 'scheduled';
  if (now.getTime() >= row.endsAt.getTime()) return 'expired';
  return 'active';
}

/** Whether a purchase makes its customer a member at `now`. */
export function coversNow(row: MembershipDates, now: Date): boolean {
  return membershipState(row, now) === 'active';
}

/**
 * Why a customer may not buy now, given their purchases: one waiting for review or payment blocks another
 * ('member.purchaseInReview'); a renewal already bought blocks a second ('member.alreadyRenewed'); a period that
 * ends more than MEMBERSHIP_RENEWAL_WINDOW_DAYS away blocks buying ('member.alreadyMember'). Undefined when free.
 */
export function purchaseProblem(purchases: readonly MembershipDates[], now: Date): MessageKey | undefined {
  if (purchases.some((row) => row.status === 'in_review' || row.status === 'pending_payment'))
    return 'member.purchaseInReview';
  const states = purchases.map((row) => ({ row, state: membershipState(row, now) }));
  if (states.some(({ state }) => state === 'scheduled')) return 'member.alreadyRenewed';
  const current = states.find(({ state }) => state === 'active');
  if (current?.row.endsAt && current.row.endsAt.getTime() - now.getTime() > MEMBERSHIP_RENEWAL_WINDOW_DAYS * DAY_MS)
    return 'member.alreadyMember';
  return undefined;
}

/** When a new paid period starts: at the end of the last active or scheduled one, else now. */
export function nextPeriodStart(purchases: readonly MembershipDates[], now: Date): Date {
  let start = now;
  for (const row of purchases) {
    if (row.status === 'active' && row.endsAt && row.endsAt.getTime() > start.getTime()) start = row.endsAt;
  }
  return start;
}

/** Whether a paid shipment completes an invitation: at least AU$20 (REFERRAL_MINIMUM_SPEND) at the day's rates. */
export function inviteQualifies(paid: Money, rates: RatesPerAud): boolean {
  return convertWithRates(paid, 'AUD', rates).minor >= REFERRAL_MINIMUM_SPEND.minor;
}

/** The invitation's task status: done once rewarded (refused when refused); waiting while the friend has a shipment; else signed up. */
export function inviteTaskStatus(
  reward: { readonly refused: boolean } | undefined,
  friendHasShipment: boolean,
): InviteTaskStatus {
  if (reward) return reward.refused ? 'refused' : 'done';
  return friendHasShipment ? 'waiting' : 'signed_up';
}
