import type { WaybillFilter } from '@parcelway/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillPage } from './types';
import { waybillKeys } from './waybill-keys';

export const WAYBILLS_PER_PAGE = 10;

/** GET /api/shipmentList (page, perPage, status = a filter, keyword: shipment ID or recipient); `counts` per filter. */
export function useWaybills(filter: { status: WaybillFilter; keyword?: string }) {
  return useInfiniteQuery({
    queryKey: waybillKeys.list(filter),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<WaybillPage>('/api/shipmentList', {
          query: {
            page: pageParam,
            perPage: WAYBILLS_PER_PAGE,
            status: filter.status,
            keyword: filter.keyword || undefined,
          },
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
  });
}
