import type { MessageKey } from '../i18n/messages.js';
import { COUNTRY_ID } from '../reference/ids.js';
import { normaliseDiallingCode } from '../reference/phone.js';
import { abnProblem, abnRequired, normaliseAbn } from './abn.js';
import { cityRequired, hasChinese, isAddressComplete, stateRequired } from './addresses.js';
import { isValidNzGstNumber, normaliseNzGstNumber } from './nz-gst-number.js';
import { normalisePostcode, postcodeProblem } from './postcodes.js';
import {
  ADDRESS_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ID_NUMBER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  type RecipientDraft,
  type RecipientField,
  type RecipientProblems,
  UNIT_MAX_LENGTH,
} from './recipient-draft.js';
import { normaliseRecipientPhone, recipientPhoneProblem } from './recipient-phone.js';
import { isValidTaiwanId } from './taiwan-id.js';

/**
 * The recipient rules of SPEC §5 ("Recipient form"), one implementation for the web form, the server
 * and the completeness check of the waybill flow. Pure: the one rule that needs data (a postcode with
 * no matching city) is the server's, with the postcode packages.
 */

/** Two address lines are the same when they differ only in case, spaces and punctuation. */
function sameLine(a: string, b: string): boolean {
  const key = (text: string) => text.toLowerCase().replace(/[\s.,，。、#-]/g, '');
  return key(a) !== '' && key(a) === key(b);
}

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
  // New Zealand: the `abn` field holds a business receiver's GST number, optional, checked when given.
  if (country === COUNTRY_ID.newZealand && draft.abn.trim() !== '')
    report('abn', isValidNzGstNumber(draft.abn) ? null : 'recipient.nzGstNumberInvalid');
  return problems;
}

/** Whether an address-book entry can be chosen for a waybill: it breaks none of the rules (SPEC §5). */
export function isRecipientComplete(draft: RecipientDraft): boolean {
  return Object.keys(recipientProblems(draft)).length === 0;
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The characters a place name is written with either way (臺/台, Traditional/Simplified endings), as one. */
const PLACE_CHARACTER: Record<string, string> = { 臺: '台', 區: '区', 縣: '县', 鄉: '乡', 鎮: '镇' };
const placeForm = (characters: string[]) =>
  characters.map((character) => PLACE_CHARACTER[character] ?? character).join('');

/**
 * A Chinese address line that starts with its county or district again (中正区重庆南路… beside 中正区 as the city): the
 * repeat goes, as each is kept, and written on labels, once in its own field ("台北市中正区中正区…" otherwise).
 */
export function withoutRepeatedPlaces(address: string, places: string[]): string {
  if (!hasChinese(address)) return address;
  let line = [...address];
  for (const place of places) {
    const name = [...place.trim()];
    if (name.length > 0 && line.length > name.length && placeForm(line.slice(0, name.length)) === placeForm(name))
      line = [...line.slice(name.length).join('').trimStart()];
  }
  return line.join('');
}

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
    address: withoutRepeatedPlaces(collapse(draft.address), [draft.state, draft.city]),
    address2: collapse(draft.address2),
    address3: collapse(draft.address3),
    unit_number: collapse(draft.unit_number),
    id_number: draft.id_number.trim().toUpperCase(),
    // The business tax number only means something in Australia (ABN) and New Zealand (GST number).
    abn:
      country === COUNTRY_ID.australia
        ? normaliseAbn(draft.abn)
        : country === COUNTRY_ID.newZealand
          ? normaliseNzGstNumber(draft.abn)
          : '',
    // Only a business with its number can be registered for GST; anywhere else the statement means nothing.
    gst_registered:
      draft.gst_registered &&
      draft.abn.trim() !== '' &&
      (country === COUNTRY_ID.australia || country === COUNTRY_ID.newZealand),
  };
}
