import type { CurrencyCode, Money } from '../money/money.js';
import { money } from '../money/money.js';
import { subtractMoney, sumMoney, zero } from './arithmetic.js';
import {
  applyCoupon,
  type Coupon,
  type CouponResult,
  membershipDiscount,
  membershipExtraDiscount,
  pointsOffset,
} from './discounts.js';
import { convertWithRates, type RatesPerAud } from './rates.js';

/** The charges of a waybill (SPEC §3 "Fees"), before discounts. */
export const FEE_CHARGES = [
  'postage',
  'delivery',
  'insurance',
  'customs',
  'adjustment',
  'extra',
  'serviceCharge',
] as const;

export type FeeCharge = (typeof FEE_CHARGES)[number];

export interface FeeBreakdownInput {
  /** The currency of the waybill; every amount in another currency is converted with `rates`. */
  readonly currency: CurrencyCode;
  /** Freight (from freightFor); membership and points discounts are shares of it. */
  readonly postage: Money;
  /** Last-mile delivery. */
  readonly delivery?: Money;
  /** Loss-insurance premium (insurancePremium). */
  readonly insurance?: Money;
  /** Duties, import GST and customs fees charged through us (e.g. singaporeImportTax, AU customs examples). */
  readonly customs?: Money;
  /** Staff adjustment after packing; may be negative, but not below minus the other charges. */
  readonly adjustment?: Money;
  /** Extra services and per-item fees (cartons, fumigation, returns, Taiwan fees …), summed here. */
  readonly extras?: readonly Money[];
  /** Service charges (the handling fee beyond 30 parcels, payment surcharges …), summed here. */
  readonly serviceCharges?: readonly Money[];
  /** Membership discount on postage, in percent; capped at 20. */
  readonly membershipDiscountPercent?: number;
  /** Membership discount on extra services, in percent; capped at MEMBERSHIP_MAX_EXTRA_DISCOUNT_PERCENT. */
  readonly membershipExtraDiscountPercent?: number;
  readonly coupon?: Coupon;
  /** Points the customer offers; only those needed are used. */
  readonly points?: number;
  readonly rates?: RatesPerAud;
}

export interface FeeBreakdown extends Readonly<Record<FeeCharge, Money>> {
  readonly currency: CurrencyCode;
  /** Each discount as a positive amount taken off the charges. */
  readonly membershipDiscount: Money;
  readonly couponDiscount: Money;
  readonly pointsDiscount: Money;
  readonly pointsUsed: number;
  /** The coupon's answer when one was given (refused below its minimum spend). */
  readonly coupon?: CouponResult;
  /** Sum of the charges minus the discounts; never negative. */
  readonly total: Money;
}

/**
 * The fees of a waybill, computed once: every charge in the waybill's currency, then the discounts in
 * this order — membership (≤ 20% of postage plus its share of the extra services), coupon (minimum spend tested on the charges before any
 * discount; never more than is left to pay), points (≤ 10% of postage and never more than is left).
 * total = postage + delivery + insurance + customs + adjustment + extra + serviceCharge
 *         − membershipDiscount − couponDiscount − pointsDiscount, exactly, and is never negative.
 */
export function feeBreakdown(input: FeeBreakdownInput): FeeBreakdown {
  const { currency, rates = {} } = input;
  const inCurrency = (value: Money | undefined) => (value ? convertWithRates(value, currency, rates) : zero(currency));
  const charges: Record<FeeCharge, Money> = {
    postage: inCurrency(input.postage),
    delivery: inCurrency(input.delivery),
    insurance: inCurrency(input.insurance),
    customs: inCurrency(input.customs),
    adjustment: inCurrency(input.adjustment),
    extra: sumMoney(currency, (input.extras ?? []).map(inCurrency)),
    serviceCharge: sumMoney(currency, (input.serviceCharges ?? []).map(inCurrency)),
  };
  for (const charge of FEE_CHARGES) {
    if (charge !== 'adjustment' && charges[charge].minor < 0) throw new RangeError(`The ${charge} cannot be negative`);
  }
  const gross = sumMoney(
    currency,
    FEE_CHARGES.map((charge) => charges[charge]),
  );
  if (gross.minor < 0) throw new RangeError('The adjustment cannot take more than the other charges');

  let left = gross;
  const freightShare =
    input.membershipDiscountPercent === undefined
      ? zero(currency)
      : membershipDiscount(charges.postage, input.membershipDiscountPercent);
  const extraShare =
    input.membershipExtraDiscountPercent === undefined
      ? zero(currency)
      : membershipExtraDiscount(charges.extra, input.membershipExtraDiscountPercent);
  const membership = money(freightShare.minor + extraShare.minor, currency);
  const membershipTaken = money(Math.min(membership.minor, left.minor), currency);
  left = subtractMoney(left, membershipTaken);

  const coupon = input.coupon ? applyCoupon(input.coupon, gross, rates, left) : undefined;
  const couponTaken = coupon?.discount ?? zero(currency);
  left = subtractMoney(left, couponTaken);

  const points = pointsOffset(input.points ?? 0, charges.postage, rates, left);
  const discounts = sumMoney(currency, [membershipTaken, couponTaken, points.offset]);

  return {
    currency,
    membershipDiscount: membershipTaken,
    couponDiscount: couponTaken,
    pointsDiscount: points.offset,
    pointsUsed: points.pointsUsed,
    total: subtractMoney(gross, discounts),
    ...charges,
    ...(coupon ? { coupon } : {}),
  };
}
