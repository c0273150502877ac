import type { TimelineEvent } from '../../../components/event-timeline';
import type { TrackingEventView } from '../api/types';

/**
 * The journey's events (newest first, as the server sends them) as the shared timeline takes them (oldest first):
 * the milestone's name, then the carrier's or staff's own words when they say more.
 */
export function timelineOf(events: readonly TrackingEventView[]): TimelineEvent[] {
  return [...events].reverse().map((event) => ({
    id: event.id,
    text: event.text && event.text !== event.status_name ? `${event.status_name} · ${event.text}` : event.status_name,
    time: event.time,
    place: event.place || undefined,
    problem: event.problem,
  }));
}

/** Only the carrier's own scans: the leg the carrier's number follows. */
export function carrierEvents(events: readonly TrackingEventView[]): TrackingEventView[] {
  return events.filter((event) => event.source === 'carrier');
}

/** Whether the browser can hand a link to the phone's share sheet (Web Share API). */
export function canShareNatively(navigatorLike: Partial<Pick<Navigator, 'share'>> | undefined): boolean {
  return typeof navigatorLike?.share === 'function';
}

/** A carrier link opens outside the app only when it is a web address (never a javascript: or data: URL). */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
