/** Shapes of the payments API (apps/server/src/modules/payments), money as decimal strings beside the currency. */

import type { WaybillFees } from '../../../components/fee-breakdown';

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  perPage: number;
}

export interface TopUpRecord {
  id: number;
  amount: string;
  currency: string;
  bonus: string;
  bonus_granted: boolean;
  activity_id: number | null;
  method: string;
  method_name: string;
  status: 'pending_payment' | 'pending_review' | 'credited' | 'failed' | 'rejected';
  status_name: string;
  reason: string | null;
  created_at: string;
  credited_at: string | null;
}

export interface BalanceEntry {
  id: number;
  kind: string;
  kind_name: string;
  amount: string;
  currency: string;
  balance_after: string;
  withdrawable: boolean;
  purpose: string | null;
  target_id: number | null;
  description: string;
  created_at: string;
}

export interface PaymentRecord {
  id: string;
  purpose: string;
  target_id: number | null;
  description: string;
  method: string;
  method_name: string;
  amount: string;
  currency: string;
  status: string;
  status_name: string;
  failure_reason: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface TransactionDetail extends BalanceEntry {
  note?: string;
  payment: PaymentRecord | null;
  top_up: TopUpRecord | null;
}

export interface PointEntry {
  id: number;
  kind: string;
  kind_name: string;
  points: number;
  points_after: number;
  description: string;
  created_at: string;
}

export interface PayResult {
  attempt_id: string;
  status: 'completed' | 'not_completed' | 'failed';
  msg: string;
  payment_status: string;
  purpose: string;
  target_id: number | null;
  method: string;
  amount: string;
  currency: string;
  failure_reason: string | null;
  return_path: string;
}

/** One way to pay in a currency (getChargePaymentMethods, getPaymentTypeByCurrency, getPayView). */
export interface PaymentMethodOption {
  code: string;
  name: string;
  provider: string | null;
  screen: string;
  shopper_name_required: boolean;
  available: boolean;
}

export interface PaymentMethods {
  currency: string;
  bank_transfer: boolean;
  bank_account: Record<string, string> | null;
  methods: PaymentMethodOption[];
}

/** What points can do for one payment: those held, those it would use, what they pay and at most. */
export interface PayPoints {
  points: number;
  points_used: number;
  offset: string;
  cap: string;
  currency: string;
}

/**
 * GET /api/getPayView: a waybill's payment in one currency, with the points and coupon chosen, and how that
 * currency can be paid (the methods, and the bank account when it takes transfers).
 */
export interface PayView extends PaymentMethods {
  shipment: {
    id: number;
    shipment_id: string;
    status: string;
    status_name: string;
    fees: WaybillFees;
  };
  currencies: string[];
  total: string;
  coupon: { id: number; code: string; discount: string } | null;
  points: PayPoints;
  use_points: boolean;
  payable: string;
  balance: string;
  balance_covers: boolean;
  payable_now: boolean;
}

/** A coupon of getAvailableCoupon, checked against the spend: `discount` when usable, else the `reason`. */
export interface CheckoutCoupon {
  id: number;
  code: string;
  currency: string;
  amount: string | null;
  percent: number | null;
  min_spend: string | null;
  expires_at: string | null;
  usable: boolean;
  discount: string | null;
  reason: string | null;
}

export interface BalancePayAnswer {
  attempt_id: string;
  waybill_id: number;
  status: 'paid';
}

/** A card or wallet payment started (the provider calls and wechatPayLink): the page to open. */
export interface ProviderCheckoutAnswer {
  attempt_id: string;
  provider: string;
  method: string;
  pay_url: string;
  balance_paid: string;
}

/**
 * What a provider call answers: the provider's page, or, when a combined payment finds the balance now covers it
 * all, the waybill paid from the balance.
 */
export type ProviderPayAnswer = ProviderCheckoutAnswer | BalancePayAnswer;

export interface BankTransferAnswer {
  transfer_id: number;
  attempt_id: string;
  status: 'bank_pending';
}

export interface BatchPayAnswer {
  paid: number[];
  attempt_ids: string[];
}

/** What every payment of a waybill sends: the payable shown (the server refuses it if it changed) and the choices. */
export interface WaybillPayRequest {
  shipmentId: number;
  amount: string;
  currency: string;
  combinePay: boolean;
  usePoints: boolean;
  couponId?: number | undefined;
}

export interface ProviderPayRequest extends WaybillPayRequest {
  method: string;
  shopperName?: string | undefined;
}

export interface BankTransferRequest extends WaybillPayRequest {
  /** The transfer proof: the link of a `bank_proof` upload. */
  proof: string;
}

export interface BatchPayRequest {
  shipmentIds: number[];
  currency: string;
  /** The sum shown. */
  amount: string;
  method: 'balance';
}
