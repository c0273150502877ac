import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { PATHS } from '../../../lib/routes-paths';
import { useRelatedParcels } from '../api/get-related-parcels';
import { useWaybillId } from '../utils/query-params';
import '../waybills.css';

/** The parcels of a waybill (SPEC §2 waybill/relevance), each leading to its detail. */
export default function RelatedParcelsPage() {
  const { t } = useTranslation('waybills');
  const parcels = useRelatedParcels(useWaybillId());
  if (parcels.isPending) return <LoadingBlock lines={4} />;
  if (parcels.isError) return <LoadFailed error={parcels.error} onRetry={() => void parcels.refetch()} />;
  if (parcels.data.length === 0) return <EmptyState title={t('related.none')} />;
  return (
    <ul className="waybills-list" aria-label={t('related.title')}>
      {parcels.data.map((parcel) => (
        <li key={parcel.id} className="waybill-card">
          <Link to={`${PATHS.parcelDetail}?id=${parcel.id}`}>
            <div className="waybill-card-title">
              <strong>{parcel.tracking_number}</strong>
              <span className="waybills-muted">{parcel.status_name}</span>
            </div>
            <div className="waybills-muted">
              {[parcel.weight ? `${parcel.weight} kg` : null, parcel.contents].filter(Boolean).join(' · ')}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
