import type { MessageKey } from '../i18n/messages.js';
import { COUNTRY_ID } from '../reference/ids.js';
import { countryIdForDiallingCode, type DiallingCountry, isValidMobile, normalisePhone } from '../reference/phone.js';

/** What is wrong with a mobile number for a country, or null when it is right. */
export function mobileProblem(countryId: number | undefined, rawPhone: string): MessageKey | null {
  if (countryId === undefined) return 'phone.countryRequired';
  const phone = normalisePhone(rawPhone);
  if (isValidMobile(countryId, phone)) return null;
  return countryId === COUNTRY_ID.australia ? 'phone.auMobile' : 'phone.incorrect';
}

/** A problem with a phone entered as dialling code and number, and the field it is shown on. */
export interface PhoneInputProblem {
  field: 'phone_code' | 'phone';
  problem: MessageKey;
}

/**
 * What is wrong with a phone entered as dialling code and number, under the mobile rule of the code's country;
 * the server refuses and the form warns with the same sentence on the same field.
 */
export function phoneInputProblem(
  countries: readonly DiallingCountry[],
  input: { phone_code: string; phone: string },
): PhoneInputProblem | null {
  const problem = mobileProblem(countryIdForDiallingCode(countries, input.phone_code), input.phone);
  if (!problem) return null;
  return { field: problem === 'phone.countryRequired' ? 'phone_code' : 'phone', problem };
}
