import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { declarationItemsSchema } from '../parcels/declaration.js';
import { MAX_FILES_PER_ENTRY, splitFileList } from '../parcels/extra-services.js';

export const MAX_PARCELS_PER_WAYBILL = 200;
export const MAX_EXTRA_CARTONS = 20;

/** SPEC §3 shipper: export reasons and what to do when a parcel cannot be delivered. */
export const EXPORT_REASONS = ['commercial', 'gift', 'sample', 'repair', 'personal_use'] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];
export const UNDELIVERABLE_ACTIONS = ['return', 'abandon'] as const;
export type UndeliverableAction = (typeof UNDELIVERABLE_ACTIONS)[number];

const id = z.coerce.number().int().positive();
/**
 * An id the customer must pick: absent, null, empty or 0 all mean "not chosen yet", which `key` says
 * (a refinement on an optional field never sees the absent value, so it has to be the type's own error).
 */
const chosenId = (key: MessageKey) => z.coerce.number({ error: key }).int().positive({ error: key });

export const shipperSchema = z.object({
  sender_name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(60),
  commercial_value: z.boolean({ error: 'validation.choice' }),
  export_reason: z.enum(EXPORT_REASONS, { error: 'validation.choice' }),
  undeliverable_action: z.enum(UNDELIVERABLE_ACTIONS, { error: 'validation.choice' }),
});
export type ShipperInput = z.input<typeof shipperSchema>;
export type Shipper = z.output<typeof shipperSchema>;

const files = z
  .string()
  .max(4000)
  .default('')
  .refine((value) => splitFileList(value).length <= MAX_FILES_PER_ENTRY, { error: 'upload.tooManyFiles' });

/** A shipment-wide extra service (the combined box): the service, and what the customer says with it. */
export const shipmentExtraServiceSchema = z.object({
  extra_service_id: id,
  comment: z.string().trim().max(500).default(''),
  files,
});

/** The battery step: what kind of battery, and a picture of its label (SPEC §2: a remark and an image). */
export const batteryStepSchema = z.object({
  remark: z.string().trim().max(500).default(''),
  files,
});

/** The acknowledgements some steps ask for (SPEC §5); the server says which a line needs. */
export const acknowledgementsSchema = z.object({
  safety: z.boolean().default(false),
  terms: z.boolean().default(false),
  empp: z.boolean().default(false),
  aqis: z.boolean().default(false),
  ezway: z.boolean().default(false),
});
export type Acknowledgements = z.output<typeof acknowledgementsSchema>;

/** submitParcel: chosen in-stock parcels shipped as one waybill (SPEC §2 submission flow). */
export const submitWaybillInputSchema = z.object({
  parcel_ids: z
    .array(id)
    .min(1, { error: 'waybill.chooseParcels' })
    .max(MAX_PARCELS_PER_WAYBILL)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'waybill.chooseParcels' }),
  recipient_id: chosenId('waybill.receiverRequired'),
  courier_id: chosenId('waybill.chooseLine'),
  shipper: shipperSchema,
  declaration: declarationItemsSchema.min(1, { error: 'waybill.declarationRequired' }),
  insured: z.boolean().default(false),
  extra_services: z.array(shipmentExtraServiceSchema).max(5).default([]),
  box_service_id: id.nullish(),
  extra_cartons: z.coerce.number().int().min(0).max(MAX_EXTRA_CARTONS).default(0),
  battery: batteryStepSchema.optional(),
  acknowledgements: acknowledgementsSchema.default({
    safety: false,
    terms: false,
    empp: false,
    aqis: false,
    ezway: false,
  }),
  remark: z.string().trim().max(500).default(''),
  /** The customer says the shop already charged the destination's GST / low-value goods tax, with its receipt. */
  shop_charged_tax: z.boolean().default(false),
  shop_tax_receipt: files,
});
export type SubmitWaybillInput = z.input<typeof submitWaybillInputSchema>;
export type SubmitWaybill = z.output<typeof submitWaybillInputSchema>;

/** The acknowledgement each step needs, and the sentence when it is missing. */
export const ACKNOWLEDGEMENT_MESSAGES = {
  safety: 'waybill.safetyRequired',
  terms: 'auth.agreeTerms',
  empp: 'waybill.emppRequired',
  aqis: 'waybill.aqisRequired',
  ezway: 'waybill.ezwayRequired',
} as const;

/** Staff packing: the consolidated box as weighed and measured (kg, cm). */
export const packingSchema = z.object({
  weight: z.coerce.number().positive().max(1000),
  length: z.coerce.number().positive().max(300),
  width: z.coerce.number().positive().max(300),
  height: z.coerce.number().positive().max(300),
  photos: z.array(z.string().trim().min(1)).max(18).default([]),
  /**
   * The scale's readout and the tape on the longest side, required: the packed box's weight and size set the price,
   * and the customer may check (and dispute) them.
   */
  scale_photo: z.string().trim().min(1),
  tape_photo: z.string().trim().min(1),
  note: z.string().trim().max(1000).optional(),
  /** The waybill's `updated_at` as the packing form loaded it: a later change refuses the form (`staff.staleForm`). */
  updated_at: z.iso.datetime({ offset: true }).optional(),
});

/** The customs authorisation's importer details (SPEC §5: ID and email). */
export const signDocumentInfoSchema = z.object({
  shipment_id: id,
  importer_name: z.string().trim().min(1, { error: 'validation.required' }).max(100),
  id_number: z.string().trim().min(4, { error: 'validation.tooShort' }).max(30),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'auth.emailFormat' })),
});

export const signDocumentSignatureSchema = z.object({
  shipment_id: id,
  signature: z.string().trim().min(2, { error: 'validation.required' }).max(100),
  agree: z.literal(true, { error: 'auth.agreeTerms' }),
});
