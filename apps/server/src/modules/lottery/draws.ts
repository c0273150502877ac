import { randomInt } from 'node:crypto';
import { type Language, openWeight, pickPrize } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { LotteryPrizeRow, LotteryWheelRow } from '../../db/schema/index.js';
import type { AppContext, AppServices } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { grantPrizeCoupon } from '../coupons/index.js';
import { notify } from '../notifications/index.js';
import { postPointEntry } from '../payments/index.js';
import { nameIn, presentCustomerWheel } from './presenters.js';
import {
  customerDraws,
  drawsLeft,
  findWheel,
  insertDraw,
  listPrizes,
  runningWheels,
  takePrize,
  useDraw,
} from './queries.js';

export const LOTTERY_PURPOSE = 'lottery_draw';

function isRunning(wheel: LotteryWheelRow, now: Date) {
  return (
    wheel.active &&
    wheel.startsAt.getTime() <= now.getTime() &&
    (!wheel.endsAt || wheel.endsAt.getTime() > now.getTime())
  );
}

/** couponLotteryWheel: the newest running wheel, its prizes, the customer's draws left and their last draws. */
export async function lotteryWheel(ctx: AppContext, customerId: number, language: Language) {
  const [wheel] = await runningWheels(ctx.db, ctx.clock());
  if (!wheel) return { wheel: null, draws: [] };
  const [prizes, left, draws] = await Promise.all([
    listPrizes(ctx.db, wheel.id),
    drawsLeft(ctx.db, wheel.id, customerId),
    customerDraws(ctx.db, wheel.id, customerId, 20),
  ]);
  const byId = new Map(prizes.map((prize) => [prize.id, prize]));
  return {
    wheel: presentCustomerWheel(wheel, prizes, language, left),
    draws: draws.map((draw) => {
      const prize = byId.get(draw.prizeId);
      return {
        id: draw.id,
        prize_id: draw.prizeId,
        prize: prize ? nameIn(prize, language) : '',
        kind: draw.kind,
        created_at: draw.createdAt.toISOString(),
      };
    }),
  };
}

/**
 * drawLotteryAction: one draw, in one transaction. A draw left is used (the customer's row on the wheel locked, so
 * their parallel draws take turns and never use more than they earned); a prize is picked by weight among those
 * with stock and one taken from its stock by a conditional update (when a parallel draw took the last one first,
 * it is left out and the pick is made again); the prize is given (a coupon, or points on the ledger) and the draw
 * recorded. When nothing is left to win the whole draw is undone, so the customer keeps their draw. Runs in the
 * caller's transaction, so the route's Idempotency-Key is stored with the draw: a replay answers the same prize.
 */
export async function drawLottery(
  tx: Database,
  ctx: AppServices,
  customerId: number,
  wheelId: number,
  language: Language,
) {
  const now = ctx.clock();
  const wheel = await findWheel(tx, wheelId);
  if (!wheel || !isRunning(wheel, now)) throw new AppError('not_found', 'lottery.noWheel');
  const entitlement = await useDraw(tx, wheel.id, customerId);
  if (!entitlement) throw new AppError('rule', 'lottery.noDraws');
  let prizes: LotteryPrizeRow[] = await listPrizes(tx, wheel.id);
  for (;;) {
    const total = openWeight(prizes);
    const prize = total > 0 ? pickPrize(prizes, randomInt(total)) : null;
    if (!prize) throw new AppError('conflict', 'lottery.empty');
    if (!(await takePrize(tx, prize.id))) {
      prizes = prizes.map((row) => (row.id === prize.id ? { ...row, stock: 0 } : row));
      continue;
    }
    const coupon =
      prize.kind === 'coupon' && prize.couponTemplateId !== null
        ? await grantPrizeCoupon(tx, customerId, prize.couponTemplateId, now)
        : null;
    const points = prize.kind === 'points' ? prize.points : null;
    const draw = await insertDraw(tx, {
      wheelId: wheel.id,
      customerId,
      prizeId: prize.id,
      kind: prize.kind,
      points,
      couponId: coupon?.id ?? null,
    });
    if (points)
      await postPointEntry(tx, customerId, 'points_prize', points, {
        purpose: LOTTERY_PURPOSE,
        targetId: draw.id,
        reference: `#${draw.id}`,
      });
    // The wheel shows the prize at once; a mail (and SMS) per the customer's settings keeps the news of a real prize.
    if (coupon || points)
      await notify(tx, { customerId, kind: 'lottery_prize', data: { prize, kind: coupon ? 'coupon' : 'points' } }, now);
    return {
      id: draw.id,
      prize_id: prize.id,
      prize: nameIn(prize, language),
      kind: prize.kind,
      points,
      coupon_id: draw.couponId,
      draws_left: entitlement.earned - entitlement.used,
      created_at: draw.createdAt.toISOString(),
    };
  }
}
