import { COUNTRY_ID, type QuoteInput, quoteInputSchema } from '@parcelway/domain';
import { z } from 'zod';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';

/** SPEC destinations the calculator offers, in the order the customer sees them. */
export const DESTINATION_IDS: readonly number[] = [
  COUNTRY_ID.australia,
  COUNTRY_ID.taiwan,
  COUNTRY_ID.singapore,
  COUNTRY_ID.malaysia,
  COUNTRY_ID.japan,
  COUNTRY_ID.china,
  COUNTRY_ID.hongKong,
  COUNTRY_ID.newZealand,
  COUNTRY_ID.canada,
];

/** A picker's value: unset until chosen ('Please choose one of the options'). */
const chosen = z
  .number()
  .optional()
  .refine((value) => value !== undefined, { error: 'validation.choice' });

const optionalText = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The form's schema: the two pickers must be chosen, empty optional texts are left out, and the
 * rest is the shared `quoteInputSchema` (packages/domain), so the form refuses what the server would.
 * The pickers are checked first: the shared schema would call a missing choice "not a number".
 */
export const calculatorFormSchema = z
  .object({
    store_id: chosen,
    country_id: chosen,
    postcode: z.string(),
    address: z.string(),
    parcels: z.tuple([
      z.object({
        length: z.string(),
        width: z.string(),
        height: z.string(),
        weight: z.string(),
        quantity: z.string(),
        product_type: z.string(),
        attributes: z.array(z.string()),
      }),
    ]),
    declared_value: z.string(),
    insured: z.boolean(),
  })
  // Typed `unknown` on purpose: the shared schema below is what checks every value and gives the type.
  .transform((values): unknown => {
    const declared = optionalText(values.declared_value);
    return {
      store_id: values.store_id,
      country_id: values.country_id,
      postcode: optionalText(values.postcode),
      address: optionalText(values.address),
      parcels: values.parcels,
      ...(declared !== undefined && { declared_value: declared, insured: values.insured }),
    };
  })
  .pipe(quoteInputSchema);

/** The calculator form as the customer fills it (kept as typed in `cal_params`). */
export type CalculatorValues = z.input<typeof calculatorFormSchema>;

export function emptyCalculatorValues(storeId?: number): CalculatorValues {
  return {
    store_id: storeId,
    country_id: undefined,
    postcode: '',
    address: '',
    parcels: [
      { length: '', width: '', height: '', weight: '', quantity: '1', product_type: 'general', attributes: [] },
    ],
    declared_value: '',
    insured: false,
  };
}

/** The last inputs (localStorage `cal_params`), or empty ones on the customer's warehouse. */
export function restoreCalculatorValues(storeId?: number): CalculatorValues {
  const stored = readJson<Partial<CalculatorValues>>(STORAGE_KEYS.calParams);
  const empty = emptyCalculatorValues(storeId);
  if (!stored || typeof stored !== 'object') return empty;
  const parcel = Array.isArray(stored.parcels) ? stored.parcels[0] : undefined;
  return { ...empty, ...stored, parcels: [{ ...empty.parcels[0], ...parcel }] };
}

export function rememberCalculatorValues(values: CalculatorValues): void {
  writeJson(STORAGE_KEYS.calParams, values);
}

/** The stored inputs as the quote request, or null when there are none or they no longer pass the rules. */
export function storedQuoteInput(): { values: CalculatorValues; input: QuoteInput } | null {
  const stored = readJson<CalculatorValues>(STORAGE_KEYS.calParams);
  if (!stored) return null;
  const parsed = calculatorFormSchema.safeParse(stored);
  return parsed.success ? { values: stored, input: parsed.data } : null;
}
