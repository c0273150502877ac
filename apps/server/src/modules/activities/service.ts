import { createHmac, randomInt } from 'node:crypto';
import { ACTIVITIES, type ActivityCode, activityPeriod, type Language, translate } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { postPointEntry } from '../payments/index.js';
import { findProfile } from '../users/index.js';
import {
  countVisits,
  ensureShareLink,
  findReward,
  findShareLinkByCode,
  findShareLinkOf,
  insertReward,
  insertVisit,
  pageVisits,
} from './queries.js';

export const ACTIVITY_PURPOSE = 'activity';
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Who is visiting: the signed-in customer, else their browser as a keyed hash (never the address itself). */
export interface Visitor {
  customerId: number | null;
  ip: string;
  userAgent: string;
}

export function fingerprintOf(ctx: AppContext, visitor: Pick<Visitor, 'ip' | 'userAgent'>): string {
  return createHmac('sha256', ctx.config.appSecret).update(`share|${visitor.ip}|${visitor.userAgent}`).digest('hex');
}

/** userShare: the customer's share link (made on first ask), the activity it serves and its points. */
export async function userShare(ctx: AppContext, customerId: number, visitor: Visitor) {
  const existing = await findShareLinkOf(ctx.db, customerId);
  const link = await ensureShareLink(ctx.db, customerId, existing?.code ?? newCode(), fingerprintOf(ctx, visitor));
  return {
    code: link.code,
    path: `/pages/index/index?share=${link.code}`,
    activity: 'share_home',
    points: ACTIVITIES.share_home.points,
  };
}

/**
 * getShareUserInfo: someone opened a share link. The visit counts once per visitor and period, and only when the
 * visitor is someone else: not the sharer signed in, not the sharer's own browser signed out, and not a reload.
 */
export async function shareUserInfo(ctx: AppContext, code: string, visitor: Visitor) {
  const link = await findShareLinkByCode(ctx.db, code.trim().toUpperCase());
  if (!link) throw AppError.field('code', 'share.unknown');
  const profile = await findProfile(ctx.db, link.customerId);
  const first = profile?.customer.firstName ?? '';
  const last = profile?.customer.lastName ?? '';
  const name = `${first} ${last.slice(0, 1)}${last ? '.' : ''}`.trim();
  const fingerprint = fingerprintOf(ctx, visitor);
  const own =
    visitor.customerId === link.customerId || (visitor.customerId === null && fingerprint === link.ownerFingerprint);
  if (own) return { name, counted: false };
  const counted = await insertVisit(ctx.db, {
    sharerId: link.customerId,
    visitorKey: visitor.customerId === null ? `f:${fingerprint}` : `c:${visitor.customerId}`,
    visitorCustomerId: visitor.customerId,
    period: activityPeriod(ctx.clock()).key,
  });
  return { name, counted };
}

/** userShareLog: the counted visits to the customer's link, newest first (who, only as signed in or not). */
export async function userShareLog(ctx: AppContext, customerId: number, query: { page: number; perPage: number }) {
  const { rows, total } = await pageVisits(ctx.db, customerId, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      visitor: row.visitorCustomerId === null ? 'guest' : 'customer',
      period: row.period,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}

/** checkActivity: where the customer stands on an activity this period, and why they cannot claim when so. */
export async function checkActivity(ctx: AppContext, customerId: number, activity: ActivityCode, language: Language) {
  const period = activityPeriod(ctx.clock());
  const [visits, reward] = await Promise.all([
    countVisits(ctx.db, customerId, period.key),
    findReward(ctx.db, customerId, activity, period.key),
  ]);
  const reason = reward ? 'activity.alreadyRewarded' : visits === 0 ? 'activity.shareNoVisit' : null;
  return {
    activity,
    period: period.key,
    period_ends_at: period.endsAt.toISOString(),
    points: ACTIVITIES[activity].points,
    visits,
    rewarded: reward !== undefined,
    can_claim: reason === null,
    reason: reason ? translate(language, reason) : null,
  };
}

/**
 * doActivity: the activity's points, once per period: the reward row (whose key is customer, activity and period)
 * and the points entry commit together, so parallel claims give the points once.
 */
export async function doActivity(ctx: AppContext, customerId: number, activity: ActivityCode, language: Language) {
  const period = activityPeriod(ctx.clock());
  const points = ACTIVITIES[activity].points;
  if ((await countVisits(ctx.db, customerId, period.key)) === 0) throw new AppError('rule', 'activity.shareNoVisit');
  await ctx.db.transaction(async (tx) => {
    if (!(await insertReward(tx, { customerId, activity, period: period.key, points })))
      throw new AppError('conflict', 'activity.alreadyRewarded');
    await postPointEntry(tx, customerId, 'points_activity', points, {
      purpose: ACTIVITY_PURPOSE,
      reference: `${activity} ${period.key}`,
    });
  });
  return checkActivity(ctx, customerId, activity, language);
}
