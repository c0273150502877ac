import type { Language } from '@parcelway/domain';
import type { LotteryDrawRow, LotteryPrizeRow, LotteryWheelRow } from '../../db/schema/index.js';

type Named = Pick<LotteryWheelRow, 'nameEn' | 'nameCn' | 'nameTw'>;

export function nameIn(row: Named, language: Language): string {
  return language === 'en' ? row.nameEn : language === 'tw' ? row.nameTw : row.nameCn;
}

export const audText = (minor: number) => (minor / 100).toFixed(2);

type ShownPrize = Pick<LotteryPrizeRow, 'id' | 'nameEn' | 'nameCn' | 'nameTw' | 'kind' | 'points'>;

/** A prize as customers see it: no weight, no stock. */
export function presentPrize(row: ShownPrize, language: Language) {
  return { id: row.id, name: nameIn(row, language), kind: row.kind, points: row.points };
}

/** The wheel as couponLotteryWheel shows it to a customer with `drawsLeft` draws. */
export function presentCustomerWheel(
  wheel: Pick<LotteryWheelRow, 'id' | 'nameEn' | 'nameCn' | 'nameTw' | 'endsAt' | 'minTopUpAudMinor' | 'drawsPerTopUp'>,
  prizes: ShownPrize[],
  language: Language,
  drawsLeft: number,
) {
  return {
    id: wheel.id,
    name: nameIn(wheel, language),
    ends_at: wheel.endsAt?.toISOString() ?? null,
    min_top_up: audText(wheel.minTopUpAudMinor),
    currency: 'AUD' as const,
    draws_per_top_up: wheel.drawsPerTopUp,
    draws_left: drawsLeft,
    prizes: prizes.map((prize) => presentPrize(prize, language)),
  };
}

export function presentStaffWheel(wheel: LotteryWheelRow, prizes: LotteryPrizeRow[]) {
  return {
    id: wheel.id,
    name_en: wheel.nameEn,
    name_cn: wheel.nameCn,
    name_tw: wheel.nameTw,
    starts_at: wheel.startsAt.toISOString(),
    ends_at: wheel.endsAt?.toISOString() ?? null,
    min_top_up: audText(wheel.minTopUpAudMinor),
    draws_per_top_up: wheel.drawsPerTopUp,
    active: wheel.active,
    prizes: prizes.map((prize) => ({
      ...presentPrize(prize, 'en'),
      weight: prize.weight,
      stock: prize.stock,
      coupon_template_id: prize.couponTemplateId,
    })),
  };
}

export function presentStaffDraw(row: LotteryDrawRow) {
  return {
    id: row.id,
    customer_id: row.customerId,
    prize_id: row.prizeId,
    kind: row.kind,
    points: row.points,
    coupon_id: row.couponId,
    created_at: row.createdAt.toISOString(),
  };
}
