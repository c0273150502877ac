import { z } from 'zod';
import type { Money } from '../money/money.js';
import { convertWithRates, type RatesPerAud } from '../pricing/rates.js';
import { pageSchema } from '../responses.js';

/** What a prize on the lottery wheel gives: a campaign's coupon, points, or nothing ("thanks for playing"). */
export const LOTTERY_PRIZE_KINDS = ['coupon', 'points', 'none'] as const;
export type LotteryPrizeKind = (typeof LOTTERY_PRIZE_KINDS)[number];

export interface WeightedPrize {
  readonly id: number;
  readonly weight: number;
  /** Null: unlimited. */
  readonly stock: number | null;
}

/**
 * Picks a prize in proportion to its weight among those with stock left; `roll` is a whole number in
 * [0, total weight of those prizes). Null when no prize has stock.
 */
export function pickPrize<T extends WeightedPrize>(prizes: readonly T[], roll: number): T | null {
  const open = prizes.filter((prize) => prize.weight > 0 && (prize.stock === null || prize.stock > 0));
  let left = roll;
  for (const prize of open) {
    if (left < prize.weight) return prize;
    left -= prize.weight;
  }
  return null;
}

/** The total weight `pickPrize` rolls against. */
export function openWeight(prizes: readonly WeightedPrize[]): number {
  return prizes
    .filter((prize) => prize.weight > 0 && (prize.stock === null || prize.stock > 0))
    .reduce((sum, prize) => sum + prize.weight, 0);
}

/**
 * The draws a credited top-up earns on a wheel (ours, SPEC §2 lists the draw on the top-up screen): the wheel's
 * draws per top-up when the top-up, in AUD at the day's rates, reaches the wheel's minimum; else none.
 */
export function drawsForTopUp(
  amount: Money,
  wheel: { minTopUpAudMinor: number; drawsPerTopUp: number },
  rates: RatesPerAud = {},
): number {
  const aud = convertWithRates(amount, 'AUD', rates);
  return aud.minor >= wheel.minTopUpAudMinor ? wheel.drawsPerTopUp : 0;
}

const names = {
  name_en: z.string().trim().min(1).max(60),
  name_cn: z.string().trim().min(1).max(60),
  name_tw: z.string().trim().min(1).max(60),
};

export const lotteryPrizeInputSchema = z
  .object({
    ...names,
    kind: z.enum(LOTTERY_PRIZE_KINDS),
    coupon_template_id: z.number().int().positive().optional(),
    points: z.number().int().positive().max(1_000_000).optional(),
    weight: z.number().int().positive().max(1_000_000),
    stock: z.number().int().min(0).max(10_000_000).optional(),
  })
  .refine((prize) => prize.kind !== 'coupon' || prize.coupon_template_id !== undefined, {
    path: ['coupon_template_id'],
    message: 'lottery.prizeNeedsCoupon',
  })
  .refine((prize) => prize.kind !== 'points' || prize.points !== undefined, {
    path: ['points'],
    message: 'lottery.prizeNeedsPoints',
  });
export type LotteryPrizeInput = z.infer<typeof lotteryPrizeInputSchema>;

/** Staff create a wheel with its prizes (POST /ops/lottery-wheels, npm run ops -- lottery-wheel). */
export const lotteryWheelInputSchema = z.object({
  ...names,
  starts_at: z.iso.datetime({ offset: true }).optional(),
  ends_at: z.iso.datetime({ offset: true }).optional(),
  /** The least top-up, in AUD, that earns draws. */
  min_top_up: z.string().trim().max(20).default('0'),
  draws_per_top_up: z.number().int().min(1).max(100).default(1),
  prizes: z.array(lotteryPrizeInputSchema).min(1).max(20),
});
export type LotteryWheelInput = z.infer<typeof lotteryWheelInputSchema>;

export const lotteryPrizeSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(LOTTERY_PRIZE_KINDS),
  points: z.number().nullable(),
  /** Only in the staff view: customers see the wheel, not the stock. */
  stock: z.number().nullable().optional(),
  weight: z.number().optional(),
});

/** A wheel as the top-up screen shows it: its name, what earns draws, the customer's draws left, the prizes. */
export const customerWheelSchema = z.object({
  id: z.number(),
  name: z.string(),
  ends_at: z.string().nullable(),
  min_top_up: z.string(),
  currency: z.literal('AUD'),
  draws_per_top_up: z.number(),
  draws_left: z.number(),
  prizes: z.array(lotteryPrizeSchema),
});
export type CustomerWheel = z.infer<typeof customerWheelSchema>;

/** Staff: an unsaved wheel as customers will see it, in each language. */
export const lotteryWheelPreviewSchema = z.object({
  en: customerWheelSchema,
  cn: customerWheelSchema,
  tw: customerWheelSchema,
});
export type LotteryWheelPreview = z.infer<typeof lotteryWheelPreviewSchema>;

/** couponLotteryWheel: the wheel running now and the customer's draws left, or null. */
export const lotteryWheelSchema = z.object({
  wheel: customerWheelSchema.nullable(),
  draws: z.array(
    z.object({
      id: z.number(),
      prize_id: z.number(),
      prize: z.string(),
      kind: z.enum(LOTTERY_PRIZE_KINDS),
      created_at: z.string(),
    }),
  ),
});
export type LotteryWheelView = z.infer<typeof lotteryWheelSchema>;

export const drawLotteryInputSchema = z.object({ wheel_id: z.number().int().positive() });

/** drawLotteryAction: what the draw won (with the coupon when one), and the draws left. */
export const lotteryDrawResultSchema = z.object({
  id: z.number(),
  prize_id: z.number(),
  prize: z.string(),
  kind: z.enum(LOTTERY_PRIZE_KINDS),
  points: z.number().nullable(),
  coupon_id: z.number().nullable(),
  draws_left: z.number(),
  created_at: z.string(),
});
export type LotteryDrawResult = z.infer<typeof lotteryDrawResultSchema>;

export const staffLotteryWheelSchema = z.object({
  id: z.number(),
  name_en: z.string(),
  name_cn: z.string(),
  name_tw: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  min_top_up: z.string(),
  draws_per_top_up: z.number(),
  active: z.boolean(),
  prizes: z.array(lotteryPrizeSchema.extend({ coupon_template_id: z.number().nullable() })),
});

/** A page of a wheel's draws for staff, newest first. */
export const staffLotteryDrawsSchema = pageSchema(
  z.object({
    id: z.number(),
    customer_id: z.number(),
    prize_id: z.number(),
    kind: z.enum(LOTTERY_PRIZE_KINDS),
    points: z.number().nullable(),
    coupon_id: z.number().nullable(),
    created_at: z.string(),
  }),
);
