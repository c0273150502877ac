import { z } from 'zod';
import { trackingNumberSchema } from '../parcels/tracking.js';
import { STAFF_ENTRY_CODES } from './codes.js';

const id = z.coerce.number().int().positive();

/** getTrackInfo, traceShare: one of the caller's waybills. */
export const shipmentRefSchema = z.object({ shipment_id: id });

/** queryTrackInfo: any tracking number (a parcel's, a shipment number, a carrier's). */
export const trackingLookupSchema = z.object({ tracking_number: trackingNumberSchema });

/** traceShareList: the caller's share links, of one waybill or all. */
export const shareListQuerySchema = z.object({ shipment_id: id.optional() });

/** The public share link's key: 43 URL-safe characters (32 random bytes). */
export const SHARE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const shareKeySchema = z.string().regex(SHARE_KEY_PATTERN, { error: 'tracking.shareNotFound' });

const text = z.string().trim().max(500);

/** A staff tracking entry: what a carrier would report, when and where it happened, in words per language. */
export const staffTrackingEntrySchema = z.object({
  status: z.enum(STAFF_ENTRY_CODES, { error: 'validation.choice' }),
  /** When it happened, with its offset (ISO 8601); now when absent. */
  occurred_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
  place: z.string().trim().max(120).default(''),
  texts: z.object({ en: text.optional(), cn: text.optional(), tw: text.optional() }).default({}),
  /** The entry's own reference: the same reference twice records it once (a retried command). */
  reference: z.string().trim().min(1).max(80).optional(),
});
export type StaffTrackingEntry = z.output<typeof staffTrackingEntrySchema>;
