import type { Country, Currency, UserSource, WarehouseAddress } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { currentLanguage } from './i18n';

/** Reference lists several features show (warehouses, currencies, countries, sources), cached for the session. */
export type { Country, Currency, UserSource, WarehouseAddress } from '@parcelway/domain';

const HOUR = 60 * 60_000;

export function useWarehouses(options: { personal?: boolean } = {}) {
  return useQuery({
    queryKey: ['warehouses', currentLanguage(), options.personal ?? false],
    queryFn: async () => (await api.get<WarehouseAddress[]>('/api/getWarehouseAddress')).data,
    staleTime: options.personal ? 0 : HOUR,
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: ['currencies', currentLanguage()],
    queryFn: async () => (await api.get<Currency[]>('/api/currencyList')).data,
    staleTime: HOUR,
  });
}

export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: async () => (await api.get<Country[]>('/api/countryList')).data,
    staleTime: HOUR,
  });
}

export function useUserSources() {
  return useQuery({
    queryKey: ['userSources', currentLanguage()],
    queryFn: async () => (await api.get<UserSource[]>('/api/userSourceList')).data,
    staleTime: HOUR,
  });
}
