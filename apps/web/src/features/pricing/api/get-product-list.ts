import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

export interface NamedCode {
  code: string;
  name: string;
}

/** The calculator's product types and parcel attributes, named in the user's language. */
export interface ProductList {
  product_types: NamedCode[];
  attributes: NamedCode[];
}

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
