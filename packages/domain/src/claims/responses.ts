import { z } from 'zod';
import { pageSchema, uploadedFileSchema } from '../responses.js';
import { WAYBILL_STATUSES } from '../waybills/status.js';
import { SHIPMENT_CLAIM_REASONS, SHIPMENT_CLAIM_STATUSES } from './status.js';

/**
 * What the shipment-claim calls answer. Money is a decimal string in major units beside its currency; times are ISO
 * strings; a due time is null while the clock is stopped (the customer owes information) or the claim is decided.
 */

/** A reason as the filing screen offers it: open now, or the sentence saying why not. */
export const claimReasonOptionSchema = z.object({
  reason: z.enum(SHIPMENT_CLAIM_REASONS),
  name: z.string(),
  open: z.boolean(),
  message: z.string().nullable(),
});

/** A declared line as a claim shows it: its position, what and how many, and their declared value together. */
export const claimDeclaredLineSchema = z.object({
  index: z.number(),
  name: z.string(),
  quantity: z.number(),
  value: z.string(),
});

/**
 * GET /api/shipmentClaimTerms/{id}: what the filing screen needs to show the reasons open and to work out the
 * compensation with the domain's rule as the customer picks items (the same figure the server records).
 */
export const shipmentClaimTermsSchema = z.object({
  shipment_id: z.number(),
  shipment_no: z.string(),
  insured: z.boolean(),
  currency: z.string(),
  freight: z.string(),
  max_insurance: z.string(),
  standard_liability: z.string(),
  paid: z.object({ currency: z.string(), rates: z.record(z.string(), z.string()) }).nullable(),
  declaration: z.array(claimDeclaredLineSchema),
  reasons: z.array(claimReasonOptionSchema),
  claim: z.object({ id: z.number(), status: z.enum(SHIPMENT_CLAIM_STATUSES), status_name: z.string() }).nullable(),
});
export type ShipmentClaimTerms = z.infer<typeof shipmentClaimTermsSchema>;

/** The rule's figure: the value claimed, the part covered, the freight share, in the waybill's and the paid currency. */
export const claimCompensationSchema = z.object({
  basis: z.enum(['insured', 'standard_liability']),
  currency: z.string(),
  affected_value: z.string(),
  value_covered: z.string(),
  freight_share: z.string(),
  total: z.string(),
  capped: z.boolean(),
  amount: z.string(),
  paid_currency: z.string(),
});
export type ClaimCompensationView = z.infer<typeof claimCompensationSchema>;

export const claimTimelineEntrySchema = z.object({
  kind: z.enum(['filed', 'information_requested', 'information_added', 'approved', 'rejected']),
  by: z.enum(['customer', 'staff']),
  text: z.string(),
  files: z.array(uploadedFileSchema),
  at: z.string(),
});

export const shipmentClaimSummarySchema = z.object({
  id: z.number(),
  shipment_id: z.number(),
  shipment_no: z.string(),
  reason: z.enum(SHIPMENT_CLAIM_REASONS),
  reason_name: z.string(),
  status: z.enum(SHIPMENT_CLAIM_STATUSES),
  status_name: z.string(),
  amount: z.string(),
  currency: z.string(),
  filed_at: z.string(),
  due_at: z.string().nullable(),
});
export type ShipmentClaimSummary = z.infer<typeof shipmentClaimSummarySchema>;

export const shipmentClaimPageSchema = pageSchema(shipmentClaimSummarySchema);

/** GET /api/shipmentClaims/{id}: one claim as its page shows it. */
export const shipmentClaimDetailSchema = shipmentClaimSummarySchema.extend({
  description: z.string(),
  items: z.array(claimDeclaredLineSchema.extend({ affected: z.number() })),
  photos: z.array(uploadedFileSchema),
  video: uploadedFileSchema.nullable(),
  compensation: claimCompensationSchema,
  information_request: z.string().nullable(),
  decision: z.object({ amount: z.string().nullable(), reason: z.string(), decided_at: z.string() }).nullable(),
  timeline: z.array(claimTimelineEntrySchema),
});
export type ShipmentClaimDetail = z.infer<typeof shipmentClaimDetailSchema>;

/** A claim in the staff queue: its clock first. */
export const staffClaimRowSchema = shipmentClaimSummarySchema.extend({
  customer_id: z.number(),
  store_id: z.number(),
  overdue: z.boolean(),
  waiting_since: z.string(),
});
export type StaffClaimRow = z.infer<typeof staffClaimRowSchema>;

/** GET /ops/shipment-claims/:id: the claim with what staff decide on. */
export const staffClaimDetailSchema = shipmentClaimDetailSchema.extend({
  customer_id: z.number(),
  store_id: z.number(),
  overdue: z.boolean(),
  insured: z.boolean(),
  line_name: z.string(),
  waybill_status: z.enum(WAYBILL_STATUSES),
  carrier_tracking: z.string().nullable(),
});
export type StaffClaimDetail = z.infer<typeof staffClaimDetailSchema>;
