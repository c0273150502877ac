/** A zone's wall clock without a date library: Intl gives the fields, arithmetic gives the instant. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in a zone at an instant, read from Intl (a few microseconds a call). */
function wallClockOfParts(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * A zone's offset is the same through a quarter of an hour unless it changes inside it (clock changes happen on
 * whole minutes, and today's zones differ from UTC by multiples of 15 minutes). Per zone and quarter hour the
 * offset is kept once it is the same at the quarter's first and last millisecond; a quarter with a change in it
 * is read from Intl on every call. Bounded: the map is emptied when it grows past a few thousand quarters.
 */
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, number | null>();

function offsetOfQuarter(instant: number, timeZone: string): number | null {
  const quarter = Math.floor(instant / QUARTER_HOUR);
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    const end = start + QUARTER_HOUR - 1;
    const atStart = wallClockOfParts(start, timeZone) - start;
    // The wall clock drops the milliseconds: the end's offset is measured from its whole second.
    const atEnd = wallClockOfParts(end, timeZone) - (end - 999);
    offset = atStart === atEnd ? atStart : null;
    if (offsets.size >= 4096) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock time in a zone at an instant, as milliseconds of a UTC date with the same fields (whole seconds). */
export function wallClock(instant: number, timeZone: string): number {
  const offset = offsetOfQuarter(instant, timeZone);
  if (offset === null) return wallClockOfParts(instant, timeZone);
  return Math.floor((instant + offset) / 1000) * 1000;
}

/** The instant at which a zone's wall clock shows `wall` (the later one across a DST change). */
export function instantOf(wall: number, timeZone: string): number {
  let guess = wall;
  for (let round = 0; round < 3; round += 1) guess = wall - (wallClock(guess, timeZone) - guess);
  return guess;
}

const DAY = 86_400_000;

/**
 * The instants a local calendar day ('YYYY-MM-DD') runs between in a zone: `from` inclusive, `to` exclusive.
 * A day a clock change shortens or lengthens is 23 or 25 hours long.
 */
export function localDayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return { from: new Date(instantOf(midnight, timeZone)), to: new Date(instantOf(midnight + DAY, timeZone)) };
}

/**
 * An instant as a zone's clock shows it, with the offset, for sentences every language reads alike:
 * '2026-03-12 14:05 UTC+11', '2026-03-12 03:05 UTC', '2026-03-12 08:35 UTC+5:30'.
 */
export function zonedDateTimeText(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const wall = wallClock(time, timeZone);
  const offsetMinutes = Math.round((wall - Math.floor(time / 1000) * 1000) / 60_000);
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = offsetMinutes === 0 ? '' : `${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `${new Date(wall).toISOString().slice(0, 16).replace('T', ' ')} UTC${offset}`;
}
