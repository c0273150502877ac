export interface PlaceHint {
  suburb: string;
  city: string;
  state: string;
  stateCode: string | null;
}

export interface SmartAddressOptions {
  /** The country already chosen in the form, used when the text does not say. */
  countryId?: number | null | undefined;
  /** The places a postcode covers, or undefined when the country has no postcode data. */
  places?: (countryId: number, postcode: string) => readonly PlaceHint[] | undefined;
}

export interface ParsedAddress {
  country_id: number | null;
  first_name: string;
  last_name: string;
  phoneCode: string;
  contactNumber: string;
  email: string;
  state: string;
  /** The state's code when the text or the postcode data gave one (AU 'NSW'), for the server to find its id. */
  state_code: string | null;
  city: string;
  postcode: string;
  /**
   * Taiwan: the 3-digit zip area the text gave instead of a postcode (postcode then stays empty); the customer adds
   * the rest. Empty otherwise.
   */
  postcode_area: string;
  address: string;
  address2: string;
  unit_number: string;
  /** The fields found in the text. */
  recognised: string[];
}

/** The fields as a layout reads them, before the street lines are laid out and the recognised fields listed. */
export interface Draft {
  country_id: number | null;
  name: { first: string; last: string } | null;
  phoneCode: string;
  contactNumber: string;
  email: string;
  state: string;
  state_code: string | null;
  city: string;
  postcode: string;
  postcode_area: string;
  address: string[];
  unit_number: string;
}

/** The fields a pasted address can fill, in the order the form shows them. */
export const SMART_ADDRESS_FIELDS = [
  'country_id',
  'first_name',
  'last_name',
  'phoneCode',
  'contactNumber',
  'email',
  'state',
  'city',
  'postcode',
  'address',
  'address2',
  'unit_number',
] as const;
