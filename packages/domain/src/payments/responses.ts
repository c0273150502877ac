import { z } from 'zod';
import { COUPON_SCOPES } from '../coupons/rules.js';
import { pageSchema } from '../responses.js';
import { PAYMENT_METHOD_CODES, PAYMENT_PROVIDER_NAMES } from './methods.js';
import { PAYMENT_ATTEMPT_STATUSES, TOP_UP_STATUSES } from './status.js';

/**
 * What the payment and balance calls answer. Shape only: money is a decimal string in major units beside its
 * currency, times are ISO strings.
 */

/** A movement of the prepaid balance (balanceTransactionList). */
export const balanceTransactionSchema = z.object({
  id: z.number(),
  kind: z.string(),
  kind_name: z.string(),
  amount: z.string(),
  currency: z.string(),
  balance_after: z.string(),
  withdrawable: z.boolean(),
  purpose: z.string().nullable(),
  target_id: z.number().nullable(),
  description: z.string(),
  created_at: z.string(),
});
export type BalanceTransaction = z.infer<typeof balanceTransactionSchema>;

/** A payment by any method for any purpose (paymentHistory). */
export const paymentRecordSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  target_id: z.number().nullable(),
  description: z.string(),
  method: z.string(),
  method_name: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  status_name: z.string(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** A request to top the balance up (rechargeRecord), with the bonus of its offer and a rejection's reason. */
export const topUpRecordSchema = z.object({
  id: z.number(),
  amount: z.string(),
  currency: z.string(),
  bonus: z.string(),
  bonus_granted: z.boolean(),
  activity_id: z.number().nullable(),
  method: z.string(),
  method_name: z.string(),
  status: z.enum(TOP_UP_STATUSES),
  status_name: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  credited_at: z.string().nullable(),
});
export type TopUpRecord = z.infer<typeof topUpRecordSchema>;

/** One movement with the payment and top-up behind it; `note` says a bonus cannot be withdrawn. */
export const transactionDetailSchema = balanceTransactionSchema.extend({
  note: z.string().optional(),
  payment: paymentRecordSchema.nullable(),
  top_up: topUpRecordSchema.nullable(),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const pointEntrySchema = z.object({
  id: z.number(),
  kind: z.string(),
  kind_name: z.string(),
  points: z.number(),
  points_after: z.number(),
  purpose: z.string().nullable(),
  target_id: z.number().nullable(),
  description: z.string(),
  created_at: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

/** pointHistory: a page of points movements and the points held now. */
/** The points held, when they lapse if nothing moves them (null without points), and whether that is soon. */
export const pointHistorySchema = pageSchema(pointEntrySchema).extend({
  points: z.number(),
  expires_at: z.string().nullable(),
  expiring_soon: z.boolean(),
});
export type PointHistory = z.infer<typeof pointHistorySchema>;

/** accountBalance: the pay currency's wallet first (also as `currency` and `balance`), then any other with money. */
export const accountBalanceSchema = z.object({
  currency: z.string(),
  balance: z.string(),
  wallets: z.array(z.object({ currency: z.string(), balance: z.string() })),
  points: z.number(),
  pending_top_ups: z.number(),
  bonus_note: z.string(),
});
export type AccountBalance = z.infer<typeof accountBalanceSchema>;

/** A top-up offer: top up at least `threshold`, get `bonus`, once (`claimed` once had). */
export const chargeActivitySchema = z.object({
  id: z.number(),
  currency: z.string(),
  threshold: z.string(),
  bonus: z.string(),
  title: z.string(),
  claimed: z.boolean(),
});
export type ChargeActivity = z.infer<typeof chargeActivitySchema>;

export const chargeActivitiesSchema = z.object({
  currency: z.string(),
  list: z.array(chargeActivitySchema),
  rules: z.array(z.string()),
});
export type ChargeActivities = z.infer<typeof chargeActivitiesSchema>;

/** incrementChargeClick: the offer looked at and how often it has been. */
export const chargeClickSchema = z.object({ id: z.number(), clicks: z.number() });

/** One way to pay in a currency, the screen that takes it, and whether its provider is on. */
export const paymentMethodOptionSchema = z.object({
  code: z.enum(PAYMENT_METHOD_CODES),
  name: z.string(),
  provider: z.enum(PAYMENT_PROVIDER_NAMES).nullable(),
  screen: z.string(),
  shopper_name_required: z.boolean(),
  available: z.boolean(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

/** How a currency can be paid (getChargePaymentMethods, getPaymentTypeByCurrency): the bank account for a transfer. */
export const paymentMethodsSchema = z.object({
  currency: z.string(),
  bank_transfer: z.boolean(),
  bank_account: z.record(z.string(), z.string()).nullable(),
  methods: z.array(paymentMethodOptionSchema),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** chargeActionNew: the top-up, and either the transfer under review or the page where it is paid. */
export const topUpAnswerSchema = z.object({
  top_up: topUpRecordSchema,
  transfer_id: z.number().nullable(),
  attempt_id: z.string(),
  pay_url: z.string().nullable(),
});
export type TopUpAnswer = z.infer<typeof topUpAnswerSchema>;

/** getPayResult: how a payment stands, in SPEC's words (`msg`), with the attempt's own status beside it. */
export const payResultSchema = z.object({
  attempt_id: z.string(),
  status: z.enum(['completed', 'not_completed', 'failed']),
  msg: z.string(),
  payment_status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  purpose: z.string(),
  target_id: z.number().nullable(),
  method: z.string(),
  amount: z.string(),
  currency: z.string(),
  failure_reason: z.string().nullable(),
  return_path: z.string(),
});
export type PayResult = z.infer<typeof payResultSchema>;

/** A coupon as issued: a fixed amount or a percentage, its minimum spend and validity. */
export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  currency: z.string(),
  amount: z.string().nullable(),
  percent: z.number().nullable(),
  min_spend: z.string().nullable(),
  expires_at: z.string().nullable(),
  claimable: z.boolean(),
  published: z.boolean(),
  used: z.boolean(),
});

/**
 * A coupon checked against a spend (getAvailableCoupon): where it applies (what it takes off, the warehouse and line
 * it is for, named), `discount` when usable, else the `reason`.
 */
export const checkoutCouponSchema = couponSchema.extend({
  cap: z.string().nullable(),
  scope: z.enum(COUPON_SCOPES),
  store_id: z.number().nullable(),
  store_name: z.string().nullable(),
  line_id: z.number().nullable(),
  line_name: z.string().nullable(),
  usable: z.boolean(),
  discount: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CheckoutCoupon = z.infer<typeof checkoutCouponSchema>;

export const availableCouponsSchema = z.object({ list: z.array(checkoutCouponSchema) });
export type AvailableCoupons = z.infer<typeof availableCouponsSchema>;

/** A provider's notification as we took it: settled an attempt, a replay, or nothing to do. */
export const notificationReceiptSchema = z.object({ result: z.enum(['settled', 'replayed', 'ignored']) });

/** What points can do for one payment: those held, those it would use, what they pay and at most, and the rule. */
export const payPointsSchema = z.object({
  points: z.number(),
  points_used: z.number(),
  offset: z.string(),
  cap: z.string(),
  currency: z.string(),
  points_per_aud: z.number(),
  max_percent: z.number(),
});
export type PayPoints = z.infer<typeof payPointsSchema>;
