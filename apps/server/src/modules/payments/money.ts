import { CURRENCIES, type CurrencyCode, formatMajor, type Money, money } from '@parcelway/domain';
import { AppError } from '../../http/errors.js';

/** Currency ids are fixed (DESIGN §5), so the domain's table answers without a query. */
const CODE_BY_ID = new Map(CURRENCIES.map((currency) => [currency.id, currency.code]));
const ID_BY_CODE = new Map(CURRENCIES.map((currency) => [currency.code, currency.id]));

export function currencyCodeOf(currencyId: number): CurrencyCode {
  const code = CODE_BY_ID.get(currencyId);
  if (!code) throw new Error(`unknown currency id ${currencyId}`);
  return code;
}

export function currencyIdOf(code: CurrencyCode): number {
  const id = ID_BY_CODE.get(code);
  if (id === undefined) throw new Error(`unknown currency ${code}`);
  return id;
}

/** A currency named by code ('AUD') or id ('3'), as the API's `type`/`currency` parameters take it. */
export function currencyFromParam(value: string | number, field = 'currency'): CurrencyCode {
  const text = String(value).trim().toUpperCase();
  const code = /^\d+$/.test(text)
    ? CODE_BY_ID.get(Number(text))
    : ID_BY_CODE.has(text as CurrencyCode)
      ? (text as CurrencyCode)
      : undefined;
  if (!code) throw AppError.field(field, 'reference.unknownCurrency');
  return code;
}

export function moneyOf(minor: number | string, currencyId: number): Money {
  return money(Number(minor), currencyCodeOf(currencyId));
}

/** Minor units of a currency id as the wire's decimal string. */
export function major(minor: number | string, currencyId: number): string {
  return formatMajor(moneyOf(minor, currencyId));
}
