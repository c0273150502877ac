import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { currentLanguage } from './i18n';

/** Reference lists several features show (warehouses, currencies, countries, sources), cached for the session. */
export interface WarehouseAddress {
  store_id: number;
  name: string;
  region_code: string;
  currency_id: number;
  currency_name: string;
  is_default: boolean;
  address: {
    country: string;
    country_code: string;
    name: string;
    postal_code: string;
    state: string;
    city: string;
    address_lines: string[];
    phone: string;
    opening_hours: string;
  };
}

export interface Currency {
  id: number;
  code: string;
  currency_name: string;
  name: string;
  symbol: string;
  decimals: number;
  payable: boolean;
}

export interface Country {
  id: number;
  iso2: string;
  name: string;
  phone_code: string | null;
}

export interface UserSource {
  id: number;
  name: string;
}

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
