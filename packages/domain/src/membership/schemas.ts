import { z } from 'zod';
import { isPaymentMethodCode, type PaymentMethodCode } from '../payments/methods.js';
import { MEMBERSHIP_MAX_DISCOUNT_PERCENT, MEMBERSHIP_MAX_EXTRA_DISCOUNT_PERCENT } from '../pricing/constants.js';
import { pageSchema } from '../responses.js';
import { INVITE_TASK_STATUSES, MEMBERSHIP_PERIODS, MEMBERSHIP_STATES } from './rules.js';

const percent = (maximum: number) =>
  z
    .number()
    .min(0)
    .max(maximum, { error: 'member.discountTooHigh' })
    .refine((value) => Math.round(value * 100) === value * 100, { error: 'member.discountTooHigh' });

/** Staff create a plan (POST /ops/membership-plans, npm run ops -- membership-plan). */
export const membershipPlanInputSchema = z.object({
  name_en: z.string().trim().min(1).max(80),
  name_cn: z.string().trim().min(1).max(80),
  name_tw: z.string().trim().min(1).max(80),
  currency: z.string().trim().toUpperCase().min(3).max(3),
  /** The price per period, in major units of the currency ("49.00"). */
  price: z.string().trim().min(1).max(20),
  period: z.enum(MEMBERSHIP_PERIODS),
  freight_discount_percent: percent(MEMBERSHIP_MAX_DISCOUNT_PERCENT),
  extra_discount_percent: percent(MEMBERSHIP_MAX_EXTRA_DISCOUNT_PERCENT).default(0),
  priority: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type MembershipPlanInput = z.input<typeof membershipPlanInputSchema>;

/** memberList: a plan as a card. */
export const membershipPlanSchema = z.object({
  id: z.number(),
  name: z.string(),
  currency: z.string(),
  price: z.string(),
  period: z.enum(MEMBERSHIP_PERIODS),
  period_name: z.string(),
  freight_discount_percent: z.number(),
  extra_discount_percent: z.number(),
  priority: z.boolean(),
  active: z.boolean(),
  clicks: z.number(),
  /** What the plan would have taken off the customer's last paid shipments (in the plan's currency). */
  savings: z.object({ shipments: z.number(), amount: z.string() }),
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;
export const membershipPlanListSchema = z.object({ list: z.array(membershipPlanSchema) });

/** Staff: an unsaved plan as the member centre's card shows it, in each language. */
export const membershipPlanPreviewSchema = z.object({
  en: membershipPlanSchema,
  cn: membershipPlanSchema,
  tw: membershipPlanSchema,
});
export type MembershipPlanPreview = z.infer<typeof membershipPlanPreviewSchema>;

/** One purchase (purchaseRecord, memberCard): SPEC §3 type, timeliness, review status. */
export const membershipPurchaseSchema = z.object({
  id: z.number(),
  plan_id: z.number(),
  plan_name: z.string(),
  period: z.enum(MEMBERSHIP_PERIODS),
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  method_name: z.string(),
  state: z.enum(MEMBERSHIP_STATES),
  state_name: z.string(),
  reason: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  freight_discount_percent: z.number(),
  extra_discount_percent: z.number(),
  priority: z.boolean(),
  auto_renew: z.boolean(),
  created_at: z.string(),
});
export type MembershipPurchase = z.infer<typeof membershipPurchaseSchema>;
export const membershipPurchasePageSchema = pageSchema(membershipPurchaseSchema);

/** memberCard: whether the customer is a member now, the purchase that makes them one and any waiting. */
export const memberCardSchema = z.object({
  is_member: z.boolean(),
  current: membershipPurchaseSchema.nullable(),
  /** A renewal bought ahead, or a purchase waiting for review or payment. */
  next: membershipPurchaseSchema.nullable(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** memberPurchaseAction: buy a plan with any method the pay page supports; the rules must be ticked. */
export const membershipPurchaseInputSchema = z.object({
  plan_id: z.coerce.number().int().positive(),
  method: z
    .string({ error: 'payment.selectOption' })
    .trim()
    .refine((value): value is PaymentMethodCode => isPaymentMethodCode(value), { error: 'payment.selectOption' }),
  agree: z.boolean({ error: 'payment.agreeRules' }).refine((agreed) => agreed, { error: 'payment.agreeRules' }),
  /** The transfer screenshot: a link or id of a bank_proof upload (bank transfer only). */
  proof: z.string().trim().max(500).optional(),
  shopper_name: z.string().trim().max(100).optional(),
});
export type MembershipPurchaseInput = z.input<typeof membershipPurchaseInputSchema>;

export const membershipPurchaseAnswerSchema = z.object({
  purchase: membershipPurchaseSchema,
  transfer_id: z.number().nullable(),
  attempt_id: z.string(),
  pay_url: z.string().nullable(),
});
export type MembershipPurchaseAnswer = z.infer<typeof membershipPurchaseAnswerSchema>;

/** friend: the customer's invite code, link and the reward's terms. */
export const inviteInfoSchema = z.object({
  invite_code: z.string(),
  invite_link: z.string(),
  reward_points: z.number(),
  minimum_spend: z.string(),
  minimum_spend_currency: z.string(),
  invited: z.number(),
  done: z.number(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** inviteRecord: SPEC §3 customer id, registration time, task status. */
export const inviteRecordSchema = z.object({
  customer_id: z.number(),
  name: z.string(),
  registered_at: z.string(),
  task_status: z.enum(INVITE_TASK_STATUSES),
  task_status_name: z.string(),
  reward_points: z.number(),
  rewarded_at: z.string().nullable(),
});
export type InviteRecord = z.infer<typeof inviteRecordSchema>;
export const inviteRecordPageSchema = pageSchema(inviteRecordSchema);

/** Staff: a plan with its purchases and clicks (GET /ops/membership-plans). */
export const staffMembershipPlanSchema = membershipPlanSchema.omit({ savings: true }).extend({
  name_en: z.string(),
  name_cn: z.string(),
  name_tw: z.string(),
});
