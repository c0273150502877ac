import { ADDRESS_TYPES, BUILDING_TYPES, stateRequired } from '@parcelway/domain';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FormField, FormLayout, TextField } from '../../../components/form';
import { CityField } from './city-field';
import { PostcodeField } from './postcode-field';
import { StateField } from './state-field';
import type { RecipientEditor } from './use-recipient-form';

/** Where to deliver: the kind of address, the street lines, city, state and postcode (with look-ups), Taiwan's ID. */
export function RecipientAddressFields({ editor }: { editor: RecipientEditor }) {
  const { t } = useTranslation('addressBook');
  const { control, countryId, states } = editor;
  return (
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
      <TextField
        control={control}
        name="unit_number"
        label={t('fields.unitNumber')}
        hint={t('fields.unitNumberHint')}
      />
      <TextField
        control={control}
        name="address"
        label={t('fields.address')}
        required
        autoComplete="address-line1"
        hint={editor.isTaiwan ? t('fields.addressTaiwanHint') : t('fields.addressHint')}
      />
      <TextField control={control} name="address2" label={t('fields.address2')} autoComplete="address-line2" />
      <TextField control={control} name="address3" label={t('fields.address3')} autoComplete="address-line3" />
      <CityField control={control} countryId={countryId} onPlace={editor.fillFromPlace} />
      <FormField control={control} name="state" label={t('fields.state')} required={stateRequired(countryId)}>
        {(field) =>
          states.length > 0 ? (
            <StateField
              id={field.id}
              states={states}
              stateId={editor.stateId}
              text={String(field.value ?? '')}
              onPick={(state) => editor.chooseState(state, state.address_name)}
              onBlur={field.onBlur}
            />
          ) : (
            <Input
              id={field.id}
              value={String(field.value ?? '')}
              autoComplete="address-level1"
              onChange={(value) => {
                editor.set('state_id', null);
                field.onChange(value);
              }}
              onBlur={field.onBlur}
            />
          )
        }
      </FormField>
      <PostcodeField control={control} countryId={countryId} onPlace={editor.fillFromPlace} />
      {editor.isTaiwan && (
        <TextField
          control={control}
          name="id_number"
          label={t('fields.idNumber')}
          required
          autoCapitalize="characters"
          hint={t('fields.idNumberHint')}
        />
      )}
    </FormLayout>
  );
}
