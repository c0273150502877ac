import type { phoneInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { phoneFormSchema } from '../utils/phone-rules';
import type { CodeSent } from './send-forget-password-email';

/** The phone form of "forgot password": dialling code and mobile, with the server's mobile rule. */
export const forgotPhoneFormSchema = phoneFormSchema;
export type PhoneInput = z.infer<typeof phoneInputSchema>;

/** POST /auth/sendForgetPasswordPhone: a 6-digit reset code by SMS to the account's verified mobile. */
export async function sendForgetPasswordPhone(input: PhoneInput): Promise<CodeSent> {
  return (await api.post<CodeSent>('/auth/sendForgetPasswordPhone', input, { silent: true, captcha: 'always' })).data;
}

export function useSendForgetPasswordPhone() {
  return useMutation({ mutationFn: sendForgetPasswordPhone });
}
