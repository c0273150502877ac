import { resetByEmailInputSchema } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The new-password form by email: the email and code come from the earlier steps, the customer types the passwords. */
export const resetByEmailFormSchema = resetByEmailInputSchema;
export type ResetByEmailInput = z.infer<typeof resetByEmailInputSchema>;

/** POST /auth/forgetPasswordByEmail: sets the new password; the server ends every session of the account. */
export async function forgetPasswordByEmail(input: ResetByEmailInput): Promise<void> {
  await api.post<null>('/auth/forgetPasswordByEmail', input, { silent: true });
}

export function useForgetPasswordByEmail() {
  return useMutation({ mutationFn: forgetPasswordByEmail });
}
