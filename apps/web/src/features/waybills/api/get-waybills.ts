import type { WaybillFilter } from '@parcelway/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextCursorPageAfter, type PageParam } from '../../../lib/api-client';
import type { WaybillPage } from './types';
import { waybillKeys } from './waybill-keys';

export const WAYBILLS_PER_PAGE = 10;

export interface WaybillListFilter {
  status: WaybillFilter;
  /** A shipment ID or a recipient's name. */
  keyword?: string;
}

/** GET /api/shipmentList (page, perPage, status = a filter, keyword, the cursor after the first page); `counts`. */
export async function getWaybills(
  filter: WaybillListFilter,
  { page, cursor }: PageParam,
  signal?: AbortSignal,
): Promise<WaybillPage> {
  return (
    await api.get<WaybillPage>('/api/shipmentList', {
      query: { page, cursor, perPage: WAYBILLS_PER_PAGE, status: filter.status, keyword: filter.keyword || undefined },
      signal,
    })
  ).data;
}

export function useWaybills(filter: WaybillListFilter) {
  return useInfiniteQuery({
    queryKey: waybillKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getWaybills(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextCursorPageAfter,
    // The filters' counts follow the warehouse's moves when the customer comes back to the app.
    refetchOnWindowFocus: true,
  });
}
