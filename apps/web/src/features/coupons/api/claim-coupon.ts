import type { CentreCoupon, ExchangeCouponInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './coupon-keys';

/** POST /api/receiveCoupon/{id}: claim an offer's coupon. */
export async function receiveCoupon(id: number): Promise<CentreCoupon> {
  return (await api.post<CentreCoupon>(`/api/receiveCoupon/${id}`, {}, { silent: true })).data;
}

/** POST /api/exchangeCoupon: redeem a code (its error shows beside the code box). */
export async function exchangeCoupon(input: ExchangeCouponInput): Promise<CentreCoupon> {
  return (await api.post<CentreCoupon>('/api/exchangeCoupon', input, { silent: true })).data;
}

export function useReceiveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export function useExchangeCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
