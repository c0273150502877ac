import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  type Coupon,
  CURRENCY_EXPONENTS,
  type CurrencyCode,
  type CustomsValueAlert,
  convertWithRates,
  customsValueAlert,
  FEE_CHARGES,
  type FeeBreakdownInput,
  feeBreakdown,
  type Money,
  membershipDiscount,
  money,
  needsCustomsAuthorisation,
  parseMajor,
  pointsCap,
  pointsOffset,
  pointsValue,
  type RatesPerAud,
  singaporeGstPercent,
  singaporeImportTax,
  sumMoney,
} from '../src/index.js';

const aud = (amount: string) => parseMajor(amount, 'AUD');
const sgd = (amount: string) => parseMajor(amount, 'SGD');
/** A rate between 0.1 and 200 with 4 decimals, as the API stores it (as in money.test.ts). */
const rateText = (tenThousandths: number) =>
  `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;

describe('membershipDiscount', () => {
  it.each<[string, number, string]>([
    ['100.00', 20, '20.00'],
    ['100.00', 10, '10.00'],
    ['100.00', 0, '0.00'],
    ['100.00', 25, '20.00'],
    ['100.00', 100, '20.00'],
    ['99.99', 12.5, '12.49'],
    ['0.04', 20, '0.00'],
    ['0.05', 20, '0.01'],
  ])('AU$%s freight at %s%% is AU$%s off (capped at 20%%, rounded down)', (freight, percent, discount) => {
    expect(membershipDiscount(aud(freight), percent)).toEqual(aud(discount));
  });

  it('refuses a negative or unreadable percentage', () => {
    expect(() => membershipDiscount(aud('10'), -5)).toThrow(RangeError);
    expect(() => membershipDiscount(aud('10'), Number.NaN)).toThrow(RangeError);
  });
});

describe('points', () => {
  it('100 points are worth AU$1; converted at the rate into another currency', () => {
    expect(pointsValue(100, 'AUD')).toEqual(aud('1.00'));
    expect(pointsValue(1, 'AUD')).toEqual(aud('0.01'));
    expect(pointsValue(1000, 'MYR', { MYR: '3' })).toEqual(parseMajor('30.00', 'MYR'));
    expect(() => pointsValue(1000, 'MYR')).toThrow(RangeError);
  });

  it('pay at most 10% of the freight, rounded down', () => {
    expect(pointsCap(aud('100.00'))).toEqual(aud('10.00'));
    expect(pointsCap(aud('0.19'))).toEqual(aud('0.01'));
  });

  it.each<[string, number, string, string, number]>([
    ['fewer points than the cap: all spent', 500, '100.00', '5.00', 500],
    ['more points than the cap: only those needed', 5000, '100.00', '10.00', 1000],
    ['no points', 0, '100.00', '0.00', 0],
    ['no freight', 5000, '0.00', '0.00', 0],
  ])('%s', (_case, points, freight, offset, used) => {
    expect(pointsOffset(points, aud(freight))).toEqual({ offset: aud(offset), pointsUsed: used });
  });

  it('spends the fewest points that cover the offset in another currency', () => {
    // RM100 freight: cap RM10.00. 333 points are RM9.99, 334 points RM10.02.
    expect(pointsOffset(5000, parseMajor('100.00', 'MYR'), { MYR: '3' })).toEqual({
      offset: parseMajor('10.00', 'MYR'),
      pointsUsed: 334,
    });
  });

  it('stops at what is left to pay', () => {
    expect(pointsOffset(5000, aud('100.00'), {}, aud('3.50'))).toEqual({ offset: aud('3.50'), pointsUsed: 350 });
  });

  it('never spends more points than offered, nor pays more than the cap; the points spent cover the offset (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(10_000_000),
        fc.integer({ min: 1_000, max: 2_000_000 }),
        (points, freightMinor, tenThousandths) => {
          const rates: RatesPerAud = { CNY: rateText(tenThousandths) };
          const freight = money(freightMinor, 'CNY');
          const { offset, pointsUsed } = pointsOffset(points, freight, rates);
          expect(pointsUsed).toBeGreaterThanOrEqual(0);
          expect(pointsUsed).toBeLessThanOrEqual(points);
          expect(offset.minor).toBeGreaterThanOrEqual(0);
          expect(offset.minor).toBeLessThanOrEqual(pointsCap(freight).minor);
          expect(pointsValue(pointsUsed, 'CNY', rates).minor).toBeGreaterThanOrEqual(offset.minor);
          if (pointsUsed > 0) expect(pointsValue(pointsUsed - 1, 'CNY', rates).minor).toBeLessThan(offset.minor);
        },
      ),
    );
  });
});

describe('applyCoupon', () => {
  const tenOffFifty: Coupon = { code: 'WELCOME10', amount: aud('10.00'), minimumSpend: aud('50.00') };

  it.each<[string, Coupon, string, string]>([
    ['at the minimum spend', tenOffFifty, '50.00', '10.00'],
    ['above the minimum spend', tenOffFifty, '80.00', '10.00'],
    ['no minimum spend', { amount: aud('10.00') }, '5.00', '5.00'],
    ['worth more than the spend: never more than the spend', { amount: aud('30.00') }, '12.34', '12.34'],
  ])('%s', (_case, coupon, spend, discount) => {
    expect(applyCoupon(coupon, aud(spend))).toEqual({ applied: true, discount: aud(discount) });
  });

  it("refuses a spend below the minimum with 'coupon.minimumSpend' and the minimum", () => {
    expect(applyCoupon(tenOffFifty, aud('49.99'))).toEqual({
      applied: false,
      discount: aud('0'),
      key: 'coupon.minimumSpend',
      params: { minimum: 'AUD 50.00' },
    });
  });

  it('converts a coupon and its minimum into the spend currency', () => {
    const rates = { MYR: '3' };
    expect(applyCoupon(tenOffFifty, parseMajor('150.00', 'MYR'), rates)).toEqual({
      applied: true,
      discount: parseMajor('30.00', 'MYR'),
    });
    expect(applyCoupon(tenOffFifty, parseMajor('149.99', 'MYR'), rates).applied).toBe(false);
  });
});

describe('Singapore GST and customs fee', () => {
  it.each<[string, number]>([
    ['2022-12-31', 7],
    ['2023-01-01', 8],
    ['2023-12-31', 8],
    ['2024-01-01', 9],
    ['2026-05-01', 9],
  ])('on %s GST is %i%%', (date, percent) => {
    expect(singaporeGstPercent(date)).toBe(percent);
  });

  it.each(['2024-1-1', '01/01/2024', '2024-13-01', '', '2007-06-30'])('refuses the date %j', (date) => {
    expect(() => singaporeGstPercent(date)).toThrow(RangeError);
  });

  it('relieves a CIF value of exactly S$400: no GST, no customs fee', () => {
    const tax = singaporeImportTax({
      declared: sgd('350.00'),
      freight: sgd('40.00'),
      insurance: sgd('10.00'),
      date: '2024-06-01',
    });
    expect(tax).toEqual({
      cif: sgd('400.00'),
      relief: true,
      gstPercent: 9,
      gst: sgd('0'),
      customsFee: sgd('0'),
      total: sgd('0'),
    });
  });

  it('charges GST on the CIF value and 2.5% on the declared value above S$400', () => {
    const tax = singaporeImportTax({
      declared: sgd('350.00'),
      freight: sgd('40.01'),
      insurance: sgd('10.00'),
      date: '2024-06-01',
    });
    // 9% of 400.01 = 36.0009 → 36.00; 2.5% of 350.00 = 8.75.
    expect(tax).toEqual({
      cif: sgd('400.01'),
      relief: false,
      gstPercent: 9,
      gst: sgd('36.00'),
      customsFee: sgd('8.75'),
      total: sgd('44.75'),
    });
  });

  it('uses the rate of the date: 8% in 2023', () => {
    const tax = singaporeImportTax({ declared: sgd('1000.00'), freight: sgd('50.00'), date: '2023-07-01' });
    expect(tax.gst).toEqual(sgd('84.00'));
    expect(tax.customsFee).toEqual(sgd('25.00'));
  });

  it('converts values given in other currencies into SGD first', () => {
    // AU$500 at 0.88 SGD per AUD is S$440.00; freight AU$20 is S$17.60.
    const tax = singaporeImportTax(
      { declared: aud('500.00'), freight: aud('20.00'), date: '2024-03-01' },
      { SGD: '0.88' },
    );
    expect(tax.cif).toEqual(sgd('457.60'));
    expect(tax.gst).toEqual(sgd('41.18')); // 41.184
    expect(tax.customsFee).toEqual(sgd('11.00'));
  });

  it('rounds GST half-up to the cent', () => {
    // 9% of 400.50 = 36.045 → 36.05
    expect(singaporeImportTax({ declared: sgd('400.50'), freight: sgd('0'), date: '2024-01-01' }).gst).toEqual(
      sgd('36.05'),
    );
  });
});

describe('customs value alert (AU$1000)', () => {
  it.each<[Money, RatesPerAud, CustomsValueAlert]>([
    [aud('899.99'), {}, 'none'],
    [aud('900.00'), {}, 'near'],
    [aud('1000.00'), {}, 'near'],
    [aud('1000.01'), {}, 'over'],
    [parseMajor('4184.00', 'CNY'), { CNY: '4.65' }, 'none'], // AU$899.78
    [parseMajor('4185.00', 'CNY'), { CNY: '4.65' }, 'near'], // AU$900.00
    [parseMajor('4650.05', 'CNY'), { CNY: '4.65' }, 'over'], // AU$1000.01
    [parseMajor('98500', 'JPY'), { JPY: '98.4' }, 'over'], // AU$1001.02
  ])('%j at %j is %s', (declared, rates, alert) => {
    expect(customsValueAlert(declared, rates)).toBe(alert);
    expect(needsCustomsAuthorisation(declared, rates)).toBe(alert !== 'none');
  });

  it('needs the rate of a foreign declared value', () => {
    expect(() => needsCustomsAuthorisation(parseMajor('100', 'CNY'), {})).toThrow(RangeError);
  });
});

describe('convertWithRates', () => {
  it('goes through convertMoney with rates per AUD, AUD being 1', () => {
    expect(convertWithRates(aud('1000.00'), 'MYR', { MYR: '2.9130' })).toEqual(parseMajor('2913.00', 'MYR'));
    expect(convertWithRates(parseMajor('100.00', 'MYR'), 'CNY', { MYR: '2.9130', CNY: '4.6500' })).toEqual(
      parseMajor('159.63', 'CNY'),
    );
    expect(convertWithRates(aud('12.34'), 'AUD')).toEqual(aud('12.34'));
    expect(() => convertWithRates(aud('1'), 'NZD', {})).toThrow(RangeError);
  });

  const TWO_DECIMAL = (Object.keys(CURRENCY_EXPONENTS) as CurrencyCode[]).filter(
    (code) => CURRENCY_EXPONENTS[code] === 2,
  );
  it('A → B → A lands within one minor unit when B is worth no more than A (2-decimal currencies, amount ≥ 1.00) (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TWO_DECIMAL),
        fc.constantFrom(...TWO_DECIMAL),
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.integer({ min: 100, max: 1_000_000_000 }),
        (a, b, aUnits, bUnits, minor) => {
          // AUD is the reference: its rate is always 1.0000.
          const unitsOf = (code: CurrencyCode, units: number) => (code === 'AUD' ? 10_000 : units);
          fc.pre(a !== b && unitsOf(b, bUnits) >= unitsOf(a, aUnits));
          const rates: RatesPerAud = { [a]: rateText(aUnits), [b]: rateText(bUnits) };
          const back = convertWithRates(convertWithRates(money(minor, a), b, rates), a, rates);
          expect(back.currency).toBe(a);
          expect(Math.abs(back.minor - minor)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('feeBreakdown', () => {
  const base: FeeBreakdownInput = {
    currency: 'AUD',
    postage: aud('100.00'),
    delivery: aud('10.00'),
    insurance: aud('5.00'),
    adjustment: aud('-3.00'),
    extras: [aud('3.00'), aud('3.00')],
    serviceCharges: [aud('1.00')],
  };

  it('lists every SPEC §3 fee and takes off membership, coupon and points in that order', () => {
    const fees = feeBreakdown({
      ...base,
      membershipDiscountPercent: 10,
      coupon: { amount: aud('5.00'), minimumSpend: aud('50.00') },
      points: 2000,
    });
    expect(fees).toEqual({
      currency: 'AUD',
      postage: aud('100.00'),
      delivery: aud('10.00'),
      insurance: aud('5.00'),
      customs: aud('0'),
      adjustment: aud('-3.00'),
      extra: aud('6.00'),
      serviceCharge: aud('1.00'),
      membershipDiscount: aud('10.00'),
      couponDiscount: aud('5.00'),
      pointsDiscount: aud('10.00'),
      pointsUsed: 1000,
      coupon: { applied: true, discount: aud('5.00') },
      total: aud('94.00'),
    });
  });

  it('with nothing but postage, the total is the postage', () => {
    expect(feeBreakdown({ currency: 'AUD', postage: aud('42.50') }).total).toEqual(aud('42.50'));
  });

  it('needs no rates when everything is in the waybill currency and no points are offered', () => {
    const ringgit = parseMajor('80.00', 'MYR');
    expect(feeBreakdown({ currency: 'MYR', postage: ringgit, membershipDiscountPercent: 10 }).total).toEqual(
      parseMajor('72.00', 'MYR'),
    );
  });

  it('tests the coupon minimum on the charges before any discount, and says why it was refused', () => {
    const fees = feeBreakdown({ ...base, coupon: { amount: aud('5.00'), minimumSpend: aud('200.00') } });
    expect(fees.couponDiscount).toEqual(aud('0'));
    expect(fees.coupon).toMatchObject({ applied: false, key: 'coupon.minimumSpend' });
    expect(fees.total).toEqual(aud('119.00'));
  });

  it('never lets the discounts take the total below zero', () => {
    const fees = feeBreakdown({
      currency: 'AUD',
      postage: aud('10.00'),
      membershipDiscountPercent: 20,
      coupon: { amount: aud('50.00') },
      points: 100_000,
    });
    expect([fees.membershipDiscount, fees.couponDiscount, fees.pointsDiscount, fees.pointsUsed]).toEqual([
      aud('2.00'),
      aud('8.00'),
      aud('0'),
      0,
    ]);
    expect(fees.total).toEqual(aud('0'));
  });

  it('converts every amount into the waybill currency', () => {
    const fees = feeBreakdown({
      currency: 'MYR',
      postage: aud('100.00'),
      delivery: parseMajor('15.00', 'MYR'),
      coupon: { amount: aud('5.00') },
      rates: { MYR: '3' },
    });
    expect(fees.postage).toEqual(parseMajor('300.00', 'MYR'));
    expect(fees.couponDiscount).toEqual(parseMajor('15.00', 'MYR'));
    expect(fees.total).toEqual(parseMajor('300.00', 'MYR'));
  });

  it('refuses a negative charge, and an adjustment that takes more than the other charges', () => {
    expect(() => feeBreakdown({ ...base, delivery: aud('-1.00') })).toThrow(RangeError);
    expect(() => feeBreakdown({ currency: 'AUD', postage: aud('10.00'), adjustment: aud('-10.01') })).toThrow(
      RangeError,
    );
    expect(feeBreakdown({ currency: 'AUD', postage: aud('10.00'), adjustment: aud('-10.00') }).total).toEqual(aud('0'));
  });

  const amount = (max: number) => fc.nat(max).map((minor) => money(minor, 'AUD'));
  const input: fc.Arbitrary<FeeBreakdownInput> = fc
    .record({
      postage: amount(1_000_000),
      delivery: amount(100_000),
      insurance: amount(100_000),
      customs: amount(100_000),
      adjustmentShare: fc.integer({ min: -100, max: 100 }),
      extras: fc.array(amount(10_000), { maxLength: 5 }),
      serviceCharges: fc.array(amount(10_000), { maxLength: 3 }),
      membershipDiscountPercent: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
      coupon: fc.option(
        fc.record({ amount: amount(100_000), minimumSpend: fc.option(amount(200_000), { nil: undefined }) }),
        {
          nil: undefined,
        },
      ),
      points: fc.option(fc.nat(1_000_000), { nil: undefined }),
    })
    .map(({ adjustmentShare, ...rest }) => {
      // An adjustment between −(other charges) and +(other charges).
      const others = sumMoney('AUD', [
        rest.postage,
        rest.delivery,
        rest.insurance,
        rest.customs,
        ...rest.extras,
        ...rest.serviceCharges,
      ]);
      const adjustment = money(Math.trunc((others.minor * adjustmentShare) / 100), 'AUD');
      return { currency: 'AUD' as const, adjustment, ...rest };
    });

  it('total is exactly the sum of the charges minus the discounts, and is never negative (property)', () => {
    fc.assert(
      fc.property(input, (fees) => {
        const result = feeBreakdown(fees);
        const charges = FEE_CHARGES.reduce((sum, charge) => sum + result[charge].minor, 0);
        const discounts = result.membershipDiscount.minor + result.couponDiscount.minor + result.pointsDiscount.minor;
        expect(result.total.minor).toBe(charges - discounts);
        expect(result.total.minor).toBeGreaterThanOrEqual(0);
        expect(result.total.currency).toBe('AUD');
        expect(result.extra.minor).toBe(fees.extras?.reduce((sum, extra) => sum + extra.minor, 0) ?? 0);
      }),
    );
  });

  it('each discount is ≥ 0 and within its cap: membership ≤ 20% and points ≤ 10% of postage (property)', () => {
    fc.assert(
      fc.property(input, (fees) => {
        const result = feeBreakdown(fees);
        for (const discount of [result.membershipDiscount, result.couponDiscount, result.pointsDiscount]) {
          expect(discount.minor).toBeGreaterThanOrEqual(0);
        }
        expect(result.membershipDiscount.minor * 100).toBeLessThanOrEqual(result.postage.minor * 20);
        expect(result.pointsDiscount.minor * 100).toBeLessThanOrEqual(result.postage.minor * 10);
        expect(result.pointsUsed).toBeLessThanOrEqual(fees.points ?? 0);
        expect(result.couponDiscount.minor).toBeLessThanOrEqual(fees.coupon?.amount.minor ?? 0);
      }),
    );
  });
});
