import { Form, Selector } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormLayout } from '../../../components/form';
import { useAvailableCountries, useWarehouses } from '../../../lib/reference-data';
import type { LineRoute } from '../api/get-courier-list';
import { ListState } from './list-state';

/**
 * Origin warehouse and destination of the service price and shipment date screens. The origin starts
 * on the customer's warehouse (the first one without a login); the destinations are those its lines serve.
 */
export function RoutePicker({
  route,
  onChange,
}: {
  route: Partial<LineRoute>;
  onChange: (route: Partial<LineRoute>) => void;
}) {
  const { t } = useTranslation('pricing');
  const warehouses = useWarehouses();
  const countries = useAvailableCountries(route.storeId);

  useEffect(() => {
    if (route.storeId !== undefined || !warehouses.data) return;
    const fallback = warehouses.data.find((warehouse) => warehouse.is_default) ?? warehouses.data[0];
    if (fallback) onChange({ storeId: fallback.store_id });
  }, [route.storeId, warehouses.data, onChange]);

  return (
    <FormLayout>
      <Form.Header>{t('form.route')}</Form.Header>
      <Form.Item label={t('form.origin')}>
        <ListState query={warehouses} />
        <Selector
          className="pricing-selector"
          aria-label={t('form.origin')}
          columns={2}
          options={(warehouses.data ?? []).map((warehouse) => ({ label: warehouse.name, value: warehouse.store_id }))}
          value={route.storeId === undefined ? [] : [route.storeId]}
          onChange={(values) => {
            if (values[0] !== undefined) onChange({ storeId: values[0] });
          }}
        />
      </Form.Item>
      <Form.Item label={t('form.destination')}>
        {route.storeId !== undefined && <ListState query={countries} />}
        <Selector
          className="pricing-selector"
          aria-label={t('form.destination')}
          columns={3}
          options={(countries.data ?? []).map((country) => ({
            label: t(`destinations.${country.id}`, { defaultValue: country.name }),
            value: country.id,
          }))}
          value={route.countryId === undefined ? [] : [route.countryId]}
          onChange={(values) => {
            if (values[0] !== undefined) onChange({ storeId: route.storeId, countryId: values[0] });
          }}
        />
      </Form.Item>
    </FormLayout>
  );
}
