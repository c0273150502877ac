import { z } from 'zod';

/**
 * Activities that reward points (ours; SPEC §2 names "share for points" on Home): each is rewarded once per
 * customer per period. `share_home`: someone else opened the customer's share link during the week.
 */
export const ACTIVITIES = {
  share_home: { points: 20, period: 'week' },
} as const;
export type ActivityCode = keyof typeof ACTIVITIES;
export const ACTIVITY_CODES = Object.keys(ACTIVITIES) as ActivityCode[];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The period a moment falls in, as a key: ISO weeks in UTC ("2026-W48"), Monday to Sunday. The period's start and
 * its next period's start come with it, so an answer can say until when the reward stays claimed.
 */
export function activityPeriod(now: Date): { key: string; startsAt: Date; endsAt: Date } {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0
  const startsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
  const endsAt = new Date(startsAt.getTime() + 7 * DAY_MS);
  // The ISO week's year is the year of its Thursday.
  const thursday = new Date(startsAt.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { key: `${year}-W${String(week).padStart(2, '0')}`, startsAt, endsAt };
}

export const activityInputSchema = z.object({ activity: z.enum(ACTIVITY_CODES as [ActivityCode, ...ActivityCode[]]) });

/** checkActivity and doActivity: where the customer stands on an activity this period. */
export const activityStatusSchema = z.object({
  activity: z.string(),
  period: z.string(),
  period_ends_at: z.string(),
  points: z.number(),
  visits: z.number(),
  rewarded: z.boolean(),
  can_claim: z.boolean(),
  reason: z.string().nullable(),
});
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

/** userShare: the customer's share link. */
export const userShareSchema = z.object({
  code: z.string(),
  path: z.string(),
  activity: z.string(),
  points: z.number(),
});

export const userShareLogSchema = z.object({
  list: z.array(z.object({ id: z.number(), visitor: z.string(), period: z.string(), created_at: z.string() })),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});

export const shareUserInfoInputSchema = z.object({ code: z.string().trim().min(4).max(40) });

/** getShareUserInfo: who shared the link (first name and a masked surname only), and whether this visit counted. */
export const shareUserInfoSchema = z.object({ name: z.string(), counted: z.boolean() });
