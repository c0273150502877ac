import { Button, Checkbox, Form, Selector } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoiceField, FormField, FormLayout, TextField, useZodForm } from '../../../components/form';
import { useCountries, useWarehouses } from '../../../lib/reference-data';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { useProductList } from '../api/get-product-list';
import { ListState } from '../components/list-state';
import {
  calculatorFormSchema,
  DESTINATION_IDS,
  rememberCalculatorValues,
  restoreCalculatorValues,
} from '../utils/calculator-params';
import '../pricing.css';

/**
 * Freight calculator (SPEC §2, §5): origin warehouse, destination, postcode or address, the parcel's
 * size, weight, quantity, type and attributes, and an optional declared value. The inputs are kept in
 * `cal_params`, restored on the next visit, and read by the result screen.
 */
export default function CalculatePage() {
  const { t } = useTranslation(['pricing', 'common']);
  const navigate = useNavigate();
  const user = useUserInfo();
  const warehouses = useWarehouses();
  const countries = useCountries();
  const products = useProductList();
  const form = useZodForm(calculatorFormSchema, restoreCalculatorValues(user.data?.store_id));
  const control = form.control;
  const storeId = form.watch('store_id');
  const declaredValue = form.watch('declared_value');

  // Without a stored choice, start from the customer's default warehouse.
  useEffect(() => {
    if (storeId !== undefined || !warehouses.data) return;
    const fallback = warehouses.data.find((warehouse) => warehouse.is_default) ?? warehouses.data[0];
    if (fallback) form.setValue('store_id', fallback.store_id);
  }, [storeId, warehouses.data, form]);

  const origin = warehouses.data?.find((warehouse) => warehouse.store_id === storeId);
  // Lines go from a warehouse to every SPEC destination but its own country.
  const destinations = useMemo(
    () =>
      DESTINATION_IDS.flatMap((id) => countries.data?.filter((country) => country.id === id) ?? []).filter(
        (country) => country.iso2 !== origin?.region_code,
      ),
    [countries.data, origin?.region_code],
  );

  const submit = form.handleSubmit(() => {
    rememberCalculatorValues(form.getValues());
    navigate(PATHS.calculateResult);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('routes:personal.calculate')} className="pricing-page">
      <FormLayout>
        <Form.Header>{t('form.route')}</Form.Header>
        <ChoiceField
          control={control}
          name="store_id"
          label={t('form.origin')}
          required
          className="pricing-selector"
          columns={2}
          above={<ListState query={warehouses} />}
          options={(warehouses.data ?? []).map((warehouse) => ({
            label: warehouse.name,
            value: warehouse.store_id,
          }))}
          onChosen={(chosen) => {
            const region = warehouses.data?.find((warehouse) => warehouse.store_id === chosen)?.region_code;
            const country = countries.data?.find((row) => row.id === form.getValues('country_id'));
            if (country && country.iso2 === region) form.setValue('country_id', undefined);
          }}
        />
        <ChoiceField
          control={control}
          name="country_id"
          label={t('form.destination')}
          required
          className="pricing-selector"
          columns={3}
          above={<ListState query={countries} />}
          options={destinations.map((country) => ({
            label: t(`destinations.${country.id}`, { defaultValue: country.name }),
            value: country.id,
          }))}
        />
        <TextField
          control={control}
          name="postcode"
          label={t('form.postcode')}
          hint={t('form.postcodeOrAddress')}
          autoComplete="postal-code"
        />
        <TextField control={control} name="address" label={t('form.address')} autoComplete="street-address" />
      </FormLayout>

      <FormLayout>
        <Form.Header>{t('form.parcel')}</Form.Header>
        <div className="pricing-dimensions">
          <TextField control={control} name="parcels.0.length" label={t('form.length')} required inputMode="decimal" />
          <TextField control={control} name="parcels.0.width" label={t('form.width')} required inputMode="decimal" />
          <TextField control={control} name="parcels.0.height" label={t('form.height')} required inputMode="decimal" />
        </div>
        <TextField control={control} name="parcels.0.weight" label={t('form.weight')} required inputMode="decimal" />
        <TextField
          control={control}
          name="parcels.0.quantity"
          label={t('form.quantity')}
          required
          inputMode="numeric"
        />
        <ChoiceField
          control={control}
          name="parcels.0.product_type"
          label={t('form.productType')}
          required
          className="pricing-selector"
          columns={2}
          above={<ListState query={products} />}
          options={(products.data?.product_types ?? []).map((type) => ({ label: type.name, value: type.code }))}
        />
        <FormField
          control={control}
          name="parcels.0.attributes"
          label={t('form.attributes')}
          hint={t('form.attributesHint')}
        >
          {(field) => (
            <Selector
              className="pricing-selector"
              aria-label={t('form.attributes')}
              columns={3}
              multiple
              options={(products.data?.attributes ?? []).map((attribute) => ({
                // The server names attributes in lower case, as they are read inside its sentences.
                label: attribute.name.charAt(0).toLocaleUpperCase() + attribute.name.slice(1),
                value: attribute.code,
              }))}
              value={Array.isArray(field.value) ? (field.value as string[]) : []}
              onChange={(values) => {
                field.onChange(values);
                field.onBlur();
              }}
            />
          )}
        </FormField>
        <TextField
          control={control}
          name="declared_value"
          label={t('form.declaredValue', { currency: origin?.currency_name ?? '' })}
          hint={t('form.declaredValueHint')}
          inputMode="decimal"
        />
        {declaredValue.trim() !== '' && (
          <FormField control={control} name="insured" label={t('form.insured')}>
            {(field) => (
              <Checkbox id={field.id} checked={field.value === true} onChange={(checked) => field.onChange(checked)}>
                {t('form.insured')}
              </Checkbox>
            )}
          </FormField>
        )}
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit">
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
