import type { MessageKey } from '../i18n/messages.js';

/** A pickup date as typed: YYYY-MM-DD. */
export const PICKUP_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How far ahead a pickup may be booked. */
export const PICKUP_BOOKING_DAYS_AHEAD = 30;

export interface PickupCutoff {
  /** The warehouse's local date now, YYYY-MM-DD. */
  today: string;
  /** The warehouse's local time now, HH:MM. */
  timeNow: string;
  /** Bookings for tomorrow close at this local time today (HH:MM); same-day pickups are never booked. */
  cutoffTime: string;
}

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
}

/**
 * A pickup's fee spread over the parcels its goods became (minor units), so whichever shipment takes a parcel charges
 * its share and all of them together charge the fee once: equal parts, the cents left over on the first ones.
 */
export function pickupFeeShares(feeMinor: number, parcels: number): number[] {
  if (parcels <= 0) return [];
  const base = Math.floor(feeMinor / parcels);
  const left = feeMinor - base * parcels;
  return Array.from({ length: parcels }, (_, index) => base + (index < left ? 1 : 0));
}

export function isRealDate(date: string): boolean {
  if (!PICKUP_DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * Why a pickup cannot be booked for `date`, or null: not a date, today or in the past, tomorrow after today's
 * cut-off, or further ahead than bookings open.
 */
export function pickupDateProblem(date: string, { today, timeNow, cutoffTime }: PickupCutoff): MessageKey | null {
  if (!isRealDate(date)) return 'preShipment.pickupDateInvalid';
  const ahead = dayNumber(date) - dayNumber(today);
  if (ahead <= 0) return 'preShipment.pickupDatePast';
  if (ahead === 1 && timeNow >= cutoffTime) return 'preShipment.pickupCutoffPassed';
  if (ahead > PICKUP_BOOKING_DAYS_AHEAD) return 'preShipment.pickupDateTooFar';
  return null;
}
