import {
  ADDRESS_TYPES,
  abnRequired,
  BUILDING_TYPES,
  COUNTRY_ID,
  type RecipientFormValues,
  stateRequired,
} from '@parcelway/domain';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FormField, FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { type PostcodePlace, usePostcodeSuburbs } from '../../../lib/postcode-suburbs';
import { useCountries } from '../../../lib/reference-data';
import { getAddressPlace, useAddressSuggestions } from '../api/address-autocomplete';
import { useCompanyByAbn } from '../api/get-company-by-abn';
import type { Recipient } from '../api/get-recipients';
import { type State, useStates } from '../api/get-states';
import { recipientFormSchema, useSaveRecipient } from '../api/save-recipient';
import type { ParsedAddress } from '../api/smart-address';
import { CountryField } from './country-field';
import { PlaceSuggestions } from './place-suggestions';
import { SmartAddressBox } from './smart-address-box';
import { StateField } from './state-field';

/** Countries whose postcodes the server can look up (autoPostcodeSuburb). */
const POSTCODE_COUNTRIES: readonly number[] = [
  COUNTRY_ID.australia,
  COUNTRY_ID.malaysia,
  COUNTRY_ID.taiwan,
  COUNTRY_ID.japan,
];

const EMPTY: Required<RecipientFormValues> = {
  first_name: '',
  last_name: '',
  phoneCode: '',
  contactNumber: '',
  mobile: '',
  email: '',
  company: '',
  country_id: null,
  state_id: null,
  state: '',
  city: '',
  postcode: '',
  address: '',
  address2: '',
  address3: '',
  unit_number: '',
  address_type: 'residential',
  building_type: null,
  id_number: '',
  abn: '',
};

function valuesOf(recipient: Recipient): Required<RecipientFormValues> {
  return Object.fromEntries(
    Object.keys(EMPTY).map((key) => [key, recipient[key as keyof typeof EMPTY]]),
  ) as Required<RecipientFormValues>;
}

type Field = FieldPath<RecipientFormValues>;

interface TextOptions {
  required?: boolean;
  hint?: string;
  type?: 'tel' | 'email';
  inputMode?: 'tel' | 'email' | 'numeric';
  autoComplete?: string;
  autoCapitalize?: string;
}

