import { useTranslation } from 'react-i18next';
import { formatWeekday } from '../../../lib/format';
import type { CourierLine } from '../api/get-courier-list';
import { upcomingDepartures } from '../utils/departures';

/** A line's next departures: each cut-off (weekday, date, time and zone) and the delivery window from it. */
export function LineDepartures({ line, count }: { line: CourierLine; count: number }) {
  const { t } = useTranslation('pricing');
  const departures = upcomingDepartures(line.eta, count);
  return (
    <>
      <p>{t('result.transit', { min: line.eta.transit_days_min, max: line.eta.transit_days_max })}</p>
      <ol className="pricing-departures">
        {departures.map((departure, index) => (
          <li key={departure.date}>
            <strong>
              {t(index === 0 ? 'dates.nextCutoff' : 'dates.laterCutoff', {
                weekday: formatWeekday(departure.date),
                date: departure.date,
                time: departure.time,
                zone: departure.timeZone,
              })}
            </strong>
            <div className="pricing-muted">
              {t('result.delivery', { from: departure.deliveryFrom, to: departure.deliveryTo })}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
