import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelDetail } from './types';

/** GET /api/matchMissingParcel?tracking_number=: claims a parcel that arrived without a match. */
export function useClaimParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (trackingNumber: string) =>
      (
        await api.get<ParcelDetail>('/api/matchMissingParcel', {
          query: { tracking_number: trackingNumber },
          silent: true,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
