import { type CurrencyCode, convertMoney, type Money } from '../money/money.js';

/**
 * Exchange rates as the server stores them: units of each currency one AUD buys, as decimal strings
 * (DESIGN §5). AUD is the reference and is always '1'; a currency missing here cannot be converted.
 */
export type RatesPerAud = Readonly<Partial<Record<CurrencyCode, string>>>;

function rateOf(currency: CurrencyCode, rates: RatesPerAud): string {
  if (currency === 'AUD') return '1';
  const rate = rates[currency];
  if (rate === undefined) throw new RangeError(`No exchange rate for ${currency}`);
  return rate;
}

/** `value` in `to`, through money.ts's convertMoney (half-up to the minor unit). Same currency: unchanged. */
export function convertWithRates(value: Money, to: CurrencyCode, rates: RatesPerAud = {}): Money {
  if (value.currency === to) return value;
  return convertMoney(value, to, rateOf(value.currency, rates), rateOf(to, rates));
}
