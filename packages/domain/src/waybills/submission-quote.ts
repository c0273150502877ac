import { z } from 'zod';
import { dutiesSchema } from '../pricing/responses.js';
import { WEIGHT_BASES } from '../pricing/weight.js';
import { waybillFeesSchema } from './responses.js';
import { submitWaybillInputSchema } from './schemas.js';

/**
 * quoteSubmission: what submitParcel would charge for the flow's answers so far. Only the answers that move the price
 * are read (the parcels, recipient, line, declaration, insurance, services, packaging and cartons), so the shipper and
 * the acknowledgements may still be missing; any other field the flow sends is ignored.
 */
export const submissionQuoteInputSchema = submitWaybillInputSchema.pick({
  parcel_ids: true,
  recipient_id: true,
  courier_id: true,
  declaration: true,
  insured: true,
  extra_services: true,
  box_service_id: true,
  extra_cartons: true,
  shop_charged_tax: true,
});
export type SubmissionQuoteInput = z.input<typeof submissionQuoteInputSchema>;
export type SubmissionQuoteRequest = z.output<typeof submissionQuoteInputSchema>;

/** A named amount inside a part of the fees (a service, a fee, a tax), in the waybill's currency. */
const quoteItemSchema = z.object({ name: z.string(), amount: z.string() });

/** The parts of the estimate, in the order a customer reads them; `total` sums them less the member discount. */
export const QUOTE_PARTS = ['postage', 'insurance', 'extra', 'service_charge', 'customs', 'member_discount'] as const;
export type QuotePart = (typeof QUOTE_PARTS)[number];

export const submissionQuoteSchema = z.object({
  /** Exactly the fees shipmentDetail shows once submitted (an estimate until packing), in the warehouse's currency. */
  fees: waybillFeesSchema,
  /** What each part holds, by name: the services and packaging, the service charges, the taxes we collect. */
  items: z.object({
    extra: z.array(quoteItemSchema),
    service_charge: z.array(quoteItemSchema),
    customs: z.array(quoteItemSchema),
  }),
  line: z.object({
    id: z.number(),
    name: z.string(),
    volumetric_divisor: z.number(),
    min_chargeable_weight: z.string(),
  }),
  /** The parcels' weights as measured at check-in, kilograms; `basis` says which one is charged. */
  weight: z.object({
    actual: z.string(),
    volumetric: z.string(),
    chargeable: z.string(),
    basis: z.enum([...WEIGHT_BASES, 'mixed']),
  }),
  insurance: z.object({
    insured: z.boolean(),
    declared_value: z.string(),
    percent: z.number(),
    /** The declared value the line covers without a premium; the premium is on the value above it. */
    free: z.string(),
    /** The most the line insures. */
    max: z.string(),
  }),
  /** The destination's taxes: those in `fees.customs`, those paid at clearance, and why. */
  duties: dutiesSchema,
  /** Taiwan: the receiver's imports through us this half-year, against the six duty-free ones; null elsewhere. */
  allowance: z
    .object({ count: z.number(), max: z.number(), from: z.string(), to: z.string(), text: z.string() })
    .nullable(),
  /** The same figures in the customer's own currency at today's rates; null when it is the waybill's currency. */
  customer_currency: z
    .object({
      currency: z.string(),
      rate_date: z.string().nullable(),
      parts: z.record(z.enum(QUOTE_PARTS), z.string()),
      total: z.string(),
      at_clearance: z.string(),
    })
    .nullable(),
});
export type SubmissionQuote = z.infer<typeof submissionQuoteSchema>;
