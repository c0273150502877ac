import type { ProductList } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** The calculator's product types and parcel attributes, named in the user's language. */
export type { NamedCode, ProductList } from '@parcelway/domain';

/** GET /api/productList (public reference data). */
export async function getProductList(): Promise<ProductList> {
  return (await api.get<ProductList>('/api/productList', { silent: true })).data;
}

export function useProductList() {
  return useQuery({
    queryKey: pricingKeys.productList(),
    queryFn: getProductList,
    staleTime: 60 * 60_000,
  });
}
