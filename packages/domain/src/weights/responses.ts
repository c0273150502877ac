import { z } from 'zod';
import { WEIGHT_BASES } from '../pricing/weight.js';
import { uploadedFileSchema } from '../responses.js';
import { WEIGHING_SOURCES, WEIGHT_DISPUTE_STATUSES, WEIGHT_DISPUTE_SUBJECTS } from './disputes.js';
import { ROUNDING_DIRECTIONS } from './rounding.js';

/**
 * One weighing as the customer may check it: what the scale and the tape read (grams, millimetres), the rounding
 * applied, the figures recorded (kilograms and centimetres as decimal strings), and the photos of the scale's readout
 * and of the tape on the longest side.
 */
export const weighingSchema = z.object({
  id: z.number(),
  source: z.enum(WEIGHING_SOURCES),
  read: z.object({
    weight_grams: z.number(),
    length_mm: z.number(),
    width_mm: z.number(),
    height_mm: z.number(),
  }),
  rounding: z.object({
    weight_step_grams: z.number(),
    size_step_mm: z.number(),
    direction: z.enum(ROUNDING_DIRECTIONS),
  }),
  recorded: z.object({ weight: z.string(), length: z.string(), width: z.string(), height: z.string() }),
  scale_photo: uploadedFileSchema.nullable(),
  tape_photo: uploadedFileSchema.nullable(),
  measured_at: z.string(),
});
export type Weighing = z.infer<typeof weighingSchema>;

/** Whether the customer may dispute the weighing now, and until when (null: not now, or never weighed). */
export const disputeWindowSchema = z.object({
  open: z.boolean(),
  until: z.string().nullable(),
  /** Why not, in the reader's language, when it is closed. */
  reason: z.string().nullable(),
});

/** A dispute as its customer (and staff) see it: what was claimed, its state and clock, and the decision. */
export const weightDisputeSchema = z.object({
  id: z.number(),
  shipment_id: z.number().nullable(),
  parcel_id: z.number().nullable(),
  status: z.enum(WEIGHT_DISPUTE_STATUSES),
  status_name: z.string(),
  subject: z.enum(WEIGHT_DISPUTE_SUBJECTS),
  claimed: z.object({
    weight: z.string().nullable(),
    length: z.string().nullable(),
    width: z.string().nullable(),
    height: z.string().nullable(),
  }),
  description: z.string(),
  photo: uploadedFileSchema.nullable(),
  filed_at: z.string(),
  /** When staff must have decided; the payment it holds waits until then at most. */
  due_at: z.string(),
  decided_at: z.string().nullable(),
  /** Staff's reason for keeping the figures, or their note on the reweigh. */
  reason: z.string().nullable(),
  /** The new weighing, once reweighed. */
  reweighing: weighingSchema.nullable(),
  /** The shipment's total before and after the decision (its currency), once reweighed. */
  total_before: z.string().nullable(),
  total_after: z.string().nullable(),
  currency: z.string().nullable(),
  /** What went back to the balance, in the currency paid. */
  refund: z.object({ amount: z.string(), currency: z.string() }).nullable(),
});
export type WeightDispute = z.infer<typeof weightDisputeSchema>;

/** Weighings, the latest dispute and whether one may be filed: what parcel and waybill detail carry. */
export const weightEvidenceSchema = z.object({
  weighings: z.array(weighingSchema),
  dispute: weightDisputeSchema.nullable(),
  dispute_window: disputeWindowSchema,
});
export type WeightEvidence = z.infer<typeof weightEvidenceSchema>;

/** How the chargeable weight of a packed box came about on its line (kilograms as decimal strings). */
export const chargeableExplanationSchema = z.object({
  actual: z.string(),
  volumetric: z.string(),
  divisor: z.number(),
  minimum: z.string(),
  step: z.string(),
  chargeable: z.string(),
  basis: z.enum(WEIGHT_BASES),
});
export type ChargeableExplanation = z.infer<typeof chargeableExplanationSchema>;

/** A dispute in the staff's queue: its clock, the shipment or parcel, the customer and the figures at stake. */
export const staffWeightDisputeSchema = weightDisputeSchema.extend({
  store_id: z.number(),
  customer_id: z.number(),
  reference: z.string(),
  overdue: z.boolean(),
  disputed: weighingSchema.nullable(),
  current: z.object({ weight: z.string().nullable(), size: z.string().nullable(), total: z.string().nullable() }),
});
export type StaffWeightDispute = z.infer<typeof staffWeightDisputeSchema>;
