import type { CodeSent } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/resendVerifyEmail: a new code and link to the address waiting for confirmation (one per 60 s). */
export async function resendVerifyEmail(): Promise<CodeSent> {
  return (await api.post<CodeSent>('/api/resendVerifyEmail', undefined, { silent: true })).data;
}

export function useResendVerifyEmail() {
  return useMutation({ mutationFn: resendVerifyEmail });
}
