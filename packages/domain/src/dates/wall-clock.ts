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

/** The wall-clock time in a zone at an instant, as milliseconds of a UTC date with the same fields. */
export function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
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
