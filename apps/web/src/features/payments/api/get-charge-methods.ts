import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { PaymentMethods } from './types';

/** GET /api/getChargePaymentMethods?currency=: how a top-up in a currency can be paid, with the bank account for a transfer. */
export async function getChargeMethods(currency: string): Promise<PaymentMethods> {
  return (await api.get<PaymentMethods>('/api/getChargePaymentMethods', { query: { currency } })).data;
}

export function useChargeMethods(currency: string) {
  return useQuery({ queryKey: paymentKeys.methods(currency), queryFn: () => getChargeMethods(currency) });
}
