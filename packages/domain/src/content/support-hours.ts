import { z } from 'zod';

/**
 * When support answers, as configuration writes it once (`Mon-Fri 09:00-18:00 Australia/Sydney`) and each screen
 * writes it in its reader's language: weekdays 0 (Sunday) … 6 as the agent points' hours count them, times of day
 * in the named time zone.
 */
export const supportHoursSchema = z.object({
  from_weekday: z.number(),
  to_weekday: z.number(),
  opens: z.string(),
  closes: z.string(),
  time_zone: z.string(),
});
export type SupportHours = z.infer<typeof supportHoursSchema>;

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const HOURS_TEXT = new RegExp(
  `^(${DAYS.join('|')})(?:\\s*[-–]\\s*(${DAYS.join('|')}))?\\s+(${TIME})\\s*[-–]\\s*(${TIME})\\s+(\\S+)$`,
  'i',
);

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads support hours written as `<day>[-<day>] HH:MM-HH:MM <IANA time zone>` (English day abbreviations), or null
 * when the text is not that.
 */
export function parseSupportHours(text: string): SupportHours | null {
  const match = HOURS_TEXT.exec(text.trim());
  if (!match) return null;
  const [, from = '', to, opens = '', closes = '', timeZone = ''] = match;
  if (!isTimeZone(timeZone)) return null;
  const fromWeekday = DAYS.indexOf(from.toLowerCase());
  return {
    from_weekday: fromWeekday,
    to_weekday: to ? DAYS.indexOf(to.toLowerCase()) : fromWeekday,
    opens,
    closes,
    time_zone: timeZone,
  };
}
