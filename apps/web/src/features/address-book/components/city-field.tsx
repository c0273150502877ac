import { COUNTRY_ID, type RecipientFormValues } from '@parcelway/domain';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form';
import { type AddressPlace, getAddressPlace, useAddressSuggestions } from '../api/address-autocomplete';
import { PlaceSuggestions } from './place-suggestions';

/** The suburb or city, with suggestions by name from the address lookup (googleAddressAutoComplete). */
export function CityField({
  control,
  countryId,
  onPlace,
}: {
  control: Control<RecipientFormValues>;
  countryId: number | null;
  onPlace: (place: AddressPlace) => void;
}) {
  const { t } = useTranslation('addressBook');
  const [typed, setTyped] = useState('');
  const suggestions = useAddressSuggestions(typed, countryId);
  const choose = async (placeId: string) => {
    setTyped('');
    try {
      onPlace(await getAddressPlace(placeId));
    } catch {
      // The API client has said why.
    }
  };
  return (
    <FormField control={control} name="city" label={t('fields.city')} required={countryId !== COUNTRY_ID.singapore}>
      {(field) => (
        <>
          <Input
            id={field.id}
            value={String(field.value ?? '')}
            autoComplete="address-level2"
            onChange={(value) => {
              field.onChange(value);
              setTyped(value);
            }}
            onBlur={field.onBlur}
          />
          <PlaceSuggestions
            label={t('fields.citySuggestions')}
            items={typed ? (suggestions.data ?? []).slice(0, 5) : []}
            keyOf={(prediction) => prediction.place_id}
            render={(prediction) => prediction.description}
            onChoose={(prediction) => void choose(prediction.place_id)}
          />
        </>
      )}
    </FormField>
  );
}
