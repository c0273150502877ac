import { describe, expect, it } from 'vitest';
import { calendarDate } from '../src/index.js';

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
