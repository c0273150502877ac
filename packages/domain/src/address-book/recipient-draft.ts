import type { MessageKey } from '../i18n/messages.js';

/** A recipient's fields as the form, the server and the waybill flow share them, and their length limits. */

export const ADDRESS_TYPES = ['residential', 'commercial'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const BUILDING_TYPES = ['house', 'apartment', 'office', 'shop', 'warehouse', 'other'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

/** SPEC §9: an address line is at most 60 characters. */
export const ADDRESS_MAX_LENGTH = 60;
export const NAME_MAX_LENGTH = 50;
export const COMPANY_MAX_LENGTH = 100;
export const PLACE_MAX_LENGTH = 60;
export const UNIT_MAX_LENGTH = 20;
export const ID_NUMBER_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;

/** A recipient as entered (text trimmed), before it is normalised for storage. Field names as SPEC §3. */
export interface RecipientDraft {
  first_name: string;
  last_name: string;
  /** The dialling code without '+'; empty means "the country's". */
  phoneCode: string;
  /** The recipient's mobile, entered without the country code: the courier's contact number. */
  contactNumber: string;
  /** Another number (landline or second mobile), optional. */
  mobile: string;
  email: string;
  company: string;
  country_id: number | null;
  state_id: number | null;
  state: string;
  /** City or suburb. */
  city: string;
  postcode: string;
  address: string;
  address2: string;
  address3: string;
  unit_number: string;
  address_type: AddressType;
  building_type: BuildingType | null;
  /** Taiwan: national ID or resident certificate number (EZ Way real-name customs clearance). */
  id_number: string;
  /** Australian Business Number of a business recipient (New Zealand: its GST number). */
  abn: string;
  /**
   * The customer says the business receiver is registered for GST (Australia, New Zealand): with a valid number, the
   * import is business to business and we collect no GST on low-value goods.
   */
  gst_registered: boolean;
}

export type RecipientField = keyof RecipientDraft;
export type RecipientProblems = Partial<Record<RecipientField, MessageKey>>;
