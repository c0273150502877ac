import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { ChargeActivities } from './types';

/** GET /api/chargeActivityList?currency=: the top-up offers of a currency. */
export async function getChargeActivities(currency: string): Promise<ChargeActivities> {
  return (await api.get<ChargeActivities>('/api/chargeActivityList', { query: { currency } })).data;
}

/** GET /api/incrementChargeClick/{id}: an offer was looked at (counted, never shown). */
export async function countActivityClick(id: number): Promise<void> {
  await api.get(`/api/incrementChargeClick/${id}`, { background: true, silent: true });
}

export function useChargeActivities(currency: string) {
  return useQuery({ queryKey: paymentKeys.activities(currency), queryFn: () => getChargeActivities(currency) });
}

export function useCountActivityClick() {
  return useMutation({ mutationFn: countActivityClick });
}
