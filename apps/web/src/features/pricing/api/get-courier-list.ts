import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { NamedCode } from './get-product-list';
import type { PublicLine } from './get-quotation';
import { pricingKeys } from './pricing-keys';

/** A line with its published terms: rate card (in the line's currency, weights in kg), limits and insurance. */
export interface CourierLine extends PublicLine {
  store_id: number;
  country_id: number;
  first_weight: string;
  first_weight_price: string;
  additional_weight: string;
  additional_weight_price: string;
  min_chargeable_weight: string;
  weight_step: string;
  max_declared_value: string | null;
  refused_attributes: NamedCode[];
  required_documents: NamedCode[];
  freeInsurance: string;
  insurancePercentage: number;
  maxInsurance: string;
}

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
