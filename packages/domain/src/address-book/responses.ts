import { z } from 'zod';
import { addressLimitSchema } from '../catalogue/responses.js';
import { publicLineSchema } from '../pricing/responses.js';
import { pageSchema } from '../responses.js';
import { ADDRESS_TYPES, BUILDING_TYPES } from './recipient-draft.js';
import { RECEIVER_MATCHES } from './same-receiver.js';

/** What the address-book calls answer. Shape only: the server writes exactly these fields, the web reads them. */

/**
 * An address-book entry: SPEC §3's recipient fields, the country's name, and whether it can be chosen for a
 * waybill (`complete`; when not, `problems` says why by field, in the reader's language). A list masks the ID number.
 */
export const recipientSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  phoneCode: z.string(),
  contactNumber: z.string(),
  mobile: z.string(),
  email: z.string(),
  company: z.string(),
  country_id: z.number(),
  state_id: z.number().nullable(),
  state: z.string(),
  city: z.string(),
  postcode: z.string(),
  address: z.string(),
  address2: z.string(),
  address3: z.string(),
  unit_number: z.string(),
  address_type: z.enum(ADDRESS_TYPES),
  building_type: z.enum(BUILDING_TYPES).nullable(),
  id_number: z.string(),
  abn: z.string(),
  gst_registered: z.boolean(),
  /** "first last", as stored. */
  name: z.string(),
  country_name: z.string(),
  country_iso2: z.string(),
  complete: z.boolean(),
  problems: z.record(z.string(), z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientPageSchema = pageSchema(recipientSchema);
export type RecipientPage = z.infer<typeof recipientPageSchema>;

/** delRecipent: the id of the entry deleted. */
export const deletedRecipientSchema = z.object({ id: z.number() });

/** getCourierForRecipient: the lines to the recipient's country, each with whether it delivers to the address. */
export const recipientLinesSchema = z.object({
  recipient_id: z.number(),
  store_id: z.number(),
  country_id: z.number(),
  list: z.array(publicLineSchema.extend({ address_limit: addressLimitSchema })),
});
export type RecipientLines = z.infer<typeof recipientLinesSchema>;

/** smartAddress: the fields read out of a pasted address (`recognised` names them), the state found in the list. */
export const recognisedAddressSchema = z.object({
  country_id: z.number().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phoneCode: z.string(),
  contactNumber: z.string(),
  email: z.string(),
  state: z.string(),
  city: z.string(),
  postcode: z.string(),
  /** Taiwan: a 3-digit zip area given instead of the 6-digit postcode, for the customer to complete; else empty. */
  postcode_area: z.string(),
  address: z.string(),
  address2: z.string(),
  unit_number: z.string(),
  recognised: z.array(z.string()),
  state_id: z.number().nullable(),
});
export type RecognisedAddress = z.infer<typeof recognisedAddressSchema>;

/** getCompanyByAbn: the business registered under an ABN, and which register answered. */
export const abnCompanySchema = z.object({
  abn: z.string(),
  abn_formatted: z.string(),
  company: z.string(),
  status: z.enum(['active', 'cancelled']),
  gst_registered: z.boolean(),
  state: z.string(),
  postcode: z.string(),
  source: z.string(),
});
export type AbnCompany = z.infer<typeof abnCompanySchema>;

/** checkSameReceiver: the entries of a batch that go to one receiver, with the request to change them. */
export const sameReceiverSchema = z.object({
  same: z.boolean(),
  message: z.string().nullable(),
  groups: z.array(
    z.object({
      recipient_ids: z.array(z.number()),
      name: z.string(),
      by: z.array(z.enum(RECEIVER_MATCHES)),
      message: z.string(),
    }),
  ),
});
export type SameReceiver = z.infer<typeof sameReceiverSchema>;

/** checkSameReceiverAboutAuToMy: the same, and whether the stricter Australia-to-Malaysia check ran. */
export const sameReceiverAuToMySchema = z.object({ applies: z.boolean() }).extend(sameReceiverSchema.shape);
export type SameReceiverAuToMy = z.infer<typeof sameReceiverAuToMySchema>;

/** A suggestion of googleAddressAutoComplete, shaped like a Places prediction. */
export const addressPredictionSchema = z.object({
  place_id: z.string(),
  description: z.string(),
  main_text: z.string(),
  secondary_text: z.string(),
});
export type AddressPrediction = z.infer<typeof addressPredictionSchema>;

/** googleAddressAutoComplete: the suggestions, and which lookup answered. */
export const addressPredictionsSchema = z.object({ predictions: z.array(addressPredictionSchema), source: z.string() });
export type AddressPredictions = z.infer<typeof addressPredictionsSchema>;

/** googleAddressPlaceDetail: what a suggestion fills in the recipient form, the state found in the list. */
export const addressPlaceSchema = z.object({
  place_id: z.string(),
  country_id: z.number(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  state_code: z.string().nullable(),
  formatted_address: z.string(),
  state_id: z.number().nullable(),
  source: z.string(),
});
export type AddressPlace = z.infer<typeof addressPlaceSchema>;
