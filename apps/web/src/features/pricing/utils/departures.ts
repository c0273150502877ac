import type { Language } from '@parcelway/domain/i18n';
import type { LineEta } from '../api/get-quotation';

const DAY = 86_400_000;
const LOCALES: Record<Language, string> = { en: 'en-AU', cn: 'zh-CN', tw: 'zh-TW' };

/** A local date ('YYYY-MM-DD') plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The weekday of a local date, named in the user's language ("Wednesday", "星期三"). */
export function weekdayOf(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export interface Departure {
  /** The cut-off's local date and time in the warehouse's zone. */
  date: string;
  time: string;
  timeZone: string;
  deliveryFrom: string;
  deliveryTo: string;
}

/** The next `count` weekly departures of a line, from the server's next cut-off (the same weekday and time each week). */
export function upcomingDepartures(eta: LineEta, count: number): Departure[] {
  const { date, local, time_zone: timeZone } = eta.next_cutoff;
  const time = local.slice(11, 16);
  return Array.from({ length: count }, (_, week) => {
    const day = addDays(date, week * 7);
    return {
      date: day,
      time,
      timeZone,
      deliveryFrom: addDays(day, eta.transit_days_min),
      deliveryTo: addDays(day, eta.transit_days_max),
    };
  });
}
