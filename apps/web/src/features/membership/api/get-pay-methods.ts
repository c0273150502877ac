import type { PaymentMethods } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';

/**
 * GET /api/getPaymentTypeByCurrency/{currency}: every method the pay page offers in a plan's currency (balance,
 * bank transfer with its account, cards and wallets), as the server accepts them for a purchase.
 */
export async function getPayMethods(currency: string): Promise<PaymentMethods> {
  return (await api.get<PaymentMethods>(`/api/getPaymentTypeByCurrency/${encodeURIComponent(currency)}`)).data;
}

export function usePayMethods(currency: string) {
  return useQuery({ queryKey: membershipKeys.methods(currency), queryFn: () => getPayMethods(currency) });
}
