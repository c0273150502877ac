import { z } from 'zod';

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
