import type { Country, Currency, UserSource, WarehouseAddress } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { countryName } from './format';
import { currentLanguage } from './i18n';

/** Reference lists several features show (warehouses, currencies, countries, sources), cached for the session. */
export type { Country, Currency, UserSource, WarehouseAddress } from '@parcelway/domain';

const HOUR = 60 * 60_000;

/** Query keys of the reference lists; those the server names in the reader's language carry it. */
export const referenceKeys = {
  warehouses: (personal: boolean) => ['warehouses', currentLanguage(), personal] as const,
  currencies: () => ['currencies', currentLanguage()] as const,
  countries: () => ['countries'] as const,
  availableCountries: (storeId: number | undefined) => ['availableCountry', storeId] as const,
  userSources: () => ['userSources', currentLanguage()] as const,
};

/** GET /api/getWarehouseAddress: every warehouse and its address, with the customer's support number when logged in. */
export async function getWarehouses(): Promise<WarehouseAddress[]> {
  return (await api.get<WarehouseAddress[]>('/api/getWarehouseAddress')).data;
}

/** GET /api/currencyList. */
export async function getCurrencies(): Promise<Currency[]> {
  return (await api.get<Currency[]>('/api/currencyList')).data;
}

/** GET /api/countryList (names in English; lib/format.ts names them in the reader's language). */
export async function getCountries(): Promise<Country[]> {
  return (await api.get<Country[]>('/api/countryList')).data;
}

/** GET /api/userSourceList: how a customer may say they heard of us. */
export async function getUserSources(): Promise<UserSource[]> {
  return (await api.get<UserSource[]>('/api/userSourceList')).data;
}

/** The warehouses; `personal` screens show the customer's own details in the addresses, so they ask afresh. */
export function useWarehouses(options: { personal?: boolean } = {}) {
  const personal = options.personal ?? false;
  return useQuery({
    queryKey: referenceKeys.warehouses(personal),
    queryFn: getWarehouses,
    staleTime: personal ? 0 : HOUR,
  });
}

export function useCurrencies() {
  return useQuery({ queryKey: referenceKeys.currencies(), queryFn: getCurrencies, staleTime: HOUR });
}

export function useCountries() {
  return useQuery({ queryKey: referenceKeys.countries(), queryFn: getCountries, staleTime: HOUR });
}

/**
 * Where a shipment goes, as the screens name it: the receiver's city, or the country in the reader's language when
 * the address has no city (Singapore is a city-state).
 */
export function useDestination(city: string, countryId: number | undefined): string {
  const countries = useCountries();
  if (city.trim() !== '') return city;
  const country = countries.data?.find((candidate) => candidate.id === countryId);
  return country ? countryName(country.iso2, country.name) : '';
}

export function useUserSources() {
  return useQuery({ queryKey: referenceKeys.userSources(), queryFn: getUserSources, staleTime: HOUR });
}

/** GET /api/availableCountry/{id} (public): the destinations the warehouse's active lines serve. */
export async function getAvailableCountries(storeId: number): Promise<Country[]> {
  return (await api.get<Country[]>(`/api/availableCountry/${storeId}`, { silent: true })).data;
}

export function useAvailableCountries(storeId: number | undefined) {
  return useQuery({
    queryKey: referenceKeys.availableCountries(storeId),
    queryFn: () => (storeId !== undefined ? getAvailableCountries(storeId) : Promise.reject(new Error('no warehouse'))),
    enabled: storeId !== undefined,
    staleTime: HOUR,
  });
}
