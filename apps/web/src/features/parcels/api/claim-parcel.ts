import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelDetail } from './types';

/**
 * GET /api/matchMissingParcel?tracking_number=&files=: claims a parcel that arrived without a match, with the
 * links of the customer's proof of purchase joined by commas.
 */
export function useClaimParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ trackingNumber, proof }: { trackingNumber: string; proof: string }) =>
      (
        await api.get<ParcelDetail>('/api/matchMissingParcel', {
          query: { tracking_number: trackingNumber, ...(proof && { files: proof }) },
          silent: true,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
