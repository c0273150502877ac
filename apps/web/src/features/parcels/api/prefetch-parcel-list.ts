import { queryClient } from '../../../lib/query-client';
import { parcelListFilterOf } from '../utils/list-filter';
import { parcelTabsQueryOptions } from './get-parcel-tabs';
import { parcelsQueryOptions } from './get-parcels';

/**
 * The parcel list's first page and its tabs' counts, asked for while the page's chunk is still loading (the route
 * calls this when it starts loading the page): the list is on screen as soon as the page renders.
 */
export function prefetchParcelList(search: URLSearchParams): void {
  void queryClient.prefetchInfiniteQuery(parcelsQueryOptions(parcelListFilterOf(search)));
  void queryClient.prefetchQuery(parcelTabsQueryOptions());
}
