import type { ParcelFilter } from '../api/get-parcels';

export type ParcelTab = NonNullable<ParcelFilter['tab']>;
export const PARCEL_TABS: readonly ParcelTab[] = ['all', 'arrived', 'mailed', 'history'];
/** The list opens on the parcels in stock. */
export const DEFAULT_PARCEL_TAB: ParcelTab = 'arrived';

/** The list's filter from its address (`?tab=…&keyword=…`): what the page asks for, and what is fetched ahead of it. */
export function parcelListFilter(tab: ParcelTab, keyword: string): ParcelFilter {
  return { tab, keyword: keyword || undefined };
}

/** The same, read from the search params before the page renders (an unknown tab is the default one). */
export function parcelListFilterOf(search: URLSearchParams): ParcelFilter {
  const tab = search.get('tab');
  return parcelListFilter(
    PARCEL_TABS.includes(tab as ParcelTab) ? (tab as ParcelTab) : DEFAULT_PARCEL_TAB,
    search.get('keyword') ?? '',
  );
}
