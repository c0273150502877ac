import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ParcelsInfo } from './types';
import { waybillKeys } from './waybill-keys';

/** GET /api/getParcelsInfo?parcel_ids=: the chosen parcels as the submission flow starts from them. */
export async function getParcelsInfo(parcelIds: number[]): Promise<ParcelsInfo> {
  return (await api.get<ParcelsInfo>('/api/getParcelsInfo', { query: { parcel_ids: parcelIds.join(',') } })).data;
}

export function useParcelsInfo(parcelIds: number[]) {
  return useQuery({
    queryKey: waybillKeys.parcelsInfo(parcelIds),
    queryFn: () => getParcelsInfo(parcelIds),
    enabled: parcelIds.length > 0,
  });
}
