import { z } from 'zod';
import { emailSchema } from '../accounts/schemas.js';

/** updateShipmentTransactionEmail (SPEC §7): where a waybill's transaction emails go. */
export const shipmentTransactionEmailSchema = z.object({
  shipment_id: z.coerce.number().int().positive(),
  email: emailSchema,
});
export type ShipmentTransactionEmailInput = z.infer<typeof shipmentTransactionEmailSchema>;

export const shipmentTransactionQuerySchema = z.object({ shipment_id: z.coerce.number().int().positive() });

/** Where a waybill's transaction emails go: the address set for it (`custom`), else the account's. */
export const shipmentTransactionEmailResultSchema = z.object({
  shipment_id: z.number().int(),
  email: z.string(),
  custom: z.boolean(),
});
export type ShipmentTransactionEmail = z.infer<typeof shipmentTransactionEmailResultSchema>;
