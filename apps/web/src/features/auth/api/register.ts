import { type RegisterInput, registerInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type LoginAnswer, startSession } from '../../../lib/session';

/**
 * The sign-up form: registerInputSchema, the server's own rules (SPEC §5). Zod runs the schema's
 * "passwords match" check only once every other field is valid, so the form repeats that one check
 * as soon as both passwords are typed, with the same message key, instead of at the end.
 */
export const signUpFormSchema = registerInputSchema.refine((value) => value.password === value.confirm_password, {
  path: ['confirm_password'],
  error: 'auth.passwordMismatch',
  when: ({ value }) => {
    const typed = value as { password?: unknown; confirm_password?: unknown } | undefined;
    return (
      typeof typed?.password === 'string' && typeof typed.confirm_password === 'string' && typed.confirm_password !== ''
    );
  },
});

/** POST /auth/register: creates the account and answers as login does; the new session starts at once. */
export async function register(input: RegisterInput): Promise<LoginAnswer> {
  const body = await api.post<LoginAnswer>(
    '/auth/register',
    { ...input, invite_code: input.invite_code || undefined },
    { silent: true },
  );
  startSession(body.data);
  return body.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
