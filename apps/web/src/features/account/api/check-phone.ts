import type { PhoneCheck } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';
import { accountKeys } from './account-keys';

export type { PhoneCheck } from '@parcelway/domain';

/** GET /api/checkPhone: the verified phone, or a 422 when the phone is not verified (SPEC §4 Phone check). */
export async function checkPhone(): Promise<PhoneCheck> {
  return (await api.get<PhoneCheck>('/api/checkPhone', { silent: true })).data;
}

/** True when the failure means "phone not verified" rather than a failed request. */
export function isPhoneNotVerified(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 422;
}

export function usePhoneCheck() {
  return useQuery({ queryKey: accountKeys.phoneCheck(), queryFn: checkPhone, enabled: hasToken(), staleTime: 0 });
}
