import { Select, Space, Typography } from 'antd';
import { ageOf, oldest } from '../lib/format.js';
import { useI18n } from '../lib/i18n.js';
import { useMe, useWarehouses } from '../lib/me.js';

/** A queue's count and its oldest wait, as every review queue heads its table. */
export function QueueSummary({ times }: { times: string[] }) {
  const { t } = useI18n();
  const first = oldest(times);
  return (
    <Typography.Text type="secondary">
      {first === null ? t('common.empty') : t('common.count', { count: times.length, age: ageOf(first, t) })}
    </Typography.Text>
  );
}

/** A queue's warehouse filter: all of the staff member's warehouses, or one of them. */
export function WarehouseFilter({ value, onChange }: { value: number | undefined; onChange: (id?: number) => void }) {
  const { t } = useI18n();
  const me = useMe();
  const warehouses = useWarehouses();
  const mine = (warehouses.data ?? []).filter(
    (warehouse) => me.data?.role !== 'warehouse' || me.data.store_ids.includes(warehouse.store_id),
  );
  return (
    <Space>
      <Select
        aria-label={t('common.warehouse')}
        allowClear
        placeholder={t('common.allWarehouses')}
        value={value}
        onChange={(next?: number) => onChange(next)}
        style={{ minWidth: 200 }}
        options={mine.map((warehouse) => ({ value: warehouse.store_id, label: warehouse.name }))}
      />
    </Space>
  );
}
