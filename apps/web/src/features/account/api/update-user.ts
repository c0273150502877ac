import { type UpdateUserInput, updateUserInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeUserInfo, type UserInfo } from '../../../lib/session';

/** The profile's name form: both names required, with the rules the server applies to updateUser. */
export const nameFormSchema = updateUserInputSchema.pick({ first_name: true, last_name: true }).required();

/** POST /api/updateUser: names, language, pay currency or default warehouse; answers the new user info. */
export async function updateUser(input: UpdateUserInput): Promise<UserInfo> {
  const body = await api.post<UserInfo>('/api/updateUser', input, { silent: true });
  storeUserInfo(body.data);
  return body.data;
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