/** Brings the first field with an error into view (the form is long on a phone). */
function scrollToFirstError() {
  requestAnimationFrame(() => {
    document.querySelector('.form-field-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * Adding or editing a recipient (SPEC §3 fields, §5 rules). The form validates with the domain schema the server
 * uses, so it refuses the same input with the same sentence; the server adds the postcode-to-city check, shown
 * beside the postcode. A pasted address fills the fields (smartAddress); a postcode offers its suburbs.
 */
export function RecipientForm({ recipient, onSaved }: { recipient?: Recipient; onSaved: (saved: Recipient) => void }) {
  const { t } = useTranslation(['addressBook', 'common']);
  const countries = useCountries();
  const form = useZodForm(recipientFormSchema, recipient ? valuesOf(recipient) : EMPTY);
  const control = form.control as unknown as Control<RecipientFormValues>;
  const save = useSaveRecipient();
  const countryId = form.watch('country_id') ?? null;
  const addressType = form.watch('address_type') ?? 'residential';
  const states = useStates(countryId);
  const isTaiwan = countryId === COUNTRY_ID.taiwan;
  const isAustralia = countryId === COUNTRY_ID.australia;

  const set = (name: Field, value: unknown) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const chooseCountry = (id: number, phoneCode: string | null) => {
    const changed = form.getValues('country_id') !== id;
    set('country_id', id);
    // The number is entered without the country code: the country's code goes with it.
    if (phoneCode && (changed || !form.getValues('phoneCode'))) set('phoneCode', phoneCode);
    if (changed) {
      set('state_id', null);
      set('state', '');
    }
  };

  const chooseState = (state: Pick<State, 'id' | 'address_name'> | null, text: string) => {
    set('state_id', state?.id ?? null);
    set('state', state?.address_name ?? text);
  };

  const fillFromPlace = (place: { city: string; postcode?: string; state_id: number | null; state: string }) => {
    set('city', place.city);
    if (place.postcode) set('postcode', place.postcode);
    const state = states.data?.find((candidate) => candidate.id === place.state_id);
    chooseState(state ?? null, place.state);
  };

  const applyParsed = (parsed: ParsedAddress) => {
    if (parsed.country_id !== null && parsed.country_id !== form.getValues('country_id')) {
      const country = countries.data?.find((candidate) => candidate.id === parsed.country_id);
      chooseCountry(parsed.country_id, country?.phone_code ?? null);
    }
    const filled: Field[] = [];
    for (const name of [
      'first_name',
      'last_name',
      'phoneCode',
      'contactNumber',
      'email',
      'city',
      'postcode',
      'address',
      'address2',
      'unit_number',
    ] as const) {
      if (!parsed[name]) continue;
      set(name, parsed[name]);
      filled.push(name);
    }
    if (parsed.state) {
      set('state_id', parsed.state_id);
      set('state', parsed.state);
      filled.push('state');
    }
    Toast.show({ content: t('smart.filled', { fields: parsed.recognised.length }) });
    void form.trigger(filled);
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync({ id: recipient?.id ?? null, values });
        Toast.show({ icon: 'success', content: t('form.saved') });
        onSaved(saved);
      } catch (error) {
        if (showServerErrors(form, error)) scrollToFirstError();
        else Toast.show({ content: (error as Error).message });
      }
    },
    () => scrollToFirstError(),
  );

  const text = (name: Field, label: string, options: TextOptions = {}) => (
    <TextField control={control} name={name} label={label} {...options} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')} className="address-book-page">
      {!recipient && <SmartAddressBox countryId={countryId} onParsed={applyParsed} />}

      <FormLayout>
        <Form.Header>{t('form.recipient')}</Form.Header>
        <FormField control={control} name="country_id" label={t('fields.country')} required>
          {(field) => (
            <CountryField
              id={field.id}
              value={typeof field.value === 'number' ? field.value : null}
              onPick={(country) => chooseCountry(country.id, country.phone_code)}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        <div className="address-book-pair">
          {text('last_name', t('fields.lastName'), { required: true, autoComplete: 'family-name' })}
          {text('first_name', t('fields.firstName'), { required: true, autoComplete: 'given-name' })}
        </div>
        <div className="address-book-phone">
          <FormField control={control} name="phoneCode" label={t('fields.phoneCode')}>
            {(field) => (
              <Input
                id={field.id}
                className="address-book-code"
                inputMode="numeric"
                placeholder="+"
                value={String(field.value ?? '')}
                onChange={(value) => field.onChange(value.replace(/[^\d]/g, ''))}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
          {text('contactNumber', t('fields.contactNumber'), {
            required: true,
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            hint: t('fields.contactNumberHint'),
          })}
        </div>
        {text('mobile', t('fields.mobile'), { type: 'tel', inputMode: 'tel', hint: t('fields.mobileHint') })}
        {text('email', t('fields.email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {text('company', t('fields.company'), {
          required: abnRequired({ country_id: countryId, address_type: addressType }),
          autoComplete: 'organization',
        })}
        {isAustralia && (
          <AbnField
            control={control}
            required={addressType === 'commercial'}
            onCompany={(name) => set('company', name)}
          />
        )}
      </FormLayout>

      <FormLayout>
        <Form.Header>{t('form.address')}</Form.Header>
        <ChoiceField
          control={control}
          name="address_type"
          label={t('fields.addressType')}
          required
          columns={2}
          className="address-book-selector"
          options={ADDRESS_TYPES.map((type) => ({ label: t(`addressType.${type}`), value: type }))}
        />
        <ChoiceField
          control={control}
          name="building_type"
          label={t('fields.buildingType')}
          clearable
          columns={3}
          className="address-book-selector"
          options={BUILDING_TYPES.map((type) => ({ label: t(`buildingType.${type}`), value: type }))}
        />
        {text('unit_number', t('fields.unitNumber'), { hint: t('fields.unitNumberHint') })}
        {text('address', t('fields.address'), {
          required: true,
          autoComplete: 'address-line1',
          hint: isTaiwan ? t('fields.addressTaiwanHint') : t('fields.addressHint'),
        })}
        {text('address2', t('fields.address2'), { autoComplete: 'address-line2' })}
        {text('address3', t('fields.address3'), { autoComplete: 'address-line3' })}
        <CityField control={control} countryId={countryId} onPlace={fillFromPlace} />
        <FormField control={control} name="state" label={t('fields.state')} required={stateRequired(countryId)}>
          {(field) =>
            states.data && states.data.length > 0 ? (
              <StateField
                id={field.id}
                states={states.data}
                stateId={form.watch('state_id') ?? null}
                text={String(field.value ?? '')}
                onPick={(state) => chooseState(state, state.address_name)}
                onBlur={field.onBlur}
              />
            ) : (
              <Input
                id={field.id}
                value={String(field.value ?? '')}
                autoComplete="address-level1"
                onChange={(value) => {
                  set('state_id', null);
                  field.onChange(value);
                }}
                onBlur={field.onBlur}
              />
            )
          }
        </FormField>
        <PostcodeField control={control} countryId={countryId} onPlace={fillFromPlace} />
        {isTaiwan &&
          text('id_number', t('fields.idNumber'), {
            required: true,
            autoCapitalize: 'characters',
            hint: t('fields.idNumberHint'),
          })}
      </FormLayout>

      <div className="page-actions address-book-footer">
        <Button block color="primary" size="large" type="submit" loading={save.isPending}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}

/** The suburb or city, with suggestions by name from the address lookup (googleAddressAutoComplete). */
function CityField({
  control,
  countryId,
  onPlace,
}: {
  control: Control<RecipientFormValues>;
  countryId: number | null;
  onPlace: (place: { city: string; postcode: string; state_id: number | null; state: string }) => void;
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

/** The postcode; where the server knows its places, they are offered (one alone fills an empty city). */
function PostcodeField({
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
        <PostcodeInput
          id={field.id}
          value={String(field.value ?? '')}
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
          places={places.data ?? []}
          onPlace={onPlace}
          label={t('fields.postcodePlaces')}
        />
      )}
    </FormField>
  );
}

function PostcodeInput({
  id,
  value,
  onChange,
  onBlur,
  places,
  onPlace,
  label,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  places: readonly PostcodePlace[];
  onPlace: (place: PostcodePlace) => void;
  label: string;
}) {
  return (
    <>
      <Input id={id} value={value} inputMode="numeric" autoComplete="postal-code" onChange={onChange} onBlur={onBlur} />
      <PlaceSuggestions
        label={label}
        items={places}
        keyOf={(place) => `${place.suburb}|${place.city}|${place.state}`}
        render={(place) => [place.suburb || place.city, place.state].filter(Boolean).join(', ')}
        onChoose={onPlace}
      />
    </>
  );
}

/** The ABN of an Australian business, with a look-up that fills the company name (getCompanyByAbn). */
function AbnField({
  control,
  required,
  onCompany,
}: {
  control: Control<RecipientFormValues>;
  required: boolean;
  onCompany: (name: string) => void;
}) {
  const { t } = useTranslation('addressBook');
  const lookup = useCompanyByAbn();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <FormField control={control} name="abn" label={t('fields.abn')} required={required} hint={t('fields.abnHint')}>
      {(field) => (
        <>
          <div className="address-book-abn">
            <Input
              id={field.id}
              inputMode="numeric"
              value={String(field.value ?? '')}
              onChange={(value) => {
                setAnswer(null);
                field.onChange(value);
              }}
              onBlur={field.onBlur}
            />
            <Button
              size="small"
              loading={lookup.isPending}
              onClick={async () => {
                try {
                  const company = await lookup.mutateAsync(String(field.value ?? ''));
                  onCompany(company.company);
                  setAnswer({ ok: true, text: t('fields.abnFound', { company: company.company }) });
                } catch (error) {
                  const message =
                    error instanceof ApiError ? (error.errors.abn ?? error.message) : translateMessage('error.network');
                  setAnswer({ ok: false, text: message });
                }
              }}
            >
              {t('fields.abnLookup')}
            </Button>
          </div>
          {answer && (
            <div className={answer.ok ? 'address-book-muted' : 'adm-form-item-feedback-error'} role="status">
              {answer.text}
            </div>
          )}
        </>
      )}
    </FormField>
  );
}
