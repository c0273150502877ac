import { COUNTRY_ID } from '../reference/ids.js';

/** Which address fields a destination needs, and when the street lines can be delivered to (SPEC §5). */

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
