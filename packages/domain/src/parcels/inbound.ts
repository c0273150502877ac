import { z } from 'zod';

/**
 * A pre-alerted parcel the carrier reports delivered at our warehouse must be checked in within this many working
 * days of that warehouse; past it, a case opens for its staff and the customer is told once.
 */
export const INBOUND_CHECK_IN_WORKING_DAYS = 2;

/** How long a pre-alert is followed at the carrier: a parcel not delivered by then is left to the customer. */
export const INBOUND_FOLLOW_DAYS = 60;

/** One carrier scan of a parcel on its way to our warehouse, in the reader's language. */
export const inboundEventSchema = z.object({
  time: z.string(),
  status: z.string(),
  status_name: z.string(),
  place: z.string(),
  /** The carrier's own words. */
  text: z.string(),
});

/** The inbound journey on a pre-alert's detail: the carrier followed (guessed when not named), its scans. */
export const inboundJourneySchema = z.object({
  carrier: z.string().nullable(),
  /** "Out for delivery to the Australia warehouse": the latest scan, said of our warehouse. */
  summary: z.string().nullable(),
  delivered_at: z.string().nullable(),
  events: z.array(inboundEventSchema),
});
export type InboundJourney = z.infer<typeof inboundJourneySchema>;

/** A case in the staff console's queue: delivered by the carrier, not checked in. */
export const inboundCaseSchema = z.object({
  id: z.number(),
  parcel_id: z.number(),
  store_id: z.number(),
  customer_id: z.number(),
  tracking_number: z.string(),
  carrier: z.string().nullable(),
  delivered_at: z.string(),
  due_at: z.string(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  proof: z.object({ place: z.string(), message: z.string(), tracking_url: z.string().nullable() }),
});
export type InboundCase = z.infer<typeof inboundCaseSchema>;
