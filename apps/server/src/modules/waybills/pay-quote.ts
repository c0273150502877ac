import {
  type CouponSpend,
  type CurrencyCode,
  convertWithRates,
  formatMajor,
  isPayCurrency,
  type Language,
  money,
  PAY_CURRENCIES,
  type RatesPerAud,
  translate,
  type WaybillStatus,
  waybillPayable,
  zonedDateTimeText,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import type { AppContext, AppServices } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { ratesToday } from '../logistics/index.js';
import {
  couponForCheckout,
  couponsForSpend,
  currencyFromParam,
  currencyIdOf,
  paymentMethodsFor,
  pointsHeld,
  pointsSummary,
  walletBalances,
} from '../payments/index.js';
import { openDisputeOfWaybill, warehouseTimeZone } from '../weighing/index.js';
import { currencyOf, dutiesOf, feesOf, statusText } from './presenters.js';
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

/**
 * What the pay figures start from whatever the waybill: today's rates (those in force, as the calculator's) and the
 * points held.
 */
interface Pricing {
  rates: RatesPerAud;
  points: number;
}

/** The pricing read through `db` one statement after the other (a transaction has one connection to send them on). */
async function readPricing(db: Database, ctx: AppServices, customerId: number): Promise<Pricing> {
  const { rates } = await ratesToday(ctx, db);
  return { rates, points: await pointsHeld(db, customerId) };
}

/**
 * What the pay figures are computed from, read once per request through `db` (the payment's transaction, or the app's
 * handle for the pay page): the pricing (unless read already, beside the waybill) and the coupon.
 */
async function readPayInputs(
  db: Database,
  ctx: AppServices,
  customerId: number,
  row: WaybillRow,
  choice: WaybillPayChoice,
  language?: Language,
  pricing?: Pricing,
) {
  const currency = payCurrency(choice.currency);
  const { rates, points } = pricing ?? (await readPricing(db, ctx, customerId));
  const spend = couponSpendOf(row, currency, rates);
  const coupon =
    choice.couponId === undefined
      ? undefined
      : await couponForCheckout(db, customerId, { id: choice.couponId }, spend, { now: ctx.clock(), rates }, language);
  return { currency, rates, total: spend.total, freight: spend.freight, coupon, points };
}

/**
 * What a coupon is measured against on this waybill, in the pay currency: its total, freight and extra services,
 * its warehouse and line. The payment, the pay view and the pay page's coupon list all measure with this.
 */
export function couponSpendOf(row: WaybillRow, currency: CurrencyCode, rates: RatesPerAud): CouponSpend {
  const convert = (minor: number) => convertWithRates(money(minor, currencyOf(row)), currency, rates);
  return {
    total: convert(row.total),
    freight: convert(row.postage),
    extras: convert(row.extra),
    storeId: row.storeId,
    lineId: row.lineId,
  };
}

type PayInputs = Awaited<ReturnType<typeof readPayInputs>>;

function chargeOf(inputs: PayInputs, usePoints: boolean) {
  return waybillPayable({
    total: inputs.total,
    freight: inputs.freight,
    points: inputs.points,
    usePoints,
    rates: inputs.rates,
    ...(inputs.coupon ? { couponDiscount: inputs.coupon.discount } : {}),
  });
}

/**
 * What a waybill costs the customer in a pay currency with their choices: the total at today's rates, the
 * coupon (checked: theirs, unused, in date, its warehouse, line and scope, minimum spend), the points (capped share of the freight).
 */
export async function quoteWaybill(
  db: Database,
  ctx: AppServices,
  customerId: number,
  row: WaybillRow,
  choice: WaybillPayChoice,
  language?: Language,
) {
  const inputs = await readPayInputs(db, ctx, customerId, row, choice, language);
  const charge = chargeOf(inputs, choice.usePoints ?? false);
  return {
    currency: inputs.currency,
    charge,
    coupon: inputs.coupon?.coupon ?? null,
    freight: inputs.freight,
    rates: inputs.rates,
  };
}

/**
 * getAvailableCoupon for a waybill (the pay page's coupon step): the customer's coupons against this waybill in
 * the pay currency (the waybill's own when not given), its warehouse, line and scopes counted, each usable one
 * with what it takes off and each other one with the reason; with `code`, that one coupon.
 */
export async function waybillCoupons(
  ctx: AppContext,
  customerId: number,
  input: { shipmentId: number; currency?: string | undefined; code?: string | undefined },
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipmentId);
  const currency = payCurrency(input.currency ?? currencyOf(row));
  const { rates } = await ratesToday(ctx);
  return couponsForSpend(ctx, customerId, couponSpendOf(row, currency, rates), rates, language, input.code);
}

