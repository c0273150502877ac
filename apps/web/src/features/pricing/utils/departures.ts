import type { LineEta } from '../api/get-quotation';

const DAY = 86_400_000;

/** A local date ('YYYY-MM-DD') plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
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
