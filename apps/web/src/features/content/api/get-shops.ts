import type { ChinaAddress, Shop } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/shopList: the shops staff recommend for the customer's warehouse. */
export async function getShops(storeId: number | undefined): Promise<Shop[]> {
  return (await api.get<Shop[]>('/api/shopList', { query: { store_id: storeId } })).data;
}

export function useShops(storeId: number | undefined) {
  return useQuery({ queryKey: contentKeys.shops(storeId), queryFn: () => getShops(storeId) });
}

/** GET /api/getChinaAddress: the China warehouse address with the customer's support number, and staff's guide. */
export async function getChinaAddress(): Promise<ChinaAddress> {
  return (await api.get<ChinaAddress>('/api/getChinaAddress')).data;
}

export function useChinaAddress() {
  return useQuery({ queryKey: contentKeys.chinaAddress(), queryFn: getChinaAddress });
}
