import { createHash } from 'node:crypto';
import {
  type CurrencyCode,
  convertWithRates,
  formatMajor,
  isPayCurrency,
  type Language,
  type Money,
  money,
  moneyText,
  PAY_CURRENCIES,
  type PaymentMethodCode,
  parseAmount,
  pickLanguage,
  splitWithBalance,
  translate,
  type WaybillPayment,
  type WaybillStatus,
  waybillPayable,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { PaymentAttemptRow, WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { presentFile } from '../files/service.js';
import { sendAccountMail, waybillMailAddress } from '../notifications/service.js';
import {
  chargeBalance,
  couponForCheckout,
  currencyFromParam,
  currencyIdOf,
  currentRates,
  findCouponForCustomer,
  findCustomerContact,
  findSucceededAttempt,
  type InvoiceDocument,
  markCouponRedeemed,
  moneyOf,
  paymentMethodsFor,
  payWithBalance,
  pointsForPayment,
  pointsHeld,
  postBalanceEntry,
  refundPoints,
  refundToBalance,
  registerPaymentPurpose,
  releaseCoupon,
  spendPoints,
  startProviderPayment,
  storeInvoicePdf,
  submitBankTransfer,
  supersedeOpenAttempts,
  walletBalance,
} from '../payments/index.js';
import { moveWaybill } from './actions.js';
import { currencyOf, feesOf, statusText } from './presenters.js';
import {
  findCustomerWaybills,
  findWaybill,
  findWaybillInvoiceFile,
  findWaybillPayment,
  insertWaybillEvents,
  insertWaybillInvoice,
  insertWaybillPayment,
  markWaybillPaymentReleased,
} from './queries.js';
import { requireOwnedWaybill } from './service.js';
import { markWaybillPaid } from './warehouse.js';

/** The payment purpose of a waybill: its attempts' target is the waybill id. */
export const WAYBILL_PURPOSE = 'waybill';

/** Where the customer lands after a provider's page (the app route SPEC §2 names). */
const statusPath = (waybillId: number) => `/pages/waybill/paymentStatus?waybillId=${waybillId}`;

const NOT_YET_PAYABLE: readonly WaybillStatus[] = ['pending', 'packing', 'cancelled'];

/** A waybill takes a payment only in pay_now: in review it says so, paid or later it is 409 'already paid'. */
function assertPayable(row: WaybillRow, language: Language) {
  if (row.status === 'pay_now') return;
  if (row.status === 'bank_pending') throw new AppError('conflict', 'payment.transferPending');
  if (NOT_YET_PAYABLE.includes(row.status))
    throw new AppError('rule', 'payment.waybillNotPayable', { params: { status: statusText(language, row.status) } });
  throw new AppError('conflict', 'payment.alreadyPaid');
}

function payCurrency(value: string): CurrencyCode {
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
 * What a waybill costs the customer in a pay currency with their choices: the total at today's rates, the
 * coupon (checked: theirs, unused, in date, minimum spend), the points (capped share of the freight).
 */
async function quoteWaybill(
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
  const coupon =
    choice.couponId === undefined
      ? undefined
      : await couponForCheckout(db, customerId, { id: choice.couponId }, total, ctx.clock());
  const charge = waybillPayable({
    total,
    freight: convert(row.postage),
    ...(coupon ? { couponDiscount: coupon.discount } : {}),
    points: await pointsHeld(db, customerId),
    usePoints: choice.usePoints ?? false,
    rates,
  });
  return { currency, charge, coupon: coupon?.coupon ?? null, freight: convert(row.postage) };
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
  const { charge, coupon, freight } = await quoteWaybill(ctx.db, ctx, customerId, row, { ...input, currency });
  const code = charge.total.currency;
  const balance = money(await walletBalance(ctx.db, customerId, currencyIdOf(code)), code);
  // What the points would pay, shown whether or not the customer chose to use them.
  const withPoints = input.usePoints
    ? charge
    : (await quoteWaybill(ctx.db, ctx, customerId, row, { ...input, currency, usePoints: true })).charge;
  const points = {
    ...(await pointsForPayment(ctx.db, customerId, freight)),
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
  const { freight } = await quoteWaybill(ctx.db, ctx, customerId, row, { currency });
  return pointsForPayment(ctx.db, customerId, freight);
}

export interface PayWaybillInput extends WaybillPayChoice {
  shipmentId: number;
  /** The payable the customer was shown; a different one now (rates, points, fees moved) is refused. */
  amount: string;
  combinePay: boolean;
}

export type WaybillPayMethod =
  | { method: 'balance' }
  | { method: 'bank_transfer'; proof: string | undefined }
  | { method: Exclude<PaymentMethodCode, 'balance' | 'bank_transfer'>; shopperName?: string | undefined };

function assertShownAmount(shown: string, payable: Money) {
  const parsed = parseAmount(shown, payable.currency);
  if (!parsed.ok || parsed.amount.minor !== payable.minor)
    throw new AppError('conflict', 'payment.amountChanged', { params: { amount: moneyText(payable) } });
}

/**
 * Pays a waybill, inside the caller's (idempotent) transaction, which holds the waybill's row lock throughout:
 * so of two payments of one waybill the second sees it paid (409). Attempts of it still open at a provider are
 * given up first. The coupon, the points and, in a combined payment, the balance's part are taken here with the
 * attempt; if the attempt fails they go back (the purpose's `failed` handler). The balance alone, or a
 * combined payment the balance covers, settles at once; a bank transfer waits for staff (waybill bank_pending);
 * a card or wallet waits for its provider.
 */
export async function payWaybill(
  tx: Database,
  ctx: AppContext,
  customerId: number,
  input: PayWaybillInput,
  how: WaybillPayMethod,
  language: Language,
) {
  const row = await requireOwnedWaybill(tx, customerId, input.shipmentId, true);
  assertPayable(row, language);
  await supersedeOpenAttempts(tx, ctx, WAYBILL_PURPOSE, row.id);
  const { currency, charge, coupon } = await quoteWaybill(tx, ctx, customerId, row, input);
  assertShownAmount(input.amount, charge.payable);
  const target = { customerId, purpose: WAYBILL_PURPOSE, targetId: row.id };
  const balance = money(await walletBalance(tx, customerId, currencyIdOf(currency)), currency);
  const split =
    how.method === 'balance'
      ? { fromBalance: charge.payable, rest: money(0, currency) }
      : splitWithBalance(charge.payable, balance, input.combinePay);

  let attempt: { id: string };
  let answer: WaybillPayment;
  if (split.rest.minor === 0) {
    const paid = await payWithBalance(tx, ctx, { ...target, amount: charge.payable, returnPath: statusPath(row.id) });
    attempt = paid;
    answer = { attempt_id: paid.id, waybill_id: row.id, status: 'paid' as const };
  } else if (how.method === 'bank_transfer') {
    const submitted = await submitBankTransfer(tx, { ...target, amount: split.rest, proof: how.proof });
    await moveWaybill(tx, row, 'bank_pending', language, ctx.clock());
    await insertWaybillEvents(tx, [
      { waybillId: row.id, status: 'bank_pending', kind: 'bank_pending', createdAt: ctx.clock() },
    ]);
    attempt = submitted.attempt;
    answer = { transfer_id: submitted.transfer.id, attempt_id: submitted.attempt.id, status: 'bank_pending' as const };
  } else if (how.method === 'balance') {
    throw new Error('a balance payment leaves nothing to another method');
  } else {
    const started = await startProviderPayment(tx, ctx, {
      ...target,
      method: how.method,
      amount: split.rest,
      returnPath: statusPath(row.id),
      shopperName: how.shopperName ?? null,
    });
    attempt = { id: started.attempt_id };
    answer = { ...started, balance_paid: formatMajor(split.fromBalance) };
  }

  const movement = {
    purpose: WAYBILL_PURPOSE,
    targetId: row.id,
    attemptId: attempt.id,
    reference: row.shipmentNo ?? '',
  };
  const heldFromBalance = split.rest.minor > 0 ? split.fromBalance : money(0, currency);
  if (heldFromBalance.minor > 0) await chargeBalance(tx, customerId, heldFromBalance, movement);
  if (charge.pointsUsed > 0) await spendPoints(tx, customerId, charge.pointsUsed, movement);
  if (coupon) await markCouponRedeemed(tx, coupon.id, { ...target, at: ctx.clock() });
  await insertWaybillPayment(tx, {
    attemptId: attempt.id,
    waybillId: row.id,
    customerId,
    currencyId: currencyIdOf(currency),
    totalMinor: charge.total.minor,
    couponId: coupon?.id ?? null,
    couponMinor: charge.couponDiscount.minor,
    pointsUsed: charge.pointsUsed,
    pointsMinor: charge.pointsOffset.minor,
    balanceMinor: heldFromBalance.minor,
  });
  return answer;
}

/**
 * batchBalancePay: several waybills from the balance in one transaction (SPEC §5: batch payment supports only
 * the balance; no coupon or points). Each is locked and paid on its own attempt; the shown sum must match.
 */
export async function payWaybillsWithBalance(
  tx: Database,
  ctx: AppContext,
  customerId: number,
  input: { shipmentIds: number[]; currency: string; amount: string; method?: string | undefined },
  language: Language,
) {
  if (input.method !== undefined && input.method !== 'balance')
    throw AppError.field('method', 'payment.batchBalanceOnly');
  const currency = payCurrency(input.currency);
  const ids = [...new Set(input.shipmentIds)].sort((a, b) => a - b);
  const rows = await findCustomerWaybills(tx, customerId, ids);
  if (rows.length !== ids.length) throw new AppError('not_found', 'error.notFound');
  const rates = await currentRates(tx);
  const totals = new Map<number, Money>();
  for (const id of ids) {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    assertPayable(row, language);
    await supersedeOpenAttempts(tx, ctx, WAYBILL_PURPOSE, row.id);
    totals.set(id, convertWithRates(money(row.total, currencyOf(row)), currency, rates));
  }
  const sum = money(
    [...totals.values()].reduce((total, amount) => total + amount.minor, 0),
    currency,
  );
  assertShownAmount(input.amount, sum);
  const attemptIds: string[] = [];
  for (const [id, amount] of totals) {
    const paid = await payWithBalance(tx, ctx, {
      customerId,
      purpose: WAYBILL_PURPOSE,
      targetId: id,
      amount,
      returnPath: statusPath(id),
    });
    await insertWaybillPayment(tx, {
      attemptId: paid.id,
      waybillId: id,
      customerId,
      currencyId: currencyIdOf(currency),
      totalMinor: amount.minor,
    });
    attemptIds.push(paid.id);
  }
  return { paid: ids, attempt_ids: attemptIds, amount: formatMajor(sum), currency };
}

/** Gives back what an attempt that did not go through held: the balance's part, the points, the coupon. Once. */
async function releaseHolds(tx: Database, ctx: AppContext, attempt: PaymentAttemptRow) {
  const payment = await findWaybillPayment(tx, attempt.id, true);
  if (!payment || payment.releasedAt) return;
  const movement = {
    purpose: WAYBILL_PURPOSE,
    targetId: payment.waybillId,
    attemptId: attempt.id,
    reference: attempt.failureReason ?? '',
  };
  if (payment.balanceMinor > 0)
    await postBalanceEntry(
      tx,
      payment.customerId,
      'refund',
      moneyOf(payment.balanceMinor, payment.currencyId),
      movement,
    );
  if (payment.pointsUsed > 0) await refundPoints(tx, payment.customerId, payment.pointsUsed, movement);
  if (payment.couponId !== null) await releaseCoupon(tx, payment.couponId);
  await markWaybillPaymentReleased(tx, attempt.id, ctx.clock());
}

async function mailCustomer(
  tx: Database,
  ctx: AppContext,
  row: WaybillRow,
  attempt: PaymentAttemptRow,
  mail: 'waybill_transfer_rejected',
  reason = '',
) {
  const contact = await findCustomerContact(tx, row.customerId);
  if (!contact) return;
  const language = pickLanguage(contact.language);
  const params = {
    name: contact.firstName,
    shipment: row.shipmentNo ?? String(row.id),
    amount: moneyText(moneyOf(attempt.amountMinor, attempt.currencyId)),
    reason,
  };
  await sendAccountMail(
    tx,
    {
      to: await waybillMailAddress(tx, row.id, contact.email),
      customerId: row.customerId,
      language,
      kind: mail,
      params,
    },
    ctx.clock(),
  );
}

registerPaymentPurpose(WAYBILL_PURPOSE, {
  async succeeded(tx, ctx, attempt) {
    if (attempt.targetId === null) return;
    const row = await findWaybill(tx, attempt.targetId, true);
    if (!row) return;
    if (row.status === 'pay_now' || row.status === 'bank_pending') {
      await markWaybillPaid(tx, row.id, ctx.clock());
      return;
    }
    // Paid at a provider after the customer cancelled the waybill: the money and what it held go back.
    await refundToBalance(tx, attempt.id, moneyOf(attempt.amountMinor, attempt.currencyId), row.status);
    await releaseHolds(tx, ctx, attempt);
  },
  async failed(tx, ctx, attempt, reason) {
    await releaseHolds(tx, ctx, attempt);
    if (attempt.method !== 'bank_transfer' || attempt.targetId === null) return;
    const row = await findWaybill(tx, attempt.targetId, true);
    if (row?.status !== 'bank_pending') return;
    await moveWaybill(tx, row, 'pay_now', 'en', ctx.clock());
    await insertWaybillEvents(tx, [
      { waybillId: row.id, status: 'pay_now', kind: 'transfer_rejected', details: { reason }, createdAt: ctx.clock() },
    ]);
    await mailCustomer(tx, ctx, row, attempt, 'waybill_transfer_rejected', reason);
  },
  async reference(db, targetId) {
    const row = await findWaybill(db, targetId);
    return row?.shipmentNo ?? `#${targetId}`;
  },
});

const INVOICED: readonly WaybillStatus[] = ['paid', 'in_transit', 'sorting', 'collecting', 'delivered'];
const FEE_LINES = ['postage', 'delivery', 'insurance', 'customs', 'adjustment', 'extra', 'serviceCharge'] as const;
const FEE_KEYS = {
  postage: 'invoice.fee.postage',
  delivery: 'invoice.fee.delivery',
  insurance: 'invoice.fee.insurance',
  customs: 'invoice.fee.customs',
  adjustment: 'invoice.fee.adjustment',
  extra: 'invoice.fee.extra',
  serviceCharge: 'invoice.fee.service_charge',
} as const;

/**
 * getInvoice/{id}: a PDF of a paid waybill, in the customer's language: its fees in the warehouse's currency
 * and how it was paid (coupon, points, balance, the provider or transfer) in the currency paid. Data is a
 * signed link to the file, opened by the app in a new window.
 */
export async function waybillInvoice(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  if (!INVOICED.includes(row.status)) throw new AppError('rule', 'invoice.notPaid');
  const attempt = await findSucceededAttempt(ctx.db, WAYBILL_PURPOSE, row.id);
  const payment = attempt ? await findWaybillPayment(ctx.db, attempt.id) : undefined;
  const contact = await findCustomerContact(ctx.db, customerId);
  const currency = currencyOf(row);
  const lines = FEE_LINES.filter((fee) => row[fee] !== 0).map((fee) => ({
    description: translate(language, FEE_KEYS[fee]),
    amount: money(row[fee], currency),
  }));
  const payments: { method: string; amount: Money }[] = [];
  if (payment && attempt) {
    const paid = (minor: number) => moneyOf(minor, payment.currencyId);
    const coupon =
      payment.couponId === null ? undefined : await findCouponForCustomer(ctx.db, customerId, { id: payment.couponId });
    if (payment.couponMinor > 0)
      payments.push({
        method: translate(language, 'invoice.coupon', { code: coupon?.code ?? '' }).trim(),
        amount: paid(payment.couponMinor),
      });
    if (payment.pointsMinor > 0)
      payments.push({
        method: translate(language, 'invoice.points', { points: payment.pointsUsed }),
        amount: paid(payment.pointsMinor),
      });
    if (payment.balanceMinor > 0)
      payments.push({ method: translate(language, 'paymentMethod.balance'), amount: paid(payment.balanceMinor) });
    payments.push({
      method: translate(language, `paymentMethod.${attempt.method as PaymentMethodCode}`),
      amount: moneyOf(attempt.amountMinor, attempt.currencyId),
    });
  }
  const file = await invoiceFileFor(ctx, customerId, row.id, {
    number: row.shipmentNo ?? String(row.id),
    language,
    issuedAt: ctx.clock(),
    paidAt: row.paidAt,
    customer: {
      name: contact ? contact.firstName : '',
      supportNumber: String(customerId),
      ...(contact ? { email: contact.email } : {}),
    },
    lines,
    total: money(row.total, currency),
    payments,
  });
  return file.url;
}

/**
 * The waybill's invoice PDF, made once for what it prints (language, fees, payments: everything but the
 * issue date) and reused until any of that changes, so repeated calls do not fill the storage.
 */
async function invoiceFileFor(ctx: AppContext, customerId: number, waybillId: number, invoice: InvoiceDocument) {
  const { issuedAt: _issuedAt, ...printed } = invoice;
  const fingerprint = createHash('sha256').update(JSON.stringify(printed)).digest('base64url');
  const made = await findWaybillInvoiceFile(ctx.db, waybillId, fingerprint);
  if (made) return presentFile(ctx, made);
  const file = await storeInvoicePdf(ctx, customerId, invoice);
  if (await insertWaybillInvoice(ctx.db, waybillId, fingerprint, file.id)) return file;
  // A parallel call recorded its PDF first: hand out that one, so every caller gets the same link.
  const first = await findWaybillInvoiceFile(ctx.db, waybillId, fingerprint);
  return first ? presentFile(ctx, first) : file;
}
