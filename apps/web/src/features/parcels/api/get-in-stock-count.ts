import type { ParcelCount } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';
import { parcelKeys } from './parcel-keys';

/** GET /api/getInStockParcel: how many parcels are in stock (the badge on the Parcels tab). */
export async function getInStockCount(): Promise<number> {
  return (await api.get<ParcelCount>('/api/getInStockParcel', { background: true, silent: true })).data.count;
}

export function useInStockCount() {
  return useQuery({
    queryKey: parcelKeys.inStock(),
    queryFn: getInStockCount,
    enabled: hasToken(),
    staleTime: 30_000,
  });
}
