import { z } from 'zod';

/** SPEC §5/§9: a tracking number has at least 8 characters, letters and digits only. */
export const TRACKING_NUMBER_MIN_LENGTH = 8;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
/** SPEC §9: at most 5 tracking numbers are pre-alerted in one add. */
export const MAX_TRACKING_NUMBERS_PER_ADD = 5;

const TRACKING_NUMBER = new RegExp(`^[A-Z0-9]{${TRACKING_NUMBER_MIN_LENGTH},${TRACKING_NUMBER_MAX_LENGTH}}$`);

/** Couriers print tracking numbers in capitals; a lower-case copy is the same number. */
export function normaliseTrackingNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidTrackingNumber(raw: string): boolean {
  return TRACKING_NUMBER.test(normaliseTrackingNumber(raw));
}

export const trackingNumberSchema = z
  .string({ error: 'parcel.trackingNumberInvalid' })
  .transform(normaliseTrackingNumber)
  .refine((value) => value.length > 0, { error: 'validation.required' })
  .refine((value) => value.length === 0 || TRACKING_NUMBER.test(value), { error: 'parcel.trackingNumberInvalid' });

/** 1 to 5 different tracking numbers (the same number twice in one add is refused as a duplicate). */
export const trackingNumberListSchema = z
  .array(trackingNumberSchema)
  .min(1, { error: 'validation.required' })
  .max(MAX_TRACKING_NUMBERS_PER_ADD, { error: 'parcel.tooManyTrackingNumbers' })
  .refine((numbers) => new Set(numbers).size === numbers.length, { error: 'parcel.trackingNumberRepeated' });
