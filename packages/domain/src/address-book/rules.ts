import type { MessageKey } from '../i18n/messages.js';
import { COUNTRY_ID } from '../reference/ids.js';
import { isValidMobile } from '../reference/phone.js';

/**
 * The recipient rules of SPEC §5 ("Recipient form"), one implementation for the web form, the server
 * and the completeness check of the waybill flow. Pure: the one rule that needs data (a postcode with
 * no matching city) is the server's, with the postcode packages.
 */

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
  /** Australian Business Number of a business recipient. */
  abn: string;
}

export type RecipientField = keyof RecipientDraft;
export type RecipientProblems = Partial<Record<RecipientField, MessageKey>>;

// ── Phones ────────────────────────────────────────────────────────────────────────────────

/** Dialling codes whose countries have a mobile pattern in SPEC §5; any other code only has to look like a phone. */
const COUNTRY_OF_DIALLING_CODE: Record<string, number> = {
  '61': COUNTRY_ID.australia,
  '86': COUNTRY_ID.china,
  '852': COUNTRY_ID.hongKong,
  '60': COUNTRY_ID.malaysia,
  '65': COUNTRY_ID.singapore,
  '886': COUNTRY_ID.taiwan,
};

export function normaliseDiallingCode(phoneCode: string): string {
  return phoneCode.trim().replace(/^\+/, '');
}

/**
 * A phone as stored: separators dropped, a pasted "+<code>" or "00<code>" prefix matching the dialling code
 * removed (the number is meant to be entered without it), then one trunk 0 stripped (SPEC §5).
 */
export function normaliseRecipientPhone(raw: string, phoneCode: string): string {
  let phone = raw.replace(/[\s\-().]/g, '');
  const code = normaliseDiallingCode(phoneCode);
  if (code) {
    if (phone.startsWith(`+${code}`)) phone = phone.slice(code.length + 1);
    else if (phone.startsWith(`00${code}`)) phone = phone.slice(code.length + 2);
  }
  return phone.replace(/^0/, '');
}

/**
 * What is wrong with a recipient's mobile, or null. The pattern is the country of the dialling code when
 * one is given, else the recipient's country; without either, a country must be chosen (SPEC §5).
 */
export function recipientPhoneProblem(raw: string, phoneCode: string, countryId: number | null): MessageKey | null {
  if (raw.trim() === '') return 'validation.required';
  const code = normaliseDiallingCode(phoneCode);
  if (!code && countryId === null) return 'phone.countryRequired';
  if (code && !/^\d{1,4}$/.test(code)) return 'phone.countryRequired';
  const phone = normaliseRecipientPhone(raw, code);
  const country = code ? COUNTRY_OF_DIALLING_CODE[code] : (countryId ?? undefined);
  // A country without a pattern passes when the number looks like a phone (4 to 15 digits).
  return isValidMobile(country ?? 0, phone) ? null : 'phone.incorrect';
}

// ── Postcodes ─────────────────────────────────────────────────────────────────────────────

/** Hong Kong has no postcodes; every other destination needs one (SPEC §5). */
export function postcodeRequired(countryId: number | null): boolean {
  return countryId !== COUNTRY_ID.hongKong;
}

const POSTCODE_FORMATS: Record<number, RegExp> = {
  [COUNTRY_ID.australia]: /^\d{4}$/,
  [COUNTRY_ID.newZealand]: /^\d{4}$/,
  [COUNTRY_ID.china]: /^\d{6}$/,
  [COUNTRY_ID.singapore]: /^\d{6}$/,
  [COUNTRY_ID.malaysia]: /^\d{5}$/,
  [COUNTRY_ID.japan]: /^\d{3}-?\d{4}$/,
  [COUNTRY_ID.canada]: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  [COUNTRY_ID.unitedStates]: /^\d{5}(-\d{4})?$/,
};

/**
 * Taiwan postcodes are 3+3 digits; an older 3+2 one is padded with a leading 0 (SPEC §5), so '10041'
 * is stored as '010041'. Anything else is returned as it came (the rule refuses it).
 */
