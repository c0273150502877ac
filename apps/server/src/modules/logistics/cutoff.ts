/** Weekly cut-offs in a warehouse's time zone. */
import { instantOf, wallClock } from '@parcelway/domain';

export interface WeeklyCutoff {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** HH:MM local time. */
  time: string;
  timeZone: string;
}

export interface NextCutoff {
  /** The instant, ISO 8601 UTC. */
  at: string;
  /** The local date and time, 'YYYY-MM-DD HH:MM'. */
  local: string;
  /** The local date. */
  date: string;
  time_zone: string;
}

const DAY = 86_400_000;

/** The first cut-off after `now` (a cut-off at exactly `now` has passed). */
export function nextCutoff(now: Date, cutoff: WeeklyCutoff): NextCutoff {
  const [hours = 0, minutes = 0] = cutoff.time.split(':').map(Number);
  const wallNow = wallClock(now.getTime(), cutoff.timeZone);
  const today = new Date(wallNow);
  const daysAhead = (cutoff.weekday - today.getUTCDay() + 7) % 7;
  let wall = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + daysAhead, hours, minutes);
  if (wall <= wallNow) wall += 7 * DAY;
  const local = new Date(wall).toISOString();
  return {
    at: new Date(instantOf(wall, cutoff.timeZone)).toISOString(),
    local: `${local.slice(0, 10)} ${local.slice(11, 16)}`,
    date: local.slice(0, 10),
    time_zone: cutoff.timeZone,
  };
}

/** A local date plus whole days, 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
