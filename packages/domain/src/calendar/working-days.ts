import { instantOf, wallClock } from '../dates/wall-clock.js';
import { type CalendarRegion, HOLIDAY_CALENDARS, type HolidayCalendar } from './public-holidays.js';

const DAY_MS = 86_400_000;

/** The calendar of a warehouse's region code ('AU', 'MY' …), or undefined for a region without one. */
export function holidayCalendarOf(region: string): HolidayCalendar | undefined {
  return Object.hasOwn(HOLIDAY_CALENDARS, region) ? HOLIDAY_CALENDARS[region as CalendarRegion] : undefined;
}

/** A region without a holiday list (a new warehouse): Monday to Friday in its time zone, until its list is added. */
export function weekdaysOnly(region: string, timeZone: string): HolidayCalendar {
  return { region, place: '', timeZone, weekend: [0, 6], sources: [], readOn: '', years: [], holidays: {} };
}

const midnightOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** Whether the office works on a local date ('YYYY-MM-DD'): not its weekend (unless a make-up day), not a holiday. */
export function isWorkingDay(calendar: HolidayCalendar, date: string): boolean {
  if (Object.hasOwn(calendar.holidays, date)) return false;
  if (calendar.workingWeekendDays && Object.hasOwn(calendar.workingWeekendDays, date)) return true;
  return !calendar.weekend.includes(new Date(midnightOf(date)).getUTCDay());
}

/** The first working day after `date`. */
export function nextWorkingDay(calendar: HolidayCalendar, date: string): string {
  let next = date;
  do next = dateOf(midnightOf(next) + DAY_MS);
  while (!isWorkingDay(calendar, next));
  return next;
}

/**
 * The instant `days` working days after `from`, on the office's wall clock: the same time of day that many working
 * days later. A start on a day off (a weekend, a holiday) counts from the beginning of the next working
 * day, so a claim completed on Saturday has all of Monday and Tuesday, not a part of either.
 */
export function addWorkingDays(from: Date, days: number, calendar: HolidayCalendar): Date {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`days must be a whole number ≥ 0, got ${days}`);
  const wall = wallClock(from.getTime(), calendar.timeZone);
  let date = dateOf(wall);
  let timeOfDay = wall - midnightOf(date);
  if (!isWorkingDay(calendar, date)) {
    date = nextWorkingDay(calendar, date);
    timeOfDay = 0;
  }
  for (let step = 0; step < days; step += 1) date = nextWorkingDay(calendar, date);
  return new Date(instantOf(midnightOf(date) + timeOfDay, calendar.timeZone));
}
