import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import '../tracking.css';
import { TrackingSearch } from './tracking-search';

/** Home's tracking box: a number typed here opens the tracking-number screen with its answer. */
export function HomeTrackingBox() {
  const { t } = useTranslation('tracking');
  const navigate = useNavigate();
  return (
    <section className="tracking-home" aria-label={t('search.title')}>
      <h2>{t('search.title')}</h2>
      <TrackingSearch
        onSearch={(trackingNumber) => navigate(`${PATHS.trackingNumber}?number=${encodeURIComponent(trackingNumber)}`)}
      />
    </section>
  );
}
