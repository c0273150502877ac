import { z } from 'zod';
import { cursorPageSchema, uploadedFileSchema } from '../responses.js';
import { weightEvidenceSchema } from '../weights/responses.js';
import { DECLARATION_NAME_VERDICTS } from './declaration.js';
import { EXTRA_SERVICE_ENTRY_STATUSES } from './extra-services.js';
import { inboundJourneySchema } from './inbound.js';
import { RETURN_METHODS, RETURN_STATUSES } from './returns.js';
import { PARCEL_TAB_NAMES } from './status.js';

/**
 * What the parcel calls answer. Response schemas name the shape only (no trimming or format checks): the server
 * writes exactly these fields, in this order, and the web reads its types from them.
 */

const parcelRefSchema = z.object({ id: z.number(), tracking_number: z.string() });

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

export const parcelPageSchema = cursorPageSchema(parcelSummarySchema);
export type ParcelPage = z.infer<typeof parcelPageSchema>;

/** A tab of the parcel list, with the states it shows and how many parcels are in them. */
export const parcelTabSchema = z.object({
  key: z.enum(PARCEL_TAB_NAMES),
  name: z.string(),
  statuses: z.array(z.number()),
  count: z.number(),
});
export type ParcelTabCount = z.infer<typeof parcelTabSchema>;

export const parcelCountSchema = z.object({ count: z.number() });
export type ParcelCount = z.infer<typeof parcelCountSchema>;

/** A picture of a parcel: taken at check-in, or by staff when they did an extra service. */
export const parcelImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  source: z.enum(['check_in', 'extra_service']),
  extra_service_entry_id: z.number().nullable(),
  created_at: z.string(),
});
export type ParcelImage = z.infer<typeof parcelImageSchema>;

/** A note on a parcel, the customer's own (editable) or staff's (labelled 'admin'). */
export const parcelCommentSchema = z.object({
  id: z.number(),
  author: z.enum(['customer', 'admin']),
  label: z.literal('admin').nullable(),
  content: z.string(),
  files: z.array(uploadedFileSchema),
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ParcelComment = z.infer<typeof parcelCommentSchema>;

/** An extra service asked for on a parcel, with the customer's pictures and the ones staff took when done. */
export const parcelExtraServiceSchema = z.object({
  id: z.number(),
  parcel_id: z.number(),
  extra_service_id: z.number(),
  code: z.string(),
  name: z.string(),
  status: z.enum(EXTRA_SERVICE_ENTRY_STATUSES),
  comment: z.string(),
  files: z.array(uploadedFileSchema),
  part: z.number(),
  price: z.string(),
  currency: z.string(),
  /** What staff wrote when they did it; the customer sees it under an 'admin' label. */
  staff_note: z.string(),
  result_images: z.array(uploadedFileSchema),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
});
export type ParcelExtraService = z.infer<typeof parcelExtraServiceSchema>;

export const parcelDeclarationSchema = z.object({
  id: z.number(),
  currency: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      quantity: z.number(),
      total_amount: z.string(),
      product_type: z.string(),
      attributes: z.array(z.string()),
    }),
  ),
  /** The other parcels of the pre-alert that declared them together. */
  shared_with: z.array(parcelRefSchema),
});
export type ParcelDeclaration = z.infer<typeof parcelDeclarationSchema>;

export const parcelTimelineEventSchema = z.object({
  id: z.number(),
  status: z.number(),
  status_name: z.string(),
  kind: z.string(),
  text: z.string(),
  time: z.string(),
});

/** Why a parcel cannot go into a shipment yet. */
export const submissionBlockReasonSchema = z.object({
  code: z.enum(['not_in_stock', 'extra_services', 'return_pending']),
  message: z.string(),
});

export const parcelDetailSchema = parcelSummarySchema.extend({
  destination_country_id: z.number().nullable(),
  timeline: z.array(parcelTimelineEventSchema),
  images: z.array(parcelImageSchema),
  comments: z.array(parcelCommentSchema),
  extra_services: z.array(parcelExtraServiceSchema),
  declaration: parcelDeclarationSchema.nullable(),
  /** The other parcels pre-alerted with this one. */
  batch: z.array(parcelRefSchema.extend({ status: z.number(), status_name: z.string() })),
  return_pending: z.boolean(),
  can_submit: z.boolean(),
  waiting_reasons: z.array(submissionBlockReasonSchema),
  /**
   * The line of the parcel's shipment, whose divisor `volumetric_divisor` and `volumetric_weight` then use; null
   * before the parcel is in a shipment with a line, when they use the divisor most lines use.
   */
  volumetric_line: z.string().nullable(),
  /** The check-in's weighing (and any reweigh) with photos, readings and rounding; the latest weight dispute. */
  weight_evidence: weightEvidenceSchema,
  /** A pre-alert followed at its carrier: where it is on its way to our warehouse (null: not followed). */
  inbound: inboundJourneySchema.nullable().default(null),
});
export type ParcelDetail = z.infer<typeof parcelDetailSchema>;

