import { LANGUAGES, type Language } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import { isFinalCode, journeyRank, type TrackingSource, type TrackingStatusCode } from './codes.js';

/** An event's words in each language; a carrier's message may come in one language only. */
export type EventTexts = Partial<Record<Language, string>>;

/** One tracking event as the rules read it (stored, or derived from a waybill's own timestamps). */
export interface JourneyEvent {
  /** The stored row's id; 0 for an event derived from the waybill's timestamps. */
  id: number;
  occurredAt: Date;
  statusCode: TrackingStatusCode;
  place: string;
  source: TrackingSource;
  sourceEventId: string;
  texts: EventTexts;
}

/**
 * The journey's order: when it happened; at the same instant, the milestone that comes first in a journey
 * (a waybill packed and priced in one staff action is packing, then awaiting payment); then the order it was
 * recorded in, and the source's own id, so the same events always read the same way.
 */
export function compareEvents(a: JourneyEvent, b: JourneyEvent): number {
  return (
    a.occurredAt.getTime() - b.occurredAt.getTime() ||
    journeyRank(a.statusCode) - journeyRank(b.statusCode) ||
    a.id - b.id ||
    (a.sourceEventId < b.sourceEventId ? -1 : a.sourceEventId > b.sourceEventId ? 1 : 0)
  );
}

/** The events in journey order (a new array; the input is left as it came). */
export function orderEvents<T extends JourneyEvent>(events: readonly T[]): T[] {
  return [...events].sort(compareEvents);
}

/** Two reports closer than this, of the same milestone at the same place, are one moment told twice. */
export const SAME_MOMENT_MS = 60_000;

function samePlace(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Drops events that repeat one already shown: the same milestone at the same place within a minute (a carrier
 * resending a scan under a new id, our own "delivered" and the carrier's at once), and any "delivered" after the
 * first (a parcel is delivered once; a later report of it adds nothing). Expects journey order; keeps the first.
 */
export function dedupeEvents<T extends JourneyEvent>(ordered: readonly T[]): T[] {
  const kept: T[] = [];
  for (const event of ordered) {
    const repeat = kept.some(
      (earlier) =>
        earlier.statusCode === event.statusCode &&
        ((event.statusCode === 'delivered' && earlier.statusCode === 'delivered') ||
          (samePlace(earlier.place, event.place) &&
            Math.abs(event.occurredAt.getTime() - earlier.occurredAt.getTime()) < SAME_MOMENT_MS)),
    );
    if (!repeat) kept.push(event);
  }
  return kept;
}

/** The customer's view of a journey: ordered, without repeats. Duplicates or late arrivals change neither. */
export function journeyOf<T extends JourneyEvent>(events: readonly T[]): T[] {
  return dedupeEvents(orderEvents(events));
}

/**
 * Where the shipment is now: the latest event, except that a finished journey stays finished — a scan reported
 * after the parcel was delivered, returned or cancelled (a carrier's late echo) does not reopen it.
 */
export function currentEvent<T extends JourneyEvent>(journey: readonly T[]): T | null {
  for (let index = journey.length - 1; index >= 0; index -= 1) {
    const event = journey[index];
    if (event && isFinalCode(event.statusCode)) return event;
  }
  return journey.at(-1) ?? null;
}

/** The waybill's own timestamps, each the moment it reached a state. */
export interface WaybillTimes {
  submittedAt: Date;
  packedAt: Date | null;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  carrierTracking: string | null;
}

/** The words of one of our own milestones in every language. */
export function ownEventTexts(code: TrackingStatusCode, params: { tracking?: string | null } = {}): EventTexts {
  const key: MessageKey =
    code === 'in_transit' && params.tracking ? 'trackingEvent.handedToCarrier' : `trackingStatus.${code}`;
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, translate(language, key, { tracking: params.tracking ?? undefined })]),
  );
}

/**
 * Events for the states a waybill reached before its moves were recorded as tracking events: each timestamp the
 * waybill keeps (submitted, packed, paid, shipped, delivered, cancelled) stands for its milestone unless an own
 * event of that milestone is stored. Submission is always read from here: creating a waybill is not a move.
 */
export function eventsFromWaybillTimes(times: WaybillTimes, recorded: ReadonlySet<TrackingStatusCode>): JourneyEvent[] {
  const moments: [TrackingStatusCode, Date | null][] = [
    ['pending', times.submittedAt],
    ['pay_now', times.packedAt],
    ['paid', times.paidAt],
    ['in_transit', times.shippedAt],
    ['delivered', times.deliveredAt],
    ['cancelled', times.cancelledAt],
  ];
  return moments.flatMap(([statusCode, occurredAt]) =>
    occurredAt && !recorded.has(statusCode)
      ? [
          {
            id: 0,
            occurredAt,
            statusCode,
            place: '',
            source: 'own' as const,
            sourceEventId: `waybill:${statusCode}`,
            texts: ownEventTexts(statusCode, { tracking: times.carrierTracking }),
          },
        ]
      : [],
  );
}

/** The other written form of Chinese: a Simplified reader reads Traditional words, and the other way round. */
const SIBLING: Partial<Record<Language, Language>> = { cn: 'tw', tw: 'cn' };

/**
 * An event's words in a language: its own; for a Chinese reader, the other Chinese; else the milestone's name in the
 * reader's language, from the catalogue. Only a carrier's words stand in for every language (in English, else any it
 * has): they are the only account of what the carrier saw. Our own and staff words never reach a reader in another
 * language, so nobody reads "运输中 · Arrived in Taiwan".
 */
export function eventText(event: Pick<JourneyEvent, 'texts' | 'statusCode' | 'source'>, language: Language): string {
  const { texts } = event;
  const sibling = SIBLING[language];
  const carrierWords =
    event.source === 'carrier' ? texts.en || Object.values(texts).find((text) => Boolean(text)) : undefined;
  return (
    texts[language] ||
    (sibling && texts[sibling]) ||
    carrierWords ||
    translate(language, `trackingStatus.${event.statusCode}`)
  );
}
