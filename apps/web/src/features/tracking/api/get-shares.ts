import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './tracking-keys';
import type { ShareSummary } from './types';

interface SharePage {
  list: ShareSummary[];
  page: number;
  perPage: number;
  total: number;
}

/** GET /api/traceShareList: the customer's links (of one waybill when given), with when each was last opened. */
export async function getShares(waybillId: number | undefined): Promise<SharePage> {
  return (await api.get<SharePage>('/api/traceShareList', { query: { shipment_id: waybillId, page: 1, perPage: 50 } }))
    .data;
}

export function useShares(waybillId: number | undefined) {
  return useQuery({
    queryKey: trackingKeys.shares(waybillId),
    queryFn: () => getShares(waybillId),
    refetchOnWindowFocus: true,
  });
}
