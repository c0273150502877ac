import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Country } from '../../../lib/reference-data';
import { pricingKeys } from './pricing-keys';

/** GET /api/availableCountry/{id} (public): the destinations the warehouse's active lines serve. */
export async function getAvailableCountries(storeId: number): Promise<Country[]> {
  return (await api.get<Country[]>(`/api/availableCountry/${storeId}`, { silent: true })).data;
}

export function useAvailableCountries(storeId: number | undefined) {
  return useQuery({
    queryKey: pricingKeys.availableCountries(storeId),
    queryFn: () => (storeId !== undefined ? getAvailableCountries(storeId) : Promise.reject(new Error('no warehouse'))),
    enabled: storeId !== undefined,
    staleTime: 60 * 60_000,
  });
}
