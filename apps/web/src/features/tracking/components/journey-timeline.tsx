import { useTranslation } from 'react-i18next';
import { EventTimeline } from '../../../components/event-timeline';
import { EmptyState } from '../../../components/query-states';
import type { TrackingEventView } from '../api/types';
import { timelineOf } from '../utils/journey';

/** A journey's events on the shared timeline, or a plain word when nothing has happened yet. */
export function JourneyTimeline({ events, label }: { events: readonly TrackingEventView[]; label?: string }) {
  const { t } = useTranslation('tracking');
  if (events.length === 0) return <EmptyState title={t('timeline.empty')} description={t('timeline.emptyHint')} />;
  return (
    <section className="tracking-section" aria-label={label ?? t('timeline.title')}>
      <h2>{label ?? t('timeline.title')}</h2>
      <EventTimeline events={timelineOf(events)} />
    </section>
  );
}