/** getPayView: the pay page's figures for one waybill, with the choices the customer made so far. */
export async function payView(
  ctx: AppContext,
  customerId: number,
  input: { shipmentId: number } & Partial<WaybillPayChoice>,
  language: Language,
) {
  if (input.currency !== undefined) payCurrency(input.currency);
  // Read beside the waybill: the rates, the points and every wallet (the pay currency is known only from the waybill).
  const [row, { rates }, heldPoints, wallets, dispute] = await Promise.all([
    requireOwnedWaybill(ctx.db, customerId, input.shipmentId),
    ratesToday(ctx),
    pointsHeld(ctx.db, customerId),
    walletBalances(ctx.db, customerId),
    openDisputeOfWaybill(ctx.db, input.shipmentId),
  ]);
  const currency = input.currency ?? currencyOf(row);
  const inputs = await readPayInputs(ctx.db, ctx, customerId, row, { ...input, currency }, language, {
    rates,
    points: heldPoints,
  });
  const charge = chargeOf(inputs, input.usePoints ?? false);
  const coupon = inputs.coupon?.coupon ?? null;
  const code = charge.total.currency;
  const balance = money(wallets.get(currencyIdOf(code)) ?? 0, code);
  // What the points would pay, shown whether or not the customer chose to use them.
  const withPoints = input.usePoints ? charge : chargeOf(inputs, true);
  const points = {
    ...pointsSummary(inputs.points, inputs.freight, inputs.rates),
    points_used: withPoints.pointsUsed,
    offset: formatMajor(withPoints.pointsOffset),
  };
  const methods = paymentMethodsFor(ctx, code, language);
  // An open dispute is read by id before ownership is known; it is shown only with the customer's own waybill.
  const hold = dispute && dispute.customerId === customerId ? await holdOf(ctx, row, dispute.dueAt, language) : null;
  return {
    shipment: {
      id: row.id,
      shipment_id: row.shipmentNo,
      status: row.status,
      status_name: statusText(language, row.status),
      fees: feesOf(row),
      duties: dutiesOf(row, language).charged,
    },
    currencies: [...PAY_CURRENCIES],
    total: formatMajor(charge.total),
    coupon: coupon && { id: coupon.id, code: coupon.code, discount: formatMajor(charge.couponDiscount) },
    points,
    use_points: input.usePoints ?? false,
    payable: formatMajor(charge.payable),
    balance: formatMajor(balance),
    balance_covers: balance.minor >= charge.payable.minor,
    payable_now: row.status === 'pay_now' && hold === null,
    hold,
    ...methods,
    currency: code,
  };
}

/** The pay page's sentence for a payment held by a weight dispute, with the deadline in the warehouse's clock. */
async function holdOf(ctx: AppContext, row: WaybillRow, dueAt: Date, language: Language) {
  return {
    message: translate(language, 'weightDispute.paymentHeld', {
      shipment: row.shipmentNo ?? String(row.id),
      due: zonedDateTimeText(dueAt, await warehouseTimeZone(ctx.db, row.storeId)),
    }),
    due_at: dueAt.toISOString(),
  };
}

/** getPayPoints: what the customer's points pay of this waybill's freight in a pay currency. */
export async function payPoints(ctx: AppContext, customerId: number, shipmentId: number, currency: string) {
  const row = await requireOwnedWaybill(ctx.db, customerId, shipmentId);
  const inputs = await readPayInputs(ctx.db, ctx, customerId, row, { currency });
  return pointsSummary(inputs.points, inputs.freight, inputs.rates);
}
