import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../lib/api.js';

export { usePendingTransfers } from '../../lib/queues.js';

/** Approves or rejects a transfer (a rejection says why; the customer reads the reason). */
export function useReviewTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) =>
      post(`/ops/bank-transfers/${id}/review`, { approve, reason }),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'bank-transfers'] }),
  });
}
