import { type ChangeEmailInput, type CodeSent, changeEmailInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fetchUserInfo, storeUserInfo } from '../../../lib/session';

/** The change-address form: the new address as the server checks it, and the current password. */
export const changeEmailFormSchema = changeEmailInputSchema;

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
