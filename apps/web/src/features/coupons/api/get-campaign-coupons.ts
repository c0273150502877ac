import type { CampaignCoupon } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './coupon-keys';

/** GET /api/newCouponList: the offers running now, each claimable or not with the reason. */
export async function getCampaignCoupons(): Promise<CampaignCoupon[]> {
  return (await api.get<{ list: CampaignCoupon[] }>('/api/newCouponList')).data.list;
}

export function useCampaignCoupons() {
  return useQuery({ queryKey: couponKeys.campaigns(), queryFn: getCampaignCoupons });
}
