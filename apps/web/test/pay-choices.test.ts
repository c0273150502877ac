import { describe, expect, it } from 'vitest';
import { balanceSplit, sumAmounts } from '../src/features/payments/utils/amounts';
import {
  afterProviderPay,
  paymentStatusPath,
  payQuery,
  readPayChoices,
  withPayChoices,
} from '../src/features/payments/utils/pay-choices';
import {
  checkoutMethodAt,
  payActionFor,
  providerEndpoint,
  screenPath,
} from '../src/features/payments/utils/pay-methods';
import { payResultPollInterval } from '../src/lib/pay-result';
import { PATHS } from '../src/lib/routes-paths';

describe('pay choices in the URL', () => {
  it.each([
    ['waybillId=12', { waybillId: 12, currency: undefined, usePoints: false, couponId: undefined, combinePay: false }],
    [
      'waybillId=12&currency=myr&usePoints=true&couponId=3&combinePay=true',
      { waybillId: 12, currency: 'MYR', usePoints: true, couponId: 3, combinePay: true },
    ],
    [
      'waybillId=12&couponId=x&usePoints=1',
      { waybillId: 12, currency: undefined, usePoints: false, couponId: undefined, combinePay: false },
    ],
  ])('%s', (query, expected) => {
    expect(readPayChoices(new URLSearchParams(query))).toEqual(expected);
  });

  it.each(['', 'waybillId=0', 'waybillId=-4', 'waybillId=1.5', 'waybillId=abc'])('no waybill in "%s"', (query) => {
    expect(readPayChoices(new URLSearchParams(query))).toBeNull();
  });

  it('round-trips through the query string, leaving out what is absent', () => {
    const choices = { waybillId: 7, currency: 'AUD', usePoints: true, couponId: 9, combinePay: false };
    expect(payQuery(choices)).toBe('waybillId=7&currency=AUD&usePoints=true&couponId=9&combinePay=false');
    expect(readPayChoices(new URLSearchParams(payQuery(choices)))).toEqual(choices);
    expect(withPayChoices(PATHS.waybillCoupon, { waybillId: 7, usePoints: false, combinePay: false })).toBe(
      '/pages/waybill/coupon?waybillId=7&usePoints=false&combinePay=false',
    );
  });

  it('points the status screen at one attempt when known', () => {
    expect(paymentStatusPath(7)).toBe('/pages/waybill/paymentStatus?waybillId=7');
    expect(paymentStatusPath(7, 'abc')).toBe('/pages/waybill/paymentStatus?waybillId=7&attempt=abc');
  });
});

describe('what the pay page does with a method (domain PAYMENT_METHODS and PAYMENT_PROVIDERS)', () => {
  it.each([
    ['balance', { kind: 'balance' }],
    ['bank_transfer', { kind: 'screen', path: PATHS.waybillPayBank }],
    ['card', { kind: 'screen', path: PATHS.waybillPayAirwallex }],
    ['google_pay', { kind: 'screen', path: PATHS.waybillPayGooglePay }],
    ['square', { kind: 'screen', path: PATHS.waybillPayCredit }],
    ['paypal', { kind: 'provider', endpoint: '/api/paypalPay' }],
    ['royalpay', { kind: 'provider', endpoint: '/api/royalPay' }],
    ['eghl', { kind: 'provider', endpoint: '/api/eghlPay' }],
    ['touch_n_go', { kind: 'provider', endpoint: '/api/touchGoPay' }],
    ['duitnow', { kind: 'provider', endpoint: '/api/duitNowPay' }],
    ['alipay', { kind: 'provider', endpoint: '/api/ygAliPay' }],
    ['wechat', { kind: 'wechatLink', endpoint: '/api/wechatPayLink' }],
    ['bitcoin', null],
  ])('%s', (code, action) => {
    expect(payActionFor(code)).toEqual(action);
  });

  it('finds the method of each card screen, and its provider call', () => {
    expect(checkoutMethodAt(PATHS.waybillPayAirwallex)).toBe('card');
    expect(checkoutMethodAt(PATHS.waybillPayGooglePay)).toBe('google_pay');
    expect(checkoutMethodAt(PATHS.waybillPayCredit)).toBe('square');
    expect(checkoutMethodAt(PATHS.waybillPay)).toBeNull();
    expect(checkoutMethodAt(PATHS.waybillPayBank)).toBeNull();
    expect(providerEndpoint('card')).toBe('/api/airWallexPay');
    expect(providerEndpoint('square')).toBe('/api/squareUpPay');
    expect(providerEndpoint('balance')).toBeNull();
  });

  it('knows no screen outside the route table', () => {
    expect(screenPath('waybill/pay_bank')).toBe(PATHS.waybillPayBank);
    expect(() => screenPath('waybill/nowhere')).toThrow();
  });
});

describe('sums of amounts', () => {
  it('adds in minor units, in the currency', () => {
    expect(sumAmounts('AUD', ['0.10', '0.20', '123.45'])).toBe('123.75');
    expect(sumAmounts('JPY', ['1200', '35'])).toBe('1235');
    expect(() => sumAmounts('XYZ', ['1.00'])).toThrow();
  });
});

describe('the balance combined with another method', () => {
  it.each([
    ['117.25', '50.00', true, { fromBalance: '50.00', rest: '67.25' }],
    ['117.25', '200.00', true, { fromBalance: '117.25', rest: '0.00' }],
    ['117.25', '50.00', false, { fromBalance: '0.00', rest: '117.25' }],
    ['117.25', '0.00', true, { fromBalance: '0.00', rest: '117.25' }],
  ])('payable %s, balance %s, combined %s', (payable, balance, combined, split) => {
    expect(balanceSplit(payable, balance, 'AUD', combined)).toEqual(split);
  });

  it('opens the provider page, or the status page when the balance paid it all', () => {
    const checkout = {
      attempt_id: 'a1',
      provider: 'airwallex',
      method: 'card',
      pay_url: '/pay/x',
      balance_paid: '0.00',
    };
    expect(afterProviderPay(checkout, 7)).toEqual({ providerPage: '/pay/x' });
    expect(afterProviderPay({ attempt_id: 'a2', waybill_id: 7, status: 'paid' }, 7)).toEqual({
      path: '/pages/waybill/paymentStatus?waybillId=7&attempt=a2',
    });
  });
});

describe('payResultPollInterval', () => {
  it.each([
    ['a card payment still open', { status: 'not_completed', method: 'card' }, 2000],
    ['a bank transfer in review', { status: 'not_completed', method: 'bank_transfer' }, 30_000],
    ['a completed payment', { status: 'completed', method: 'card' }, false],
    ['a failed payment', { status: 'failed', method: 'bank_transfer' }, false],
    ['no answer yet', undefined, false],
  ] as const)('%s', (_name, result, interval) => {
    expect(payResultPollInterval(result)).toBe(interval);
  });
});
