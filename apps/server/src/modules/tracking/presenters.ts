import {
  currentEvent,
  type EventTexts,
  eventText,
  isFinalCode,
  isProblemCode,
  type JourneyEvent,
  type Language,
  type TrackingEventView,
  translate,
} from '@parcelway/domain';
import type { TrackingEventRow } from '../../db/schema/index.js';
import type { CarrierReport } from '../carriers/index.js';

export function journeyEventOf(row: TrackingEventRow): JourneyEvent {
  return {
    id: row.id,
    occurredAt: row.occurredAt,
    statusCode: row.statusCode,
    place: row.place,
    source: row.source,
    sourceEventId: row.sourceEventId,
    texts: row.texts,
  };
}

/** A carrier's checkpoints as journey events (not stored: a lookup of a number that is none of ours). */
export function journeyEventsOfReport(report: CarrierReport): JourneyEvent[] {
  return report.checkpoints.map((checkpoint, index) => ({
    id: index + 1,
    occurredAt: checkpoint.occurredAt,
    statusCode: checkpoint.statusCode,
    place: checkpoint.place,
    source: 'carrier',
    sourceEventId: checkpoint.eventId,
    texts: carrierTexts(checkpoint.message),
  }));
}

/** A carrier writes in one language; its words stand for every language until someone translates them. */
export function carrierTexts(message: string): EventTexts {
  return message ? { en: message } : {};
}

const statusName = (language: Language, event: JourneyEvent) =>
  translate(language, `trackingStatus.${event.statusCode}`);

/**
 * One event for the screens. The public view says only what happened and where: a carrier's or staff member's own
 * words may name the person who signed.
 */
export function eventView(event: JourneyEvent, language: Language, audience: 'owner' | 'public'): TrackingEventView {
  return {
    id: `${event.source}:${event.id > 0 ? event.id : event.sourceEventId}`,
    time: event.occurredAt.toISOString(),
    place: event.place,
    status: event.statusCode,
    status_name: statusName(language, event),
    text: audience === 'owner' ? eventText(event, language) : statusName(language, event),
    source: event.source,
    problem: isProblemCode(event.statusCode),
  };
}

/** The journey newest first, as the timeline shows it. */
export function eventViews(journey: readonly JourneyEvent[], language: Language, audience: 'owner' | 'public') {
  return journey.map((event) => eventView(event, language, audience)).reverse();
}

export function stateView(journey: readonly JourneyEvent[], language: Language) {
  const current = currentEvent(journey);
  if (!current) return null;
  return {
    status: current.statusCode,
    status_name: statusName(language, current),
    time: current.occurredAt.toISOString(),
    place: current.place,
    final: isFinalCode(current.statusCode),
    problem: isProblemCode(current.statusCode),
  };
}
