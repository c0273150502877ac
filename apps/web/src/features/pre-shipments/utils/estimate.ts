import {
  formatMajor,
  isCurrencyCode,
  isParcelAttribute,
  type Money,
  type ParcelAttribute,
  type PreShipmentInputValues,
  parseMajor,
  type QuoteInput,
  quoteParcelInputSchema,
  sumMoney,
} from '@parcelway/domain';

/** What the customer guesses of each package before the warehouse weighs it: kilograms and centimetres, as typed. */
export interface PackageGuess {
  weight: string;
  length: string;
  width: string;
  height: string;
}

export const DEFAULT_GUESS: PackageGuess = { weight: '1', length: '30', width: '20', height: '15' };

function declaredValue(items: PreShipmentInputValues['items'], currency: string): string | undefined {
  if (!isCurrencyCode(currency)) return undefined;
  const amounts: Money[] = [];
  for (const item of items ?? []) {
    try {
      amounts.push(parseMajor(String(item.total_amount ?? ''), currency));
    } catch {
      return undefined;
    }
  }
  return amounts.length > 0 ? formatMajor(sumMoney(currency, amounts)) : undefined;
}

/**
 * The freight calculator's question (getQuotation) for a pre-shipment as filled in: the warehouse, the receiver's
 * country, one package per tracking number at the guessed size, the declared items' type, attributes (batteries
 * included) and value, and the insurance choice. Null while something it needs is missing or not a valid size.
 */
export function estimateQuery(
  values: Pick<PreShipmentInputValues, 'store_id' | 'tracking_numbers' | 'items' | 'batteries' | 'insurance'>,
  countryId: number | undefined,
  guess: PackageGuess,
  currency: string,
): QuoteInput | null {
  const storeId = Number(values.store_id);
  if (!countryId || !Number.isInteger(storeId) || storeId <= 0) return null;
  const items = values.items ?? [];
  const attributes = new Set<ParcelAttribute>(items.flatMap((item) => item.attributes ?? []).filter(isParcelAttribute));
  if (values.batteries) attributes.add('battery');
  const parcel = quoteParcelInputSchema.safeParse({
    weight: guess.weight,
    length: guess.length,
    width: guess.width,
    height: guess.height,
    quantity: Math.max(1, values.tracking_numbers?.length ?? 0),
    product_type: items[0]?.product_type ?? 'general',
    attributes: [...attributes],
  });
  if (!parcel.success) return null;
  const declared = declaredValue(items, currency);
  return {
    store_id: storeId,
    country_id: countryId,
    parcels: [parcel.data],
    ...(declared !== undefined &&
      isCurrencyCode(currency) && { declared_value: declared, declared_currency: currency }),
    insured: values.insurance === true,
  };
}
