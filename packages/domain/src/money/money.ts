/**
 * Money is an integer count of a currency's minor units beside the currency's code.
 * No floating point touches an amount: decimal strings are parsed digit by digit,
 * and conversion uses scaled integer rates with half-up rounding.
 */
export const CURRENCY_EXPONENTS = {
  AUD: 2,
  CNY: 2,
  USD: 2,
  MYR: 2,
  TWD: 2,
  SGD: 2,
  NZD: 2,
  HKD: 2,
  JPY: 0,
  CAD: 2,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_EXPONENTS;

export interface Money {
  readonly minor: number;
  readonly currency: CurrencyCode;
}

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCY_EXPONENTS, value);
}

export function money(minor: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money must be a whole number of minor units, got ${minor}`);
  return { minor, currency };
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "12.34" AUD → 1234. Refuses more decimals than the currency has. */
export function parseMajor(amount: string | number, currency: CurrencyCode): Money {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const exponent = CURRENCY_EXPONENTS[currency];
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent))) {
    throw new RangeError(`${currency} has ${exponent} decimals, got ${text}`);
  }
  const minor = Number(whole) * 10 ** exponent + Number(fraction.slice(0, exponent).padEnd(exponent, '0') || '0');
  return money(sign && minor !== 0 ? -minor : minor, currency);
}

/** 1234 AUD → "12.34"; 980 JPY → "980". */
export function formatMajor(value: Money): string {
  const exponent = CURRENCY_EXPONENTS[value.currency];
  const negative = value.minor < 0;
  const digits = Math.abs(value.minor)
    .toString()
    .padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new RangeError(`Cannot add ${a.currency} to ${b.currency}`);
  return money(a.minor + b.minor, a.currency);
}

/** Exchange rates are decimal strings scaled to this many places when used. */
const RATE_SCALE_DIGITS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);

export function parseRate(rate: string): bigint {
  const match = DECIMAL.exec(rate.trim());
  if (!match || match[1]) throw new RangeError(`Not a positive rate: ${rate}`);
  const [, , whole = '0', fraction = ''] = match;
  const scaled =
    BigInt(whole) * RATE_SCALE + BigInt(fraction.slice(0, RATE_SCALE_DIGITS).padEnd(RATE_SCALE_DIGITS, '0'));
  if (scaled <= 0n) throw new RangeError(`Not a positive rate: ${rate}`);
  return scaled;
}

export type Rounding = 'halfUp' | 'down' | 'up';

/** n ÷ d for n ≥ 0, d > 0, rounded as asked. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('divideRounded takes n ≥ 0 and d > 0');
  if (rounding === 'down') return numerator / denominator;
  if (rounding === 'up') return (numerator + denominator - 1n) / denominator;
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Half-up division of signed amounts: the magnitude is rounded half-up, the sign kept. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const quotient = divideRounded(
    numerator < 0n ? -numerator : numerator,
    denominator < 0n ? -denominator : denominator,
    'halfUp',
  );
  return negative ? -quotient : quotient;
}

/**
 * Converts with rates quoted against one reference currency: `fromRate` and `toRate` are how many
 * units of each currency one reference unit buys (AUD is the reference here), as decimal strings.
 */
export function convertMoney(value: Money, to: CurrencyCode, fromRate: string, toRate: string): Money {
  if (value.currency === to) return value;
  const fromExponent = BigInt(CURRENCY_EXPONENTS[value.currency]);
  const toExponent = BigInt(CURRENCY_EXPONENTS[to]);
  const numerator = BigInt(value.minor) * parseRate(toRate) * 10n ** toExponent;
  const denominator = parseRate(fromRate) * 10n ** fromExponent;
  return money(Number(divideHalfUp(numerator, denominator)), to);
}
