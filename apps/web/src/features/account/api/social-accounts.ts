import { type SocialProvider, setPasswordInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { USER_QUERY_KEY } from '../../../lib/session';

export const setPasswordFormSchema = setPasswordInputSchema;

/** POST /api/unbindApp: refused (and said why) when it is the customer's last way to sign in. */
export async function unbindApp(provider: SocialProvider): Promise<void> {
  await api.post('/api/unbindApp', { provider });
}

/** POST /api/setPassword: a social-only customer adds a password. */
export async function setPassword(input: { password: string; confirm_password: string }): Promise<void> {
  await api.post('/api/setPassword', input, { silent: true });
}

const refreshUser = () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });

export function useUnbindApp() {
  return useMutation({ mutationFn: unbindApp, onSuccess: refreshUser });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword, onSuccess: refreshUser });
}
