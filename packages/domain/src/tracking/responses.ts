import { z } from 'zod';
import { shipmentAlertSchema } from './alerts.js';
import { TRACKING_SOURCES, TRACKING_STATUS_CODES } from './codes.js';

/**
 * What the tracking calls answer. Shape only, as every response schema: the server writes exactly these fields and
 * the screens read their types from them.
 */

/** One event of a journey, in the caller's language. */
export const trackingEventSchema = z.object({
  /** Stable within the journey: `<source>:<id>` (own events derived from the waybill: `own:waybill:<status>`). */
  id: z.string(),
  /** When it happened, ISO 8601. */
  time: z.string(),
  place: z.string(),
  status: z.enum(TRACKING_STATUS_CODES),
  status_name: z.string(),
  text: z.string(),
  source: z.enum(TRACKING_SOURCES),
  /** Something stopped the parcel (held by customs, a failed attempt, an exception). */
  problem: z.boolean(),
});
export type TrackingEventView = z.infer<typeof trackingEventSchema>;

/** Where the shipment is now: the journey's current milestone. */
export const journeyStateSchema = z.object({
  status: z.enum(TRACKING_STATUS_CODES),
  status_name: z.string(),
  time: z.string(),
  place: z.string(),
  /** Delivered, returned or cancelled: nothing more will happen. */
  final: z.boolean(),
  problem: z.boolean(),
});

export const deliveryWindowSchema = z.object({
  from: z.string(),
  to: z.string(),
  basis: z.enum(['carrier', 'shipped', 'planned']),
  late: z.boolean(),
});

const fileSchema = z.object({ id: z.string(), url: z.string(), mime: z.string(), size: z.number(), name: z.string() });

/** The carrier's own number and where to follow it on the carrier's site. */
export const carrierLinkSchema = z.object({
  name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
});

/** getTrackInfo: one of the caller's waybills, its journey newest first. */
export const trackInfoSchema = z.object({
  shipment: z.object({
    id: z.number(),
    shipment_id: z.string(),
    status: z.string(),
    status_name: z.string(),
    from_warehouse: z.string(),
    to_country_id: z.number(),
    to_city: z.string(),
  }),
  current: journeyStateSchema.nullable(),
  estimated_delivery: deliveryWindowSchema.nullable(),
  last_mile: z.object({
    method: z.enum(['door', 'pickup_point']).nullable(),
    method_name: z.string().nullable(),
    agent: z.object({ id: z.number(), name: z.string(), address: z.string(), city: z.string() }).nullable(),
  }),
  /** Photos taken at delivery; empty until delivered. */
  delivery_proof: z.array(fileSchema),
  delivered_at: z.string().nullable(),
  carrier: carrierLinkSchema.nullable(),
  events: z.array(trackingEventSchema),
  /** What the shipment alerted its customer of (quiet, a later estimate, a failed attempt), newest first. */
  alerts: z.array(shipmentAlertSchema).default([]),
});
export type TrackInfo = z.infer<typeof trackInfoSchema>;

/** queryTrackInfo: the caller's own waybills and parcels under a number, else what the carrier knows of it. */
export const trackLookupSchema = z.object({
  tracking_number: z.string(),
  matches: z.array(
    z.object({
      kind: z.enum(['waybill', 'parcel']),
      id: z.number(),
      number: z.string(),
      status: z.string(),
      status_name: z.string(),
      /** The waybill to open for the journey (a parcel's once it ships in one). */
      waybill_id: z.number().nullable(),
    }),
  ),
  carrier: carrierLinkSchema
    .extend({
      current: journeyStateSchema.nullable(),
      estimated_delivery: deliveryWindowSchema.nullable(),
      events: z.array(trackingEventSchema),
    })
    .nullable(),
});
export type TrackLookup = z.infer<typeof trackLookupSchema>;

/** traceShare (create): the link is shown once; only its hash is kept. */
export const createdShareSchema = z.object({
  id: z.number(),
  shipment_id: z.number(),
  /** The public key of the link (what traceShareDetail and traceCard take). */
  share_key: z.string(),
  /** The share page in the web app, absolute. */
  url: z.string(),
  /** The share image (PNG), absolute. */
  card_url: z.string(),
  created_at: z.string(),
});

/** One row of traceShareList. */
export const shareSummarySchema = z.object({
  id: z.number(),
  shipment_id: z.number(),
  shipment_no: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  active: z.boolean(),
  opened_count: z.number(),
  last_opened_at: z.string().nullable(),
});

/** traceShareDetail: the journey as anyone with the link sees it, personal data masked. */
export const publicTrackSchema = z.object({
  shipment_id: z.string(),
  status: z.string(),
  status_name: z.string(),
  receiver: z.object({ name: z.string(), city: z.string() }),
  from_warehouse: z.string(),
  to_country: z.string(),
  current: journeyStateSchema.nullable(),
  estimated_delivery: deliveryWindowSchema.nullable(),
  events: z.array(trackingEventSchema),
});
export type PublicTrack = z.infer<typeof publicTrackSchema>;

/** A staff entry as recorded (or found already recorded under its reference). */
export const staffEntryResultSchema = z.object({
  waybill_id: z.number(),
  status: z.enum(TRACKING_STATUS_CODES),
  occurred_at: z.string(),
  /** False when the reference was recorded before: nothing new was stored. */
  recorded: z.boolean(),
});

/** A carrier webhook as taken in. */
export const carrierWebhookResultSchema = z.object({ recorded: z.number(), duplicates: z.number() });
