import { z } from 'zod';
import { uploadedFileSchema } from '../responses.js';
import { waybillFeesSchema } from './responses.js';
import { SIGN_DOCUMENT_STATUSES, WAYBILL_STATUSES } from './status.js';

/** What the staff calls of waybills answer (under /ops): the server checks its answers with these, the console reads them. */

/** A waybill as the warehouse sees it after a move: its state, the carrier's number and the fees. */
export const staffWaybillSchema = z.object({
  id: z.number(),
  shipment_id: z.string().nullable(),
  status: z.enum(WAYBILL_STATUSES),
  status_name: z.string(),
  customer_id: z.number(),
  carrier_tracking: z.string().nullable(),
  fees: waybillFeesSchema,
});

/** A packed waybill, with the photos of the box. */
export const packedWaybillSchema = staffWaybillSchema.extend({ photos: z.array(uploadedFileSchema) });

/** A reviewed customs authorisation: where it moved and, when rejected, why. */
export const signDocumentReviewSchema = z.object({
  id: z.number(),
  waybill_id: z.number(),
  status: z.enum(SIGN_DOCUMENT_STATUSES),
  reason: z.string().nullable(),
});

/** A paid waybill staff cancelled: where it is now and what went back to the customer's balance. */
export const cancelledWaybillSchema = staffWaybillSchema.extend({
  refund: z.object({ amount: z.string(), currency: z.string() }),
});
export type CancelledWaybill = z.infer<typeof cancelledWaybillSchema>;
