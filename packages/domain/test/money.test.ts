import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  CURRENCY_EXPONENTS,
  type CurrencyCode,
  convertMoney,
  formatMajor,
  isCurrencyCode,
  money,
  parseMajor,
  parseRate,
} from '../src/index.js';

const ALL_CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as CurrencyCode[];
const TWO_DECIMAL_CURRENCIES = ALL_CURRENCIES.filter((code) => CURRENCY_EXPONENTS[code] === 2);

describe('currencies', () => {
  it('JPY has 0 decimals and every other supported currency has 2', () => {
    expect(CURRENCY_EXPONENTS.JPY).toBe(0);
    expect(TWO_DECIMAL_CURRENCIES.sort()).toEqual(['AUD', 'CAD', 'CNY', 'HKD', 'MYR', 'NZD', 'SGD', 'TWD', 'USD']);
  });

  it.each<[string, boolean]>([
    ['AUD', true],
    ['JPY', true],
    ['aud', false],
    ['EUR', false],
    ['', false],
    ['toString', false],
  ])('isCurrencyCode(%j) is %s', (code, expected) => {
    expect(isCurrencyCode(code)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'money() refuses %s minor units',
    (minor) => {
      expect(() => money(minor, 'AUD')).toThrow(RangeError);
    },
  );

  it('addMoney adds within one currency and refuses mixing', () => {
    expect(addMoney(money(150, 'AUD'), money(-25, 'AUD'))).toEqual(money(125, 'AUD'));
    expect(() => addMoney(money(1, 'AUD'), money(1, 'NZD'))).toThrow(RangeError);
  });
});

describe('parseMajor', () => {
  it.each<[string | number, CurrencyCode, number]>([
    ['12.34', 'AUD', 1234],
    ['1.50', 'AUD', 150],
    ['1.5', 'AUD', 150],
    ['1', 'AUD', 100],
    ['0.01', 'AUD', 1],
    ['0', 'AUD', 0],
    ['007.05', 'AUD', 705],
    ['  12.34 ', 'AUD', 1234],
    ['1.230', 'AUD', 123],
    ['-12.34', 'AUD', -1234],
    ['-0.05', 'AUD', -5],
    ['-1', 'AUD', -100],
    ['980', 'JPY', 980],
    ['980.0', 'JPY', 980],
    ['-980', 'JPY', -980],
    ['0', 'JPY', 0],
    [12.5, 'AUD', 1250],
    [7, 'JPY', 7],
    [-0.1, 'CNY', -10],
  ])('%j %s is %i minor units', (amount, currency, minor) => {
    expect(parseMajor(amount, currency)).toEqual({ minor, currency });
  });

  it.each<[string | number, CurrencyCode]>([
    ['1.234', 'AUD'],
    ['0.001', 'AUD'],
    ['-1.005', 'AUD'],
    ['1.5', 'JPY'],
    ['0.1', 'JPY'],
    ['-2.01', 'JPY'],
    [1.234, 'AUD'],
    [0.1 + 0.2, 'AUD'],
  ])('refuses %j %s (more decimals than the currency has)', (amount, currency) => {
    expect(() => parseMajor(amount, currency)).toThrow(RangeError);
  });

  it.each(['', ' ', 'abc', '1,000.00', '1.', '.5', '+1', '--1', '1e3', '1.2.3', '$1', '1 000', '0x10', 'NaN'])(
    'refuses the non-decimal %j',
    (amount) => {
      expect(() => parseMajor(amount, 'AUD')).toThrow(RangeError);
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e21])('refuses the number %s', (amount) => {
    expect(() => parseMajor(amount, 'AUD')).toThrow(RangeError);
  });

  it('refuses an amount beyond the safe integer range of minor units', () => {
    expect(() => parseMajor('90071992547409.92', 'AUD')).toThrow(RangeError);
    expect(parseMajor('90071992547409.91', 'AUD').minor).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('formatMajor', () => {
  it.each<[number, CurrencyCode, string]>([
    [1234, 'AUD', '12.34'],
    [150, 'AUD', '1.50'],
    [100, 'AUD', '1.00'],
    [5, 'AUD', '0.05'],
    [50, 'AUD', '0.50'],
    [0, 'AUD', '0.00'],
    [-5, 'AUD', '-0.05'],
    [-1234, 'MYR', '-12.34'],
    [980, 'JPY', '980'],
    [0, 'JPY', '0'],
    [-7, 'JPY', '-7'],
    [Number.MAX_SAFE_INTEGER, 'AUD', '90071992547409.91'],
    [Number.MIN_SAFE_INTEGER, 'AUD', '-90071992547409.91'],
  ])('%i %s is "%s"', (minor, currency, text) => {
    expect(formatMajor(money(minor, currency))).toBe(text);
  });
});

describe('money text round trip (property)', () => {
  const anyMoney = fc.record({
    minor: fc.maxSafeInteger(),
    currency: fc.constantFrom(...ALL_CURRENCIES),
  });

  it('parseMajor(formatMajor(m)) is m for any safe integer amount', () => {
    fc.assert(
      fc.property(anyMoney, ({ minor, currency }) => {
        const parsed = parseMajor(formatMajor(money(minor, currency)), currency);
        expect(parsed.currency).toBe(currency);
        expect(parsed.minor).toBe(minor);
      }),
    );
  });

  it('formatMajor(parseMajor(x)) is x for any canonical amount text', () => {
    fc.assert(
      fc.property(anyMoney, ({ minor, currency }) => {
        const text = formatMajor(money(minor, currency));
        expect(text).toMatch(CURRENCY_EXPONENTS[currency] === 0 ? /^-?\d+$/ : /^-?\d+\.\d{2}$/);
        expect(formatMajor(parseMajor(text, currency))).toBe(text);
      }),
    );
  });
});

describe('parseRate', () => {
  it.each<[string, bigint]>([
    ['1', 100_000_000n],
    ['2.9130', 291_300_000n],
    ['98.4', 9_840_000_000n],
    ['0.00000001', 1n],
    ['  0.5 ', 50_000_000n],
    ['0001.25', 125_000_000n],
  ])('%j is %s at 8 decimal places', (rate, scaled) => {
    expect(parseRate(rate)).toBe(scaled);
  });

  it.each([
    '0',
    '0.0',
    '0.00000000',
    '0.000000001',
    '-1',
    '-0.5',
    '-0',
    '',
    ' ',
    'abc',
    '1,5',
    '1e2',
    '.5',
    '1.',
    '+1',
  ])('refuses %j', (rate) => {
    expect(() => parseRate(rate)).toThrow(RangeError);
  });
});

describe('convertMoney', () => {
  it.each<[string, CurrencyCode, CurrencyCode, string, string, string]>([
    // [amount, from, to, fromRate, toRate, expected]; rates are per AUD.
    ['1000', 'AUD', 'MYR', '1', '2.9130', '2913.00'],
    ['12.34', 'AUD', 'JPY', '1', '98.4', '1214'],
    ['1214', 'JPY', 'AUD', '98.4', '1', '12.34'],
    ['2913.00', 'MYR', 'AUD', '2.9130', '1', '1000.00'],
    ['100.00', 'MYR', 'CNY', '2.9130', '4.6500', '159.63'],
    ['0.01', 'AUD', 'CNY', '1', '4.65', '0.05'],
    ['-12.34', 'AUD', 'JPY', '1', '98.4', '-1214'],
    ['0', 'AUD', 'JPY', '1', '98.4', '0'],
  ])('%s %s → %s at %s/%s is %s', (amount, from, to, fromRate, toRate, expected) => {
    const converted = convertMoney(parseMajor(amount, from), to, fromRate, toRate);
    expect(converted.currency).toBe(to);
    expect(formatMajor(converted)).toBe(expected);
  });

  it.each<[number, string, number]>([
    // AUD minor units → JPY at the given per-AUD rate: exact halves round up, below half rounds down.
    [5, '10', 1], // 0.5 yen
    [4, '10', 0], // 0.4 yen
    [15, '10', 2], // 1.5 yen
    [149, '1', 1], // 1.49 yen
    [150, '1', 2], // 1.50 yen
    [1, '49.99999999', 0], // 0.4999999999 yen
    [1, '50', 1], // 0.5 yen
  ])('rounds half up: %i AUD cents at %s JPY/AUD is %i yen', (minor, rate, yen) => {
    expect(convertMoney(money(minor, 'AUD'), 'JPY', '1', rate)).toEqual(money(yen, 'JPY'));
  });

  it('rounds a negative amount symmetrically to its positive (half away from zero)', () => {
    expect(convertMoney(money(-5, 'AUD'), 'JPY', '1', '10')).toEqual(money(-1, 'JPY'));
    expect(convertMoney(money(-4, 'AUD'), 'JPY', '1', '10').minor).toBe(0);
  });

  it('returns the same money when converting into its own currency', () => {
    const value = money(1234, 'AUD');
    expect(convertMoney(value, 'AUD', '1', '2.5')).toEqual(value);
  });

  it.each([
    ['0', '1'],
    ['1', '0'],
    ['-1', '1'],
    ['1', 'abc'],
    ['', '1'],
  ])('refuses the rates %j → %j', (fromRate, toRate) => {
    expect(() => convertMoney(money(100, 'AUD'), 'CNY', fromRate, toRate)).toThrow(RangeError);
  });
});

describe('convertMoney (properties)', () => {
  /** A rate between 0.1 and 200 with up to 4 decimals, as the decimal string the API stores. */
  const rateTenThousandths = fc.integer({ min: 1_000, max: 2_000_000 });
  const rateText = (tenThousandths: number) =>
    `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
  const twoDecimal = fc.constantFrom(...TWO_DECIMAL_CURRENCIES);
  const anyCurrency = fc.constantFrom(...ALL_CURRENCIES);
  const rate = rateTenThousandths.map(rateText);

  it('the rate generator makes the texts intended', () => {
    expect(rateText(1_000)).toBe('0.1000');
    expect(rateText(29_130)).toBe('2.9130');
    expect(rateText(2_000_000)).toBe('200.0000');
  });

  it('A → B → A lands within one minor unit when B is worth no more than A (2-decimal currencies, amount ≥ 1.00)', () => {
    fc.assert(
      fc.property(
        twoDecimal,
        twoDecimal,
        rateTenThousandths,
        rateTenThousandths,
        fc.integer({ min: 100, max: 1_000_000_000 }),
        (a, b, fromUnits, toUnits, minor) => {
          fc.pre(a !== b && toUnits >= fromUnits);
          const fromRate = rateText(fromUnits);
          const toRate = rateText(toUnits);
          const there = convertMoney(money(minor, a), b, fromRate, toRate);
          const back = convertMoney(there, a, toRate, fromRate);
          expect(back.currency).toBe(a);
          expect(Math.abs(back.minor - minor)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('A → B → A in any direction is off by no more than the rounding of B, i.e. |Δ| ≤ ½ + ½·(rateA / rateB)', () => {
    fc.assert(
      fc.property(
        twoDecimal,
        twoDecimal,
        rateTenThousandths,
        rateTenThousandths,
        fc.integer({ min: 100, max: 1_000_000_000 }),
        (a, b, fromUnits, toUnits, minor) => {
          fc.pre(a !== b);
          const fromRate = rateText(fromUnits);
          const toRate = rateText(toUnits);
          const there = convertMoney(money(minor, a), b, fromRate, toRate);
          const back = convertMoney(there, a, toRate, fromRate);
          const drift = BigInt(Math.abs(back.minor - minor));
          // |Δ| ≤ ½ + ½·from/to  ⇔  2·to·|Δ| ≤ to + from
          expect(2n * BigInt(toUnits) * drift <= BigInt(toUnits) + BigInt(fromUnits)).toBe(true);
        },
      ),
    );
  });

  it('A → B → A can lose more than one minor unit when B is worth much more than A (documents the limit)', () => {
    // 1.00 of a currency at 200 per AUD is 0.005 AUD-like units of one at 0.1 per AUD: 0.05 cents rounds to 0.
    const there = convertMoney(money(100, 'CNY'), 'NZD', '200', '0.1');
    expect(there.minor).toBe(0);
    expect(convertMoney(there, 'CNY', '0.1', '200').minor).toBe(0);
  });

  it('is non-decreasing in the amount', () => {
    fc.assert(
      fc.property(
        anyCurrency,
        anyCurrency,
        rate,
        rate,
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        (from, to, fromRate, toRate, x, y) => {
          const [low, high] = x <= y ? [x, y] : [y, x];
          const lowConverted = convertMoney(money(low, from), to, fromRate, toRate);
          const highConverted = convertMoney(money(high, from), to, fromRate, toRate);
          expect(lowConverted.minor).toBeLessThanOrEqual(highConverted.minor);
        },
      ),
    );
  });

  it('is non-decreasing between neighbouring amounts, where rounding steps happen', () => {
    fc.assert(
      fc.property(
        anyCurrency,
        anyCurrency,
        rate,
        rate,
        fc.integer({ min: -100_000, max: 100_000 }),
        (f, t, fr, tr, x) => {
          const here = convertMoney(money(x, f), t, fr, tr).minor;
          const next = convertMoney(money(x + 1, f), t, fr, tr).minor;
          expect(here).toBeLessThanOrEqual(next);
        },
      ),
    );
  });

  it('is never negative for a non-negative amount, and is an exact rounding of amount × rate', () => {
    fc.assert(
      fc.property(
        anyCurrency,
        anyCurrency,
        rateTenThousandths,
        rateTenThousandths,
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (from, to, fromUnits, toUnits, minor) => {
          fc.pre(from !== to);
          const converted = convertMoney(money(minor, from), to, rateText(fromUnits), rateText(toUnits));
          expect(converted.minor).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(converted.minor)).toBe(true);
          // exact value in target minor units = minor · toUnits · 10^toExp / (fromUnits · 10^fromExp)
          const numerator = BigInt(minor) * BigInt(toUnits) * 10n ** BigInt(CURRENCY_EXPONENTS[to]);
          const denominator = BigInt(fromUnits) * 10n ** BigInt(CURRENCY_EXPONENTS[from]);
          const result = BigInt(converted.minor);
          // result − ½ ≤ exact < result + ½  ⇔  (2·result − 1)·d ≤ 2·n < (2·result + 1)·d
          expect((2n * result - 1n) * denominator <= 2n * numerator).toBe(true);
          expect(2n * numerator < (2n * result + 1n) * denominator).toBe(true);
        },
      ),
    );
  });

  it('negating the amount negates the result', () => {
    fc.assert(
      fc.property(
        anyCurrency,
        anyCurrency,
        rate,
        rate,
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (f, t, fr, tr, x) => {
          const positive = convertMoney(money(x, f), t, fr, tr).minor;
          const negative = convertMoney(money(-x, f), t, fr, tr).minor;
          expect(negative + positive).toBe(0);
        },
      ),
    );
  });
});

describe('negative zero', () => {
  it('parses "-0.00" as plain zero', () => {
    expect(Object.is(parseMajor('-0.00', 'AUD').minor, 0)).toBe(true);
  });
});
