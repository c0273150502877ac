import type {
  CouponCodes,
  CouponTemplate,
  CouponTemplateInput,
  CouponTemplatePreview,
  StaffLine,
} from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/api.js';

const key = ['ops', 'coupon-templates'] as const;

export function useCampaigns() {
  return useQuery({ queryKey: key, queryFn: () => get<CouponTemplate[]>('/ops/coupon-templates') });
}

export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponTemplateInput) => post<CouponTemplate>('/ops/coupon-templates', input),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The unsaved campaign as the coupon centre would offer it, in each language (the centre's presenter, server-side). */
export function usePreviewCampaign() {
  return useMutation({
    mutationFn: (input: CouponTemplateInput) => post<CouponTemplatePreview>('/ops/coupon-templates/preview', input),
  });
}

export function useSetCampaignActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      post<CouponTemplate>(`/ops/coupon-templates/${id}/active`, { active }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useCampaignCodes(id: number | null) {
  return useQuery({
    queryKey: [...key, id, 'codes'],
    queryFn: () => get<CouponCodes>(`/ops/coupon-templates/${id}/codes`),
    enabled: id !== null,
  });
}

export function useIssueCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: number; count: number; code?: string; max_uses: number }) =>
      post<CouponCodes>(`/ops/coupon-templates/${id}/codes`, input),
    onSettled: (_data, _error, input) => client.invalidateQueries({ queryKey: [...key, input.id, 'codes'] }),
  });
}

/** Logistics lines a coupon may be kept to (GET /ops/lines, finance and admin). */
export function useLines() {
  return useQuery({
    queryKey: ['ops', 'lines'],
    queryFn: () => get<StaffLine[]>('/ops/lines'),
    staleTime: 5 * 60_000,
  });
}
