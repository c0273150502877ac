import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate, localDayBounds, wallClock, zonedDateTimeText } from '../src/index.js';

describe('calendarDate', () => {
  it('is the UTC date without a time zone', () => {
    expect(calendarDate(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03-31');
    expect(calendarDate(new Date('2026-04-01T00:00:00Z'))).toBe('2026-04-01');
  });

  it.each<[string, string, string]>([
    // Sydney is UTC+11 in March (daylight time): its day starts at 13:00 UTC the day before.
    ['2026-03-31T12:59:59Z', 'Australia/Sydney', '2026-03-31'],
    ['2026-03-31T13:00:00Z', 'Australia/Sydney', '2026-04-01'],
    // UTC+10 in July, after daylight time ends.
    ['2026-07-14T13:59:59Z', 'Australia/Sydney', '2026-07-14'],
    ['2026-07-14T14:00:00Z', 'Australia/Sydney', '2026-07-15'],
    ['2026-12-31T16:00:00Z', 'Asia/Taipei', '2027-01-01'],
    ['2026-01-01T09:59:59Z', 'Pacific/Honolulu', '2025-12-31'],
    ['2026-01-01T00:00:00Z', 'UTC', '2026-01-01'],
  ])('%s in %s is %s', (instant, timeZone, date) => {
    expect(calendarDate(new Date(instant), timeZone)).toBe(date);
  });
});

describe('localDayBounds', () => {
  it.each<[string, string, string, string]>([
    ['2026-11-26', 'Asia/Taipei', '2026-11-25T16:00:00.000Z', '2026-11-26T16:00:00.000Z'],
    ['2026-11-26', 'UTC', '2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z'],
    // Sydney's daylight time ends at 03:00 on 5 April 2026: that day has 25 hours.
    ['2026-04-05', 'Australia/Sydney', '2026-04-04T13:00:00.000Z', '2026-04-05T14:00:00.000Z'],
    // …and starts at 02:00 on 4 October 2026: that day has 23.
    ['2026-10-04', 'Australia/Sydney', '2026-10-03T14:00:00.000Z', '2026-10-04T13:00:00.000Z'],
  ])('%s in %s runs from %s to %s', (date, timeZone, from, to) => {
    const bounds = localDayBounds(date, timeZone);
    expect([bounds.from.toISOString(), bounds.to.toISOString()]).toEqual([from, to]);
    expect(calendarDate(bounds.from, timeZone)).toBe(date);
    expect(calendarDate(new Date(bounds.to.getTime() - 1), timeZone)).toBe(date);
    expect(calendarDate(bounds.to, timeZone)).not.toBe(date);
  });
});

describe('wallClock', () => {
  // Read straight from Intl on every call: what the kept quarter-hour offsets must always agree with.
  const reference = (instant: number, timeZone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, Number(part.value)]),
    ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
    return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  };
  // Half-hour daylight time (Lord Howe), quarter-hour offsets (Kathmandu, Chatham), both hemispheres, no DST.
  const zones = [
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'America/New_York',
    'Europe/London',
    'Asia/Taipei',
    'UTC',
  ];
  // Instants of clock changes, and the milliseconds around them.
  const changes = [
    '2026-04-04T16:00:00Z', // Sydney, daylight time ends
    '2026-10-03T16:00:00Z', // Sydney, it starts
    '2026-04-04T15:00:00Z', // Lord Howe, half an hour back
    '2026-03-08T07:00:00Z', // New York
    '2026-10-25T01:00:00Z', // London
    '2026-04-04T14:00:00Z', // Chatham
  ].map((instant) => Date.parse(instant));

  it('agrees with Intl at any instant of a decade, in every zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2031, 0, 1) }),
        fc.constantFrom(...zones),
        (instant, timeZone) => wallClock(instant, timeZone) === reference(instant, timeZone),
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with Intl in the hours around clock changes, to the millisecond', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...changes),
        fc.integer({ min: -7_200_000, max: 7_200_000 }),
        fc.constantFrom(...zones),
        (change, delta, timeZone) => wallClock(change + delta, timeZone) === reference(change + delta, timeZone),
      ),
      { numRuns: 3000 },
    );
    for (const change of changes)
      for (const delta of [-1000, -1, 0, 1, 999, 1000])
        for (const timeZone of zones)
          expect(wallClock(change + delta, timeZone)).toBe(reference(change + delta, timeZone));
  });
});

describe('zonedDateTimeText', () => {
  it('writes the zone’s clock with its offset, whole or not, and nothing for UTC', () => {
    const instant = new Date('2026-03-12T03:05:59.999Z');
    expect(zonedDateTimeText(instant, 'Australia/Sydney')).toBe('2026-03-12 14:05 UTC+11');
    expect(zonedDateTimeText(instant, 'UTC')).toBe('2026-03-12 03:05 UTC');
    expect(zonedDateTimeText(instant, 'Asia/Kolkata')).toBe('2026-03-12 08:35 UTC+5:30');
    expect(zonedDateTimeText(instant, 'America/St_Johns')).toBe('2026-03-12 00:35 UTC-2:30');
    expect(zonedDateTimeText(new Date('2026-06-12T03:05:00Z'), 'Australia/Sydney')).toBe('2026-06-12 13:05 UTC+10');
  });
});
