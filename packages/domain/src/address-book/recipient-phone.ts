import type { MessageKey } from '../i18n/messages.js';
import { COUNTRY_ID } from '../reference/ids.js';
import { isValidMobile, normaliseDiallingCode } from '../reference/phone.js';

/** A recipient's mobile: its dialling code, the number as stored, and what is wrong with it (SPEC §5). */

/** Dialling codes whose countries have a mobile pattern in SPEC §5; any other code only has to look like a phone. */
const COUNTRY_OF_DIALLING_CODE: Record<string, number> = {
  '61': COUNTRY_ID.australia,
  '86': COUNTRY_ID.china,
  '852': COUNTRY_ID.hongKong,
  '60': COUNTRY_ID.malaysia,
  '65': COUNTRY_ID.singapore,
  '886': COUNTRY_ID.taiwan,
};

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
