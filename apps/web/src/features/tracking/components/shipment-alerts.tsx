import type { ShipmentAlertView } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/**
 * What the shipment alerted its customer of (no carrier news for the line's quiet period, a later estimated delivery,
 * a failed delivery attempt), newest first; the same sentences the messages carried.
 */
export function ShipmentAlerts({ alerts }: { alerts: readonly ShipmentAlertView[] }) {
  const { t } = useTranslation('tracking');
  if (alerts.length === 0) return null;
  return (
    <section className="tracking-section tracking-alerts" aria-label={t('trace.alerts')}>
      <h2>{t('trace.alerts')}</h2>
      <ul>
        {alerts.map((alert) => (
          <li key={`${alert.kind}-${alert.raised_at}`} data-kind={alert.kind}>
            <span>{alert.text}</span> <time dateTime={alert.raised_at}>{formatDateTime(alert.raised_at)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
