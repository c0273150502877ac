import { formatMajor, isCurrencyCode, parseMajor, sumMoney } from '@parcelway/domain';

/** The sum of major-unit amounts in one currency, as the API writes them ("123.45"), added in minor units. */
export function sumAmounts(currency: string, amounts: readonly string[]): string {
  if (!isCurrencyCode(currency)) throw new Error(`Unknown currency ${currency}`);
  return formatMajor(
    sumMoney(
      currency,
      amounts.map((amount) => parseMajor(amount, currency)),
    ),
  );
}
