import type { PublicTrack } from '@parcelway/domain';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTimestamp } from '../../../lib/format';

type JourneyState = PublicTrack['current'];
type DeliveryWindow = PublicTrack['estimated_delivery'];

/** Where the shipment is now and when it should arrive: the head of every tracking screen. */
export function JourneySummary({ current, window }: { current: JourneyState; window: DeliveryWindow }) {
  const { t } = useTranslation('tracking');
  return (
    <div className="tracking-summary">
      {current ? (
        <>
          <p className="tracking-current">
            <Tag color={current.problem ? 'danger' : current.final ? 'success' : 'primary'}>{current.status_name}</Tag>
          </p>
          <p className="tracking-muted">
            {current.place ? `${current.place} · ` : ''}
            {formatTimestamp(current.time)}
          </p>
        </>
      ) : (
        <p className="tracking-muted">{t('summary.noEvents')}</p>
      )}
      {window && !current?.final && (
        <p className="tracking-window">
          {t('summary.window', { from: formatDate(window.from), to: formatDate(window.to) })}
          {window.late && <span className="tracking-late"> · {t('summary.late')}</span>}
          <span className="tracking-muted"> ({t(`summary.basis.${window.basis}`)})</span>
        </p>
      )}
    </div>
  );
}
