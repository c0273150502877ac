import { SIGN_DOCUMENT_STATUSES, uploadedFileSchema, WAYBILL_STATUSES, waybillFeesSchema } from '@parcelway/domain';
import { z } from 'zod';

/** What the staff calls of waybills answer (under /ops; the web app never reads them). */

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
