import type { ReturnView } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';

export type { ReturnRequestView, ReturnView } from '@parcelway/domain';

/** GET /api/viewReturnGoodParcel?parcel_ids=: the ways back for the parcels, and the customer's returns. */
export async function getReturnView(parcelIds: number[]): Promise<ReturnView> {
  return (
    await api.get<ReturnView>('/api/viewReturnGoodParcel', {
      query: { parcel_ids: parcelIds.length > 0 ? parcelIds.join(',') : undefined },
      silent: true,
    })
  ).data;
}

export function useReturnView(parcelIds: number[]) {
  return useQuery({ queryKey: parcelKeys.returns(parcelIds), queryFn: () => getReturnView(parcelIds) });
}
