import type { AddressPlace, AddressPrediction, AddressPredictions } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressBookKeys } from './address-book-keys';

export type { AddressPlace, AddressPrediction } from '@parcelway/domain';

/** POST /api/googleAddressAutoComplete: suburbs or districts by the start of their name, or a postcode. */
export async function getAddressSuggestions(text: string, countryId: number | null): Promise<AddressPrediction[]> {
  return (
    await api.post<AddressPredictions>(
      '/api/googleAddressAutoComplete',
      { input: text, country_id: countryId ?? undefined },
      { silent: true, background: true },
    )
  ).data.predictions;
}

/** POST /api/googleAddressPlaceDetail: the postcode, city and state of a suggestion. */
export async function getAddressPlace(placeId: string): Promise<AddressPlace> {
  return (await api.post<AddressPlace>('/api/googleAddressPlaceDetail', { place_id: placeId })).data;
}

/** Suggestions for what is typed, from two characters on. */
export function useAddressSuggestions(input: string, countryId: number | null) {
  const text = input.trim();
  return useQuery({
    queryKey: addressBookKeys.addressSuggestions(countryId, text),
    queryFn: () => getAddressSuggestions(text, countryId),
    enabled: text.length >= 2,
    staleTime: 5 * 60_000,
  });
}
