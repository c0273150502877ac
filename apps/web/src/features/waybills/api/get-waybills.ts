import type { WaybillFilter } from '@parcelway/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, nextPageAfter } from '../../../lib/api-client';
import type { WaybillPage } from './types';
import { waybillKeys } from './waybill-keys';

export const WAYBILLS_PER_PAGE = 10;

export interface WaybillListFilter {
  status: WaybillFilter;
  /** A shipment ID or a recipient's name. */
  keyword?: string;
}

/** GET /api/shipmentList (page, perPage, status = a filter, keyword); `counts` per filter. */
export async function getWaybills(filter: WaybillListFilter, page: number, signal?: AbortSignal): Promise<WaybillPage> {
  return (
    await api.get<WaybillPage>('/api/shipmentList', {
      query: { page, perPage: WAYBILLS_PER_PAGE, status: filter.status, keyword: filter.keyword || undefined },
      signal,
    })
  ).data;
}

export function useWaybills(filter: WaybillListFilter) {
  return useInfiniteQuery({
    queryKey: waybillKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getWaybills(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
    // The filters' counts follow the warehouse's moves when the customer comes back to the app.
    refetchOnWindowFocus: true,
  });
}
