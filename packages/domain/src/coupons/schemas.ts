import { z } from 'zod';
import { pageSchema } from '../responses.js';
import { COUPON_AUDIENCES, COUPON_SCOPES, COUPON_STATES, COUPON_TABS } from './rules.js';

/** What a coupon says about itself wherever it is shown: value or percentage, minimum spend, where it applies. */
const couponFaceSchema = z.object({
  title: z.string(),
  currency: z.string(),
  amount: z.string().nullable(),
  percent: z.number().nullable(),
  cap: z.string().nullable(),
  min_spend: z.string().nullable(),
  scope: z.enum(COUPON_SCOPES),
  store_id: z.number().nullable(),
  line_id: z.number().nullable(),
});

/** One of the customer's coupons (couponList, exchangeCoupon, receiveCoupon): its state and, when not usable, why. */
export const centreCouponSchema = couponFaceSchema.extend({
  id: z.number(),
  code: z.string(),
  starts_at: z.string(),
  expires_at: z.string().nullable(),
  days_left: z.number().nullable(),
  state: z.enum(COUPON_STATES),
  reason: z.string().nullable(),
  used_shipment_id: z.number().nullable(),
});
export type CentreCoupon = z.infer<typeof centreCouponSchema>;

export const couponListSchema = pageSchema(centreCouponSchema).extend({
  counts: z.object({ available: z.number(), used: z.number(), expired: z.number() }),
});
export type CouponList = z.infer<typeof couponListSchema>;

export const couponListQuerySchema = z.object({
  tab: z.enum(COUPON_TABS).default('available'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});

/** A campaign's coupon the customer may claim (newCouponList, popUpCouponList), or why not. */
export const campaignCouponSchema = couponFaceSchema.extend({
  id: z.number(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  valid_days: z.number().nullable(),
  remaining: z.number().nullable(),
  state: z.enum(['claimable', 'unavailable']),
  reason: z.string().nullable(),
});
export type CampaignCoupon = z.infer<typeof campaignCouponSchema>;

export const campaignCouponListSchema = z.object({ list: z.array(campaignCouponSchema) });
export const couponCountSchema = z.object({ count: z.number() });

/** exchangeCoupon: redeem by code (SPEC §5: redemption needs a code; the server answers 'coupon.codeRequired'). */
export const exchangeCouponSchema = z.object({ code: z.string().trim().max(40) });
export type ExchangeCouponInput = z.infer<typeof exchangeCouponSchema>;

/** receiverPopUpCoupon: take the pop-up's coupon, or close it; either way it is not offered again. */
export const popUpAnswerSchema = z.object({
  id: z.coerce.number().int().positive(),
  action: z.enum(['claim', 'dismiss']).default('claim'),
});
export const popUpResultSchema = z.object({ coupon: centreCouponSchema.nullable() });

/** Staff: a campaign (coupon template). */
export const couponTemplateInputSchema = z
  .object({
    name_en: z.string().trim().min(1).max(80),
    name_cn: z.string().trim().min(1).max(80),
    name_tw: z.string().trim().min(1).max(80),
    currency: z.string().trim().length(3),
    amount: z.string().trim().max(20).optional(),
    percent: z.coerce.number().positive().max(100).optional(),
    cap: z.string().trim().max(20).optional(),
    min_spend: z.string().trim().max(20).optional(),
    scope: z.enum(COUPON_SCOPES).default('all'),
    store_id: z.coerce.number().int().positive().optional(),
    line_id: z.coerce.number().int().positive().optional(),
    starts_at: z.iso.datetime({ offset: true }).optional(),
    ends_at: z.iso.datetime({ offset: true }).optional(),
    valid_days: z.coerce.number().int().positive().max(3650).optional(),
    total: z.coerce.number().int().positive().max(10_000_000).optional(),
    per_customer: z.coerce.number().int().positive().max(100).default(1),
    audience: z.enum(COUPON_AUDIENCES).default('all'),
    in_centre: z.boolean().default(true),
    pop_up: z.boolean().default(false),
  })
  .refine((value) => (value.amount === undefined) !== (value.percent === undefined), {
    path: ['amount'],
    error: 'coupon.amountOrPercent',
  });
export type CouponTemplateInput = z.infer<typeof couponTemplateInputSchema>;

export const couponTemplateSchema = couponFaceSchema.extend({
  id: z.number(),
  name_en: z.string(),
  name_cn: z.string(),
  name_tw: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  valid_days: z.number().nullable(),
  total: z.number().nullable(),
  remaining: z.number().nullable(),
  per_customer: z.number(),
  audience: z.enum(COUPON_AUDIENCES),
  in_centre: z.boolean(),
  pop_up: z.boolean(),
  active: z.boolean(),
  /** Coupons the campaign gave (claimed, redeemed by code, won) and how many of them were spent. */
  issued: z.number(),
  used: z.number(),
});
export type CouponTemplate = z.infer<typeof couponTemplateSchema>;

/** Staff: an unsaved campaign as the coupon centre would offer it, in each language. */
export const couponTemplatePreviewSchema = z.object({
  en: campaignCouponSchema,
  cn: campaignCouponSchema,
  tw: campaignCouponSchema,
});
export type CouponTemplatePreview = z.infer<typeof couponTemplatePreviewSchema>;

/** Staff: codes for a campaign; single-use (one code each) or one shared code with a cap. */
export const couponCodesInputSchema = z.object({
  count: z.coerce.number().int().min(1).max(1000).default(1),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/)
    .optional(),
  max_uses: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export const couponCodeSchema = z.object({ code: z.string(), max_uses: z.number(), uses: z.number() });
export const couponCodesSchema = z.object({ list: z.array(couponCodeSchema) });
export type CouponCode = z.infer<typeof couponCodeSchema>;
export type CouponCodes = z.infer<typeof couponCodesSchema>;

export const newClientSchema = z.object({ is_new: z.boolean() });
export const payLaterSchema = z.object({ available: z.boolean() });
