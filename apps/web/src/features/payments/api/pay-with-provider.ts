import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markStaleAfterPayment } from './payment-keys';
import type { ProviderPayAnswer, ProviderPayRequest } from './types';

/**
 * POST /api/{royalPay|squareUpPay|paypalPay|eghlPay|airWallexPay|touchGoPay|duitNowPay|ygAliPay|wechatPayLink}
 * with an Idempotency-Key: starts a card or wallet payment and answers the page to open (`pay_url`). The
 * endpoint comes from utils/pay-methods.ts (the domain's PAYMENT_PROVIDERS).
 */
export async function payWithProvider({
  endpoint,
  request,
  key,
}: {
  endpoint: string;
  request: ProviderPayRequest;
  key: string;
}): Promise<ProviderPayAnswer> {
  return (await api.post<ProviderPayAnswer>(endpoint, request, { silent: true, headers: { 'Idempotency-Key': key } }))
    .data;
}

export function useProviderPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithProvider,
    // The balance's part and the points are held now; the provider's page comes next, or (WeChat) the link.
    onSuccess: () => markStaleAfterPayment(queryClient),
  });
}