export function normaliseTaiwanPostcode(postcode: string): string {
  const digits = postcode.replace(/[\s-]/g, '');
  return /^\d{5}$/.test(digits) ? `0${digits}` : digits;
}

/** The 3-digit zip area of a Taiwan postcode, read past the leading 0 of a padded 3+2 code. */
export function taiwanPostcodeArea(postcode: string): string | undefined {
  const digits = normaliseTaiwanPostcode(postcode);
  if (/^0\d{5}$/.test(digits)) return digits.slice(1, 4);
  if (/^\d{3}(\d{3})?$/.test(digits)) return digits.slice(0, 3);
  return undefined;
}

/** A postcode as stored: upper case, single spaces; Taiwan padded to 6 digits; Japan as 123-4567. */
export function normalisePostcode(countryId: number | null, postcode: string): string {
  const text = postcode.trim().replace(/\s+/g, ' ').toUpperCase();
  if (countryId === COUNTRY_ID.taiwan) return normaliseTaiwanPostcode(text);
  if (countryId === COUNTRY_ID.japan && /^\d{7}$/.test(text)) return `${text.slice(0, 3)}-${text.slice(3)}`;
  if (countryId === COUNTRY_ID.canada && /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(text))
    return `${text.slice(0, 3)} ${text.slice(3)}`;
  return text;
}

export function postcodeProblem(countryId: number | null, postcode: string): MessageKey | null {
  if (postcode.trim() === '') return postcodeRequired(countryId) ? 'validation.required' : null;
  if (countryId === COUNTRY_ID.taiwan) {
    return /^\d{6}$/.test(normaliseTaiwanPostcode(postcode)) ? null : 'address.taiwanPostcode';
  }
  const format = countryId === null ? undefined : POSTCODE_FORMATS[countryId];
  if (format) return format.test(postcode.trim()) ? null : 'address.postcodeInvalid';
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(postcode.trim()) ? null : 'address.postcodeInvalid';
}

// ── Addresses ─────────────────────────────────────────────────────────────────────────────

const HAN = /\p{Script=Han}/u;

export function hasChinese(text: string): boolean {
  return HAN.test(text);
}

/** A street number: digits (ASCII or full width), or Chinese numerals before 号, 號, 弄, 巷, 丁目, 番. */
const HOUSE_NUMBER = /[0-9０-９]|[一二三四五六七八九十百千零〇]+\s*(号|號|弄|巷|丁目|番)/;

/**
 * Whether the first address lines can be delivered to: they carry a street or house number, and line 1
 * is not a stub (at least 5 characters, or 4 in Chinese or Japanese, which say more per character).
 */
export function isAddressComplete(address: string, address2 = ''): boolean {
  const line = address.trim();
  const minimum = hasChinese(line) ? 4 : 5;
  if ([...line].length < minimum) return false;
  return HOUSE_NUMBER.test(`${line} ${address2}`);
}

