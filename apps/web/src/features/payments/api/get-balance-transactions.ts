import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextPage, PER_PAGE } from './get-top-ups';
import { paymentKeys } from './payment-keys';
import type { BalanceEntry, Paged, TransactionDetail } from './types';

/** GET /api/balanceTransactionList: the wallet movements, newest first. */
export function useBalanceTransactions() {
  return useInfiniteQuery({
    queryKey: paymentKeys.transactions(),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<Paged<BalanceEntry>>('/api/balanceTransactionList', {
          query: { page: pageParam, perPage: PER_PAGE },
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** GET /api/transactionDetail/{id}: one movement with the payment and top-up behind it. */
export function useTransactionDetail(id: number | null) {
  return useQuery({
    queryKey: paymentKeys.transaction(id ?? 0),
    queryFn: async () => (await api.get<TransactionDetail>(`/api/transactionDetail/${id}`)).data,
    enabled: id !== null,
  });
}
