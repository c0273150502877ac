import type { ParcelTabCount } from '@parcelway/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';

/** GET /api/getParcelTabs: the list's tabs with how many parcels each holds. */
export async function getParcelTabs(): Promise<ParcelTabCount[]> {
  return (await api.get<ParcelTabCount[]>('/api/getParcelTabs', { background: true })).data;
}

export function parcelTabsQueryOptions() {
  return queryOptions({ queryKey: parcelKeys.tabs(), queryFn: getParcelTabs });
}

export function useParcelTabs() {
  return useQuery(parcelTabsQueryOptions());
}
