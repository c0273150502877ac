import type { CampaignCoupon, CentreCoupon } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponKeys } from './coupon-keys';

/** POST /api/popUpCouponList: the pop-up offers the customer has not answered yet. */
export async function getPopUpCoupons(): Promise<CampaignCoupon[]> {
  return (await api.post<{ list: CampaignCoupon[] }>('/api/popUpCouponList', {}, { silent: true })).data.list;
}

/** POST /api/receiverPopUpCoupon: claim the pop-up's coupon or close it; it is not offered again either way. */
export async function answerPopUp(input: { id: number; action: 'claim' | 'dismiss' }) {
  return (await api.post<{ coupon: CentreCoupon | null }>('/api/receiverPopUpCoupon', input, { silent: true })).data;
}

export function usePopUpCoupons() {
  return useQuery({ queryKey: couponKeys.popUps(), queryFn: getPopUpCoupons, staleTime: Number.POSITIVE_INFINITY });
}

export function useAnswerPopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPopUp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
