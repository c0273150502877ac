import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, parseMajor, splitWithBalance, waybillPayable } from '../src/index.js';

const aud = (amount: string) => parseMajor(amount, 'AUD');

describe('waybillPayable', () => {
  it('is the total when nothing is used', () => {
    const payable = waybillPayable({ total: aud('50'), freight: aud('40'), points: 5000, usePoints: false });
    expect(payable).toMatchObject({ payable: aud('50'), pointsUsed: 0, couponDiscount: aud('0') });
  });

  it('takes the coupon, then points worth at most 10% of the freight', () => {
    const payable = waybillPayable({
      total: aud('50'),
      freight: aud('40'),
      couponDiscount: aud('5'),
      points: 5000,
      usePoints: true,
    });
    // 10% of AU$40 freight is AU$4: 400 points of the 5000.
    expect(payable).toMatchObject({ couponDiscount: aud('5'), pointsOffset: aud('4'), pointsUsed: 400 });
    expect(payable.payable).toEqual(aud('41'));
  });

  it('spends only the points held', () => {
    const payable = waybillPayable({ total: aud('50'), freight: aud('40'), points: 150, usePoints: true });
    expect(payable).toMatchObject({ pointsOffset: aud('1.5'), pointsUsed: 150, payable: aud('48.5') });
  });

  it('leaves at least one cent to pay whatever the coupon is worth', () => {
    const payable = waybillPayable({
      total: aud('10'),
      freight: aud('10'),
      couponDiscount: aud('25'),
      points: 10_000,
      usePoints: true,
    });
    expect(payable).toMatchObject({ couponDiscount: aud('9.99'), pointsUsed: 0, payable: aud('0.01') });
  });

  it('converts points into the pay currency', () => {
    const payable = waybillPayable({
      total: money(10_000, 'TWD'),
      freight: money(10_000, 'TWD'),
      points: 100,
      usePoints: true,
      rates: { AUD: '1', TWD: '20' },
    });
    // Points worth more than 10% of the freight pay exactly that 10%, with only the points needed.
    expect(payable).toMatchObject({ pointsOffset: money(1_000, 'TWD'), payable: money(9_000, 'TWD') });
    expect(payable.pointsUsed).toBe(50);
  });

  it('never asks less than a cent nor more than the total (any total, coupon and points)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (total, freight, coupon, points) => {
          const result = waybillPayable({
            total: money(total, 'AUD'),
            freight: money(Math.min(freight, total), 'AUD'),
            couponDiscount: money(coupon, 'AUD'),
            points,
            usePoints: true,
          });
          expect(result.payable.minor).toBeGreaterThanOrEqual(1);
          expect(result.payable.minor + result.couponDiscount.minor + result.pointsOffset.minor).toBe(total);
          expect(result.pointsUsed).toBeLessThanOrEqual(points);
        },
      ),
    );
  });
});

describe('splitWithBalance', () => {
  it.each([
    ['alone, the other method pays all', '30', '100', false, '0', '30'],
    ['combined, the balance pays what it holds', '30', '12.5', true, '12.5', '17.5'],
    ['combined, a balance that covers it leaves nothing', '30', '100', true, '30', '0'],
    ['combined, an empty balance pays nothing', '30', '0', true, '0', '30'],
  ])('%s', (_name, payable, balance, combinePay, fromBalance, rest) => {
    expect(splitWithBalance(aud(payable), aud(balance), combinePay)).toEqual({
      fromBalance: aud(fromBalance),
      rest: aud(rest),
    });
  });
});
