import type { OpeningHours } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { formatShortWeekday } from '../../../lib/format';

/** An agent point's opening hours, Monday first, in the reader's language. */
export function OpeningHoursList({ hours }: { hours: OpeningHours[] }) {
  const { t } = useTranslation('preShipments');
  const week = [1, 2, 3, 4, 5, 6, 0];
  return (
    <ul className="pre-shipment-hours" aria-label={t('agents.hours')}>
      {week.map((weekday) => {
        const open = hours.filter((entry) => entry.weekday === weekday);
        return (
          <li key={weekday}>
            <span>{formatShortWeekday(weekday)}</span>{' '}
            <span>
              {open.length === 0
                ? t('agents.closed')
                : open.map((entry) => `${entry.opens}–${entry.closes}`).join(', ')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
