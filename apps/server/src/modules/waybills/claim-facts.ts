import {
  type CurrencyCode,
  calendarDate,
  type Money,
  membershipDiscount,
  money,
  type RatesPerAud,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import type { AppServices } from '../../http/context.js';
import { currencyCodeOf, findSucceededAttempt } from '../payments/index.js';
import { WAYBILL_PURPOSE } from './payment.js';
import { findWaybillPayment } from './queries/payments.js';

/**
 * What carrying the shipment was charged, the figure a claim's freight share is taken of: postage and the last mile,
 * less the member's discount on postage (coupons and points were given on the whole bill, not on the freight).
 */
export function freightCharged(row: WaybillRow): Money {
  const currency = currencyCodeOf(row.currencyId);
  const postage = money(row.postage, currency);
  const memberPart = membershipDiscount(postage, row.memberFreightBasisPoints / 100);
  return money(postage.minor - memberPart.minor + row.delivery, currency);
}

/**
 * The currency a paid waybill was paid in and the rates it was charged at (the pay currency's rate kept with the
 * payment, the others of the day it was paid), so compensation goes back in the money the customer spent; null when
 * no payment attempt paid it (then the waybill's own currency).
 */
export async function paidCurrencyOf(
  ctx: AppServices,
  db: Database,
  row: WaybillRow,
): Promise<{ currency: CurrencyCode; rates: RatesPerAud } | null> {
  const attempt = await findSucceededAttempt(db, WAYBILL_PURPOSE, row.id);
  if (!attempt) return null;
  const payment = await findWaybillPayment(db, attempt.id);
  const currency = currencyCodeOf(payment?.currencyId ?? attempt.currencyId);
  const day = calendarDate(row.paidAt ?? attempt.createdAt);
  const { rates } = await (await ctx.reference.read(db)).ratesOn(day);
  return { currency, rates: payment?.chargePerAud ? { ...rates, [currency]: payment.chargePerAud } : rates };
}
