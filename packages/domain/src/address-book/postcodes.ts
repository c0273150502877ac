import type { MessageKey } from '../i18n/messages.js';
import { COUNTRY_ID } from '../reference/ids.js';

/** Postcodes by destination: whether one is needed, its format, and the form it is stored in (SPEC §5). */

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
