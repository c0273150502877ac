import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { Paged, TopUpRecord } from './types';

export const PER_PAGE = 20;

export const nextPage = (last: Paged<unknown>) => (last.page * last.perPage < last.total ? last.page + 1 : undefined);

/** GET /api/rechargeRecord: the customer's top-ups, newest first. */
export function useTopUps() {
  return useInfiniteQuery({
    queryKey: paymentKeys.topUps(),
    queryFn: async ({ pageParam }) =>
      (await api.get<Paged<TopUpRecord>>('/api/rechargeRecord', { query: { page: pageParam, perPage: PER_PAGE } }))
        .data,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
