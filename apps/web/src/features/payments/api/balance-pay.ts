import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markStaleAfterPayment } from './payment-keys';
import type { BalancePayAnswer, WaybillPayRequest } from './types';

/**
 * POST /api/balancePay with an Idempotency-Key: the balance pays the waybill at once. Answers the whole body,
 * whose `msg` ('Payment successful', translated) the page shows.
 */
export function useBalancePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: WaybillPayRequest; key: string }) =>
      api.post<BalancePayAnswer>('/api/balancePay', request, { silent: true, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => markStaleAfterPayment(queryClient),
  });
}
