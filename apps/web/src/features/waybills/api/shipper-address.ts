import type { SavedShipper } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/getShipperAddress: the shipper the customer sent as last time (null the first time). */
export function useShipperAddress() {
  return useQuery({
    queryKey: ['shipperAddress'],
    queryFn: async () => (await api.get<SavedShipper | null>('/api/getShipperAddress')).data,
  });
}
