import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './tracking-keys';
import type { ShareSummary } from './types';

/** DELETE /api/traceShare/{id}: the link stops working at once. */
export async function revokeShare(shareId: number): Promise<ShareSummary> {
  return (await api.delete<ShareSummary>(`/api/traceShare/${shareId}`)).data;
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: trackingKeys.allShares }),
  });
}
