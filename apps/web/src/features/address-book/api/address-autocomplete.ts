import type { AddressPlace, AddressPredictions } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export type { AddressPlace, AddressPrediction } from '@parcelway/domain';

/** POST /api/googleAddressAutoComplete: suburbs or districts by the start of their name, or a postcode. */
export function useAddressSuggestions(input: string, countryId: number | null) {
  const text = input.trim();
  return useQuery({
    queryKey: ['addressSuggestions', currentLanguage(), countryId, text],
    queryFn: async () =>
      (
        await api.post<AddressPredictions>(
          '/api/googleAddressAutoComplete',
          { input: text, country_id: countryId ?? undefined },
          { silent: true, background: true },
        )
      ).data.predictions,
    enabled: text.length >= 2,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/googleAddressPlaceDetail: the postcode, city and state of a suggestion. */
export async function getAddressPlace(placeId: string): Promise<AddressPlace> {
  return (await api.post<AddressPlace>('/api/googleAddressPlaceDetail', { place_id: placeId })).data;
}
