import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, nextPageAfter } from '../../../lib/api-client';
import { PAYMENTS_PER_PAGE, paymentKeys } from './payment-keys';
import type { BalanceEntry, Paged, TransactionDetail } from './types';

/** GET /api/balanceTransactionList: the wallet movements, newest first. */
export async function getBalanceTransactions(page: number, signal?: AbortSignal): Promise<Paged<BalanceEntry>> {
  return (
    await api.get<Paged<BalanceEntry>>('/api/balanceTransactionList', {
      query: { page, perPage: PAYMENTS_PER_PAGE },
      signal,
    })
  ).data;
}

/** GET /api/transactionDetail/{id}: one movement with the payment and top-up behind it. */
export async function getTransactionDetail(id: number): Promise<TransactionDetail> {
  return (await api.get<TransactionDetail>(`/api/transactionDetail/${id}`)).data;
}

export function useBalanceTransactions() {
  return useInfiniteQuery({
    queryKey: paymentKeys.transactions(),
    queryFn: ({ pageParam, signal }) => getBalanceTransactions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });
}

export function useTransactionDetail(id: number | null) {
  return useQuery({
    queryKey: paymentKeys.transaction(id ?? 0),
    queryFn: () => getTransactionDetail(id ?? 0),
    enabled: id !== null,
  });
}
