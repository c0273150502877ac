import { CURRENCIES, type CurrencyCode } from '@parcelway/domain';
import { AppError } from '../../http/errors.js';

export { currencyCodeOf, currencyIdOf, major, moneyOf } from '@parcelway/domain';

const KNOWN_CODES = new Set<string>(CURRENCIES.map((currency) => currency.code));

/** A currency named by code ('AUD') or id ('3'), as the API's `type`/`currency` parameters take it. */
export function currencyFromParam(value: string | number, field = 'currency'): CurrencyCode {
  const text = String(value).trim().toUpperCase();
  const code = /^\d+$/.test(text)
    ? CURRENCIES.find((currency) => currency.id === Number(text))?.code
    : KNOWN_CODES.has(text)
      ? (text as CurrencyCode)
      : undefined;
  if (!code) throw AppError.field(field, 'reference.unknownCurrency');
  return code;
}
