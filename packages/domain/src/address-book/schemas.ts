import { z } from 'zod';
import { ADDRESS_TYPES, BUILDING_TYPES } from './recipient-draft.js';
import { normaliseRecipient, recipientProblems } from './rules.js';

/** Text of a recipient field: trimmed, '' when left out (JSON null too), with a hard cap against abuse. */
const text = z
  .string()
  .trim()
  .max(1000)
  .nullish()
  .transform((value) => value ?? '');
const optionalId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((value) => value ?? null);

/**
 * A recipient (SPEC §3) as the form and createRecipent/updateRecipent take it. Every field parses leniently,
 * then `recipientProblems` reports all the rules a recipient breaks at once, by field; the answer is normalised
 * for storage (phone without trunk 0, Taiwan postcode padded, …). The web form and the server use this schema.
 */
export const recipientInputSchema = z
  .object({
    first_name: text,
    last_name: text,
    phoneCode: text,
    contactNumber: text,
    mobile: text,
    email: text,
    company: text,
    country_id: optionalId,
    state_id: optionalId,
    state: text,
    city: text,
    postcode: text,
    address: text,
    address2: text,
    address3: text,
    unit_number: text,
    address_type: z.enum(ADDRESS_TYPES).default('residential'),
    building_type: z
      .enum(BUILDING_TYPES)
      .nullish()
      .transform((value) => value ?? null),
    id_number: text,
    abn: text,
    gst_registered: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .superRefine((draft, ctx) => {
    for (const [field, key] of Object.entries(recipientProblems(draft)))
      ctx.addIssue({ code: 'custom', path: [field], message: key });
  })
  .transform(normaliseRecipient);

export type RecipientInput = z.output<typeof recipientInputSchema>;
export type RecipientFormValues = z.input<typeof recipientInputSchema>;

/** smartAddress: the pasted text, and the country chosen in the form, if any. */
export const smartAddressInputSchema = z.object({
  text: z.string().trim().min(1, { error: 'validation.required' }).max(1000),
  country_id: z.number().int().positive().nullish(),
});
export type SmartAddressInput = z.infer<typeof smartAddressInputSchema>;
