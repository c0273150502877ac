import { useInfiniteQuery } from '@tanstack/react-query';
import { api, nextPageAfter } from '../../../lib/api-client';
import { PAYMENTS_PER_PAGE, paymentKeys } from './payment-keys';
import type { Paged, PaymentRecord, PointHistory } from './types';

/** Whose payments: those of one waybill (`purpose: 'waybill'`, its id), or every payment when absent. */
export interface PaymentTarget {
  purpose: 'waybill';
  targetId: number;
}

/** GET /api/paymentHistory: every payment (or one target's), by any method, newest first. */
export async function getPaymentHistory(
  target: PaymentTarget | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<PaymentRecord>> {
  return (
    await api.get<Paged<PaymentRecord>>('/api/paymentHistory', {
      query: { ...target, page, perPage: PAYMENTS_PER_PAGE },
      signal,
    })
  ).data;
}

/** GET /api/pointHistory: points movements, newest first, with the points held and when they lapse. */
export async function getPointHistory(page: number, signal?: AbortSignal): Promise<PointHistory> {
  return (
    await api.get<PointHistory>('/api/pointHistory', {
      query: { page, perPage: PAYMENTS_PER_PAGE },
      signal,
    })
  ).data;
}

export function usePaymentHistory(target?: PaymentTarget) {
  return useInfiniteQuery({
    queryKey: paymentKeys.payments(target),
    queryFn: ({ pageParam, signal }) => getPaymentHistory(target, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });
}

export function usePointHistory() {
  return useInfiniteQuery({
    queryKey: paymentKeys.points(),
    queryFn: ({ pageParam, signal }) => getPointHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });
}
