import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { CheckoutCoupon } from './types';

/** What a coupon is checked against: the amount to pay, in its currency. */
export interface CouponSpend {
  amount: string;
  currency: string;
}

/** POST /api/getAvailableCoupon: the customer's coupons against a spend, usable ones first. */
export async function getAvailableCoupons(spend: CouponSpend): Promise<CheckoutCoupon[]> {
  return (await api.post<{ list: CheckoutCoupon[] }>('/api/getAvailableCoupon', spend)).data.list;
}

/** POST /api/getAvailableCoupon with a code: that one coupon, or the reason it cannot be used (beside the code box). */
export async function redeemCouponCode(request: CouponSpend & { code: string }): Promise<CheckoutCoupon[]> {
  return (await api.post<{ list: CheckoutCoupon[] }>('/api/getAvailableCoupon', request, { silent: true })).data.list;
}

export function useAvailableCoupons(spend: CouponSpend | null) {
  return useQuery({
    queryKey: paymentKeys.coupons(spend ?? {}),
    queryFn: () => (spend ? getAvailableCoupons(spend) : Promise.reject(new Error('no spend'))),
    enabled: spend !== null,
  });
}

export function useRedeemCouponCode() {
  return useMutation({ mutationFn: redeemCouponCode });
}
