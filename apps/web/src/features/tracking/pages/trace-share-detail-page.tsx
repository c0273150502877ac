import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes-paths';
import { usePublicTrack } from '../api/get-public-track';
import { JourneySummary } from '../components/journey-summary';
import { JourneyTimeline } from '../components/journey-timeline';
import { ShipmentHeading } from '../components/shipment-heading';
import { useTextParam } from '../utils/query-params';
import '../tracking.css';

/**
 * waybill/traceShareDetail (SPEC §2, §6): the shared journey for anyone with the link — no login, no launch checks —
 * with the receiver masked as the server gives it. An unknown or revoked link is one friendly not-found.
 */
export default function TraceShareDetailPage() {
  const { t } = useTranslation('tracking');
  const key = useTextParam('key');
  const track = usePublicTrack(key);
  const notFound = key === '' || (track.error instanceof ApiError && track.error.status === 404);
  if (notFound) return <EmptyState title={t('public.notFound')} description={t('public.notFoundHint')} />;
  if (track.isPending) return <LoadingBlock lines={8} />;
  if (track.isError) return <LoadFailed error={track.error} onRetry={() => void track.refetch()} />;
  const journey = track.data;
  return (
    <div className="tracking-page">
      <section className="tracking-section" aria-label={t('trace.summary')}>
        <ShipmentHeading
          number={journey.shipment_id}
          statusName={journey.status_name}
          route={t('public.route', { from: journey.from_warehouse, to: journey.to_country })}
        />
        <p className="tracking-muted">
          {t('public.receiver', { name: journey.receiver.name, city: journey.receiver.city })}
        </p>
        <JourneySummary current={journey.current} window={journey.estimated_delivery} />
        <Link to={`${PATHS.waybillTraceCard}?key=${encodeURIComponent(key)}`}>{t('share.openCard')}</Link>
      </section>
      <JourneyTimeline events={journey.events} />
    </div>
  );
}
