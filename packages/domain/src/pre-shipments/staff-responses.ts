import { z } from 'zod';
import { agentPointSchema, preShipmentSummarySchema } from './schemas.js';
import { PRE_SHIPMENT_STATUSES } from './status.js';

/** What the warehouse's pre-shipment calls answer (under /ops): the server checks its answers with these, the console reads them. */

/** An agent point as staff manage it. */
export const staffAgentPointSchema = agentPointSchema.extend({ active: z.boolean() });
/** A pickup window of a warehouse. */
export const pickupWindowSchema = z.object({
  id: z.number(),
  store_id: z.number(),
  starts: z.string(),
  ends: z.string(),
  capacity: z.number(),
  active: z.boolean(),
});
/** A warehouse's pickup fee (in its currency) and cut-off, with the version a change must name. */
export const pickupSettingsSchema = z.object({
  store_id: z.number(),
  time_zone: z.string(),
  currency: z.string(),
  pickup_fee: z.string(),
  cutoff_time: z.string(),
  version: z.number(),
});
export type PickupSettings = z.infer<typeof pickupSettingsSchema>;

/** One booked pickup of the day's run. */
export const pickupRunEntrySchema = z.object({
  id: z.number(),
  store_id: z.number(),
  status: z.enum(PRE_SHIPMENT_STATUSES),
  window: z.string(),
  address: z.string(),
  postcode: z.string(),
  customer: z.string(),
  phone: z.string(),
  packages: z.number(),
  tracking_numbers: z.array(z.string()),
});
export type PickupRunEntry = z.infer<typeof pickupRunEntrySchema>;

/** POST /ops/pre-shipments/:id/into-warehouse: the pre-shipment and the parcels it became. */
export const preShipmentIntoWarehouseSchema = preShipmentSummarySchema.extend({ parcel_ids: z.array(z.number()) });