/** Two address lines are the same when they differ only in case, spaces and punctuation. */
function sameLine(a: string, b: string): boolean {
  const key = (text: string) => text.toLowerCase().replace(/[\s.,，。、#-]/g, '');
  return key(a) !== '' && key(a) === key(b);
}

/** Destinations whose addresses need a state, province, prefecture or (Taiwan) county. */
const STATE_REQUIRED: readonly number[] = [
  COUNTRY_ID.australia,
  COUNTRY_ID.china,
  COUNTRY_ID.malaysia,
  COUNTRY_ID.taiwan,
  COUNTRY_ID.japan,
  COUNTRY_ID.canada,
  COUNTRY_ID.unitedStates,
];

export function stateRequired(countryId: number | null): boolean {
  return countryId !== null && STATE_REQUIRED.includes(countryId);
}

/** Singapore is a city-state: no city line. */
export function cityRequired(countryId: number | null): boolean {
  return countryId !== COUNTRY_ID.singapore;
}

// ── Taiwan ID ─────────────────────────────────────────────────────────────────────────────

/** The two-digit codes of the first letter of a Taiwan ID (A=10 … Z=33, with I, O, W, X, Y, Z out of order). */
const TAIWAN_LETTER_CODES: Record<string, number> = Object.fromEntries(
  'ABCDEFGHJKLMNPQRSTUVXYWZIO'.split('').map((letter, index) => [letter, index + 10]),
);

/**
 * A Taiwan national ID (letter, 1 or 2, 8 digits) or resident certificate number (letter, then 8 or 9 in
 * the 2021 format, or A–D in the older one, then 8 digits), with its check digit.
 */
export function isValidTaiwanId(raw: string): boolean {
  const id = raw.trim().toUpperCase();
  const match = /^([A-Z])([1289]|[A-D])(\d{8})$/.exec(id);
  if (!match) return false;
  const [, letter = '', second = '', rest = ''] = match;
  const code = TAIWAN_LETTER_CODES[letter];
  if (code === undefined) return false;
  // The older resident format's second letter counts by the last digit of its own code.
  const secondDigit = /\d/.test(second) ? Number(second) : (TAIWAN_LETTER_CODES[second] ?? 0) % 10;
  const digits = [secondDigit, ...rest.split('').map(Number)];
  const weights = [8, 7, 6, 5, 4, 3, 2, 1, 1];
  const sum =
    Math.floor(code / 10) + (code % 10) * 9 + digits.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

// ── ABN ───────────────────────────────────────────────────────────────────────────────────

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function normaliseAbn(raw: string): string {
  return raw.replace(/\s/g, '');
}

/** The ABN check: 1 off the first digit, weighted sum divisible by 89 (Australian Business Register). */
export function isValidAbn(raw: string): boolean {
  const abn = normaliseAbn(raw);
  if (!/^\d{11}$/.test(abn)) return false;
  const digits = abn.split('').map(Number);
  digits[0] = (digits[0] ?? 0) - 1;
  return digits.reduce((total, digit, i) => total + digit * (ABN_WEIGHTS[i] ?? 0), 0) % 89 === 0;
}

/** SPEC §8: more than five characters, then a valid ABN. */
export function abnProblem(raw: string): MessageKey | null {
  const abn = normaliseAbn(raw);
  if (abn.length <= 5) return 'abn.tooShort';
  return isValidAbn(abn) ? null : 'abn.incorrect';
}

/**
 * An ABN is required for a business recipient in Australia (a commercial address): importers registered
 * for GST quote it so the goods are not charged GST again (decisions.md).
 */
export function abnRequired(draft: Pick<RecipientDraft, 'country_id' | 'address_type'>): boolean {
  return draft.country_id === COUNTRY_ID.australia && draft.address_type === 'commercial';
}

// ── The whole recipient ───────────────────────────────────────────────────────────────────

function nameProblem(name: string): MessageKey | null {
  if (name.trim() === '') return 'validation.required';
  if ([...name].length > NAME_MAX_LENGTH) return 'recipient.fieldTooLong';
  return /\d/.test(name) ? 'auth.nameNoDigits' : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every rule of SPEC §5 that a recipient breaks, by field (the first problem of each field). Empty when the
 * recipient is complete. The server adds the postcode-to-city check, which needs the postcode data.
 */
export function recipientProblems(draft: RecipientDraft): RecipientProblems {
  const problems: RecipientProblems = {};
  const report = (field: RecipientField, key: MessageKey | null) => {
    if (key && !problems[field]) problems[field] = key;
  };
  const tooLong = (field: RecipientField, value: string, maximum: number, key: MessageKey = 'recipient.fieldTooLong') =>
    report(field, [...value].length > maximum ? key : null);
  const country = draft.country_id;
  const isTaiwan = country === COUNTRY_ID.taiwan;

  report('first_name', nameProblem(draft.first_name));
  report('last_name', nameProblem(draft.last_name));
  report('country_id', country === null ? 'reference.unknownCountry' : null);
  report('contactNumber', recipientPhoneProblem(draft.contactNumber, draft.phoneCode, country));
  // The second number may be a landline: it only has to look like a phone.
  if (draft.mobile.trim() !== '')
    report(
      'mobile',
      /^\d{4,15}$/.test(normaliseRecipientPhone(draft.mobile, draft.phoneCode)) ? null : 'phone.incorrect',
    );
  if (draft.email)
    report('email', draft.email.length <= EMAIL_MAX_LENGTH && EMAIL.test(draft.email) ? null : 'auth.emailFormat');
  tooLong('company', draft.company, COMPANY_MAX_LENGTH);

  if (stateRequired(country) && draft.state.trim() === '') report('state', 'validation.required');
  tooLong('state', draft.state, PLACE_MAX_LENGTH);
  if (cityRequired(country) && draft.city.trim() === '') report('city', 'validation.required');
  tooLong('city', draft.city, PLACE_MAX_LENGTH);
  report('postcode', postcodeProblem(country, draft.postcode));

  if (draft.address.trim() === '') report('address', 'validation.required');
  tooLong('address', draft.address, ADDRESS_MAX_LENGTH, 'address.tooLong');
  if (isTaiwan && !hasChinese(draft.address)) report('address', 'address.chineseRequired');
  if (!isAddressComplete(draft.address, draft.address2)) report('address', 'address.incomplete');
  tooLong('address2', draft.address2, ADDRESS_MAX_LENGTH, 'address.tooLong');
  report('address2', sameLine(draft.address, draft.address2) ? 'address.sameAsAddress2' : null);
  tooLong('address3', draft.address3, ADDRESS_MAX_LENGTH, 'address.tooLong');
  tooLong('unit_number', draft.unit_number, UNIT_MAX_LENGTH);
  // Couriers cannot deliver into a block of flats without the flat's number.
  if (draft.building_type === 'apartment' && draft.unit_number.trim() === '')
    report('unit_number', 'address.incomplete');

  if (isTaiwan) {
    if (draft.id_number.trim() === '') report('id_number', 'validation.required');
    else report('id_number', isValidTaiwanId(draft.id_number) ? null : 'recipient.idNumberInvalid');
  } else {
    tooLong('id_number', draft.id_number, ID_NUMBER_MAX_LENGTH);
  }

  if (country === COUNTRY_ID.australia) {
    const required = abnRequired(draft);
    if (required && draft.company.trim() === '') report('company', 'validation.required');
    if (draft.abn.trim() === '') report('abn', required ? 'validation.required' : null);
    else report('abn', abnProblem(draft.abn));
  }
  return problems;
}

/** Whether an address-book entry can be chosen for a waybill: it breaks none of the rules (SPEC §5). */
export function isRecipientComplete(draft: RecipientDraft): boolean {
  return Object.keys(recipientProblems(draft)).length === 0;
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A recipient with no problems, as stored: spaces collapsed, phone, postcode, ID and ABN in one form. */
export function normaliseRecipient(draft: RecipientDraft): RecipientDraft & { country_id: number } {
  const country = draft.country_id ?? 0;
  const phoneCode = normaliseDiallingCode(draft.phoneCode);
  return {
    ...draft,
    first_name: collapse(draft.first_name),
    last_name: collapse(draft.last_name),
    phoneCode,
    contactNumber: normaliseRecipientPhone(draft.contactNumber, phoneCode),
    mobile: draft.mobile.trim() === '' ? '' : normaliseRecipientPhone(draft.mobile, phoneCode),
    email: draft.email.trim().toLowerCase(),
    company: collapse(draft.company),
    country_id: country,
    state: collapse(draft.state),
    city: collapse(draft.city),
    postcode: normalisePostcode(country, draft.postcode),
    address: collapse(draft.address),
    address2: collapse(draft.address2),
    address3: collapse(draft.address3),
    unit_number: collapse(draft.unit_number),
    id_number: draft.id_number.trim().toUpperCase(),
    // The ABN only means something in Australia.
    abn: country === COUNTRY_ID.australia ? normaliseAbn(draft.abn) : '',
  };
}
