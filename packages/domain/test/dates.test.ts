import { describe, expect, it } from 'vitest';
import { calendarDate, localDayBounds } from '../src/index.js';

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
