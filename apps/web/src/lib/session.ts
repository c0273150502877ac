import type { LoginAnswer, UserInfo } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError, api } from './api-client';
import { showToast } from './feedback';
import { forgetThisDevice } from './push';
import { queryClient } from './query-client';
import { clearSession, readJson, readText, STORAGE_KEYS, writeJson, writeText } from './storage';

/** The user info the client keeps (SPEC §3) plus the personal centre's figures, as /api/getUser answers. */
/** What login, register and a password change answer: the new session's token (and its times) and the user info. */
export type { LoginAnswer, UserInfo } from '@parcelway/domain';

export const USER_QUERY_KEY = ['user'] as const;

export function hasToken(): boolean {
  return Boolean(readText(STORAGE_KEYS.accessToken));
}

/**
 * Keeps a new session: the token and the user info. Unless it is the same customer's (a password change), whatever
 * another session left in the query cache goes first — parcel and order keys carry no user id.
 */
export function startSession(answer: LoginAnswer): void {
  if (readJson<UserInfo>(STORAGE_KEYS.userInfo)?.id !== answer.user_info.id) queryClient.clear();
  writeText(STORAGE_KEYS.accessToken, answer.access_token);
  storeUserInfo(answer.user_info);
}

export function storeUserInfo(user: UserInfo): void {
  writeJson(STORAGE_KEYS.userInfo, user);
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

/** GET /api/getUser. A failure other than an ended session says so in SPEC §8's words (the session's own 401 is handled by the API client). */
export async function fetchUserInfo(): Promise<UserInfo> {
  try {
    const body = await api.get<UserInfo>('/api/getUser', { background: true, silent: true });
    writeJson(STORAGE_KEYS.userInfo, body.data);
    return body.data;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) showToast(i18next.t('common:userInfoError'));
    throw error;
  }
}

/** The logged-in customer, from storage at once and refreshed from the server. */
export function useUserInfo() {
  return useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUserInfo,
    initialData: () => readJson<UserInfo>(STORAGE_KEYS.userInfo) ?? undefined,
    enabled: hasToken(),
  });
}

export async function logout(): Promise<void> {
  try {
    // While the session still holds: this device stops getting the customer's notifications.
    await forgetThisDevice().catch(() => {});
    await api.post('/auth/logout', undefined, { silent: true, background: true });
  } finally {
    clearSession();
    queryClient.clear();
  }
}
