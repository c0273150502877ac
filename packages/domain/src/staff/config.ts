import { z } from 'zod';
import { extraServiceSchema } from '../catalogue/responses.js';
import { lineChangesSchema } from '../pricing/line-settings.js';
import { publicLineSchema, quotedLineSchema, unavailableLineSchema } from '../pricing/responses.js';
import { centimetresSchema, kilogramsSchema } from '../pricing/schemas.js';
import { warehouseAddressSchema } from '../reference/responses.js';

/**
 * The configuration screens of the staff console: logistics lines, extra-service prices and warehouse addresses,
 * each with a preview of what customers will see, computed by the server with the unsaved values.
 */

/** POST /ops/lines/:line/preview: proposed changes and the sample parcels to quote (1 kg and 5 kg by default). */
export const linePreviewInputSchema = lineChangesSchema.omit({ staff_edited_at: true }).extend({
  sample_weights: z.array(kilogramsSchema).min(1).max(5).optional(),
  sample_size: z.object({ length: centimetresSchema, width: centimetresSchema, height: centimetresSchema }).optional(),
});
export type LinePreviewInput = z.infer<typeof linePreviewInputSchema>;

/** The line as one customer quote shows it: priced (with its place among the route's lines) or refused, or absent. */
export const linePreviewQuoteSchema = z.object({
  /** Not in the customer's quote at all: the line is switched off. */
  listed: z.boolean(),
  line: z.union([quotedLineSchema, unavailableLineSchema]).nullable(),
  /** 1 for the cheapest of the route's priced lines; null when this line is not priced. */
  rank: z.number().nullable(),
  priced_lines: z.number(),
});
export type LinePreviewQuote = z.infer<typeof linePreviewQuoteSchema>;

export const linePreviewSchema = z.object({
  currency: z.string(),
  samples: z.array(
    z.object({
      weight: z.string(),
      size: z.string(),
      now: linePreviewQuoteSchema,
      proposed: linePreviewQuoteSchema,
    }),
  ),
});
export type LinePreview = z.infer<typeof linePreviewSchema>;

/** An extra service's price at one warehouse, as staff manage it (`offered` false: no price row there yet). */
export const staffExtraServicePriceSchema = z.object({
  service_id: z.number(),
  code: z.string(),
  name: z.string(),
  scope: z.string(),
  store_id: z.number(),
  currency: z.string(),
  offered: z.boolean(),
  price: z.string().nullable(),
  active: z.boolean(),
  staff_edited_at: z.string().nullable(),
});
export type StaffExtraServicePrice = z.infer<typeof staffExtraServicePriceSchema>;

/** POST /ops/extra-service-prices/:service/:store (and its preview): the price in the warehouse's currency. */
export const extraServicePriceChangeSchema = z.object({
  price: z
    .union([z.string().trim(), z.number()])
    .transform(String)
    .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value), { error: 'validation.number' }),
  active: z.boolean(),
  staff_edited_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ExtraServicePriceChange = z.infer<typeof extraServicePriceChangeSchema>;

/** The service as extraServiceList would show it with the unsaved price; `listed` false when customers would not see it. */
export const extraServicePreviewSchema = z.object({
  listed: z.boolean(),
  entry: extraServiceSchema,
});
export type ExtraServicePreview = z.infer<typeof extraServicePreviewSchema>;

/** A warehouse as staff manage it: its fixed identity and the shopping-address template they may edit. */
export const staffWarehouseSchema = z.object({
  store_id: z.number(),
  region_code: z.string(),
  name: z.string(),
  country_id: z.number(),
  country: z.string(),
  currency: z.string(),
  address: z.object({
    recipient: z.string(),
    address_lines: z.array(z.string()),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    phone: z.string(),
    opening_hours: z.string(),
    opening_hours_in: z.object({ en: z.string(), cn: z.string(), tw: z.string() }),
  }),
  staff_edited_at: z.string().nullable(),
});
export type StaffWarehouse = z.infer<typeof staffWarehouseSchema>;

/** The shopping-address card as getWarehouseAddress would answer it, in each language, for a sample customer. */
export const warehousePreviewSchema = z.object({
  support_number: z.string(),
  cards: z.array(z.object({ language: z.enum(['en', 'cn', 'tw']), card: warehouseAddressSchema })),
});
export type WarehousePreview = z.infer<typeof warehousePreviewSchema>;

/** A line as staff manage it: what customers see (in English), its names in every language and its state. */
export const staffLineSchema = publicLineSchema.extend({
  name_en: z.string(),
  name_cn: z.string(),
  name_tw: z.string(),
  active: z.boolean(),
  sort_order: z.number(),
  /** Days without a carrier event before its shipments alert their customers. */
  quiet_period_days: z.number(),
  staff_edited_at: z.string().nullable(),
});
export type StaffLine = z.infer<typeof staffLineSchema>;

/** What the staff exchange-rate calls answer (only staff and the ops CLI read them). Rates are units per AUD. */
export const exchangeRateSchema = z.object({
  currency_id: z.number(),
  code: z.string(),
  per_aud: z.string(),
  effective_on: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** POST /ops/exchange-rates: the rate set. */
export const rateSetSchema = z.object({ currency: z.string(), per_aud: z.string(), effective_on: z.string() });
export type RateSet = z.infer<typeof rateSetSchema>;
