import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { AvailableCoupons } from './types';

/** What a coupon is checked against: the amount to pay, in its currency. */
export interface CouponSpend {
  amount: string;
  currency: string;
}

/** POST /api/getAvailableCoupon: the customer's coupons against a spend, usable ones first. */
export function useAvailableCoupons(spend: CouponSpend | null) {
  return useQuery({
    queryKey: paymentKeys.coupons(spend ?? {}),
    queryFn: async () => (await api.post<AvailableCoupons>('/api/getAvailableCoupon', spend)).data.list,
    enabled: spend !== null,
  });
}

/** POST /api/getAvailableCoupon with a code: that one coupon, or the reason it cannot be used (beside the code box). */
export function useRedeemCouponCode() {
  return useMutation({
    mutationFn: async (request: CouponSpend & { code: string }) =>
      (await api.post<AvailableCoupons>('/api/getAvailableCoupon', request, { silent: true })).data.list,
  });
}
