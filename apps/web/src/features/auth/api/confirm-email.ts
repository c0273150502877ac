import type { EmailConfirmed } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fetchUserInfo, hasToken, storeUserInfo } from '../../../lib/session';

export type { EmailConfirmed } from '@parcelway/domain';

/** The stored user info after the address changed state, so the banner and the profile say so at once. */
async function reloadUserInfo(): Promise<void> {
  if (hasToken()) storeUserInfo(await fetchUserInfo());
}

/** POST /api/verifyEmail: the code from the confirmation mail confirms the address waiting for it. */
export async function confirmEmailByCode(code: string): Promise<EmailConfirmed> {
  const body = await api.post<EmailConfirmed>('/api/verifyEmail', { code }, { silent: true });
  await reloadUserInfo();
  return body.data;
}

export function useConfirmEmailByCode() {
  return useMutation({ mutationFn: confirmEmailByCode });
}

/**
 * POST /auth/verifyEmailLink: the key of the link in the confirmation mail, on whatever device opened it (a session is
 * not needed; when there is one, it is sent, and its user info is refreshed).
 */
export async function confirmEmailByLink(key: string): Promise<EmailConfirmed> {
  // The link proves as the code does only with a live session of the account (an expired token is refreshed first):
  // without one the server takes the account back from whoever signed up (docs/decisions/email-verification.md).
  if (hasToken()) await fetchUserInfo().catch(() => {});
  const body = await api.post<EmailConfirmed>('/auth/verifyEmailLink', { token: key }, { silent: true });
  await reloadUserInfo().catch(() => {});
  return body.data;
}

export function useConfirmEmailByLink() {
  return useMutation({ mutationFn: confirmEmailByLink });
}
