import { COUNTRY_ID } from '../../reference/ids.js';
import { ADDRESS_MAX_LENGTH } from '../recipient-draft.js';
import { CHINA_LAYOUT } from './china.js';
import { parseChineseLayout } from './chinese-layout.js';
import { detectCountry, removeCountryNames } from './countries.js';
import { parseLatin } from './latin.js';
import { findPhone } from './phones.js';
import { readTaiwanZipArea, TAIWAN_LAYOUT } from './taiwan.js';
import { EMAIL, halfWidth, LABEL } from './text.js';
import { type Draft, type ParsedAddress, SMART_ADDRESS_FIELDS, type SmartAddressOptions } from './types.js';

/**
 * smartAddress: a whole address pasted as one text (from a chat, an email, a shop's order page) read back
 * into the recipient's fields. Recognises Australian and other Latin-script layouts ("John Smith, 0412 345 678,
 * Unit 5, 12 George St, Sydney NSW 2000"), Taiwanese ("王小明 0912-345-678 100台北市中正區重慶南路一段122號")
 * and mainland Chinese ones ("张三 13812345678 广东省深圳市南山区科发路8号 518057"), with or without labels
 * such as 收货人： or Phone:. Pure: the places a postcode covers come from the caller (the server's data).
 */

/** Street lines of at most 60 characters: the first parts fill line 1, the rest line 2. */
function addressLines(lines: string[]): { address: string; address2: string } {
  const joiner = lines.some((line) => /\p{Script=Han}/u.test(line)) ? '' : ', ';
  let address = '';
  const overflow: string[] = [];
  for (const line of lines) {
    const next = address ? `${address}${joiner}${line}` : line;
    if (overflow.length === 0 && [...next].length <= ADDRESS_MAX_LENGTH) address = next;
    else overflow.push(line);
  }
  return { address: address || (overflow.shift() ?? ''), address2: overflow.join(joiner) };
}

/** Reads the recipient's fields out of a pasted address. Fields it cannot find are left empty. */
export function parseAddressText(input: string, options: SmartAddressOptions = {}): ParsedAddress {
  let text = halfWidth(input).replace(LABEL, '\n');
  const detected = detectCountry(text);
  const draft: Draft = {
    country_id: detected,
    name: null,
    phoneCode: '',
    contactNumber: '',
    email: '',
    state: '',
    state_code: null,
    city: '',
    postcode: '',
    postcode_area: '',
    address: [],
    unit_number: '',
  };

  const email = EMAIL.exec(text);
  if (email) {
    draft.email = email[0].toLowerCase();
    text = text.replace(email[0], ' ');
  }
  // The text's own words say the country best, then its phone number, then the form's choice.
  const found = findPhone(text, detected ?? options.countryId ?? null);
  if (found) {
    draft.phoneCode = found.code;
    draft.contactNumber = found.number;
    text = text.replace(found.text, ' ');
  }
  draft.country_id = detected ?? found?.country ?? options.countryId ?? null;
  text = removeCountryNames(text);

  if (draft.country_id === COUNTRY_ID.taiwan) {
    parseChineseLayout(text, draft, TAIWAN_LAYOUT);
    readTaiwanZipArea(draft, options.places, COUNTRY_ID.taiwan);
  } else if (draft.country_id === COUNTRY_ID.china) parseChineseLayout(text, draft, CHINA_LAYOUT);
  else parseLatin(text, draft, options);

  const { address, address2 } = addressLines(draft.address.filter(Boolean));
  const parsed: ParsedAddress = {
    country_id: draft.country_id,
    first_name: draft.name?.first ?? '',
    last_name: draft.name?.last ?? '',
    phoneCode: draft.phoneCode,
    contactNumber: draft.contactNumber,
    email: draft.email,
    state: draft.state,
    state_code: draft.state_code,
    city: draft.city,
    postcode: draft.postcode,
    postcode_area: draft.postcode_area,
    address,
    address2,
    unit_number: draft.unit_number,
    recognised: [],
  };
  parsed.recognised = SMART_ADDRESS_FIELDS.filter((field) => parsed[field] !== '' && parsed[field] !== null);
  // A name, a country or a line of words is no address: a phone, a place or a numbered street must be there.
  const PLACE_FIELDS = ['contactNumber', 'state', 'city', 'postcode'];
  const numbered = /[0-9]|\p{Script=Han}.*[号號]/u.test(parsed.address);
  if (!numbered && !parsed.recognised.some((field) => PLACE_FIELDS.includes(field))) parsed.recognised = [];
  return parsed;
}
