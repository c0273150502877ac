import { abnRequired } from '@parcelway/domain';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField, FormLayout, TextField } from '../../../components/form';
import { AbnField } from './abn-field';
import { CountryField } from './country-field';
import { GstRegisteredField } from './gst-registered-field';
import type { RecipientEditor } from './use-recipient-form';

/** Who receives: the country first (it decides the dialling code and which fields are asked), names, contact, company. */
export function RecipientContactFields({ editor }: { editor: RecipientEditor }) {
  const { t } = useTranslation('addressBook');
  const { control, countryId, addressType } = editor;
  return (
    <FormLayout>
      <Form.Header>{t('form.recipient')}</Form.Header>
      <FormField control={control} name="country_id" label={t('fields.country')} required>
        {(field) => (
          <CountryField
            id={field.id}
            value={typeof field.value === 'number' ? field.value : null}
            onPick={(country) => editor.chooseCountry(country.id, country.phone_code)}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      <div className="address-book-pair">
        <TextField
          control={control}
          name="last_name"
          label={t('fields.lastName')}
          required
          autoComplete="family-name"
        />
        <TextField
          control={control}
          name="first_name"
          label={t('fields.firstName')}
          required
          autoComplete="given-name"
        />
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
        <TextField
          control={control}
          name="contactNumber"
          label={t('fields.contactNumber')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t('fields.contactNumberHint')}
        />
      </div>
      <TextField
        control={control}
        name="mobile"
        label={t('fields.mobile')}
        type="tel"
        inputMode="tel"
        hint={t('fields.mobileHint')}
      />
      <TextField
        control={control}
        name="email"
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        control={control}
        name="company"
        label={t('fields.company')}
        required={abnRequired({ country_id: countryId, address_type: addressType })}
        autoComplete="organization"
      />
      {editor.isAustralia && (
        <AbnField
          control={control}
          required={addressType === 'commercial'}
          onCompany={(company) => {
            editor.set('company', company.company);
            // The register says whether it is registered for GST: the box follows it; the customer may still change it.
            editor.set('gst_registered', company.gst_registered);
          }}
        />
      )}
      {editor.isNewZealand && (
        <TextField
          control={control}
          name="abn"
          label={t('fields.nzGstNumber')}
          hint={t('fields.nzGstNumberHint')}
          inputMode="numeric"
        />
      )}
      {(editor.isAustralia || editor.isNewZealand) && <GstRegisteredField control={control} />}
    </FormLayout>
  );
}
