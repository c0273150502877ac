import { mobileProblem, phoneInputSchema } from '@parcelway/domain';
import type { Country } from '../../../lib/reference-data';

/** The dialling code a phone form starts with (Australia, the first warehouse). */
export const DEFAULT_PHONE_CODE = '61';

/** The country whose mobile rule applies to a dialling code: the lowest id sharing it, as the server picks. */
export function countryIdForPhoneCode(countries: readonly Country[], phoneCode: string): number | undefined {
  const code = phoneCode.replace(/^\+/, '');
  const ids = countries.filter((country) => country.phone_code === code).map((country) => country.id);
  return ids.length > 0 ? Math.min(...ids) : undefined;
}

/**
 * phoneInputSchema plus the mobile rule the server applies to the country of the dialling code
 * (mobileProblem), so the form refuses the same numbers with the same sentence. Until the country
 * list has loaded, only the shape is checked; the server checks the rest.
 */
export function phoneFormSchema(countries: readonly Country[] | undefined) {
  return phoneInputSchema.superRefine((value, ctx) => {
    if (!countries) return;
    const problem = mobileProblem(countryIdForPhoneCode(countries, value.phone_code), value.phone);
    if (!problem) return;
    ctx.addIssue({
      code: 'custom',
      path: [problem === 'phone.countryRequired' ? 'phone_code' : 'phone'],
      message: problem,
    });
  });
}
