import type { CouponList, CouponTab } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './coupon-keys';

/** GET /api/couponList: the customer's coupons under one tab, with every tab's count. */
export async function getCouponList(tab: CouponTab, signal?: AbortSignal): Promise<CouponList> {
  return (await api.get<CouponList>('/api/couponList', { query: { tab, page: 1, perPage: 50 }, signal })).data;
}

export function useCouponList(tab: CouponTab) {
  return useQuery({ queryKey: couponKeys.list(tab), queryFn: ({ signal }) => getCouponList(tab, signal) });
}
