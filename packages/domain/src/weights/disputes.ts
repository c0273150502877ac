import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { divideRounded, type Money, money } from '../money/money.js';
import { PARCEL_STATUS } from '../parcels/status.js';
import { centimetresSchema, kilogramsSchema } from '../pricing/schemas.js';
import type { WaybillStatus } from '../waybills/status.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Days after the weighing (packing, or a parcel's check-in) that the customer may dispute it. */
export const WEIGHT_DISPUTE_WINDOW_DAYS = 7;
/** Hours staff have to decide a dispute once it is filed: the payment it holds waits this long at most. */
export const WEIGHT_DISPUTE_DECISION_HOURS = 48;

export const WEIGHT_DISPUTE_STATUSES = ['open', 'reweighed', 'confirmed', 'withdrawn'] as const;
export type WeightDisputeStatus = (typeof WEIGHT_DISPUTE_STATUSES)[number];

/** What the customer says is wrong: the scale's figure, or the tape's. */
export const WEIGHT_DISPUTE_SUBJECTS = ['weight', 'size'] as const;
export type WeightDisputeSubject = (typeof WEIGHT_DISPUTE_SUBJECTS)[number];

/** When a weighing was made: a parcel's check-in, a shipment's packing, or staff weighing again for a dispute. */
export const WEIGHING_SOURCES = ['check_in', 'packing', 'reweigh'] as const;
export type WeighingSource = (typeof WEIGHING_SOURCES)[number];

/**
 * The last instant a weighing can be disputed is just before this one: exactly 7 × 24 hours after it was made, the
 * same wherever the customer or the warehouse is and whatever a clock change does in between.
 */
export function disputeWindowEnd(measuredAt: Date): Date {
  return new Date(measuredAt.getTime() + WEIGHT_DISPUTE_WINDOW_DAYS * DAY);
}

export function isDisputeWindowOpen(measuredAt: Date, now: Date): boolean {
  return now.getTime() < disputeWindowEnd(measuredAt).getTime();
}

/** When staff must have decided a dispute filed at `filedAt`. */
export function disputeDueAt(filedAt: Date): Date {
  return new Date(filedAt.getTime() + WEIGHT_DISPUTE_DECISION_HOURS * HOUR);
}

/** What is disputed, as far as the rules need to know it. */
export type DisputeTarget =
  | { kind: 'waybill'; status: WaybillStatus; measuredAt: Date | null }
  | { kind: 'parcel'; status: number; measuredAt: Date | null; shipment: string | null };

export interface DisputeProblem {
  key: MessageKey;
  /** The instant the window closed, for the sentence (formatted by the caller in its language and time zone). */
  closedAt?: Date;
  shipment?: string;
}

/** Waybill states in which its packed box is at the warehouse and its price can still be corrected. */
const DISPUTABLE_WAYBILL: readonly WaybillStatus[] = ['pay_now', 'paid'];
const LEFT_WAREHOUSE: readonly WaybillStatus[] = ['in_transit', 'sorting', 'collecting', 'delivered'];

/**
 * Why this weighing cannot be disputed now, or null. A shipment is disputed while its packed box is still at the
 * warehouse (awaiting payment or paid, not handed to the carrier): staff can weigh it again. A transfer under review
 * would be confirmed for the old price, so it is decided first. A parcel is disputed while it is on the shelf; once
 * in a shipment, the packed box is weighed again and that is what is charged and disputed.
 */
export function disputeFilingProblem(target: DisputeTarget, now: Date): DisputeProblem | null {
  if (target.kind === 'waybill') {
    if (target.status === 'cancelled') return { key: 'weightDispute.cancelled' };
    if (target.status === 'bank_pending') return { key: 'weightDispute.transferUnderReview' };
    if (LEFT_WAREHOUSE.includes(target.status)) return { key: 'weightDispute.alreadyDispatched' };
    if (!DISPUTABLE_WAYBILL.includes(target.status) || target.measuredAt === null)
      return { key: 'weightDispute.notWeighedYet' };
  } else {
    if (target.status === PARCEL_STATUS.processing)
      return { key: 'weightDispute.parcelInShipment', shipment: target.shipment ?? '' };
    if (target.status > PARCEL_STATUS.processing) return { key: 'weightDispute.parcelLeft' };
    if (target.status !== PARCEL_STATUS.inStock || target.measuredAt === null)
      return { key: 'weightDispute.notWeighedYet' };
  }
  if (!isDisputeWindowOpen(target.measuredAt, now))
    return { key: 'weightDispute.windowClosed', closedAt: disputeWindowEnd(target.measuredAt) };
  return null;
}

