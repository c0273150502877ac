import { z } from 'zod';

/** The window a warehouse's public processing times cover. */
export const PROCESSING_TIME_DAYS = 30;

/** A median duration over the window, and how many parcels or shipments it is the median of. */
export const medianDurationSchema = z.object({
  /** Hours, one decimal; null when nothing happened in the window. */
  median_hours: z.number().nullable(),
  count: z.number(),
});
export type MedianDuration = z.infer<typeof medianDurationSchema>;

/**
 * A warehouse's processing times over the last 30 days, from the moments the staff dashboard counts: a parcel's check-in
 * after its carrier reported it delivered here, a shipment's dispatch after its payment.
 */
export const warehouseProcessingTimesSchema = z.object({
  store_id: z.number(),
  days: z.number(),
  delivery_to_check_in: medianDurationSchema,
  payment_to_dispatch: medianDurationSchema,
});
export type WarehouseProcessingTimes = z.infer<typeof warehouseProcessingTimesSchema>;

/** Seconds as hours with one decimal, for the median's answer. */
export function hoursOf(seconds: number | null): number | null {
  return seconds === null ? null : Math.round(seconds / 360) / 10;
}
