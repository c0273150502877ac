import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { type CurrencyCode, type Money, parseMajor } from '../money/money.js';
import { COUNTRY_ID } from '../reference/ids.js';
import { quietPeriodDaysSchema } from '../tracking/alerts.js';
import { TAIWAN_MAX_PARCEL_GRAMS } from './constants.js';
import type { LogisticsLine } from './lines.js';
import { kilogramsSchema } from './schemas.js';

/**
 * What staff may change on a logistics line (POST/PATCH /ops/lines/:line, and its preview): prices in the line's
 * currency as decimal strings, weights in kilograms, the insurance terms and the active flag. The same schema
 * checks the console's form and the request.
 */
const configAmountSchema = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value), { error: 'validation.number' });

/**
 * A percentage from 0 to 100 with at most two decimals (the premium is kept in basis points): a number, or a decimal
 * string as the form holds it. Nothing is coerced: null, "", true, false or [] are refused, not read as 0 or 1 %.
 */
const percentageSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'validation.number' }),
    ],
    { error: 'validation.number' },
  )
  .transform(Number)
  .refine(
    (value) =>
      Number.isFinite(value) && value >= 0 && value <= 100 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    { error: 'validation.number' },
  );

export const lineChangesSchema = z.object({
  first_price: configAmountSchema.optional(),
  step_price: configAmountSchema.optional(),
  first_weight: kilogramsSchema.optional(),
  step: kilogramsSchema.optional(),
  weight_step: kilogramsSchema.optional(),
  min_chargeable: kilogramsSchema.optional(),
  max_parcel_weight: kilogramsSchema.nullable().optional(),
  max_declared: configAmountSchema.nullable().optional(),
  free_insurance: configAmountSchema.optional(),
  insurance_percentage: percentageSchema.optional(),
  max_insurance: configAmountSchema.optional(),
  /** Days without a carrier event before a shipment on the line alerts its customer. */
  quiet_period_days: quietPeriodDaysSchema.optional(),
  active: z.boolean().optional(),
  /** As the form loaded it (null: never edited by staff); a later staff edit refuses the change (409). */
  staff_edited_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type LineChangesInput = z.infer<typeof lineChangesSchema>;

/**
 * The highest price staff may type, in major units of any currency: a guard against a slipped key (and the
 * database's integer), far above any real price, declared value or insurance cap (¥ and NT$ included).
 */
export const MAX_CONFIG_AMOUNT_MAJOR = 10_000_000;

/** A configured amount in a currency, or the message key of what is wrong with it. */
export function configAmount(value: string, currency: CurrencyCode): Money | MessageKey {
  let parsed: Money;
  try {
    parsed = parseMajor(value, currency);
  } catch {
    return 'validation.number';
  }
  if (parsed.minor < 0) return 'validation.number';
  if (parsed.minor > parseMajor(MAX_CONFIG_AMOUNT_MAJOR, currency).minor) return 'config.amountTooHigh';
  return parsed;
}

export interface SettingProblem {
  /** The form field (the request's name for it). */
  field: keyof LineChangesInput;
  key: MessageKey;
}

/**
 * What is wrong with a line's settings taken together (each field on its own is the schema's job): a line that
 * charges nothing for any weight, insurance free above its own cap, a minimum charge heavier than the heaviest
 * parcel it takes, or a line to Taiwan without SPEC §9's 20 kg limit per parcel. Empty when the line may be saved.
 */
export function lineSettingsProblems(line: LogisticsLine, destinationCountryId: number): SettingProblem[] {
  const problems: SettingProblem[] = [];
  if (
    destinationCountryId === COUNTRY_ID.taiwan &&
    (line.maxParcelGrams === undefined || line.maxParcelGrams > TAIWAN_MAX_PARCEL_GRAMS)
  )
    problems.push({ field: 'max_parcel_weight', key: 'config.taiwanParcelLimit' });
  const { rateCard } = line;
  if (rateCard.firstWeightPrice.minor === 0 && rateCard.additionalWeightPrice.minor === 0)
    problems.push({ field: 'first_price', key: 'config.freeFreight' });
  if (line.freeInsurance.minor > line.maxInsurance.minor)
    problems.push({ field: 'free_insurance', key: 'config.freeInsuranceAboveMax' });
  if (line.maxParcelGrams !== undefined && line.minChargeableGrams > line.maxParcelGrams)
    problems.push({ field: 'min_chargeable', key: 'config.minChargeableAboveMax' });
  return problems;
}
