import { type RegisterInput, registerInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type LoginAnswer, startSession } from '../../../lib/session';

/** The sign-up form checks exactly the server's rules (SPEC §5). */
export const signUpFormSchema = registerInputSchema;

/** POST /auth/register: creates the account and answers as login does; the new session starts at once. */
export async function register(input: RegisterInput): Promise<LoginAnswer> {
  const body = await api.post<LoginAnswer>(
    '/auth/register',
    { ...input, invite_code: input.invite_code || undefined },
    { silent: true, captcha: 'always' },
  );
  startSession(body.data);
  return body.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
