import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the parcels feature; mutations invalidate `all` so every list and count refreshes. */
export const parcelKeys = {
  all: ['parcels'] as const,
  list: (filter: object) => ['parcels', 'list', currentLanguage(), filter] as const,
  tabs: () => ['parcels', 'tabs', currentLanguage()] as const,
  // Under `parcels`, so every parcel change, a waybill made or cancelled (PARCEL_QUERIES) and a payment refresh it.
  badges: () => ['parcels', 'badges'] as const,
  detail: (id: number) => ['parcels', 'detail', currentLanguage(), id] as const,
  preAlerts: (filter: object) => ['parcels', 'preAlerts', currentLanguage(), filter] as const,
  entries: (filter: object) => ['parcels', 'entries', currentLanguage(), filter] as const,
  inboundMails: () => ['parcels', 'inboundMails'] as const,
  extraServices: (parcelId: number) => ['parcels', 'extraServices', currentLanguage(), parcelId] as const,
  returns: (parcelIds: number[]) => ['parcels', 'returns', currentLanguage(), parcelIds] as const,
  // A warehouse's couriers and services change with no parcel: they stay outside `all`, untouched by its refreshes.
  courierCompanies: (storeId: number | undefined) => ['courierCompanies', storeId] as const,
  offeredServices: (storeId: number | undefined) => ['extraServiceList', currentLanguage(), storeId] as const,
};
