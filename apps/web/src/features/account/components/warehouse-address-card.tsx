import type { WarehouseProcessingTimes } from '@parcelway/domain';
import { Button, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CopyButton, copyWithToast } from '../../../components/copy-button';
import type { WarehouseAddress } from '../../../lib/reference-data';
import { ProcessingTimes } from './processing-times';

interface AddressField {
  key: string;
  label: string;
  value: string;
}

/** The address fields in the order a shop's checkout asks for them; empty ones are left out. */
export function addressFields(
  address: WarehouseAddress['address'],
  label: (field: string, number?: number) => string,
): AddressField[] {
  const lines = address.address_lines.map((line, index) => ({
    key: `line${index + 1}`,
    label: label('addressLine', index + 1),
    value: line,
  }));
  return [
    { key: 'name', label: label('name'), value: address.name },
    ...lines,
    { key: 'city', label: label('city'), value: address.city },
    { key: 'state', label: label('state'), value: address.state },
    { key: 'postalCode', label: label('postalCode'), value: address.postal_code },
    { key: 'country', label: label('country'), value: address.country },
    { key: 'phone', label: label('phone'), value: address.phone },
    { key: 'openingHours', label: label('openingHours'), value: address.opening_hours },
  ].filter((field) => field.value.trim() !== '');
}

/** One warehouse's shopping address: every field with its own copy button, and "copy all". */
export function WarehouseAddressCard({
  warehouse,
  times,
}: {
  warehouse: WarehouseAddress;
  times?: WarehouseProcessingTimes | undefined;
}) {
  const { t } = useTranslation(['account', 'common']);
  const fields = addressFields(warehouse.address, (field, number) => t(`warehouse.fields.${field}`, { number }));
  const headingId = `warehouse-${warehouse.store_id}`;
  const everything = fields.map((field) => `${field.label}: ${field.value}`).join('\n');

  return (
    <section className="account-warehouse" aria-labelledby={headingId}>
      <List
        mode="card"
        header={
          <div className="account-warehouse-header">
            <h2 id={headingId}>{warehouse.name}</h2>
            {warehouse.is_default && (
              <Tag color="primary" fill="solid">
                {t('warehouse.default')}
              </Tag>
            )}
          </div>
        }
      >
        {fields.map((field) => (
          <List.Item
            key={field.key}
            title={field.label}
            extra={<CopyButton text={field.value} label={`${warehouse.name} ${field.label}`} />}
          >
            {/* The address as shops must receive it: in the warehouse's language, never machine-translated. The
                hours are for the customer, in their language. */}
            <span className="account-address-value" translate={field.key === 'openingHours' ? undefined : 'no'}>
              {field.value}
            </span>
          </List.Item>
        ))}
        {times && (
          <List.Item title={t('warehouse.times.heading')}>
            <ProcessingTimes times={times} />
          </List.Item>
        )}
        <List.Item>
          <Button
            block
            size="large"
            color="primary"
            fill="outline"
            onClick={() => void copyWithToast(everything, t('common:copied'), t('common:copyFailed'))}
            aria-label={`${t('warehouse.copyAll')}: ${warehouse.name}`}
          >
            {t('warehouse.copyAll')}
          </Button>
        </List.Item>
      </List>
    </section>
  );
}
