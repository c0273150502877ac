import { updatePhoneInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { storeUserInfo, type UserInfo } from '../../../lib/session';

/** A code step's form (verification, password reset): the 6-digit code, checked as the server checks it. */
export const codeFormSchema = updatePhoneInputSchema.pick({ code: true });

export type UpdatePhoneInput = z.infer<typeof updatePhoneInputSchema>;

/** POST /api/updatePhone: checks the SMS code and binds the mobile as verified; answers the new user info. */
export async function updatePhone(input: UpdatePhoneInput): Promise<UserInfo> {
  const body = await api.post<UserInfo>('/api/updatePhone', input, { silent: true });
  storeUserInfo(body.data);
  return body.data;
}

export function useUpdatePhone() {
  return useMutation({ mutationFn: updatePhone });
}
