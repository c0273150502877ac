import type { MedianDuration, WarehouseProcessingTimes } from '@parcelway/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A median as the customer reads it: hours under two days, else days; "no data yet" for an empty window. */
export function medianText(t: TFunction, median: MedianDuration): string {
  if (median.median_hours === null) return t('warehouse.times.none');
  if (median.median_hours < 48)
    return t('warehouse.times.hours', { count: Math.max(1, Math.round(median.median_hours)) });
  return t('warehouse.times.days', { count: Math.round(median.median_hours / 24) });
}

/** A warehouse's medians over the last 30 days: from the carrier's delivery to check-in, from payment to dispatch. */
export function ProcessingTimes({ times }: { times: WarehouseProcessingTimes | undefined }) {
  const { t } = useTranslation('account');
  if (!times) return null;
  return (
    <dl className="account-processing-times" aria-label={t('warehouse.times.title', { days: times.days })}>
      <dt>{t('warehouse.times.checkIn')}</dt>
      <dd>
        {medianText(t, times.delivery_to_check_in)}
        {times.delivery_to_check_in.count > 0 && (
          <span> · {t('warehouse.times.parcels', { count: times.delivery_to_check_in.count })}</span>
        )}
      </dd>
      <dt>{t('warehouse.times.dispatch')}</dt>
      <dd>
        {medianText(t, times.payment_to_dispatch)}
        {times.payment_to_dispatch.count > 0 && (
          <span> · {t('warehouse.times.shipments', { count: times.payment_to_dispatch.count })}</span>
        )}
      </dd>
      <dd className="account-processing-note">{t('warehouse.times.title', { days: times.days })}</dd>
    </dl>
  );
}
