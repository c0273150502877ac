import { type CodeSent, sendResetEmailInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const forgotEmailFormSchema = sendResetEmailInputSchema;
export type SendResetEmailInput = z.infer<typeof sendResetEmailInputSchema>;

/** Where the code went: the email address, or the phone as +{code}{number}. */
export type { CodeSent } from '@parcelway/domain';

/** POST /auth/sendForgetPasswordEmail: a 6-digit reset code by email (one per address every 60 s). */
export async function sendForgetPasswordEmail(input: SendResetEmailInput): Promise<CodeSent> {
  return (await api.post<CodeSent>('/auth/sendForgetPasswordEmail', input, { silent: true, captcha: 'always' })).data;
}

export function useSendForgetPasswordEmail() {
  return useMutation({ mutationFn: sendForgetPasswordEmail });
}
