import { Checkbox, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DeclarationItemsField } from '../../../components/declaration-items-field';
import { FileUploader } from '../../../components/file-uploader';
import { ChoiceField, FormField, TextAreaField, TextField } from '../../../components/form';
import { useExpressCompanies } from '../api/get-booking-options';
import type { PreShipmentForm } from './form-types';

const splitNumbers = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Step 1: what is sent — tracking numbers and their express company, contents, declaration, confirmations and the two pictures. */
export function GoodsStep({ form, currency, storeId }: { form: PreShipmentForm; currency: string; storeId: number }) {
  const { t } = useTranslation('preShipments');
  const { control } = form;
  const companies = useExpressCompanies(storeId);
  const trackingError = Object.values(form.formState.errors.tracking_numbers ?? {}).find(
    (error) => error && typeof error === 'object' && 'message' in error,
  ) as { message?: string } | undefined;
  return (
    <>
      <FormField
        control={control}
        name="tracking_numbers"
        label={t('form.trackingNumbers')}
        hint={t('form.trackingHint')}
        required
      >
        {(field) => (
          <Input
            id={field.id}
            defaultValue={Array.isArray(field.value) ? (field.value as string[]).join(', ') : ''}
            onChange={(text) => field.onChange(splitNumbers(text))}
            onBlur={field.onBlur}
            autoCapitalize="characters"
          />
        )}
      </FormField>
      {trackingError?.message && (
        <p className="adm-form-item-feedback-error pre-shipment-error" role="alert">
          {trackingError.message}
        </p>
      )}
      {companies.data && companies.data.length > 0 && (
        <ChoiceField
          control={control}
          name="courier_company_id"
          label={t('form.expressCompany')}
          hint={t('form.expressCompanyHint')}
          clearable
          columns={2}
          options={companies.data.map((company) => ({ label: company.name, value: company.id }))}
        />
      )}
      <TextField control={control} name="contents" label={t('form.contents')} required />
      <DeclarationItemsField control={control} currency={currency} route={{ storeId }} />
      <FormField control={control} name="insurance" label={t('form.insurance')}>
        {(field) => (
          <Checkbox id={field.id} checked={field.value === true} onChange={(checked) => field.onChange(checked)}>
            {t('form.insuranceHint')}
          </Checkbox>
        )}
      </FormField>
      <FormField control={control} name="batteries" label={t('form.batteries')}>
        {(field) => (
          <Checkbox id={field.id} checked={field.value === true} onChange={(checked) => field.onChange(checked)}>
            {t('form.batteriesHint')}
          </Checkbox>
        )}
      </FormField>
      <FormField control={control} name="flammable_confirmed" label={t('form.flammable')} required>
        {(field) => (
          <Checkbox id={field.id} checked={field.value === true} onChange={(checked) => field.onChange(checked)}>
            {t('form.flammableHint')}
          </Checkbox>
        )}
      </FormField>
      <FormField control={control} name="contents_image" label={t('form.contentsImage')}>
        {(field) => (
          <FileUploader
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(value) => field.onChange(value || null)}
            purpose="declaration"
            label={t('form.contentsImage')}
            maxCount={1}
            imagesOnly
          />
        )}
      </FormField>
      <FormField control={control} name="receipt_image" label={t('form.receiptImage')}>
        {(field) => (
          <FileUploader
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(value) => field.onChange(value || null)}
            purpose="declaration"
            label={t('form.receiptImage')}
            maxCount={1}
            imagesOnly
          />
        )}
      </FormField>
      <TextAreaField control={control} name="notes" label={t('form.notes')} rows={3} maxLength={500} />
    </>
  );
}
