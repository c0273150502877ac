import { resetByPhoneInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The new-password form by phone: dialling code, mobile and code come from the earlier steps. */
export const resetByPhoneFormSchema = resetByPhoneInputSchema;
export type ResetByPhoneInput = z.infer<typeof resetByPhoneInputSchema>;

/** POST /auth/forgetPasswordByPhone: sets the new password; the server ends every session of the account. */
export async function forgetPasswordByPhone(input: ResetByPhoneInput): Promise<void> {
  await api.post<null>('/auth/forgetPasswordByPhone', input, { silent: true });
}

export function useForgetPasswordByPhone() {
  return useMutation({ mutationFn: forgetPasswordByPhone });
}
