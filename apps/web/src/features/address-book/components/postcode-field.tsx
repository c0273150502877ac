import { COUNTRY_ID, type RecipientFormValues } from '@parcelway/domain';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form';
import { type PostcodePlace, usePostcodeSuburbs } from '../../../lib/postcode-suburbs';
import { PlaceSuggestions } from './place-suggestions';

/** Countries whose postcodes the server can look up (autoPostcodeSuburb). */
const POSTCODE_COUNTRIES: readonly number[] = [
  COUNTRY_ID.australia,
  COUNTRY_ID.malaysia,
  COUNTRY_ID.taiwan,
  COUNTRY_ID.japan,
];

/** The postcode; where the server knows its places, they are offered (one alone fills an empty city). */
export function PostcodeField({
  control,
  countryId,
  onPlace,
}: {
  control: Control<RecipientFormValues>;
  countryId: number | null;
  onPlace: (place: PostcodePlace) => void;
}) {
  const { t } = useTranslation('addressBook');
  const [query, setQuery] = useState<{ country_id: number; postcode: string } | null>(null);
  const places = usePostcodeSuburbs(query);
  const hint =
    countryId === COUNTRY_ID.taiwan
      ? t('fields.postcodeTaiwanHint')
      : countryId === COUNTRY_ID.hongKong
        ? t('fields.postcodeHongKongHint')
        : undefined;

  return (
    <FormField
      control={control}
      name="postcode"
      label={t('fields.postcode')}
      required={countryId !== COUNTRY_ID.hongKong}
      hint={hint}
    >
      {(field) => (
        <>
          <Input
            id={field.id}
            value={String(field.value ?? '')}
            inputMode="numeric"
            autoComplete="postal-code"
            onChange={field.onChange}
            onBlur={() => {
              field.onBlur();
              const postcode = String(field.value ?? '').trim();
              setQuery(
                countryId !== null && POSTCODE_COUNTRIES.includes(countryId) && postcode
                  ? { country_id: countryId, postcode }
                  : null,
              );
            }}
          />
          <PlaceSuggestions
            label={t('fields.postcodePlaces')}
            items={places.data ?? []}
            keyOf={(place) => `${place.suburb}|${place.city}|${place.state}`}
            render={(place) => [place.suburb || place.city, place.state].filter(Boolean).join(', ')}
            onChoose={onPlace}
          />
        </>
      )}
    </FormField>
  );
}
