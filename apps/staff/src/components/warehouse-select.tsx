import { Select } from 'antd';
import { useMe, useWarehouses } from '../lib/me.js';

/** The warehouses the signed-in staff member works in (every one for an admin). */
export function WarehouseSelect({ value, onChange }: { value?: number; onChange?: (storeId: number) => void }) {
  const me = useMe();
  const warehouses = useWarehouses();
  const mine = (warehouses.data ?? []).filter(
    (warehouse) => me.data?.role !== 'warehouse' || me.data.store_ids.includes(warehouse.store_id),
  );
  return (
    <Select
      value={value}
      onChange={onChange}
      loading={warehouses.isLoading}
      style={{ minWidth: 200 }}
      options={mine.map((warehouse) => ({ value: warehouse.store_id, label: warehouse.name }))}
    />
  );
}