/** A dispute is decided once: reweighed or confirmed from open, never again. */
export function disputeDecisionProblem(status: WeightDisputeStatus): MessageKey | null {
  if (status === 'open') return null;
  return status === 'withdrawn' ? 'weightDispute.withdrawn' : 'weightDispute.alreadyDecided';
}

/**
 * A reweigh corrects the price down or leaves it: a dispute never makes the customer pay more. Figures that would
 * price the shipment higher are refused, and staff confirm the original instead.
 */
export function reweighPriceProblem(totalBefore: number, totalAfter: number): MessageKey | null {
  return totalAfter > totalBefore ? 'weightDispute.reweighRaisesPrice' : null;
}

/**
 * What a reweigh gives back of a paid shipment, in the currency it was paid in. `charged` is the shipment's total as
 * the payment converted it (at the rate it was charged at); the new total is converted at that same rate, as the
 * charged total scaled by after ÷ before and rounded half up to the currency's minor unit, so the refund is the
 * difference to the cent. The coupon and the points stay spent on the shipment: never more comes back than the
 * money still refundable (`refundable`).
 */
export function reweighRefund(input: {
  charged: Money;
  totalBefore: number;
  totalAfter: number;
  refundable: Money;
}): Money {
  const { charged, totalBefore, totalAfter, refundable } = input;
  if (refundable.currency !== charged.currency) throw new RangeError('the refundable money is in another currency');
  if (!(totalBefore > 0) || totalAfter < 0 || totalAfter > totalBefore || charged.minor < 0)
    throw new RangeError('a reweigh refund needs 0 ≤ after ≤ before and before > 0');
  const chargedAfter = Number(divideRounded(BigInt(charged.minor) * BigInt(totalAfter), BigInt(totalBefore), 'halfUp'));
  const difference = charged.minor - chargedAfter;
  return money(Math.max(0, Math.min(difference, refundable.minor)), charged.currency);
}

const id = z.coerce.number().int().positive();

/**
 * A customer's dispute (POST /api/disputeWeight): of a shipment or of a parcel, the weight or the size they measured
 * themselves, what they say and, if they have one, a photo of their own scale or tape.
 */
export const weightDisputeInputSchema = z
  .object({
    shipmentId: id.optional(),
    parcelId: id.optional(),
    subject: z.enum(WEIGHT_DISPUTE_SUBJECTS),
    weight: kilogramsSchema.optional(),
    length: centimetresSchema.optional(),
    width: centimetresSchema.optional(),
    height: centimetresSchema.optional(),
    description: z.string().trim().max(500).default(''),
    /** The customer's upload, as its link or its id. */
    photo: z.string().trim().min(1).max(2000).optional(),
  })
  .superRefine((input, context) => {
    if ((input.shipmentId === undefined) === (input.parcelId === undefined))
      context.addIssue({ code: 'custom', path: ['shipmentId'], message: 'weightDispute.oneTarget' });
    const required = input.subject === 'weight' ? (['weight'] as const) : (['length', 'width', 'height'] as const);
    for (const field of required)
      if (input[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  });
export type WeightDisputeInput = z.infer<typeof weightDisputeInputSchema>;

/** Staff weighing a disputed box or parcel again: the readings as read, and the photos of the scale and the tape. */
export const reweighInputSchema = z.object({
  weight: kilogramsSchema,
  length: centimetresSchema,
  width: centimetresSchema,
  height: centimetresSchema,
  scale_photo: z.string().trim().min(1),
  tape_photo: z.string().trim().min(1),
  note: z.string().trim().max(500).optional(),
});
export type ReweighInput = z.infer<typeof reweighInputSchema>;

/** Staff keeping the original figures: the reason the customer is told. */
export const confirmWeightInputSchema = z.object({
  reason: z.string().trim().min(1, { error: 'validation.required' }).max(500),
});
