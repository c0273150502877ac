import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { CURRENCY_EXPONENTS, type CurrencyCode, formatMajor, type Money, money, parseMajor } from '../money/money.js';
import { isPayCurrency, isPaymentMethodCode, type PayCurrency, type PaymentMethodCode } from './methods.js';

/**
 * Top-up limits per pay currency (ours; SPEC gives none): round figures worth about AU$10 at least and
 * AU$10,000 at most in one top-up, the range card providers and bank review handle without extra checks.
 */
export const TOP_UP_LIMITS: Readonly<Record<PayCurrency, { min: Money; max: Money }>> = {
  AUD: { min: money(1_000, 'AUD'), max: money(1_000_000, 'AUD') },
  NZD: { min: money(1_000, 'NZD'), max: money(1_000_000, 'NZD') },
  SGD: { min: money(1_000, 'SGD'), max: money(1_000_000, 'SGD') },
  CAD: { min: money(1_000, 'CAD'), max: money(1_000_000, 'CAD') },
  MYR: { min: money(3_000, 'MYR'), max: money(3_000_000, 'MYR') },
  CNY: { min: money(5_000, 'CNY'), max: money(5_000_000, 'CNY') },
  HKD: { min: money(5_000, 'HKD'), max: money(5_000_000, 'HKD') },
  TWD: { min: money(20_000, 'TWD'), max: money(20_000_000, 'TWD') },
  JPY: { min: money(1_000, 'JPY'), max: money(1_000_000, 'JPY') },
};

export interface TopUpActivitySeed {
  /** Stable id (the seed upserts by it). */
  readonly id: number;
  readonly threshold: Money;
  readonly bonus: Money;
}

/**
 * Top-up offers (chargeActivityList), ours: top up AU$200 get AU$5, AU$500 get AU$25, AU$1000 get AU$60
 * (2.5 %, 5 %, 6 %), written in each pay currency at round figures rather than converted to odd cents,
 * so they read like a price list. Each bonus is granted once per customer (SPEC §9).
 */
const TIERS: Readonly<Record<PayCurrency, readonly [string, string][]>> = {
  AUD: [
    ['200', '5'],
    ['500', '25'],
    ['1000', '60'],
  ],
  NZD: [
    ['200', '5'],
    ['500', '25'],
    ['1000', '60'],
  ],
  SGD: [
    ['200', '5'],
    ['500', '25'],
    ['1000', '60'],
  ],
  CAD: [
    ['200', '5'],
    ['500', '25'],
    ['1000', '60'],
  ],
  MYR: [
    ['600', '15'],
    ['1500', '75'],
    ['3000', '180'],
  ],
  CNY: [
    ['1000', '25'],
    ['2500', '125'],
    ['5000', '300'],
  ],
  HKD: [
    ['1000', '25'],
    ['2500', '125'],
    ['5000', '300'],
  ],
  TWD: [
    ['4000', '100'],
    ['10000', '500'],
    ['20000', '1200'],
  ],
  JPY: [
    ['20000', '500'],
    ['50000', '2500'],
    ['100000', '6000'],
  ],
};

export const TOP_UP_ACTIVITIES: readonly TopUpActivitySeed[] = (Object.keys(TIERS) as PayCurrency[]).flatMap(
  (currency, currencyIndex) =>
    TIERS[currency].map(([threshold, bonus], tierIndex) => ({
      id: currencyIndex * 10 + tierIndex + 1,
      threshold: parseMajor(threshold, currency),
      bonus: parseMajor(bonus, currency),
    })),
);

/** "AUD 50.00" for a message. */
export function amountText(value: Money): string {
  return `${value.currency} ${formatMajor(value)}`;
}

export type ParsedAmount =
  | { ok: true; amount: Money }
  | { ok: false; key: MessageKey; params: Record<string, string | number> };

/** A decimal amount typed by a customer, in a currency: positive, with no more decimals than the currency has. */
export function parseAmount(text: string | number, currency: CurrencyCode): ParsedAmount {
  const decimals = CURRENCY_EXPONENTS[currency];
  try {
    const amount = parseMajor(String(text).trim(), currency);
    if (amount.minor > 0) return { ok: true, amount };
  } catch {
    // refused below
  }
  return { ok: false, key: 'payment.amountInvalid', params: { decimals } };
}

/** Why a top-up of `amount` (and the offer chosen, if any) is refused, or null. */
export function topUpProblem(
  amount: Money,
  activity?: { threshold: Money; active: boolean } | null,
): { key: MessageKey; params: Record<string, string | number> } | null {
  if (!isPayCurrency(amount.currency))
    return { key: 'payment.unsupportedCurrency', params: { currency: amount.currency } };
  const limits = TOP_UP_LIMITS[amount.currency];
  if (amount.minor < limits.min.minor)
    return { key: 'topUp.belowMinimum', params: { minimum: amountText(limits.min) } };
  if (amount.minor > limits.max.minor)
    return { key: 'topUp.aboveMaximum', params: { maximum: amountText(limits.max) } };
  if (activity) {
    if (!activity.active) return { key: 'topUp.activityClosed', params: {} };
    if (activity.threshold.currency !== amount.currency)
      return { key: 'topUp.activityCurrency', params: { currency: activity.threshold.currency } };
    if (amount.minor < activity.threshold.minor)
      return { key: 'topUp.belowActivity', params: { minimum: amountText(activity.threshold) } };
  }
  return null;
}

const amountInput = z.union([z.string().trim().max(20), z.number()]).transform(String);

/**
 * chargeActionNew (SPEC §7): the amount in a pay currency, the method, the offer (optional), the rules
 * agreement (SPEC §5: ticked first), the transfer screenshot for a bank transfer, the shopper name for DuitNow.
 */
export const topUpInputSchema = z.object({
  amount: amountInput,
  currency: z.string().trim().toUpperCase().refine(isPayCurrency, { error: 'payment.selectOption' }),
  method: z
    .string({ error: 'payment.selectOption' })
    .trim()
    .refine((value): value is PaymentMethodCode => isPaymentMethodCode(value), { error: 'payment.selectOption' }),
  activity_id: z.coerce.number().int().positive().nullish(),
  agree: z.boolean({ error: 'payment.agreeRules' }).refine((agreed) => agreed, { error: 'payment.agreeRules' }),
  /** The transfer screenshot: a link or id of a bank_proof upload (bank transfer only). */
  proof: z.string().trim().max(500).optional(),
  shopper_name: z.string().trim().max(100).optional(),
});
export type TopUpInput = z.input<typeof topUpInputSchema>;
export type TopUpRequest = z.output<typeof topUpInputSchema>;
