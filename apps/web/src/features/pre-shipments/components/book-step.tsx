import type { DeliveryWay } from '@parcelway/domain';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useCosts } from '../api/get-booking-options';

/** Step 3: what it costs before the goods reach the warehouse, shown before booking. */
export function BookStep({ storeId, way }: { storeId: number; way: DeliveryWay }) {
  const { t } = useTranslation('preShipments');
  const costs = useCosts(storeId, way);
  if (!costs.data) return null;
  const { data } = costs;
  return (
    <List header={t('costs.title')}>
      {way === 'pickup' ? (
        <List.Item extra={formatMoney(data.pickup_fee, data.currency)}>{t('costs.pickupFee')}</List.Item>
      ) : (
        <List.Item
          description={t('costs.storageRule', {
            days: data.storage_free_days,
            perPackage: formatMoney(data.storage_per_package_day, data.storage_currency),
            perCubicMetre: formatMoney(data.storage_per_cubic_metre_day, data.storage_currency),
          })}
        >
          {t('costs.storage')}
        </List.Item>
      )}
      <List.Item description={t('costs.estimateHint')}>{t('costs.estimate')}</List.Item>
    </List>
  );
}
