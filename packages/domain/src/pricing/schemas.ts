import { z } from 'zod';
import { CURRENCY_EXPONENTS, type CurrencyCode } from '../money/money.js';
import { PARCEL_ATTRIBUTES } from './lines.js';

/** What a parcel is (the calculator's "type"); its attributes (battery, liquid …) are said apart. */
export const PRODUCT_TYPES = [
  'general',
  'clothing',
  'shoesBags',
  'electronics',
  'cosmetics',
  'food',
  'health',
  'books',
  'toys',
  'household',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The most of one size and weight the calculator takes in one row. */
export const MAX_PARCEL_QUANTITY = 100;

const CURRENCY_CODES = Object.keys(CURRENCY_EXPONENTS) as [CurrencyCode, ...CurrencyCode[]];

/** Whether a number has at most `decimals` decimal places (as typed: 12.5 yes, 12.55 not for 1). */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const positiveNumber = z.coerce.number({ error: 'validation.number' }).positive();

/** A length in centimetres, up to one decimal. */
export const centimetresSchema = positiveNumber
  .max(300)
  .refine((value) => hasAtMostDecimals(value, 1), { error: 'pricing.oneDecimal' });

/** A weight in kilograms, up to three decimals. */
export const kilogramsSchema = positiveNumber
  .max(1000)
  .refine((value) => hasAtMostDecimals(value, 3), { error: 'pricing.threeDecimals' });

export const quoteParcelInputSchema = z.object({
  length: centimetresSchema,
  width: centimetresSchema,
  height: centimetresSchema,
  weight: kilogramsSchema,
  quantity: z.coerce.number().int().min(1).max(MAX_PARCEL_QUANTITY),
  product_type: z.enum(PRODUCT_TYPES),
  /** What the parcel contains that some lines refuse; an empty list is general cargo. */
  attributes: z.array(z.enum(PARCEL_ATTRIBUTES)).max(PARCEL_ATTRIBUTES.length),
});
export type QuoteParcelInput = z.infer<typeof quoteParcelInputSchema>;

const decimalAmountSchema = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value), { error: 'validation.number' });

/**
 * The freight calculator (SPEC §5): origin warehouse, destination, and each parcel's weight, quantity, length,
 * width, height, type and attributes; a declared value is optional. No line's price depends on the postcode, so
 * the postcode or address is optional too (it is taken, for a line that will one day price by zone).
 */
export const quoteInputSchema = z.object({
  store_id: z.coerce.number().int().positive(),
  country_id: z.coerce.number().int().positive(),
  postcode: z.string().trim().max(12).optional(),
  address: z.string().trim().max(200).optional(),
  parcels: z.array(quoteParcelInputSchema).min(1, { error: 'validation.required' }).max(200),
  declared_value: decimalAmountSchema.optional(),
  /** The declared value's currency; the origin warehouse's when absent. */
  declared_currency: z.enum(CURRENCY_CODES).optional(),
  /** Quote loss insurance on the declared value. */
  insured: z.boolean().optional(),
  /** Answer in this currency; the origin warehouse's when absent. */
  currency: z.enum(CURRENCY_CODES).optional(),
  /** The shop already charged the destination's GST / low-value goods tax (Australia, New Zealand, Malaysia). */
  shop_charged_tax: z.boolean().optional(),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** Centimetres (≤ 1 decimal) as whole millimetres. */
export function centimetresToMm(value: number): number {
  return Math.round(value * 10);
}

/** Kilograms (≤ 3 decimals) as whole grams. */
export function kilogramsToGrams(value: number): number {
  return Math.round(value * 1000);
}
