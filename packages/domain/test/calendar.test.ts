import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  CLAIM_DECISION_WORKING_DAYS,
  HOLIDAY_CALENDARS,
  type HolidayCalendar,
  holidayCalendarOf,
  isWorkingDay,
} from '../src/index.js';

const calendar = (region: string): HolidayCalendar => {
  const found = holidayCalendarOf(region);
  if (!found) throw new Error(`no calendar for ${region}`);
  return found;
};

/** A claim's due time: two working days after it is complete. */
const due = (completed: string, region: string) =>
  addWorkingDays(new Date(completed), CLAIM_DECISION_WORKING_DAYS, calendar(region)).toISOString();

describe('a claim is due two working days after it is complete, on the warehouse’s calendar', () => {
  it.each<[string, string, string, string]>([
    // Sydney, Friday 10:00 (UTC+11 in November): the weekend is skipped, due Tuesday 10:00.
    ['a weekend in Sydney', '2026-11-26T23:00:00Z', 'AU', '2026-11-30T23:00:00.000Z'],
    // Thursday 2 April 2026 15:00: Good Friday, the weekend and Easter Monday are off, so Tuesday and Wednesday count;
    // daylight time ends on the Sunday, so Wednesday 15:00 is 05:00 UTC, not 04:00.
    ['Easter in Sydney', '2026-04-02T04:00:00Z', 'AU', '2026-04-08T05:00:00.000Z'],
    // Completed on a Saturday: Monday and Tuesday are the two days, due at the start of Wednesday.
    ['a claim completed on a Saturday', '2026-11-27T22:00:00Z', 'AU', '2026-12-01T13:00:00.000Z'],
    // Kuala Lumpur time (UTC+8), Friday 6 November 2026 16:00: Deepavali falls on Sunday and is taken on Monday.
    ['Deepavali in Malaysia', '2026-11-06T08:00:00Z', 'MY', '2026-11-11T08:00:00.000Z'],
    // Thursday 19 March 2026 11:00: Friday is the added Hari Raya holiday, Monday its second day in lieu.
    ['Hari Raya in Malaysia', '2026-03-19T03:00:00Z', 'MY', '2026-03-25T03:00:00.000Z'],
    // China: Saturday 14 February 2026 is a make-up working day before nine days of Spring Festival.
    ['China’s make-up Saturday', '2026-02-13T02:00:00Z', 'CN', '2026-02-24T02:00:00.000Z'],
  ])('%s', (_, completed, region, expected) => {
    expect(due(completed, region)).toBe(expected);
  });

  it('on a plain week: two days later at the same time', () => {
    // Tuesday 10 November 2026, 09:30 in Taipei.
    expect(due('2026-11-10T01:30:00Z', 'TW')).toBe('2026-11-12T01:30:00.000Z');
  });

  it('zero days from a working day is the same instant; from a day off, the next working day’s start', () => {
    const sydney = calendar('AU');
    expect(addWorkingDays(new Date('2026-11-26T23:00:00Z'), 0, sydney).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(addWorkingDays(new Date('2026-12-25T01:00:00Z'), 0, sydney).toISOString()).toBe('2026-12-28T13:00:00.000Z');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addWorkingDays(new Date(), -1, calendar('AU'))).toThrow(RangeError);
    expect(() => addWorkingDays(new Date(), 1.5, calendar('AU'))).toThrow(RangeError);
  });
});

describe('the holiday data', () => {
  it('has a calendar for every warehouse region, naming its sources and when they were read', () => {
    for (const region of ['AU', 'CN', 'MY', 'TW', 'JP', 'NZ']) {
      const entry = calendar(region);
      expect(entry.region).toBe(region);
      expect(entry.sources.length).toBeGreaterThan(0);
      for (const source of entry.sources) expect(source.url).toMatch(/^https:\/\//);
      expect(entry.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.years).toContain(2026);
    }
    expect(holidayCalendarOf('XX')).toBeUndefined();
  });

  it('lists real dates of 2026 and 2027 only, and make-up days only on weekends', () => {
    for (const entry of Object.values(HOLIDAY_CALENDARS)) {
      const dates = Object.keys(entry.holidays);
      expect(dates.some((date) => date.startsWith('2026'))).toBe(true);
      expect(dates.some((date) => date.startsWith('2027'))).toBe(true);
      for (const date of dates) {
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), entry.region).toBe(date);
        expect(isWorkingDay(entry, date)).toBe(false);
      }
      for (const date of Object.keys(entry.workingWeekendDays ?? {})) {
        expect(entry.weekend).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
        expect(isWorkingDay(entry, date)).toBe(true);
      }
    }
  });

  it('knows the days off the due times above rest on, and a bank holiday that is not one', () => {
    expect(isWorkingDay(calendar('AU'), '2026-04-03')).toBe(false);
    expect(isWorkingDay(calendar('AU'), '2026-08-03')).toBe(true);
    expect(isWorkingDay(calendar('MY'), '2026-11-09')).toBe(false);
    expect(isWorkingDay(calendar('NZ'), '2026-01-26')).toBe(false);
    expect(isWorkingDay(calendar('JP'), '2026-09-22')).toBe(false);
  });
});
