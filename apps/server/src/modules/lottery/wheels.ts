import { type Language, type LotteryWheelInput, parseAmount } from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { type PaginationQuery, pageOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { campaignExists } from '../coupons/index.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { presentCustomerWheel, presentStaffDraw, presentStaffWheel } from './presenters.js';
import { findWheel, insertPrizes, insertWheel, listPrizes, listWheels, setWheelActive, wheelDraws } from './queries.js';

/** A wheel's columns from staff's input: its dates in order, its minimum top-up in AUD, its coupon prizes real. */
async function wheelValues(ctx: AppContext, input: LotteryWheelInput) {
  const startsAt = input.starts_at ? new Date(input.starts_at) : ctx.clock();
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw AppError.field('ends_at', 'content.scheduleInvalid');
  let minTopUpAudMinor = 0;
  if (input.min_top_up !== '0' && input.min_top_up !== '') {
    const parsed = parseAmount(input.min_top_up, 'AUD');
    if (!parsed.ok)
      throw new AppError('invalid', parsed.key, { params: parsed.params, fields: { min_top_up: parsed.key } });
    minTopUpAudMinor = parsed.amount.minor;
  }
  for (const [index, prize] of input.prizes.entries())
    if (prize.kind === 'coupon' && !(await campaignExists(ctx.db, prize.coupon_template_id ?? 0)))
      throw AppError.field(`prizes.${index}.coupon_template_id`, 'coupon.templateNotFound');
  return {
    nameEn: input.name_en,
    nameCn: input.name_cn,
    nameTw: input.name_tw,
    startsAt,
    endsAt,
    minTopUpAudMinor,
    drawsPerTopUp: input.draws_per_top_up,
  };
}

/** Staff create a wheel with its prizes (POST /ops/lottery-wheels, npm run ops -- lottery-wheel). Audited. */
export async function createWheel(ctx: AppContext, actor: StaffActor, input: LotteryWheelInput) {
  const values = await wheelValues(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const wheel = await insertWheel(tx, { ...values, createdByStaffId: actor.staffId });
    const prizes = await insertPrizes(
      tx,
      input.prizes.map((prize, position) => ({
        wheelId: wheel.id,
        nameEn: prize.name_en,
        nameCn: prize.name_cn,
        nameTw: prize.name_tw,
        kind: prize.kind,
        couponTemplateId: prize.kind === 'coupon' ? (prize.coupon_template_id ?? null) : null,
        points: prize.kind === 'points' ? (prize.points ?? null) : null,
        weight: prize.weight,
        stock: prize.stock ?? null,
        position,
      })),
    );
    await recordStaffAction(tx, actor, 'lottery_wheel.create', { type: 'lottery_wheel', id: wheel.id }, { ...input });
    return presentStaffWheel(wheel, prizes);
  });
}

/**
 * An unsaved wheel as the top-up screen's wheel shows it, in each language (couponLotteryWheel's presenter, for a
 * customer with one draw): prize names, no weights or stock. Checks what creating checks, saves nothing.
 */
export async function previewWheel(ctx: AppContext, input: LotteryWheelInput) {
  const wheel = { ...(await wheelValues(ctx, input)), id: 0 };
  const prizes = input.prizes.map((prize, index) => ({
    id: index + 1,
    nameEn: prize.name_en,
    nameCn: prize.name_cn,
    nameTw: prize.name_tw,
    kind: prize.kind,
    points: prize.kind === 'points' ? (prize.points ?? null) : null,
  }));
  const wheelIn = (language: Language) => presentCustomerWheel(wheel, prizes, language, 1);
  return { en: wheelIn('en'), cn: wheelIn('cn'), tw: wheelIn('tw') };
}

export async function staffWheels(ctx: AppContext) {
  const wheels = await listWheels(ctx.db);
  return Promise.all(wheels.map(async (wheel) => presentStaffWheel(wheel, await listPrizes(ctx.db, wheel.id))));
}

/** Staff stop (or restart) a wheel: no draws while stopped; draws already earned stay. Audited. */
export async function setWheelRunning(ctx: AppContext, actor: StaffActor, id: number, active: boolean) {
  return ctx.db.transaction(async (tx) => {
    const wheel = await setWheelActive(tx, id, active);
    if (!wheel) throw new AppError('not_found', 'lottery.noWheel');
    await recordStaffAction(tx, actor, active ? 'lottery_wheel.start' : 'lottery_wheel.stop', {
      type: 'lottery_wheel',
      id,
    });
    return presentStaffWheel(wheel, await listPrizes(tx, id));
  });
}

/** The draws of a wheel with what each won, newest first, a page at a time (the wheel's audit trail). */
export async function staffDraws(ctx: AppContext, id: number, page: PaginationQuery) {
  if (!(await findWheel(ctx.db, id))) throw new AppError('not_found', 'lottery.noWheel');
  const { rows, total } = await wheelDraws(ctx.db, id, {
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  });
  return pageOf(rows.map(presentStaffDraw), total, page);
}
