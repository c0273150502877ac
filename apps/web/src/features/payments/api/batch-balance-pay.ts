import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';
import { markStaleAfterPayment } from './payment-keys';
import type { BatchPayAnswer, BatchPayRequest } from './types';

/**
 * POST /api/batchBalancePay with an Idempotency-Key: the balance pays several waybills in one go (balance only).
 * Answers the whole body, whose `msg` the page shows.
 */
export function batchPayFromBalance({
  request,
  key,
}: {
  request: BatchPayRequest;
  key: string;
}): Promise<ApiBody<BatchPayAnswer>> {
  return api.post<BatchPayAnswer>('/api/batchBalancePay', request, {
    silent: true,
    headers: { 'Idempotency-Key': key },
  });
}

export function useBatchBalancePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchPayFromBalance,
    onSuccess: () => markStaleAfterPayment(queryClient),
  });
}
