import type { HomeCounts } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';
import { waybillKeys } from './waybill-keys';

/** GET /api/shipmentStatusCount: Home's shipment labels. */
export async function getHomeCounts(): Promise<HomeCounts> {
  return (await api.get<HomeCounts>('/api/shipmentStatusCount', { background: true })).data;
}

export function useHomeCounts() {
  // Staff move waybills while the app is in the background: coming back asks again.
  return useQuery({
    queryKey: waybillKeys.counts(),
    queryFn: getHomeCounts,
    enabled: hasToken(),
    refetchOnWindowFocus: true,
  });
}
