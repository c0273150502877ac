import { cancelAccountInputSchema } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/storage';

export const cancelAccountFormSchema = cancelAccountInputSchema;
export type CancelAccountInput = z.infer<typeof cancelAccountFormSchema>;

/** POST /api/cancelAccount: closes the account with the SMS code sent to the verified phone. */
export async function cancelAccount(input: CancelAccountInput): Promise<void> {
  await api.post<null>('/api/cancelAccount', input, { silent: true });
}

/** Every session of a closed account is revoked, so this device forgets the session and everything cached. */
export function useCancelAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAccount,
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
