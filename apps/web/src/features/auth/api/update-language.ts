import type { Language } from '@parcelway/domain';
import { api } from '../../../lib/api-client';
import { hasToken, storeUserInfo, type UserInfo } from '../../../lib/session';

/** Keeps the logged-in customer's language on the server too, so its messages follow the choice. */
export async function saveLanguageOnServer(language: Language): Promise<void> {
  if (!hasToken()) return;
  const body = await api.post<UserInfo>('/api/updateUser', { language }, { background: true });
  storeUserInfo(body.data);
}
