import {
  type CurrencyCode,
  convertWithRates,
  formatMajor,
  isPayCurrency,
  type Language,
  money,
  PAY_CURRENCIES,
  type WaybillStatus,
  waybillPayable,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import {
  couponForCheckout,
  currencyFromParam,
  currencyIdOf,
  currentRates,
  paymentMethodsFor,
  pointsHeld,
  pointsSummary,
  walletBalance,
} from '../payments/index.js';
import { currencyOf, feesOf, statusText } from './presenters.js';
import { requireOwnedWaybill } from './service.js';

const NOT_YET_PAYABLE: readonly WaybillStatus[] = ['pending', 'packing', 'cancelled'];

/** A waybill takes a payment only in pay_now: in review it says so, paid or later it is 409 'already paid'. */
export function assertPayable(row: WaybillRow, language: Language) {
  if (row.status === 'pay_now') return;
  if (row.status === 'bank_pending') throw new AppError('conflict', 'payment.transferPending');
  if (NOT_YET_PAYABLE.includes(row.status))
    throw new AppError('rule', 'payment.waybillNotPayable', { params: { status: statusText(language, row.status) } });
  throw new AppError('conflict', 'payment.alreadyPaid');
}

export function payCurrency(value: string): CurrencyCode {
  const currency = currencyFromParam(value);
  if (!isPayCurrency(currency)) throw AppError.field('currency', 'payment.unsupportedCurrency');
  return currency;
}

export interface WaybillPayChoice {
  currency: string;
  usePoints?: boolean | undefined;
  couponId?: number | undefined;
}

/** What the pay figures are computed from, read once per request: today's rates, the points held, the coupon. */
async function readPayInputs(
  db: Database,
  ctx: AppContext,
  customerId: number,
  row: WaybillRow,
  choice: WaybillPayChoice,
) {
  const currency = payCurrency(choice.currency);
  const rates = await currentRates(db);
  const convert = (minor: number) => convertWithRates(money(minor, currencyOf(row)), currency, rates);
  const total = convert(row.total);
  const freight = convert(row.postage);
  const coupon =
    choice.couponId === undefined
      ? undefined
      : await couponForCheckout(
          db,
          customerId,
          { id: choice.couponId },
          { total, freight, extras: convert(row.extra), storeId: row.storeId, lineId: row.lineId },
          ctx.clock(),
        );
  const points = await pointsHeld(db, customerId);
  return { currency, rates, total, freight, coupon, points };
}

type PayInputs = Awaited<ReturnType<typeof readPayInputs>>;

function chargeOf(inputs: PayInputs, usePoints: boolean) {
  return waybillPayable({
    total: inputs.total,
    freight: inputs.freight,
    ...(inputs.coupon ? { couponDiscount: inputs.coupon.discount } : {}),
    points: inputs.points,
    usePoints,
    rates: inputs.rates,
  });
}

/**
 * What a waybill costs the customer in a pay currency with their choices: the total at today's rates, the
 * coupon (checked: theirs, unused, in date, its warehouse, line and scope, minimum spend), the points (capped share of the freight).
 */
export async function quoteWaybill(
  db: Database,
  ctx: AppContext,
  customerId: number,
  row: WaybillRow,
  choice: WaybillPayChoice,
) {
  const inputs = await readPayInputs(db, ctx, customerId, row, choice);
  const charge = chargeOf(inputs, choice.usePoints ?? false);
  return { currency: inputs.currency, charge, coupon: inputs.coupon?.coupon ?? null, freight: inputs.freight };
}

/** getPayView: the pay page's figures for one waybill, with the choices the customer made so far. */
export async function payView(
  ctx: AppContext,
  customerId: number,
  input: { shipmentId: number } & Partial<WaybillPayChoice>,
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipmentId);
  const currency = input.currency ?? currencyOf(row);
  const inputs = await readPayInputs(ctx.db, ctx, customerId, row, { ...input, currency });
  const charge = chargeOf(inputs, input.usePoints ?? false);
  const coupon = inputs.coupon?.coupon ?? null;
  const code = charge.total.currency;
  const balance = money(await walletBalance(ctx.db, customerId, currencyIdOf(code)), code);
  // What the points would pay, shown whether or not the customer chose to use them.
  const withPoints = input.usePoints ? charge : chargeOf(inputs, true);
  const points = {
    ...pointsSummary(inputs.points, inputs.freight, inputs.rates),
    points_used: withPoints.pointsUsed,
    offset: formatMajor(withPoints.pointsOffset),
  };
  const methods = paymentMethodsFor(ctx, code, language);
  return {
    ...methods,
    shipment: {
      id: row.id,
      shipment_id: row.shipmentNo,
      status: row.status,
      status_name: statusText(language, row.status),
      fees: feesOf(row),
    },
    currency: code,
    currencies: [...PAY_CURRENCIES],
    total: formatMajor(charge.total),
    coupon: coupon && { id: coupon.id, code: coupon.code, discount: formatMajor(charge.couponDiscount) },
    points,
    use_points: input.usePoints ?? false,
    payable: formatMajor(charge.payable),
    balance: formatMajor(balance),
    balance_covers: balance.minor >= charge.payable.minor,
    payable_now: row.status === 'pay_now',
  };
}

/** getPayPoints: what the customer's points pay of this waybill's freight in a pay currency. */
export async function payPoints(ctx: AppContext, customerId: number, shipmentId: number, currency: string) {
  const row = await requireOwnedWaybill(ctx.db, customerId, shipmentId);
  const inputs = await readPayInputs(ctx.db, ctx, customerId, row, { currency });
  return pointsSummary(inputs.points, inputs.freight, inputs.rates);
}
