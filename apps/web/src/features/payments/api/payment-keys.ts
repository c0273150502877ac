import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../../lib/i18n';

/** How many rows a page of the payments feature's lists holds (top-ups, movements, payments, points). */
export const PAYMENTS_PER_PAGE = 20;

/** Query keys of the payments feature; a top-up or a settled payment invalidates `all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  balance: () => ['payments', 'balance', currentLanguage()] as const,
  activities: (currency: string) => ['payments', 'activities', currentLanguage(), currency] as const,
  methods: (currency: string) => ['payments', 'methods', currentLanguage(), currency] as const,
  topUps: () => ['payments', 'topUps', currentLanguage()] as const,
  transactions: () => ['payments', 'transactions', currentLanguage()] as const,
  transaction: (id: number) => ['payments', 'transaction', currentLanguage(), id] as const,
  payments: (filter: object = {}) => ['payments', 'history', currentLanguage(), filter] as const,
  payView: (request: object) => ['payments', 'payView', currentLanguage(), request] as const,
  coupons: (spend: object) => ['payments', 'coupons', currentLanguage(), spend] as const,
  points: () => ['payments', 'points', currentLanguage()] as const,
};

/**
 * A payment moves the balance, the points, the waybill and the counts other screens show: every cached answer
 * is marked stale, and the screens on show fetch theirs again.
 */
export function refreshAfterPayment(queryClient: QueryClient) {
  return queryClient.invalidateQueries();
}

/**
 * A payment just made, its screen about to be left: every cached answer is marked stale without fetching the ones
 * on show, so the next screens fetch theirs while this one (whose coupon and amount are now taken) does not.
 */
export function markStaleAfterPayment(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ refetchType: 'none' });
}
