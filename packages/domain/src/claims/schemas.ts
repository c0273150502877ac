import { z } from 'zod';
import { SHIPMENT_CLAIM_REASONS } from './status.js';

export const SHIPMENT_CLAIM_TEXT_MAX = 2000;
export const SHIPMENT_CLAIM_MAX_PHOTOS = 9;
/** A staff reason or question the customer reads. */
export const SHIPMENT_CLAIM_STAFF_TEXT_MAX = 1000;

const fileReference = z.string().trim().min(1).max(500);
const photos = z.array(fileReference).max(SHIPMENT_CLAIM_MAX_PHOTOS, { error: 'upload.tooManyFiles' }).default([]);

/** One declared line the claim names (its position in the declaration) and how many of it were lost or damaged. */
export const affectedItemSchema = z.object({
  index: z.number({ error: 'shipmentClaim.unknownItem' }).int().min(0),
  quantity: z.number({ error: 'validation.number' }).int().min(1, { error: 'shipmentClaim.itemQuantity' }),
});

/**
 * POST /api/shipmentClaims: the customer files a claim from the waybill detail. A loss covers the whole shipment, so
 * its items are not asked; damage and missing items name their lines and need a photo.
 */
export const fileShipmentClaimSchema = z
  .object({
    shipment_id: z.number().int().positive(),
    reason: z.enum(SHIPMENT_CLAIM_REASONS, { error: 'shipmentClaim.chooseReason' }),
    description: z.string().trim().min(1, { error: 'shipmentClaim.descriptionRequired' }).max(SHIPMENT_CLAIM_TEXT_MAX),
    items: z.array(affectedItemSchema).max(200).default([]),
    photos,
    video: fileReference.optional(),
  })
  .superRefine((claim, context) => {
    if (claim.reason === 'lost') return;
    if (claim.items.length === 0)
      context.addIssue({ code: 'custom', path: ['items'], message: 'shipmentClaim.itemsRequired' });
    if (claim.photos.length === 0)
      context.addIssue({ code: 'custom', path: ['photos'], message: 'shipmentClaim.photosRequired' });
  });
export type FileShipmentClaimInput = z.input<typeof fileShipmentClaimSchema>;
export type FileShipmentClaim = z.output<typeof fileShipmentClaimSchema>;

/** POST /api/shipmentClaims/:id/information: what staff asked for, with files. */
export const addClaimInformationSchema = z
  .object({
    text: z.string().trim().max(SHIPMENT_CLAIM_TEXT_MAX).default(''),
    photos,
    video: fileReference.optional(),
  })
  .refine((input) => input.text !== '' || input.photos.length > 0 || input.video !== undefined, {
    path: ['text'],
    error: 'shipmentClaim.informationRequired',
  });
export type AddClaimInformationInput = z.input<typeof addClaimInformationSchema>;
export type AddClaimInformation = z.output<typeof addClaimInformationSchema>;

const staffText = (missing: 'shipmentClaim.messageRequired' | 'shipmentClaim.reasonRequired') =>
  z.string().trim().min(1, { error: missing }).max(SHIPMENT_CLAIM_STAFF_TEXT_MAX);

/** Staff: what the customer must add (the clock stops until they do). */
export const requestClaimInformationSchema = z.object({ message: staffText('shipmentClaim.messageRequired') });
/** Staff: the amount credited (in the currency paid, at most the rule's figure) and why. */
export const approveShipmentClaimSchema = z.object({
  amount: z.string().trim().min(1, { error: 'shipmentClaim.amountInvalid' }).max(20),
  reason: staffText('shipmentClaim.reasonRequired'),
});
export const rejectShipmentClaimSchema = z.object({ reason: staffText('shipmentClaim.reasonRequired') });
