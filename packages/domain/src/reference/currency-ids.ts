import { type CurrencyCode, formatMajor, type Money, money } from '../money/money.js';
import { CURRENCIES } from './ids.js';

/** Currency ids are fixed (DESIGN §5), so this table answers without a query. */
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

/** A stored amount (minor units, as a number or the database's bigint text) in the currency of an id. */
export function moneyOf(minor: number | string, currencyId: number): Money {
  return money(Number(minor), currencyCodeOf(currencyId));
}

/** Minor units of a currency id as the wire's decimal string. */
export function major(minor: number | string, currencyId: number): string {
  return formatMajor(moneyOf(minor, currencyId));
}
