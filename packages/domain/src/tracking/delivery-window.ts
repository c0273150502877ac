import { isFinalCode, type TrackingStatusCode } from './codes.js';

/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;

export interface DeliveryWindow {
  from: CalendarDate;
  to: CalendarDate;
  /** What the window rests on: the carrier's own estimate, the day it left plus the line's transit days, or the plan at submission. */
  basis: 'carrier' | 'shipped' | 'planned';
  /** The window has passed and the parcel is not delivered. */
  late: boolean;
}

export interface DeliveryWindowInput {
  /** The journey's current milestone (null before any). */
  current: TrackingStatusCode | null;
  /** The carrier's expected delivery date, when it gave one. */
  carrierEstimate: CalendarDate | null;
  /** The local date the waybill left with the carrier. */
  shippedOn: CalendarDate | null;
  transitDays: { min: number; max: number } | null;
  /** The window planned at submission (next cut-off plus the line's transit days). */
  planned: { from: CalendarDate; to: CalendarDate } | null;
  today: CalendarDate;
}

const DAY_MS = 86_400_000;

/** A calendar date plus whole days. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date of an instant on a time zone's wall clock. */
export function localDate(instant: Date, timeZone: string): CalendarDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/**
 * When the customer may expect the parcel. The best knowledge wins: the carrier's own estimate, else the day it
 * left plus the line's transit days, else the plan made at submission. A finished journey (delivered, returned,
 * cancelled) has no window.
 */
export function estimatedDeliveryWindow(input: DeliveryWindowInput): DeliveryWindow | null {
  if (input.current && isFinalCode(input.current)) return null;
  const window = ((): Omit<DeliveryWindow, 'late'> | null => {
    if (input.carrierEstimate) return { from: input.carrierEstimate, to: input.carrierEstimate, basis: 'carrier' };
    if (input.shippedOn && input.transitDays)
      return {
        from: addCalendarDays(input.shippedOn, input.transitDays.min),
        to: addCalendarDays(input.shippedOn, input.transitDays.max),
        basis: 'shipped',
      };
    if (input.planned) return { ...input.planned, basis: 'planned' };
    return null;
  })();
  return window && { ...window, late: window.to < input.today };
}
