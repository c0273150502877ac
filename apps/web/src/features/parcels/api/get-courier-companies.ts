import type { CourierCompany } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';

/** GET /api/queryCompanyList?store_id=: the couriers that deliver to a warehouse. */
export async function getCourierCompanies(storeId: number): Promise<CourierCompany[]> {
  return (await api.get<CourierCompany[]>('/api/queryCompanyList', { query: { store_id: storeId } })).data;
}

export function useCourierCompanies(storeId: number | undefined) {
  return useQuery({
    queryKey: parcelKeys.courierCompanies(storeId),
    queryFn: () => getCourierCompanies(storeId ?? 0),
    enabled: storeId !== undefined,
    staleTime: 60 * 60_000,
  });
}
