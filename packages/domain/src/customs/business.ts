import { isValidAbn, normaliseAbn } from '../address-book/abn.js';
import { isValidNzGstNumber, normaliseNzGstNumber } from '../address-book/nz-gst-number.js';
import { COUNTRY_ID } from '../reference/ids.js';

/**
 * The receiver's business tax number when it makes the shipment business to business at its destination: a valid ABN
 * in Australia, a valid GST (IRD) number in New Zealand, as the customer recorded it for the receiver; the caller asks
 * it only when the customer also said the business is registered for GST (`gst_registered`: an ABN alone does not make
 * a business GST-registered). Null anywhere else, or for a number that fails its check.
 */
export function registeredBusinessNumber(countryId: number, number: string | null | undefined): string | null {
  if (!number) return null;
  if (countryId === COUNTRY_ID.australia) return isValidAbn(number) ? normaliseAbn(number) : null;
  if (countryId === COUNTRY_ID.newZealand) return isValidNzGstNumber(number) ? normaliseNzGstNumber(number) : null;
  return null;
}
