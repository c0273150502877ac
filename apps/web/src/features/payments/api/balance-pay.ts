import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';
import { markStaleAfterPayment } from './payment-keys';
import type { BalancePayAnswer, WaybillPayRequest } from './types';

/** A payment meant, with the Idempotency-Key the caller keeps for it (utils/idempotency.ts). */
interface KeyedPayment {
  request: WaybillPayRequest;
  key: string;
}

/**
 * POST /api/balancePay with an Idempotency-Key: the balance pays the waybill at once. Answers the whole body,
 * whose `msg` ('Payment successful', translated) the page shows.
 */
export function payFromBalance({ request, key }: KeyedPayment): Promise<ApiBody<BalancePayAnswer>> {
  return api.post<BalancePayAnswer>('/api/balancePay', request, { silent: true, headers: { 'Idempotency-Key': key } });
}

export function useBalancePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payFromBalance,
    onSuccess: () => markStaleAfterPayment(queryClient),
  });
}
