import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markStaleAfterPayment } from './payment-keys';
import type { BatchPayAnswer, BatchPayRequest } from './types';

/** POST /api/batchBalancePay with an Idempotency-Key: the balance pays several waybills in one go (balance only). */
export function useBatchBalancePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: BatchPayRequest; key: string }) =>
      api.post<BatchPayAnswer>('/api/batchBalancePay', request, {
        silent: true,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => markStaleAfterPayment(queryClient),
  });
}
