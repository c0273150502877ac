import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextPage, PER_PAGE } from './get-top-ups';
import { paymentKeys } from './payment-keys';
import type { Paged, PaymentRecord, PointHistory } from './types';

/** Whose payments: those of one waybill (`purpose: 'waybill'`, its id), or every payment when absent. */
export interface PaymentTarget {
  purpose: 'waybill';
  targetId: number;
}

/** GET /api/paymentHistory: every payment (or one target's), by any method, newest first. */
export function usePaymentHistory(target?: PaymentTarget) {
  return useInfiniteQuery({
    queryKey: paymentKeys.payments(target),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<Paged<PaymentRecord>>('/api/paymentHistory', {
          query: { ...target, page: pageParam, perPage: PER_PAGE },
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** GET /api/pointHistory: points movements, newest first, with the points held. */
export function usePointHistory() {
  return useInfiniteQuery({
    queryKey: paymentKeys.points(),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<PointHistory>('/api/pointHistory', {
          query: { page: pageParam, perPage: PER_PAGE },
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
