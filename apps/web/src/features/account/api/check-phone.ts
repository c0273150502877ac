import type { PhoneCheck } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';

export type { PhoneCheck } from '@parcelway/domain';

export const PHONE_CHECK_QUERY_KEY = ['checkPhone'] as const;

/** GET /api/checkPhone: the verified phone, or a 422 when the phone is not verified (SPEC §4 Phone check). */
export async function checkPhone(): Promise<PhoneCheck> {
  return (await api.get<PhoneCheck>('/api/checkPhone', { silent: true })).data;
}

/** True when the failure means "phone not verified" rather than a failed request. */
export function isPhoneNotVerified(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 422;
}

export function usePhoneCheck() {
  return useQuery({ queryKey: PHONE_CHECK_QUERY_KEY, queryFn: checkPhone, enabled: hasToken(), staleTime: 0 });
}
