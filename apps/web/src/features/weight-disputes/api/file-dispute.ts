import type { WeightDispute, WeightDisputeInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The queries a dispute changes, by the prefix their features give their keys: the shipment or the parcel it is
 * about, and the pay page it holds.
 */
const CHANGED_QUERIES = [['waybills'], ['parcels'], ['payments']] as const;

/** POST /api/disputeWeight: the customer disputes a shipment's or a parcel's weight or size. */
export async function fileDispute(input: WeightDisputeInput): Promise<WeightDispute> {
  return (await api.post<WeightDispute>('/api/disputeWeight', input, { silent: true })).data;
}

export function useFileDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileDispute,
    onSuccess: () => {
      for (const queryKey of CHANGED_QUERIES) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    },
  });
}
