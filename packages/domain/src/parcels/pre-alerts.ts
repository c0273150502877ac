import { z } from 'zod';
import { COUNTRY_ID } from '../reference/ids.js';
import { declarationItemsSchema } from './declaration.js';
import { extraServiceEntrySchema } from './extra-services.js';
import { trackingNumberListSchema, trackingNumberSchema } from './tracking.js';

/**
 * Destinations whose lines take one pre-alert per parcel (SPEC §9): each tracking number is declared on
 * its own, never several under one declaration.
 */
export const ONE_PRE_ALERT_PER_PARCEL_COUNTRIES: readonly number[] = [COUNTRY_ID.taiwan];

export const MAX_EXTRA_SERVICES_PER_PARCEL = 10;

const id = z.coerce.number().int().positive();

/** What a pre-alert says besides its tracking numbers (SPEC §2 pre-alert form). */
const preAlertFields = {
  /** The warehouse the parcel is sent to; the customer's own when absent. */
  store_id: id.optional(),
  courier_company_id: id.nullish(),
  /** Where the parcel will be shipped on to, when the customer knows (Taiwan lines take one pre-alert per parcel). */
  destination_country_id: id.nullish(),
  contents: z.string().trim().max(200).default(''),
  remark: z.string().trim().max(500).default(''),
  items: declarationItemsSchema.default([]),
  extra_services: z.array(extraServiceEntrySchema).max(MAX_EXTRA_SERVICES_PER_PARCEL).default([]),
  /** The customer keeps a number whose carrier's check digit fails (a warning, never SPEC §5's hard rule). */
  confirm_unusual_number: z.boolean().default(false),
};

export const preAlertInputSchema = z.object({ tracking_number: trackingNumberSchema, ...preAlertFields });
export type PreAlertInput = z.input<typeof preAlertInputSchema>;
export type PreAlert = z.output<typeof preAlertInputSchema>;

/** Up to 5 tracking numbers of one order, sharing one declaration (not on Taiwan lines). */
export const batchPreAlertInputSchema = z
  .object({ tracking_numbers: trackingNumberListSchema, ...preAlertFields })
  .refine(
    (input) =>
      input.tracking_numbers.length <= 1 ||
      input.destination_country_id == null ||
      !ONE_PRE_ALERT_PER_PARCEL_COUNTRIES.includes(input.destination_country_id),
    { path: ['tracking_numbers'], error: 'parcel.taiwanOnePerParcel' },
  );
export type BatchPreAlertInput = z.input<typeof batchPreAlertInputSchema>;
export type BatchPreAlert = z.output<typeof batchPreAlertInputSchema>;

export const updatePreAlertInputSchema = preAlertInputSchema;

/** checkWayNumber: is this tracking number well formed and not yet known? */
export const checkTrackingNumberInputSchema = z.object({ tracking_number: trackingNumberSchema });

export const saveDeclarationInputSchema = z.object({ parcel_id: id, items: declarationItemsSchema.min(1) });

export const commentInputSchema = z.object({
  parcel_id: id,
  content: z.string().trim().min(1, { error: 'validation.required' }).max(1000),
  files: z.string().max(4000).default(''),
});
export const updateCommentInputSchema = commentInputSchema.omit({ parcel_id: true });

/** At least one service, when a customer asks for services on a parcel they already have. */
export const extraServiceRequestSchema = z
  .array(extraServiceEntrySchema)
  .min(1, { error: 'extraService.chooseOne' })
  .max(MAX_EXTRA_SERVICES_PER_PARCEL);

/** updateParcel: the customer's remark and the extra services they ask for on one parcel. */
export const updateParcelInputSchema = z.object({
  id,
  remark: z.string().trim().max(500).optional(),
  extra_services: z.array(extraServiceEntrySchema).max(MAX_EXTRA_SERVICES_PER_PARCEL).optional(),
});
