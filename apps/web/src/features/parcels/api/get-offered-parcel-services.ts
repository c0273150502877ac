import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import type { OfferedExtraService } from './types';

/** GET /api/extraServiceList?store_id=: what a warehouse offers; only parcel services are asked for on parcels. */
export function useOfferedParcelServices(storeId: number | undefined) {
  return useQuery({
    queryKey: ['extraServiceList', currentLanguage(), storeId],
    queryFn: async () =>
      (await api.get<OfferedExtraService[]>('/api/extraServiceList', { query: { store_id: storeId } })).data.filter(
        (service) => service.scope === 'parcel',
      ),
    enabled: storeId !== undefined,
    staleTime: 10 * 60_000,
  });
}
