import { z } from 'zod';

/**
 * What the parcel calls answer. Response schemas name the shape only (no trimming or format checks): the server
 * writes exactly these fields, in this order, and the web reads its types from them.
 */

/** Free-storage countdown of a parcel in stock. */
export const parcelStorageSchema = z.object({
  days: z.number(),
  free_days: z.number(),
  free_days_left: z.number(),
  free_until: z.string(),
  overdue: z.boolean(),
});

/** A parcel as the lists show it. */
export const parcelSummarySchema = z.object({
  id: z.number(),
  tracking_number: z.string(),
  status: z.number(),
  status_name: z.string(),
  /** The warehouse holds a parcel under this pre-alert's number and staff are confirming it is the customer's. */
  being_confirmed: z.boolean(),
  is_pre_alert: z.boolean(),
  store_id: z.number(),
  warehouse_name: z.string(),
  courier_company: z.object({ id: z.number(), name: z.string() }).nullable(),
  contents: z.string(),
  remark: z.string(),
  weight: z.string().nullable(),
  length: z.string().nullable(),
  width: z.string().nullable(),
  height: z.string().nullable(),
  volumetric_weight: z.string().nullable(),
  volumetric_divisor: z.number(),
  pre_alerted_at: z.string().nullable(),
  inbound_time: z.string().nullable(),
  created_at: z.string(),
  storage: parcelStorageSchema.nullable(),
  thumbnail: z.string().nullable(),
  image_count: z.number(),
  pending_extra_services: z.number(),
  shipment: z.object({ id: z.number(), shipment_id: z.string() }).nullable(),
});
export type ParcelSummary = z.infer<typeof parcelSummarySchema>;

/** Why a parcel cannot go into a shipment yet. */
export const submissionBlockReasonSchema = z.object({
  code: z.enum(['not_in_stock', 'extra_services', 'return_pending']),
  message: z.string(),
});

/** A parcel kept from a shipment, with every reason and the extra services it waits for. */
export const submissionWaitSchema = z.object({
  parcel_id: z.number(),
  tracking_number: z.string(),
  reasons: z.array(submissionBlockReasonSchema),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SubmissionWait = z.infer<typeof submissionWaitSchema>;
