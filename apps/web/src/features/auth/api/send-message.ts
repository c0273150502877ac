import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { phoneFormSchema } from '../utils/phone-rules';
import type { CodeSent } from './send-forget-password-email';
import type { PhoneInput } from './send-forget-password-phone';

/** The Bind Mobile form: dialling code and mobile, with the server's mobile rule. */
export const bindMobileFormSchema = phoneFormSchema;

/**
 * POST /api/sendMessage (type bind_phone): an SMS code to the new mobile. A 409 with data.jump 'login'
 * means the number is verified on another account.
 */
export async function sendBindPhoneCode(input: PhoneInput): Promise<CodeSent> {
  return (
    await api.post<CodeSent>('/api/sendMessage', { ...input, type: 'bind_phone' }, { silent: true, captcha: 'always' })
  ).data;
}

export function useSendBindPhoneCode() {
  return useMutation({ mutationFn: sendBindPhoneCode });
}
