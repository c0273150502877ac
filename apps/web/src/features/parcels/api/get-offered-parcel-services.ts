import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { OfferedExtraService } from './types';

/** GET /api/extraServiceList?store_id=: what a warehouse offers; only parcel services are asked for on parcels. */
export async function getOfferedParcelServices(storeId: number): Promise<OfferedExtraService[]> {
  const offered = (await api.get<OfferedExtraService[]>('/api/extraServiceList', { query: { store_id: storeId } }))
    .data;
  return offered.filter((service) => service.scope === 'parcel');
}

export function useOfferedParcelServices(storeId: number | undefined) {
  return useQuery({
    queryKey: parcelKeys.offeredServices(storeId),
    queryFn: () => getOfferedParcelServices(storeId ?? 0),
    enabled: storeId !== undefined,
    staleTime: 10 * 60_000,
  });
}
