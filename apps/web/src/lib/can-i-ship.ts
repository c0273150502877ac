import type { CanIShip } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LineRoute } from './get-courier-list';
import { pricingKeys } from './pricing-keys';

/** GET /api/canIShip (public, rate-limited): which lines of a route carry a product, and what it needs there. */
export function useCanIShip(query: string, route: Partial<LineRoute>) {
  const { storeId, countryId } = route;
  const ready = query.trim() !== '' && storeId !== undefined && countryId !== undefined;
  return useQuery({
    queryKey: pricingKeys.canIShip(query.trim(), storeId, countryId),
    queryFn: async () =>
      (
        await api.get<CanIShip>('/api/canIShip', {
          query: { q: query.trim(), store_id: storeId ?? 0, country_id: countryId ?? 0 },
          silent: true,
        })
      ).data,
    enabled: ready,
    staleTime: 5 * 60_000,
  });
}
