import {
  type CurrencyCode,
  formatMajor,
  isCurrencyCode,
  parseMajor,
  splitWithBalance,
  sumMoney,
} from '@parcelway/domain';

function currencyCode(currency: string): CurrencyCode {
  if (!isCurrencyCode(currency)) throw new Error(`Unknown currency ${currency}`);
  return currency;
}

/** The sum of major-unit amounts in one currency, as the API writes them ("123.45"), added in minor units. */
export function sumAmounts(currency: string, amounts: readonly string[]): string {
  const code = currencyCode(currency);
  return formatMajor(
    sumMoney(
      code,
      amounts.map((amount) => parseMajor(amount, code)),
    ),
  );
}

/**
 * How the payable splits between the balance and the chosen method (the domain's rule, as the server applies it):
 * combined, the balance pays what it holds and the method the rest; alone, the method pays everything.
 */
export function balanceSplit(
  payable: string,
  balance: string,
  currency: string,
  combinePay: boolean,
): { fromBalance: string; rest: string } {
  const code = currencyCode(currency);
  const split = splitWithBalance(parseMajor(payable, code), parseMajor(balance, code), combinePay);
  return { fromBalance: formatMajor(split.fromBalance), rest: formatMajor(split.rest) };
}
