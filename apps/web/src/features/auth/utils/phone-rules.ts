import { phoneInputProblem, phoneInputSchema } from '@parcelway/domain';
import type { Country } from '../../../lib/reference-data';

/** The dialling code a phone form starts with (Australia, the first warehouse). */
export const DEFAULT_PHONE_CODE = '61';

/**
 * phoneInputSchema plus the mobile rule the server applies to the country of the dialling code
 * (phoneInputProblem), so the form refuses the same numbers with the same sentence. Until the country
 * list has loaded, only the shape is checked; the server checks the rest.
 */
export function phoneFormSchema(countries: readonly Country[] | undefined) {
  return phoneInputSchema.superRefine((value, ctx) => {
    if (!countries) return;
    const refused = phoneInputProblem(countries, value);
    if (!refused) return;
    ctx.addIssue({ code: 'custom', path: [refused.field], message: refused.problem });
  });
}
