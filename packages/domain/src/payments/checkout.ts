import { type Money, money } from '../money/money.js';
import { minMoney, subtractMoney, zero } from '../pricing/arithmetic.js';
import { pointsOffset } from '../pricing/discounts.js';
import type { RatesPerAud } from '../pricing/rates.js';

/**
 * What a waybill's payment asks of the customer (the pay page, balancePay and every other method): the
 * waybill's total in the pay currency, less the coupon, less the points. Our choice: discounts always leave
 * at least one minor unit to pay, so every payment is a real movement of money with a method behind it.
 */
export interface WaybillCharge {
  /** The waybill's total, in the pay currency. */
  readonly total: Money;
  /** Its freight (postage), in the pay currency: points pay at most a share of it. */
  readonly freight: Money;
  /** The coupon's discount against the total (already checked: validity, minimum spend); none when absent. */
  readonly couponDiscount?: Money;
  /** Points the customer holds and whether they chose to use them. */
  readonly points: number;
  readonly usePoints: boolean;
  readonly rates?: RatesPerAud;
}

export interface WaybillPayable {
  readonly total: Money;
  readonly couponDiscount: Money;
  readonly pointsUsed: number;
  readonly pointsOffset: Money;
  /** What is left to pay by balance, bank transfer, card or wallet. */
  readonly payable: Money;
}

export function waybillPayable(charge: WaybillCharge): WaybillPayable {
  const { total } = charge;
  const currency = total.currency;
  if (total.minor <= 0) throw new RangeError('A waybill to pay costs something');
  const leaveOne = money(total.minor - 1, currency);
  const couponDiscount = charge.couponDiscount ? minMoney(charge.couponDiscount, leaveOne) : zero(currency);
  const afterCoupon = subtractMoney(total, couponDiscount);
  const points = charge.usePoints
    ? pointsOffset(charge.points, charge.freight, charge.rates, money(afterCoupon.minor - 1, currency))
    : { offset: zero(currency), pointsUsed: 0 };
  return {
    total,
    couponDiscount,
    pointsUsed: points.pointsUsed,
    pointsOffset: points.offset,
    payable: subtractMoney(afterCoupon, points.offset),
  };
}

/**
 * How a payable splits between the balance and another method. Alone (`combinePay` false) the other method
 * pays all of it; combined, the balance pays what it holds now and the other method the rest (nothing when
 * the balance covers it).
 */
export function splitWithBalance(
  payable: Money,
  balance: Money,
  combinePay: boolean,
): { fromBalance: Money; rest: Money } {
  const currency = payable.currency;
  if (!combinePay || balance.minor <= 0) return { fromBalance: zero(currency), rest: payable };
  const fromBalance = minMoney(balance, payable);
  return { fromBalance, rest: subtractMoney(payable, fromBalance) };
}
