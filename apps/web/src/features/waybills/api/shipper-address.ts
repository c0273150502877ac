import type { SavedShipper } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/** GET /api/getShipperAddress: the shipper the customer sent as last time (null the first time). */
export async function getShipperAddress(): Promise<SavedShipper | null> {
  return (await api.get<SavedShipper | null>('/api/getShipperAddress')).data;
}

export function useShipperAddress() {
  return useQuery({ queryKey: waybillKeys.shipperAddress(), queryFn: getShipperAddress });
}