/** A parcel kept from a shipment, with every reason and the extra services it waits for. */
export const submissionWaitSchema = z.object({
  parcel_id: z.number(),
  tracking_number: z.string(),
  reasons: z.array(submissionBlockReasonSchema),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SubmissionWait = z.infer<typeof submissionWaitSchema>;

export const submissionCheckSchema = z.object({ can_submit: z.boolean(), waiting: z.array(submissionWaitSchema) });
export type SubmissionCheck = z.infer<typeof submissionCheckSchema>;

// ── Pre-alerts ──

/** A pre-alert just added; `arrived_unclaimed` when its parcel was already at the warehouse without an owner. */
export const addedPreAlertSchema = parcelSummarySchema.extend({ arrived_unclaimed: z.boolean() });
export type AddedPreAlert = z.infer<typeof addedPreAlertSchema>;

export const preAlertsAddedSchema = z.object({
  batch_id: z.string().nullable(),
  list: z.array(addedPreAlertSchema),
});
export type PreAlertsAdded = z.infer<typeof preAlertsAddedSchema>;

export const removedPreAlertSchema = z.object({ id: z.number() });
export type RemovedPreAlert = z.infer<typeof removedPreAlertSchema>;

/** The pre-alerts still waiting, in short, for pickers and reminders. */
export const waitingPreAlertsSchema = z.object({
  total: z.number(),
  list: z.array(
    parcelRefSchema.extend({
      contents: z.string(),
      pre_alerted_at: z.string().nullable(),
    }),
  ),
});

export const trackingNumberCheckSchema = z.object({
  tracking_number: z.string(),
  available: z.literal(true),
  /** The carrier guessed from the number's form (null: none), and whether its check digit holds. */
  carrier: z.string().nullable(),
  check_digit: z.enum(['valid', 'invalid', 'none']),
  /** The warning to show when the check digit fails (the customer may still use the number). */
  warning: z.string().nullable(),
});

export const courierCompanySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  store_id: z.number(),
});
export type CourierCompany = z.infer<typeof courierCompanySchema>;

/** Whether a declared product name is specific and shippable, with the sentence to show when it is not. */
export const declarationNameCheckSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  verdict: z.enum(DECLARATION_NAME_VERDICTS),
  generic: z.boolean(),
  banned: z.boolean(),
  words: z.array(z.string()),
  message: z.string().nullable(),
});

// ── Returns ──

/** One way of sending parcels back from a warehouse, and what it costs there. */
export const returnMethodOptionSchema = z.object({
  method: z.enum(RETURN_METHODS),
  name: z.string(),
  available: z.boolean(),
  fee: z.string().nullable(),
  fee_per_parcel: z.string().nullable(),
  currency: z.string(),
  note: z.string().nullable(),
});
export type ReturnMethodOption = z.infer<typeof returnMethodOptionSchema>;

/** A return the customer asked for. */
export const returnRequestViewSchema = z.object({
  id: z.number(),
  method: z.enum(RETURN_METHODS),
  method_name: z.string(),
  status: z.enum(RETURN_STATUSES),
  store_id: z.number(),
  fee: z.string().nullable(),
  currency: z.string(),
  /** The code to show at the warehouse counter, for a return collected there. */
  pickup_code: z.string().nullable(),
  address: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  remark: z.string(),
  parcels: z.array(parcelRefSchema),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type ReturnRequestView = z.infer<typeof returnRequestViewSchema>;

/** The ways back for the chosen parcels (null when none are chosen), and the customer's returns. */
export const returnViewSchema = z.object({
  options: z
    .object({
      store_id: z.number(),
      warehouse_name: z.string(),
      currency: z.string(),
      parcels: z.array(parcelRefSchema),
      methods: z.array(returnMethodOptionSchema),
    })
    .nullable(),
  requests: z.array(returnRequestViewSchema),
});
export type ReturnView = z.infer<typeof returnViewSchema>;
