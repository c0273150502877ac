import { type LoginInput, loginInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type LoginAnswer, startSession } from '../../../lib/session';

export const loginFormSchema = loginInputSchema;

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const body = await api.post<LoginAnswer>('/auth/login', input, { silent: true, captcha: 'when-asked' });
  startSession(body.data);
  return body.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
