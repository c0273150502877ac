import { Button, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PhotoGallery } from '../../../components/photo-gallery';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format';
import { useDestination } from '../../../lib/reference-data';
import { PATHS } from '../../../lib/routes-paths';
import { useTrackInfo } from '../api/get-track-info';
import type { TrackInfo } from '../api/types';
import { JourneySummary } from '../components/journey-summary';
import { JourneyTimeline } from '../components/journey-timeline';
import { ShipmentAlerts } from '../components/shipment-alerts';
import { ShipmentHeading } from '../components/shipment-heading';
import { useShipmentParam } from '../utils/query-params';
import '../tracking.css';

/**
 * waybill/newTrace (SPEC §2): one waybill's journey, where it is now, when it should arrive, how the last mile goes,
 * the proof of delivery once delivered; from here the customer shares it or opens the carrier's leg.
 */
export default function NewTracePage() {
  const { t } = useTranslation('tracking');
  const id = useShipmentParam();
  const track = useTrackInfo(id);
  if (id === null) return <EmptyState title={t('trace.missing')} />;
  if (track.isPending) return <LoadingBlock lines={8} />;
  if (track.isError) return <LoadFailed error={track.error} onRetry={() => void track.refetch()} />;
  return <Trace track={track.data} />;
}

function Trace({ track }: { track: TrackInfo }) {
  const { t } = useTranslation('tracking');
  const navigate = useNavigate();
  const { shipment, last_mile: lastMile } = track;
  const destination = useDestination(shipment.to_city, shipment.to_country_id);
  const lastMileText = lastMile.agent
    ? t('trace.agent', { name: lastMile.agent.name, city: lastMile.agent.city })
    : (lastMile.method_name ?? t('trace.lastMileNone'));

  return (
    <div className="tracking-page">
      <section className="tracking-section" aria-label={t('trace.summary')}>
        <ShipmentHeading
          number={shipment.shipment_id}
          statusName={shipment.status_name}
          route={t('trace.route', { from: shipment.from_warehouse, to: destination })}
        />
        <JourneySummary current={track.current} window={track.estimated_delivery} />
        <dl className="tracking-facts">
          <dt>{t('trace.lastMile')}</dt>
          <dd>{lastMileText}</dd>
          {track.carrier && (
            <>
              <dt>{t('trace.carrier')}</dt>
              <dd>
                {track.carrier.name} · {track.carrier.tracking_number}
              </dd>
            </>
          )}
          {track.delivered_at && (
            <>
              <dt>{t('trace.deliveredAt')}</dt>
              <dd>{formatDateTime(track.delivered_at)}</dd>
            </>
          )}
        </dl>
      </section>

      <ShipmentAlerts alerts={track.alerts} />

      {track.delivery_proof.length > 0 && (
        <section className="tracking-section" aria-label={t('trace.proof')}>
          <h2>{t('trace.proof')}</h2>
          <PhotoGallery label={t('trace.proof')} files={track.delivery_proof} />
        </section>
      )}

      <JourneyTimeline events={track.events} />

      <Space className="tracking-actions" direction="vertical" block>
        <Button block color="primary" onClick={() => navigate(`${PATHS.waybillTraceShare}?id=${shipment.id}`)}>
          {t('trace.share')}
        </Button>
        {track.carrier && (
          <Button block onClick={() => navigate(`${PATHS.waybillTraceDetail}?id=${shipment.id}`)}>
            {t('trace.carrierDetail')}
          </Button>
        )}
      </Space>
    </div>
  );
}
