import type { CodeSent } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/sendMessage with type close_account: an SMS code to the verified phone. */
export async function sendCloseAccountCode(): Promise<CodeSent> {
  return (await api.post<CodeSent>('/api/sendMessage', { type: 'close_account' }, { silent: true })).data;
}

export function useSendCloseAccountCode() {
  return useMutation({ mutationFn: sendCloseAccountCode });
}
