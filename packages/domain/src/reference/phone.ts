import { COUNTRY_ID } from './ids.js';

/**
 * Phone numbers are entered without the country code. Separators are dropped and one leading 0
 * (the trunk prefix) is stripped before the country's pattern is applied (SPEC §5).
 */
export function normalisePhone(raw: string): string {
  return raw.replace(/[\s\-()]/g, '').replace(/^0/, '');
}

/** A dialling code as stored: without spaces or a leading '+' ('+61' → '61'). */
export function normaliseDiallingCode(phoneCode: string): string {
  return phoneCode.trim().replace(/^\+/, '');
}

/** A phone number in full, dialling code included ('+61412345678'): codes are sent to and kept under it. */
export function internationalPhone(phoneCode: string, phone: string): string {
  return `+${normaliseDiallingCode(phoneCode)}${phone}`;
}

/** A country of the reference list, as far as its dialling code goes. */
export interface DiallingCountry {
  id: number;
  phone_code: string | null;
}

/**
 * The country whose mobile rule applies to a dialling code, or undefined for a code no country has. Countries
 * share codes (+1, +7, +61 with Christmas Island): the lowest id decides, which is the spec's country each time.
 */
export function countryIdForDiallingCode(countries: readonly DiallingCountry[], phoneCode: string): number | undefined {
  const code = normaliseDiallingCode(phoneCode);
  const ids = countries.filter((country) => country.phone_code === code).map((country) => country.id);
  return ids.length > 0 ? Math.min(...ids) : undefined;
}

const MOBILE_PATTERNS: Record<number, RegExp> = {
  [COUNTRY_ID.taiwan]: /^9\d{8}$/,
  [COUNTRY_ID.china]: /^1[345789]\d{9}$/,
  [COUNTRY_ID.australia]: /^4\d{8}$/,
  [COUNTRY_ID.hongKong]: /^[569]\d{7}$/,
  // Malaysian mobiles are 01X-XXX XXXX (X not 1) or 011-XXXX XXXX: after the trunk 0, 9 or 10 digits.
  [COUNTRY_ID.malaysia]: /^(1[02-9]\d{7}|11\d{8})$/,
  // Singapore mobiles are 8 digits starting with 8 or 9.
  [COUNTRY_ID.singapore]: /^[89]\d{7}$/,
};

/** Whether a phone number (already normalised) fits its country's mobile pattern; other countries pass when they look like a phone. */
export function isValidMobile(countryId: number, phone: string): boolean {
  const pattern = MOBILE_PATTERNS[countryId];
  if (pattern) return pattern.test(phone);
  return /^\d{4,15}$/.test(phone);
}
