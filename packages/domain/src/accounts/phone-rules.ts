import type { MessageKey } from '../i18n/messages.js';
import { COUNTRY_ID } from '../reference/ids.js';
import { isValidMobile, normalisePhone } from '../reference/phone.js';

/** What is wrong with a mobile number for a country, or null when it is right. */
export function mobileProblem(countryId: number | undefined, rawPhone: string): MessageKey | null {
  if (countryId === undefined) return 'phone.countryRequired';
  const phone = normalisePhone(rawPhone);
  if (isValidMobile(countryId, phone)) return null;
  return countryId === COUNTRY_ID.australia ? 'phone.auMobile' : 'phone.incorrect';
}
