import { coversNow, type Language, type MemberCard, membershipState } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { type PaginationQuery, pageOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { presentPurchase } from './presenters.js';
import { countCardClick, countMembershipsOf, listMembershipsOf, stopRenewals } from './queries/memberships.js';

/** memberCard: the purchase that makes the customer a member now, and the next one (renewal or waiting). */
export async function memberCard(ctx: AppContext, customerId: number, language: Language): Promise<MemberCard> {
  const now = ctx.clock();
  const rows = await listMembershipsOf(ctx.db, customerId);
  const current = rows.find(({ membership }) => coversNow(membership, now));
  const next = rows.find(({ membership }) =>
    ['scheduled', 'in_review', 'pending_payment'].includes(membershipState(membership, now)),
  );
  return {
    is_member: current !== undefined,
    current: current ? presentPurchase(current.membership, current.plan, language, now) : null,
    next: next ? presentPurchase(next.membership, next.plan, language, now) : null,
  };
}

/** purchaseRecord: every purchase, newest first. */
export async function purchaseRecord(ctx: AppContext, customerId: number, query: PaginationQuery, language: Language) {
  const now = ctx.clock();
  const [rows, total] = await Promise.all([
    listMembershipsOf(ctx.db, customerId, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
    countMembershipsOf(ctx.db, customerId),
  ]);
  return pageOf(
    rows.map(({ membership, plan }) => presentPurchase(membership, plan, language, now)),
    total,
    query,
  );
}

/** unSubscribeMember: stops renewal (no reminder; nothing renews); the paid period stays until it ends. */
export async function unsubscribeMember(ctx: AppContext, customerId: number, language: Language) {
  const changed = await ctx.db.transaction((tx) => stopRenewals(tx, customerId));
  const card = await memberCard(ctx, customerId, language);
  if (changed === 0 && !card.is_member) throw new AppError('rule', 'member.notMember');
  return card;
}

/** incrementMemberCardClick/{id}: counts a tap on the customer's own membership card. */
export async function incrementMemberCardClick(ctx: AppContext, customerId: number, id: number) {
  const clicks = await countCardClick(ctx.db, customerId, id);
  if (clicks === undefined) throw new AppError('not_found', 'error.notFound');
  return { id, clicks };
}
