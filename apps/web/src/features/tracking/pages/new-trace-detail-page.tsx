import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { useTrackInfo } from '../api/get-track-info';
import { useTrackLookup } from '../api/query-track-info';
import { CarrierLeg } from '../components/carrier-leg';
import { JourneySummary } from '../components/journey-summary';
import { JourneyTimeline } from '../components/journey-timeline';
import { carrierEvents } from '../utils/journey';
import { useShipmentParam, useTextParam } from '../utils/query-params';
import '../tracking.css';

/**
 * waybill/newTraceDetail (SPEC §2): one leg, the carrier's: `?id=` a waybill's carrier number and the carrier's scans,
 * or `?number=` any carrier number as the carrier reports it; with a link out to the carrier's own page.
 */
export default function NewTraceDetailPage() {
  const { t } = useTranslation('tracking');
  const id = useShipmentParam();
  const number = useTextParam('number');
  if (number) return <NumberLeg number={number} />;
  if (id !== null) return <WaybillLeg id={id} />;
  return <EmptyState title={t('trace.missing')} />;
}

function WaybillLeg({ id }: { id: number }) {
  const { t } = useTranslation('tracking');
  const track = useTrackInfo(id);
  if (track.isPending) return <LoadingBlock lines={6} />;
  if (track.isError) return <LoadFailed error={track.error} onRetry={() => void track.refetch()} />;
  const { carrier } = track.data;
  if (!carrier) return <EmptyState title={t('detail.noCarrier')} description={t('detail.noCarrierHint')} />;
  return (
    <div className="tracking-page">
      <CarrierLeg carrier={carrier} />
      <JourneyTimeline events={carrierEvents(track.data.events)} label={t('detail.scans')} />
    </div>
  );
}

function NumberLeg({ number }: { number: string }) {
  const { t } = useTranslation('tracking');
  const lookup = useTrackLookup(number);
  if (lookup.isPending) return <LoadingBlock lines={6} />;
  if (lookup.isError) return <LoadFailed error={lookup.error} onRetry={() => void lookup.refetch()} />;
  const { carrier } = lookup.data;
  if (!carrier) return <EmptyState title={t('lookup.notFound', { number })} description={t('lookup.notFoundHint')} />;
  return (
    <div className="tracking-page">
      <CarrierLeg carrier={carrier} />
      <section className="tracking-section">
        <JourneySummary current={carrier.current} window={carrier.estimated_delivery} />
      </section>
      <JourneyTimeline events={carrier.events} label={t('detail.scans')} />
    </div>
  );
}
