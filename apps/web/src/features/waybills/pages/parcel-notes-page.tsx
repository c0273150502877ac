import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { PATHS } from '../../../lib/routes-paths';
import { useParcelsInfo } from '../api/get-parcels-info';
import { NoFlow } from '../components/step-frame';
import { useDraft } from '../utils/draft';
import '../waybills.css';

/**
 * The chosen parcels with what their pre-alerts said and what they wait for (SPEC §2 notesParcels and
 * parcelEx): the same list, each leading to the parcel's notes or its extra services.
 */
export default function ParcelNotesPage({ show = 'notes' }: { show?: 'notes' | 'services' }) {
  const { t } = useTranslation('waybills');
  const { draft } = useDraft();
  const info = useParcelsInfo(draft?.parcel_ids ?? []);
  if (!draft) return <NoFlow />;
  if (info.isPending) return <LoadingBlock lines={4} />;
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <div className="waybills-page">
      {info.data.parcels.map((parcel) => (
        <section key={parcel.id} className="waybills-section" aria-label={parcel.tracking_number}>
          <h2>{parcel.tracking_number}</h2>
          <p className="waybills-muted">
            {parcel.status_name} · {parcel.weight} kg
          </p>
          {show === 'notes' ? (
            <Link to={`${PATHS.parcelNotes}?id=${parcel.id}`}>{t('flow.openNotes')}</Link>
          ) : (
            <Link to={`${PATHS.parcelCompletedServices}?id=${parcel.id}`}>{t('flow.openServices')}</Link>
          )}
        </section>
      ))}
    </div>
  );
}
