import {
  type BatchPreAlert,
  batchPreAlertInputSchema,
  COUNTRY_ID,
  type DeclarationItemInput,
  type ExtraServiceEntryInput,
  MAX_TRACKING_NUMBERS_PER_ADD,
} from '@parcelway/domain';
import { Button, Input } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DeclarationItemsField } from '../../../components/declaration-items-field';
import { ChoiceField, FormField, FormLayout, TextAreaField, TextField, useZodForm } from '../../../components/form';
import { translateMessage } from '../../../lib/i18n';
import { useWarehouses } from '../../../lib/reference-data';
import { useCourierCompanies } from '../api/get-courier-companies';
import { ExtraServicesField } from './extra-services-field';

/** What the form holds while the customer types; the domain schema turns it into a pre-alert. */
export interface PreAlertFormValues {
  tracking_numbers: string[];
  store_id: number;
  courier_company_id: number | null;
  destination_country_id: number | null;
  contents: string;
  remark: string;
  items: DeclarationItemInput[];
  extra_services: ExtraServiceEntryInput[];
}

/** The domain's schema, read as taking the form's values (a narrower input than it accepts). */
const preAlertFormSchema = batchPreAlertInputSchema as unknown as z.ZodType<BatchPreAlert, PreAlertFormValues>;

let rowCounter = 0;
const newRowKey = () => {
  rowCounter += 1;
  return `row-${rowCounter}`;
};

export type PreAlertForm = UseFormReturn<PreAlertFormValues, unknown, BatchPreAlert>;

/** SPEC §1 destinations, in the order the forms list them. */
const DESTINATIONS = [
  COUNTRY_ID.taiwan,
  COUNTRY_ID.australia,
  COUNTRY_ID.china,
  COUNTRY_ID.hongKong,
  COUNTRY_ID.malaysia,
  COUNTRY_ID.singapore,
  COUNTRY_ID.japan,
  COUNTRY_ID.newZealand,
  COUNTRY_ID.canada,
];

interface PreAlertFormProps {
  defaultValues: PreAlertFormValues;
  /** Editing one pre-alert: one tracking number, and the warehouse stays. */
  single?: boolean;
  submitText: string;
  submitting: boolean;
  onSubmit: (values: BatchPreAlert, form: PreAlertForm) => Promise<void>;
  /** Shown under the submit button (e.g. "Withdraw this pre-alert"). */
  footer?: ReactNode;
  pendingServiceIds?: number[];
}

/**
 * The pre-alert form (SPEC §2): tracking numbers (up to 5 of one order), the warehouse, where the parcel
 * will go (Taiwan lines take one pre-alert per parcel), the courier, contents, declaration items, extra
 * services and a remark — checked by the domain's schema, the same as the server's.
 */
export function PreAlertForm({
  defaultValues,
  single,
  submitText,
  submitting,
  onSubmit,
  footer,
  pendingServiceIds,
}: PreAlertFormProps) {
  const { t } = useTranslation(['parcels', 'common']);
  const form = useZodForm(preAlertFormSchema, defaultValues);
  const warehouses = useWarehouses();
  const storeId = form.watch('store_id');
  const couriers = useCourierCompanies(storeId);
  const numbers = form.watch('tracking_numbers') ?? [''];
  const currency = warehouses.data?.find((warehouse) => warehouse.store_id === storeId)?.currency_name ?? '';
  const listError =
    form.formState.errors.tracking_numbers?.root?.message ?? form.formState.errors.tracking_numbers?.message;

  // Rows keep their own keys so removing one in the middle does not shift the others' inputs.
  const [rowKeys, setRowKeys] = useState(() => numbers.map(() => newRowKey()));
  const setNumbers = (next: string[]) =>
    form.setValue('tracking_numbers', next, { shouldValidate: form.formState.isSubmitted });
  const addRow = () => {
    setRowKeys((keys) => [...keys, newRowKey()]);
    setNumbers([...numbers, '']);
  };
  const removeRow = (index: number) => {
    setRowKeys((keys) => keys.filter((_, position) => position !== index));
    setNumbers(numbers.filter((_, position) => position !== index));
  };

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values, form))} noValidate aria-label={submitText}>
      <FormLayout
        footer={
          <>
            <Button block type="submit" color="primary" size="large" loading={submitting}>
              {submitText}
            </Button>
            {footer}
          </>
        }
      >
        {numbers.map((_, index) => (
          <div key={rowKeys[index] ?? index} className="parcels-tracking-row">
            <FormField
              control={form.control}
              name={`tracking_numbers.${index}` as FieldPath<PreAlertFormValues>}
              label={single ? t('form.tracking') : t('form.trackingNumbered', { number: index + 1 })}
              hint={index === 0 ? t('form.trackingHint') : undefined}
              required
            >
              {(input) => (
                <Input
                  id={input.id}
                  value={String(input.value ?? '')}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  autoCapitalize="characters"
                  autoComplete="off"
                />
              )}
            </FormField>
            {!single && numbers.length > 1 && (
              <Button
                size="mini"
                fill="none"
                color="danger"
                aria-label={t('form.removeTracking', { number: index + 1 })}
                onClick={() => removeRow(index)}
              >
                ×
              </Button>
            )}
          </div>
        ))}
        {listError && (
          <div className="adm-form-item-feedback-error parcels-section" role="alert">
            {translateMessage(listError)}
          </div>
        )}
        {!single && numbers.length < MAX_TRACKING_NUMBERS_PER_ADD && (
          <Button fill="none" color="primary" onClick={addRow}>
            {t('form.addTracking', { max: MAX_TRACKING_NUMBERS_PER_ADD })}
          </Button>
        )}
        {!single && warehouses.data && (
          <ChoiceField
            control={form.control}
            name="store_id"
            label={t('form.warehouse')}
            required
            columns={2}
            className="parcels-selector"
            options={warehouses.data.map((warehouse) => ({ label: warehouse.name, value: warehouse.store_id }))}
            onChosen={() => form.setValue('courier_company_id', null)}
          />
        )}
        <ChoiceField
          control={form.control}
          name="destination_country_id"
          label={t('form.destination')}
          hint={t('form.destinationHint')}
          clearable
          columns={3}
          className="parcels-selector"
          options={DESTINATIONS.map((id) => ({ label: t(`destinations.${id}`), value: id }))}
        />
        {couriers.data && (
          <ChoiceField
            control={form.control}
            name="courier_company_id"
            label={t('form.courier')}
            clearable
            columns={2}
            className="parcels-selector"
            options={couriers.data.map((courier) => ({ label: courier.name, value: courier.id }))}
          />
        )}
        <TextField
          control={form.control}
          name="contents"
          label={t('form.contents')}
          placeholder={t('form.contentsPlaceholder')}
        />
        <DeclarationItemsField control={form.control} currency={currency} route={{ storeId: storeId || undefined }} />
        <FormField control={form.control} name="extra_services" label={t('services.title')}>
          {() => <ExtraServicesField control={form.control} storeId={storeId} pendingServiceIds={pendingServiceIds} />}
        </FormField>
        <TextAreaField control={form.control} name="remark" label={t('form.remark')} rows={2} maxLength={500} />
      </FormLayout>
    </form>
  );
}
