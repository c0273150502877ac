import type {
  CouponTemplate,
  LotteryWheelInput,
  LotteryWheelPreview,
  MembershipPlanInput,
  MembershipPlanPreview,
  staffLotteryWheelSchema,
  staffMembershipPlanSchema,
} from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../lib/api.js';

export type StaffWheel = z.infer<typeof staffLotteryWheelSchema>;
export type StaffPlan = z.infer<typeof staffMembershipPlanSchema>;

const wheelsKey = ['ops', 'lottery-wheels'] as const;
const plansKey = ['ops', 'membership-plans'] as const;

export function useWheels() {
  return useQuery({ queryKey: wheelsKey, queryFn: () => get<StaffWheel[]>('/ops/lottery-wheels') });
}

export function useCreateWheel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LotteryWheelInput) => post<StaffWheel>('/ops/lottery-wheels', input),
    onSettled: () => client.invalidateQueries({ queryKey: wheelsKey }),
  });
}

/** The unsaved wheel as the top-up screen shows it, in each language (the customer presenter, server-side). */
export function usePreviewWheel() {
  return useMutation({
    mutationFn: (input: LotteryWheelInput) => post<LotteryWheelPreview>('/ops/lottery-wheels/preview', input),
  });
}

export function useSetWheelActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      post<StaffWheel>(`/ops/lottery-wheels/${id}/active`, { active }),
    onSettled: () => client.invalidateQueries({ queryKey: wheelsKey }),
  });
}

export function usePlans() {
  return useQuery({ queryKey: plansKey, queryFn: () => get<StaffPlan[]>('/ops/membership-plans') });
}

export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MembershipPlanInput) => post<StaffPlan>('/ops/membership-plans', input),
    onSettled: () => client.invalidateQueries({ queryKey: plansKey }),
  });
}

/** The unsaved plan as the member centre's card shows it, in each language (memberList's presenter). */
export function usePreviewPlan() {
  return useMutation({
    mutationFn: (input: MembershipPlanInput) => post<MembershipPlanPreview>('/ops/membership-plans/preview', input),
  });
}

export function useSetPlanActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      post<StaffPlan>(`/ops/membership-plans/${id}/active`, { active }),
    onSettled: () => client.invalidateQueries({ queryKey: plansKey }),
  });
}

/** Campaigns a coupon prize can give (the coupon campaigns, GET /ops/coupon-templates). */
export function usePrizeCampaigns() {
  return useQuery({
    queryKey: ['ops', 'coupon-templates'],
    queryFn: () => get<CouponTemplate[]>('/ops/coupon-templates'),
  });
}
