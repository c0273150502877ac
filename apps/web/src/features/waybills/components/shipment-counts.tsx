import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { useHomeCounts } from '../api/get-home-counts';
import '../waybills.css';

const LABELS = ['processing', 'unpaid', 'paid', 'transit', 'collecting'] as const;

/** Home's shipment-count labels (SPEC §2): processing, unpaid, paid, in transit, awaiting collection. */
export function ShipmentCounts() {
  const { t } = useTranslation('waybills');
  const counts = useHomeCounts();
  return (
    <nav aria-label={t('home.title')}>
      <ul className="waybills-counts">
        {LABELS.map((label) => (
          <li key={label}>
            <Link
              to={PATHS.waybillList}
              aria-label={t('home.label', { name: t(`home.${label}`), count: counts.data?.[label] ?? 0 })}
            >
              <strong>{counts.data?.[label] ?? '–'}</strong>
              {t(`home.${label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
