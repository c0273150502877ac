import { useInfiniteQuery } from '@tanstack/react-query';
import { api, nextPageAfter } from '../../../lib/api-client';
import { PAYMENTS_PER_PAGE, paymentKeys } from './payment-keys';
import type { Paged, TopUpRecord } from './types';

/** GET /api/rechargeRecord: the customer's top-ups, newest first. */
export async function getTopUps(page: number, signal?: AbortSignal): Promise<Paged<TopUpRecord>> {
  return (
    await api.get<Paged<TopUpRecord>>('/api/rechargeRecord', { query: { page, perPage: PAYMENTS_PER_PAGE }, signal })
  ).data;
}

export function useTopUps() {
  return useInfiniteQuery({
    queryKey: paymentKeys.topUps(),
    queryFn: ({ pageParam, signal }) => getTopUps(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });
}
