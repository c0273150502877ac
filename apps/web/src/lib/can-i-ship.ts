import type { CanIShip, ParcelAttribute } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { currentLanguage } from './i18n';

/** The route a goods check is asked for; either may be missing while the customer chooses. */
export interface GoodsRoute {
  storeId?: number | undefined;
  countryId?: number | undefined;
}

/** The answer's query key: the words and the ticked attributes (sorted, comma-separated) on a route. */
export const canIShipKey = (
  words: string,
  ticked: string,
  storeId: number | undefined,
  countryId: number | undefined,
) => ['canIShip', currentLanguage(), words, ticked, storeId, countryId] as const;

/**
 * GET /api/canIShip (public, rate-limited): which lines of a route carry a product (its words, or the attributes a
 * form's item has ticked), why the others refuse it, and what it needs there. Home's search and the forms' items ask it.
 */
export function useCanIShip(query: string, route: GoodsRoute, attributes: readonly ParcelAttribute[] = []) {
  const { storeId, countryId } = route;
  const words = query.trim();
  const ticked = [...attributes].sort().join(',');
  const ready = (words !== '' || ticked !== '') && storeId !== undefined && countryId !== undefined;
  return useQuery({
    queryKey: canIShipKey(words, ticked, storeId, countryId),
    queryFn: async () =>
      (
        await api.get<CanIShip>('/api/canIShip', {
          query: {
            ...(words !== '' && { q: words }),
            ...(ticked !== '' && { attributes: ticked }),
            store_id: storeId ?? 0,
            country_id: countryId ?? 0,
          },
          silent: true,
        })
      ).data,
    enabled: ready,
    staleTime: 5 * 60_000,
  });
}
