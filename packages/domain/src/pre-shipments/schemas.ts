import { z } from 'zod';
import { declarationItemsSchema } from '../parcels/declaration.js';
import { trackingNumberListSchema } from '../parcels/tracking.js';
import { PARCEL_ATTRIBUTES } from '../pricing/lines.js';
import { pageSchema, uploadedFileSchema } from '../responses.js';
import { isRealDate } from './pickup.js';
import { DELIVERY_WAYS, PRE_SHIPMENT_STATUSES } from './status.js';

const id = z.coerce.number().int().positive();
/** A stored upload as the client sends it back: our link or the bare id. */
const fileReference = z.string().trim().max(500);

/** Where and when a pickup is booked: the address the courier comes to, a date and one of the warehouse's windows. */
export const pickupBookingSchema = z.object({
  address: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(60, { error: 'address.tooLong' }),
  postcode: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(10, { error: 'preShipment.postcodeInvalid' }),
  date: z
    .string({ error: 'validation.required' })
    .trim()
    .refine(isRealDate, { error: 'preShipment.pickupDateInvalid' }),
  window_id: id,
});
export type PickupBooking = z.output<typeof pickupBookingSchema>;

/**
 * createOrUpdatePreShipment (SPEC §3 pre-shipment). With `id` it edits one still editable; with `submit` false it is
 * kept as a draft (no code issued, no slot held), otherwise it is booked: a drop-off names its agent point, a pickup its
 * booking.
 */
export const preShipmentInputSchema = z
  .object({
    id: id.optional(),
    store_id: id,
    recipient_id: id,
    courier_company_id: id.nullish(),
    tracking_numbers: trackingNumberListSchema,
    items: declarationItemsSchema.min(1, { error: 'preShipment.itemsRequired' }),
    contents: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200),
    notes: z.string().trim().max(500).default(''),
    insurance: z.boolean().default(false),
    batteries: z.boolean().default(false),
    flammable_confirmed: z.boolean().refine((value) => value, { error: 'waybill.safetyRequired' }),
    contents_image: fileReference.nullish(),
    receipt_image: fileReference.nullish(),
    delivery_way: z.enum(DELIVERY_WAYS, { error: 'preShipment.deliveryWayRequired' }),
    agent_id: id.nullish(),
    pickup: pickupBookingSchema.nullish(),
    submit: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (!input.submit) return;
    if (input.delivery_way === 'drop_off' && !input.agent_id)
      context.addIssue({ code: 'custom', path: ['agent_id'], message: 'preShipment.agentRequired' });
    if (input.delivery_way === 'pickup' && !input.pickup)
      context.addIssue({ code: 'custom', path: ['pickup'], message: 'preShipment.pickupRequired' });
  });
export type PreShipmentInputValues = z.input<typeof preShipmentInputSchema>;
export type PreShipmentInput = z.output<typeof preShipmentInputSchema>;

/** personal/agent: agent points of a warehouse near a postcode or a position. */
export const agentSearchSchema = z.object({
  store_id: id,
  postcode: z.string().trim().max(10).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});

export const pickupSlotsQuerySchema = z.object({
  store_id: id,
  date: z.string().trim().refine(isRealDate, { error: 'preShipment.pickupDateInvalid' }),
});

export const preShipmentCostQuerySchema = z.object({
  store_id: id,
  delivery_way: z.enum(DELIVERY_WAYS),
  packages: z.coerce.number().int().min(1).max(100).default(1),
  /** Days the goods may wait at the agent point, to show what storage would cost. */
  days: z.coerce.number().int().min(0).max(365).default(0),
});

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** One day's opening of an agent point: weekday 0 (Sunday) … 6, local times HH:MM. */
export const openingHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  opens: z.string().regex(HHMM),
  closes: z.string().regex(HHMM),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** What an agent point accepts: general goods and, when it says so, the attributes a declaration can name. */
