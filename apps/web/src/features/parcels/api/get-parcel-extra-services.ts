import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelExtraService } from './types';

/** GET /api/parcelExtraServiceList?parcel_id=: one parcel's services, or (without an id) those of every parcel at a warehouse. */
export async function getParcelExtraServices(parcelId: number | null): Promise<ParcelExtraService[]> {
  return (
    await api.get<ParcelExtraService[]>('/api/parcelExtraServiceList', { query: { parcel_id: parcelId ?? undefined } })
  ).data;
}

export function useParcelExtraServices(parcelId: number | null) {
  return useQuery({
    queryKey: parcelKeys.extraServices(parcelId ?? 0),
    queryFn: () => getParcelExtraServices(parcelId),
  });
}
