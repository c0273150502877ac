import { z } from 'zod';
import { uploadedFileSchema } from '../responses.js';
import { EXTRA_SERVICE_ENTRY_STATUSES } from './extra-services.js';

/** What the warehouse and claim calls of the staff answer (under /ops): the server checks its answers with these and
 * the staff console reads its types from them. */

/** A parcel as the warehouse sees it after a check-in: raw grams and millimetres, and whose label it carried. */
const staffParcelSchema = z.object({
  id: z.number(),
  tracking_number: z.string(),
  customer_id: z.number().nullable(),
  label_support_number: z.string().nullable(),
  store_id: z.number(),
  status: z.number(),
  status_name: z.string(),
  weight_grams: z.number().nullable(),
  length_mm: z.number().nullable(),
  width_mm: z.number().nullable(),
  height_mm: z.number().nullable(),
  in_stock_at: z.string().nullable(),
});

/**
 * How a check-in found the parcel's owner: its one pre-alert, several pre-alerts and no customer on the label (open
 * claims decide), the support number on the label, nobody (held without owner), or it was checked in before.
 */
export const CHECK_IN_OUTCOMES = [
  'matched_pre_alert',
  'claimed_by_several',
  'assigned_by_label',
  'unclaimed',
  'already_received',
] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** POST /ops/parcels/receive: how the parcel was matched, and the parcel as stored. */
export const checkInSchema = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  parcel: staffParcelSchema,
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const pendingExtraServiceSchema = z.object({
  id: z.number(),
  service: z.string(),
  name: z.string(),
  part: z.number(),
  comment: z.string(),
  parcel_id: z.number(),
  tracking_number: z.string(),
  store_id: z.number(),
  customer_id: z.number().nullable(),
  parcel_status: z.number(),
  requested_at: z.string(),
});

export const completedExtraServiceSchema = z.object({
  id: z.number(),
  status: z.enum(EXTRA_SERVICE_ENTRY_STATUSES),
  service: z.string(),
  parcel_id: z.number(),
  parcel_status: z.number(),
  photos: z.array(uploadedFileSchema),
});

export const completedReturnSchema = z.object({
  id: z.number(),
  status: z.literal('completed'),
  /** Tracking numbers of the parcels handed over. */
  parcels: z.array(z.string()),
});

/** A parcel held without owner and every open claim on it (several make a conflict). */
export const claimedParcelSchema = z.object({
  parcel_id: z.number(),
  tracking_number: z.string(),
  store_id: z.number(),
  status: z.number(),
  in_stock_at: z.string().nullable(),
  conflict: z.boolean(),
  claims: z.array(
    z.object({
      id: z.number(),
      customer_id: z.number(),
      pre_alert_id: z.number().nullable(),
      proof: z.array(uploadedFileSchema),
      created_at: z.string(),
    }),
  ),
});
export type ClaimedParcel = z.infer<typeof claimedParcelSchema>;

export const claimDecisionSchema = z.object({
  id: z.number(),
  status: z.enum(['approved', 'rejected']),
  parcel_id: z.number(),
  /** Every claim this decision rejected: the one decided, or on approval the others on the parcel. */
  rejected_claims: z.array(z.number()),
});
