import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { CheckoutCoupon } from './types';

/** What coupons are checked against: a waybill (its total, freight, extras, warehouse and line) in a pay currency. */
export interface CouponSpend {
  shipmentId: number;
  currency: string;
}

/** POST /api/getAvailableCoupon: the customer's coupons against a waybill, usable ones first, the others with why. */
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
