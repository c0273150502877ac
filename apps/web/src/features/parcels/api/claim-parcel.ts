import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelDetail } from './types';

export interface ParcelClaim {
  trackingNumber: string;
  /** The links of the customer's proof of purchase, joined by commas (may be empty). */
  proof: string;
}

/** GET /api/matchMissingParcel?tracking_number=&files=: claims a parcel that arrived without a match. */
export async function claimParcel({ trackingNumber, proof }: ParcelClaim): Promise<ParcelDetail> {
  return (
    await api.get<ParcelDetail>('/api/matchMissingParcel', {
      query: { tracking_number: trackingNumber, ...(proof && { files: proof }) },
      silent: true,
    })
  ).data;
}

export function useClaimParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimParcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
