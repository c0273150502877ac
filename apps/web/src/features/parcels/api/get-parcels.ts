import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, FIRST_PAGE, nextCursorPageAfter, type PageParam } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelPage } from './types';

export const PARCELS_PER_PAGE = 10;

export interface ParcelFilter {
  tab?: 'all' | 'arrived' | 'mailed' | 'history';
  parcel_status?: number;
  keyword?: string;
}

/**
 * GET /api/parcelList (page, perPage, parcel_status or tab, keyword; after the first page the previous page's
 * `next_cursor` as `cursor`, so the server reads only this page's rows). In the background: the list shows its own
 * skeleton cards and, when scrolled, its own loading line, so the global loading toast would say it twice.
 */
export async function getParcels(
  filter: ParcelFilter,
  { page, cursor }: PageParam,
  signal?: AbortSignal,
): Promise<ParcelPage> {
  return (
    await api.get<ParcelPage>('/api/parcelList', {
      query: { ...filter, keyword: filter.keyword || undefined, page, cursor, perPage: PARCELS_PER_PAGE },
      background: true,
      signal,
    })
  ).data;
}

/** The parcel list's query, a page at a time as the customer scrolls: the page's hook and its prefetch share it. */
export function parcelsQueryOptions(filter: ParcelFilter) {
  return infiniteQueryOptions({
    queryKey: parcelKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getParcels(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextCursorPageAfter,
  });
}

export function useParcels(filter: ParcelFilter) {
  return useInfiniteQuery(parcelsQueryOptions(filter));
}
