import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { ChargeActivities } from './types';

/** GET /api/chargeActivityList?currency=: the top-up offers of a currency. */
export function useChargeActivities(currency: string) {
  return useQuery({
    queryKey: paymentKeys.activities(currency),
    queryFn: async () =>
      (
        await api.get<ChargeActivities>('/api/chargeActivityList', {
          query: { currency },
        })
      ).data,
  });
}

/** GET /api/incrementChargeClick/{id}: an offer was looked at (counted, never shown). */
export function useCountActivityClick() {
  return useMutation({
    mutationFn: (id: number) => api.get(`/api/incrementChargeClick/${id}`, { background: true, silent: true }),
  });
}
