import { changePasswordInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type LoginAnswer, startSession } from '../../../lib/session';

export const changePasswordFormSchema = changePasswordInputSchema;
export type ChangePasswordInput = z.infer<typeof changePasswordFormSchema>;

/**
 * POST /auth/resetPassword: changes the password of the logged-in customer. Every other session ends;
 * the answer is a fresh login for this device, kept at once.
 */
export async function changePassword(input: ChangePasswordInput): Promise<LoginAnswer> {
  const body = await api.post<LoginAnswer>('/auth/resetPassword', input, { silent: true });
  startSession(body.data);
  return body.data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
