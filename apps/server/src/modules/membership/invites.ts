import {
  formatMajor,
  INVITE_REWARD_POINTS,
  inviteQualifies,
  inviteTaskStatus,
  type Language,
  type Money,
  type RatesPerAud,
  REFERRAL_MINIMUM_SPEND,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../http/context.js';
import { type PaginationQuery, pageOf } from '../../http/envelope.js';
import { pointsHeld, postPointEntry } from '../payments/index.js';
import {
  addressesOf,
  countDoneInvites,
  countFriends,
  findInviteCode,
  findInviter,
  findRewardOfWaybill,
  findStandingReward,
  friendsWithShipments,
  insertRewardOnce,
  markRewardReversed,
  pageFriends,
  standingRewardsOf,
} from './queries/invites.js';

/** The purpose the reward's ledger entries name; their target is the friend's qualifying shipment. */
export const INVITE_PURPOSE = 'invite';

/** friend: the customer's invite code and link, the reward's terms and how many friends came. */
export async function inviteInfo(ctx: AppContext, customerId: number) {
  const [code, invited, done] = await Promise.all([
    findInviteCode(ctx.db, customerId),
    countFriends(ctx.db, customerId),
    countDoneInvites(ctx.db, customerId),
  ]);
  const inviteCode = code ?? '';
  return {
    invite_code: inviteCode,
    invite_link: `${ctx.config.payments.publicUrl}/#/pages/login/sign?invite=${encodeURIComponent(inviteCode)}`,
    reward_points: INVITE_REWARD_POINTS,
    minimum_spend: formatMajor(REFERRAL_MINIMUM_SPEND),
    minimum_spend_currency: REFERRAL_MINIMUM_SPEND.currency,
    invited,
    done,
  };
}

/** inviteRecord: each friend with registration time and task status (SPEC §3). */
export async function inviteRecord(ctx: AppContext, customerId: number, query: PaginationQuery, language: Language) {
  const [friends, total] = await Promise.all([
    pageFriends(ctx.db, customerId, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
    countFriends(ctx.db, customerId),
  ]);
  const ids = friends.map((friend) => friend.id);
  const [rewards, shipping] = await Promise.all([standingRewardsOf(ctx.db, ids), friendsWithShipments(ctx.db, ids)]);
  const rewardOf = new Map(rewards.map((reward) => [reward.friendId, reward]));
  return pageOf(
    friends.map((friend) => {
      const reward = rewardOf.get(friend.id);
      const status = inviteTaskStatus(reward && { refused: reward.refusedReason !== null }, shipping.has(friend.id));
      return {
        customer_id: friend.id,
        name: `${friend.firstName} ${friend.lastName.slice(0, 1)}`.trim(),
        registered_at: friend.createdAt.toISOString(),
        task_status: status,
        task_status_name: translate(language, `invite.task.${status}`),
        reward_points: reward && reward.refusedReason === null ? reward.points : 0,
        rewarded_at: reward && reward.refusedReason === null ? reward.createdAt.toISOString() : null,
      };
    }),
    total,
    query,
  );
}

const addressKey = (address: { countryId: number; postcode: string; address: string }) =>
  `${address.countryId}|${address.postcode.replace(/\s+/g, '').toLowerCase()}|${address.address
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')}`;

export interface PaidShipment {
  friendId: number;
  waybillId: number;
  shipmentNo: string;
  /** What the friend paid for the shipment (less coupon and points), in its currency. */
  paid: Money;
  recipient: { country_id: number; postcode: string; address: string };
}

/**
 * A friend's shipment was paid (inside the payment's transaction): when the friend was invited, has no standing
 * reward and paid at least AU$20 (at `rates`, those the payment was charged at), both receive INVITE_REWARD_POINTS
 * in the points ledger with the reason. The friend's row in invite_rewards is unique while standing, so of parallel
 * payment notifications exactly one rewards; an invitation between accounts that ship to the same address is recorded
 * as refused, without points.
 */
export async function rewardInviteForPayment(tx: Database, shipment: PaidShipment, rates: RatesPerAud) {
  const inviterId = await findInviter(tx, shipment.friendId);
  if (inviterId === null || inviterId === shipment.friendId) return false;
  if (await findStandingReward(tx, shipment.friendId)) return false;
  if (!inviteQualifies(shipment.paid, rates)) return false;
  const inviterAddresses = new Set((await addressesOf(tx, inviterId)).map(addressKey));
  const shared = inviterAddresses.has(
    addressKey({
      countryId: shipment.recipient.country_id,
      postcode: shipment.recipient.postcode,
      address: shipment.recipient.address,
    }),
  );
  const inserted = await insertRewardOnce(tx, {
    inviterId,
    friendId: shipment.friendId,
    waybillId: shipment.waybillId,
    points: shared ? 0 : INVITE_REWARD_POINTS,
    refusedReason: shared ? 'invite.sameAddress' : null,
  });
  if (!inserted || shared) return false;
  const context = { purpose: INVITE_PURPOSE, targetId: shipment.waybillId, reference: shipment.shipmentNo };
  await postPointEntry(tx, inviterId, 'points_invite', INVITE_REWARD_POINTS, context);
  await postPointEntry(tx, shipment.friendId, 'points_invite', INVITE_REWARD_POINTS, context);
  return true;
}

/**
 * The friend's qualifying shipment was cancelled before dispatch: the reward is taken back from both (never more
 * than each still holds: points already spent stay spent), once, and the invitation waits again.
 */
export async function reverseInviteReward(tx: Database, waybillId: number, now: Date) {
  const reward = await findRewardOfWaybill(tx, waybillId);
  if (!reward || reward.refusedReason !== null) return false;
  if (!(await markRewardReversed(tx, reward.id, now))) return false;
  const context = { purpose: INVITE_PURPOSE, targetId: waybillId, reference: `#${waybillId}` };
  for (const customerId of [reward.inviterId, reward.friendId]) {
    const held = await pointsHeld(tx, customerId);
    const points = Math.min(reward.points, held);
    if (points > 0) await postPointEntry(tx, customerId, 'points_invite_reversed', -points, context);
  }
  return true;
}
