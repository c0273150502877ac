import type { CourierCompany } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/queryCompanyList?store_id=: the couriers that deliver to a warehouse. */
export function useCourierCompanies(storeId: number | undefined) {
  return useQuery({
    queryKey: ['courierCompanies', storeId],
    queryFn: async () =>
      (await api.get<CourierCompany[]>('/api/queryCompanyList', { query: { store_id: storeId } })).data,
    enabled: storeId !== undefined,
    staleTime: 60 * 60_000,
  });
}
