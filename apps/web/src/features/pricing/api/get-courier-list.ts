import type { PublicLine } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** A line with its published terms: rate card (in the line's currency, weights in kg), limits and insurance. */
export type CourierLine = PublicLine;

/** A route: the origin warehouse and the destination country. */
export interface LineRoute {
  storeId: number;
  countryId: number;
}

/** GET /api/courierList (public, rate-limited): the active lines of a route. */
export async function getCourierList(route: LineRoute): Promise<CourierLine[]> {
  return (
    await api.get<CourierLine[]>('/api/courierList', {
      query: { store_id: route.storeId, country_id: route.countryId },
      silent: true,
    })
  ).data;
}

/** The lines of a route; nothing is asked until both ends are chosen. */
export function useCourierList(route: Partial<LineRoute>) {
  const { storeId, countryId } = route;
  return useQuery({
    queryKey: pricingKeys.courierList(storeId, countryId),
    queryFn: () =>
      storeId !== undefined && countryId !== undefined
        ? getCourierList({ storeId, countryId })
        : Promise.reject(new Error('no route')),
    enabled: storeId !== undefined && countryId !== undefined,
    staleTime: 5 * 60_000,
  });
}
