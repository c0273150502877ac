/**
 * Shapes of the payments API (apps/server/src/modules/payments and the waybill payment calls), as the domain's
 * answer schemas describe them: money as decimal strings beside the currency.
 */

import type { BankTransferSubmitted, ProviderCheckout, WaybillPaid } from '@parcelway/domain';

export type {
  AccountBalance,
  AvailableCoupons,
  BalanceTransaction as BalanceEntry,
  BatchPayment as BatchPayAnswer,
  ChargeActivities,
  CheckoutCoupon,
  PaymentMethods,
  PaymentRecord,
  PayResult,
  PayView,
  PointEntry,
  PointHistory,
  TopUpAnswer,
  TopUpRecord,
  TransactionDetail,
  WaybillPaid as BalancePayAnswer,
} from '@parcelway/domain';

/** One page of a list, as every list call answers it. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * What a provider call answers: the provider's page, or, when a combined payment finds the balance now covers it
 * all, the waybill paid from the balance.
 */
export type ProviderPayAnswer = ProviderCheckout | WaybillPaid;

/** What bankTransfer answers: the proof under review, or the waybill paid when the balance covers it all. */
export type BankTransferAnswer = BankTransferSubmitted | WaybillPaid;

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
