import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelExtraService } from './types';

/** GET /api/parcelExtraServiceList?parcel_id=: one parcel's services, or (without an id) those of every parcel at a warehouse. */
export function useParcelExtraServices(parcelId: number | null) {
  return useQuery({
    queryKey: parcelKeys.extraServices(parcelId ?? 0),
    queryFn: async () =>
      (
        await api.get<ParcelExtraService[]>('/api/parcelExtraServiceList', {
          query: { parcel_id: parcelId ?? undefined },
        })
      ).data,
  });
}