export const AGENT_ACCEPTS = ['general', ...PARCEL_ATTRIBUTES] as const;

/** Staff: an agent point created or changed. */
export const agentInputSchema = z.object({
  store_id: id,
  name_en: z.string().trim().min(1).max(100),
  name_cn: z.string().trim().min(1).max(100),
  name_tw: z.string().trim().min(1).max(100),
  address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  postcode: z.string().trim().min(1).max(10),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  opening_hours: z.array(openingHoursSchema).max(14),
  accepts: z.array(z.enum(AGENT_ACCEPTS)).min(1).max(AGENT_ACCEPTS.length),
  capacity: z.number().int().min(1).max(10_000),
  active: z.boolean().default(true),
});
export type AgentInput = z.output<typeof agentInputSchema>;

// ── Answers ──

export const agentPointSchema = z.object({
  id: z.number(),
  store_id: z.number(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Kilometres from the position or postcode searched from, when known. */
  distance_km: z.number().nullable(),
  opening_hours: z.array(openingHoursSchema),
  accepts: z.array(z.string()),
  capacity: z.number(),
  /** Packages booked or waiting there now. */
  holding: z.number(),
});
export type AgentPoint = z.infer<typeof agentPointSchema>;

export const pickupSlotSchema = z.object({
  window_id: z.number(),
  starts: z.string(),
  ends: z.string(),
  capacity: z.number(),
  remaining: z.number(),
  bookable: z.boolean(),
});
export type PickupSlot = z.infer<typeof pickupSlotSchema>;

export const pickupSlotsSchema = z.object({
  date: z.string(),
  /** Why the date cannot be booked, in the caller's language; null when it can. */
  problem: z.string().nullable(),
  cutoff_time: z.string(),
  time_zone: z.string(),
  slots: z.array(pickupSlotSchema),
});

export const preShipmentCostSchema = z.object({
  currency: z.string(),
  pickup_fee: z.string(),
  storage_free_days: z.number(),
  storage_per_package_day: z.string(),
  storage_per_cubic_metre_day: z.string(),
  storage_currency: z.string(),
  /** What the given number of days at the agent point would cost. */
  storage_fee: z.string(),
});

export const preShipmentSummarySchema = z.object({
  id: z.number(),
  status: z.enum(PRE_SHIPMENT_STATUSES),
  status_text: z.string(),
  store_id: z.number(),
  delivery_way: z.enum(DELIVERY_WAYS),
  tracking_numbers: z.array(z.string()),
  contents: z.string(),
  receiver_name: z.string(),
  drop_off_code: z.string().nullable(),
  pickup_date: z.string().nullable(),
  editable: z.boolean(),
  created_at: z.string(),
});
export type PreShipmentSummary = z.infer<typeof preShipmentSummarySchema>;
export const preShipmentPageSchema = pageSchema(preShipmentSummarySchema);

const personSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  address: z.string(),
});

export const preShipmentDetailSchema = preShipmentSummarySchema.extend({
  sender: personSchema,
  receiver: personSchema.extend({ recipient_id: z.number().nullable() }),
  courier_company_id: z.number().nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      total_amount: z.string(),
      product_type: z.string(),
      attributes: z.array(z.string()),
    }),
  ),
  currency: z.string(),
  notes: z.string(),
  insurance: z.boolean(),
  batteries: z.boolean(),
  flammable_confirmed: z.boolean(),
  contents_image: uploadedFileSchema.nullable(),
  receipt_image: uploadedFileSchema.nullable(),
  agent: agentPointSchema.nullable(),
  pickup: z
    .object({
      address: z.string(),
      postcode: z.string(),
      date: z.string(),
      window_id: z.number(),
      starts: z.string(),
      ends: z.string(),
    })
    .nullable(),
  parcel_ids: z.array(z.number()),
});
export type PreShipmentDetail = z.infer<typeof preShipmentDetailSchema>;

export const deletedPreShipmentSchema = z.object({ id: z.number() });
