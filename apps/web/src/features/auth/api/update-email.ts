import { type ChangeEmailInput, type CodeSent, changeEmailInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { fetchUserInfo, storeUserInfo } from '../../../lib/session';

/**
 * The change-address form: the new address as the server checks it, and the current password or (no password) the
 * code sent to the current address, which the server checks (the unused one stays an empty field).
 */
export const changeEmailFormSchema = changeEmailInputSchema.extend({ code: z.string().trim().max(12).optional() });

/**
 * POST /api/updateEmail: the new address gets a confirmation (an unconfirmed one is replaced at once, a confirmed one
 * stays until the new one is confirmed); the user info is refreshed to say which address waits.
 */
export async function updateEmail(input: ChangeEmailInput): Promise<CodeSent> {
  const body = await api.post<CodeSent>('/api/updateEmail', input, { silent: true, captcha: 'always' });
  storeUserInfo(await fetchUserInfo());
  return body.data;
}

export function useUpdateEmail() {
  return useMutation({ mutationFn: updateEmail });
}

/** POST /api/sendChangeEmailCode: a code to the current address, which an account without a password gives instead. */
export async function sendChangeEmailCode(): Promise<CodeSent> {
  return (await api.post<CodeSent>('/api/sendChangeEmailCode', {}, { silent: true })).data;
}

export function useSendChangeEmailCode() {
  return useMutation({ mutationFn: sendChangeEmailCode });
}
