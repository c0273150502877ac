import { PATHS } from '../../../lib/routes-paths';
import type { ProviderPayAnswer } from '../api/types';

/**
 * What the customer chose on a waybill's pay page, carried in the URL to the coupon, bank-transfer and
 * checkout screens and back, so each screen (and a reload) pays exactly what the pay page showed.
 */
export interface PayChoices {
  waybillId: number;
  /** Absent: the warehouse's currency (the server's default). */
  currency?: string | undefined;
  usePoints: boolean;
  couponId?: number | undefined;
  /** The balance pays what it holds and the chosen method the rest. */
  combinePay: boolean;
}

function positiveId(text: string | null): number | undefined {
  const value = Number(text);
  return text !== null && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** `?waybillId=12` → 12; null when absent or not an id. */
export function readWaybillId(params: URLSearchParams): number | null {
  return positiveId(params.get('waybillId')) ?? null;
}

/** `?waybillId=12&currency=AUD&usePoints=true&couponId=3&combinePay=true` → the choices; null without a waybill. */
export function readPayChoices(params: URLSearchParams): PayChoices | null {
  const waybillId = readWaybillId(params);
  if (waybillId === null) return null;
  const currency = params.get('currency')?.trim().toUpperCase();
  return {
    waybillId,
    currency: currency || undefined,
    usePoints: params.get('usePoints') === 'true',
    couponId: positiveId(params.get('couponId')),
    combinePay: params.get('combinePay') === 'true',
  };
}

/** The choices as a query string (no leading `?`), in a stable order; absent ones are left out. */
export function payQuery(choices: PayChoices): string {
  const params = new URLSearchParams({ waybillId: String(choices.waybillId) });
  if (choices.currency) params.set('currency', choices.currency);
  params.set('usePoints', String(choices.usePoints));
  if (choices.couponId !== undefined) params.set('couponId', String(choices.couponId));
  params.set('combinePay', String(choices.combinePay));
  return params.toString();
}

/** A screen's path with the choices: `/pages/waybill/coupon?waybillId=12&…`. */
export function withPayChoices(path: string, choices: PayChoices): string {
  return `${path}?${payQuery(choices)}`;
}

/** The payment status screen of a waybill, checking one attempt when it is known. */
export function paymentStatusPath(waybillId: number, attemptId?: string): string {
  const params = new URLSearchParams({ waybillId: String(waybillId) });
  if (attemptId) params.set('attempt', attemptId);
  return `${PATHS.waybillPaymentStatus}?${params}`;
}

/** Where a started card or wallet payment goes next: the provider's page, or the status page when the balance paid. */
export function afterProviderPay(
  answer: ProviderPayAnswer,
  waybillId: number,
): { providerPage: string } | { path: string } {
  return 'pay_url' in answer
    ? { providerPage: answer.pay_url }
    : { path: paymentStatusPath(waybillId, answer.attempt_id) };
}
