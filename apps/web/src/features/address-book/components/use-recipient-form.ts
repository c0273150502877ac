import { COUNTRY_ID, type RecipientFormValues, SMART_ADDRESS_FIELDS } from '@parcelway/domain';
import { Toast } from 'antd-mobile';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { scrollToFirstError, showServerErrors, useZodForm } from '../../../components/form';
import { useCountries } from '../../../lib/reference-data';
import type { Recipient } from '../api/get-recipients';
import { type State, useStates } from '../api/get-states';
import { recipientFormSchema, useSaveRecipient } from '../api/save-recipient';
import type { ParsedAddress } from '../api/smart-address';

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
  gst_registered: false,
};

function valuesOf(recipient: Recipient): Required<RecipientFormValues> {
  return Object.fromEntries(
    Object.keys(EMPTY).map((key) => [key, recipient[key as keyof typeof EMPTY]]),
  ) as Required<RecipientFormValues>;
}

type Field = FieldPath<RecipientFormValues>;

/** What a pasted address fills one for one: the country and the state have their own moves. */
type CopiedField = Exclude<(typeof SMART_ADDRESS_FIELDS)[number], 'country_id' | 'state'>;
const COPIED_FIELDS = SMART_ADDRESS_FIELDS.filter(
  (field): field is CopiedField => field !== 'country_id' && field !== 'state',
);

/** A place a lookup found (a suggestion, a postcode's suburb): its city, postcode and state. */
interface FoundPlace {
  city: string;
  postcode?: string;
  state_id: number | null;
  state: string;
}

/**
 * The recipient form's state and the moves that change several fields at once: a country brings its dialling code
 * and clears the state, a found place fills city, postcode and state, a pasted address fills what it recognised.
 */
export function useRecipientForm(recipient: Recipient | undefined, onSaved: (saved: Recipient) => void) {
  const { t } = useTranslation('addressBook');
  const countries = useCountries();
  const form = useZodForm(recipientFormSchema, recipient ? valuesOf(recipient) : EMPTY);
  const control = form.control as unknown as Control<RecipientFormValues>;
  const save = useSaveRecipient();
  const countryId = form.watch('country_id') ?? null;
  const addressType = form.watch('address_type') ?? 'residential';
  const stateId = form.watch('state_id') ?? null;
  const states = useStates(countryId);

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

  const fillFromPlace = (place: FoundPlace) => {
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
    for (const name of COPIED_FIELDS) {
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
    // Taiwan: only the 3-digit zip area was given; the customer adds the rest of the 6-digit postcode.
    if (parsed.postcode_area && !parsed.postcode) {
      set('postcode', parsed.postcode_area);
      form.setError('postcode', { type: 'smart', message: t('smart.postcodeArea', { area: parsed.postcode_area }) });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: recipient?.id ?? null, values });
      Toast.show({ icon: 'success', content: t('form.saved') });
      onSaved(saved);
    } catch (error) {
      if (showServerErrors(form, error)) scrollToFirstError();
      else Toast.show({ content: (error as Error).message });
    }
  }, scrollToFirstError);

  return {
    control,
    countryId,
    addressType,
    stateId,
    /** The chosen country's states; empty for most countries, where the state is typed. */
    states: states.data ?? [],
    isTaiwan: countryId === COUNTRY_ID.taiwan,
    isAustralia: countryId === COUNTRY_ID.australia,
    isNewZealand: countryId === COUNTRY_ID.newZealand,
    saving: save.isPending,
    set,
    chooseCountry,
    chooseState,
    fillFromPlace,
    applyParsed,
    submit,
  };
}

export type RecipientEditor = ReturnType<typeof useRecipientForm>;
