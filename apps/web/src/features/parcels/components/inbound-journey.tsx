import type { InboundJourney } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { EventTimeline } from '../../../components/event-timeline';

/**
 * A pre-alert's way to our warehouse as its carrier reports it: where it is now ("Out for delivery: to the Australia
 * warehouse"), the carrier followed, and its scans. Nothing before the carrier has said anything.
 */
export function InboundJourneySection({ inbound }: { inbound: InboundJourney | null }) {
  const { t } = useTranslation('parcels');
  if (!inbound || inbound.events.length === 0) return null;
  // The timeline takes the oldest first; the server answers the newest first.
  const events = [...inbound.events].reverse().map((event, index) => ({
    id: `${event.time}-${index}`,
    text: event.text ? `${event.status_name} · ${event.text}` : event.status_name,
    time: event.time,
    place: event.place,
  }));
  return (
    <section className="parcels-section" aria-label={t('detail.inboundJourney')}>
      <h2>{t('detail.inboundJourney')}</h2>
      {inbound.summary && <p className="parcels-inbound-summary">{inbound.summary}</p>}
      {inbound.carrier && (
        <p className="parcels-muted">{t('detail.inboundJourneyCarrier', { carrier: inbound.carrier })}</p>
      )}
      <EventTimeline events={events} />
    </section>
  );
}
