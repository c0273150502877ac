import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './tracking-keys';
import type { CreatedShare } from './types';

/** POST /api/traceShare: a new public link to one waybill's journey (its key is shown only now). */
export async function createShare(waybillId: number): Promise<CreatedShare> {
  return (await api.post<CreatedShare>('/api/traceShare', { shipment_id: waybillId })).data;
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: trackingKeys.allShares }),
  });
}
