import { z } from 'zod';
import { DUTY_CODES, DUTY_COLLECTORS } from '../customs/rule.js';
import { WEIGHT_BASES } from './weight.js';

/**
 * What the line and calculator calls answer (courierList, getQuotation, productList, courierDeclareAmountLimit).
 * Shape only. Weights are kilograms and prices major units of the line's currency, both as decimal strings.
 */

/** A code with its name in the reader's language. */
export const namedCodeSchema = z.object({ code: z.string(), name: z.string() });
export type NamedCode = z.infer<typeof namedCodeSchema>;

/** A line's next departure: the cut-off in the warehouse's zone and the delivery window from it. */
export const lineEtaSchema = z.object({
  transit_days_min: z.number(),
  transit_days_max: z.number(),
  next_cutoff: z.object({ at: z.string(), local: z.string(), date: z.string(), time_zone: z.string() }),
  estimated_delivery_from: z.string(),
  estimated_delivery_to: z.string(),
});
export type LineEta = z.infer<typeof lineEtaSchema>;

/** A line as customers see it, with its published terms: rate card, limits, insurance and next departure. */
export const publicLineSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  store_id: z.number(),
  country_id: z.number(),
  service_level: z.string(),
  service_level_name: z.string(),
  delivery_method: z.string(),
  delivery_method_name: z.string(),
  currency: z.string(),
  first_weight: z.string(),
  first_weight_price: z.string(),
  additional_weight: z.string(),
  additional_weight_price: z.string(),
  min_chargeable_weight: z.string(),
  weight_step: z.string(),
  volumetric_divisor: z.number(),
  max_parcel_weight: z.string().nullable(),
  max_declared_value: z.string().nullable(),
  refused_attributes: z.array(namedCodeSchema),
  required_documents: z.array(namedCodeSchema),
  freeInsurance: z.string(),
  insurancePercentage: z.number(),
  maxInsurance: z.string(),
  eta: lineEtaSchema,
});
export type PublicLine = z.infer<typeof publicLineSchema>;

/** Why a line cannot carry the parcels, in the reader's language, with what to do about it when there is advice. */
export const lineReasonSchema = z.object({ code: z.string(), message: z.string(), advice: z.string().optional() });
export type LineReason = z.infer<typeof lineReasonSchema>;

/** One parcel's weights; `basis` says which one was charged. */
export const parcelWeightSchema = z.object({
  quantity: z.number(),
  actual_weight: z.string(),
  volumetric_weight: z.string(),
  chargeable_weight: z.string(),
  basis: z.enum(WEIGHT_BASES),
  note: z.string().nullable(),
});
export type ParcelWeight = z.infer<typeof parcelWeightSchema>;

export const dutyItemSchema = z.object({
  code: z.enum(DUTY_CODES),
  name: z.string(),
  amount: z.string(),
  collected_by: z.enum(DUTY_COLLECTORS),
});

export const dutiesSchema = z.object({
  items: z.array(dutyItemSchema),
  /** Why, in the reader's language (the threshold, the rate, or "duties may apply"). */
  notes: z.array(z.string()),
  /** What we collect before shipping (in the fees' `customs`). */
  collected_by_us: z.string(),
  /** What customs collect at the door, estimated. */
  at_clearance: z.string(),
  /** Our total plus what is paid at clearance. */
  landed_total: z.string(),
  /** The official source the destination's rule is read from; null where no rule is kept. */
  source: z.object({ authority: z.string(), name: z.string(), url: z.string(), read: z.string() }).nullable(),
  /** The customer may say the shop already charged the destination's GST (with the receipt), and not pay it here. */
  shop_tax_waivable: z.boolean(),
});
export type Duties = z.infer<typeof dutiesSchema>;

export const quotedLineSchema = publicLineSchema.extend({
  available: z.literal(true),
  weight: z.object({
    actual_weight: z.string(),
    volumetric_weight: z.string(),
    chargeable_weight: z.string(),
    /** The parcels' common basis, or 'mixed'. */
    basis: z.enum([...WEIGHT_BASES, 'mixed']),
    /** The translated explanations (light but bulky, line minimum). */
    notes: z.array(z.string()),
    parcels: z.array(parcelWeightSchema),
  }),
  /** In the currency asked for; `customs` is the destination's taxes we collect, in the total. */
  fees: z.object({
    currency: z.string(),
    postage: z.string(),
    insurance: z.string(),
    customs: z.string(),
    service_charge: z.string(),
    /** A signed-in member's discount (freight and extra services), taken off the total; "0.00" for others. */
    member_discount: z.string(),
    total: z.string(),
  }),
  /** The destination's taxes and duties, what is paid at clearance, and the landed cost, in the fees' currency. */
  duties: dutiesSchema,
  /** Freight and insurance in the line's own currency. */
  line_total: z.object({ currency: z.string(), amount: z.string() }),
});
export type QuotedLine = z.infer<typeof quotedLineSchema>;

export const unavailableLineSchema = publicLineSchema.extend({
  available: z.literal(false),
  reasons: z.array(lineReasonSchema),
});
export type UnavailableLine = z.infer<typeof unavailableLineSchema>;

/** getQuotation / calcEndCost: the lines that can carry the parcels, cheapest first, and those that cannot. */
export const quotationSchema = z.object({
  currency: z.string(),
  rate_date: z.string().nullable(),
  parcel_count: z.number(),
  list: z.array(quotedLineSchema),
  unavailable: z.array(unavailableLineSchema),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** The calculator's product types and parcel attributes. */
export const productListSchema = z.object({
  product_types: z.array(namedCodeSchema),
  attributes: z.array(namedCodeSchema),
});
export type ProductList = z.infer<typeof productListSchema>;

/** courierDeclareAmountLimit: the line takes the declared value (shown in the line's currency). */
export const declaredValueCheckSchema = z.object({
  available: z.literal(true),
  max_declared_value: z.string().nullable(),
  currency: z.string(),
  declared_value: z.string(),
});
export type DeclaredValueCheck = z.infer<typeof declaredValueCheckSchema>;
