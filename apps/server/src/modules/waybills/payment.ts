import {
  type CurrencyCode,
  convertWithRates,
  formatMajor,
  type Language,
  type Money,
  money,
  moneyText,
  type PaymentMethodCode,
  parseAmount,
  pickLanguage,
  type RatesPerAud,
  splitWithBalance,
  type WaybillPayment,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { PaymentAttemptRow, WaybillRow } from '../../db/schema/index.js';
import type { AppServices } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { ratesToday } from '../logistics/index.js';
import { rewardInviteForPayment } from '../membership/index.js';
import { sendAccountMail, waybillMailAddress } from '../notifications/index.js';
import {
  chargeBalance,
  currencyIdOf,
  earnPaidPoints,
  findCustomerContact,
  findSucceededAttempt,
  markCouponRedeemed,
  moneyOf,
  postBalanceEntry,
  refundedFor,
  refundPoints,
  refundToBalance,
  releaseCoupon,
  reverseEarnedPoints,
  type Settlement,
  settleBalancePayment,
  spendPoints,
  startBalancePayment,
  startProviderPayment,
  submitBankTransfer,
  supersedeOpenAttempts,
  walletBalance,
} from '../payments/index.js';
import { assertPaymentNotHeld } from '../weighing/index.js';
import { markWaybillPaid, moveWaybill } from './moves.js';
import { assertPayable, payCurrency, quoteWaybill, type WaybillPayChoice } from './pay-quote.js';
import { currencyOf } from './presenters.js';
import { findWaybillPayment, insertWaybillPayment, markWaybillPaymentReleased } from './queries/payments.js';
import { findCustomerWaybills, findWaybill } from './queries/waybills.js';
import { requireOwnedWaybill } from './service.js';

/** The payment purpose of a waybill: its attempts' target is the waybill id. */
export const WAYBILL_PURPOSE = 'waybill';

/** Where the customer lands after a provider's page (the app route SPEC §2 names). */
const statusPath = (waybillId: number) => `/pages/waybill/paymentStatus?waybillId=${waybillId}`;

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
  ctx: AppServices,
  customerId: number,
  input: PayWaybillInput,
  how: WaybillPayMethod,
  language: Language,
) {
  const row = await requireOwnedWaybill(tx, customerId, input.shipmentId, true);
  assertPayable(row, language);
  await assertPaymentNotHeld(tx, row);
  await supersedeOpenAttempts(tx, ctx, WAYBILL_PURPOSE, row.id);
  const { currency, charge, coupon, rates } = await quoteWaybill(tx, ctx, customerId, row, input, language);
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
    attempt = await startBalancePayment(tx, { ...target, amount: charge.payable, returnPath: statusPath(row.id) });
    answer = { attempt_id: attempt.id, waybill_id: row.id, status: 'paid' as const };
  } else if (how.method === 'bank_transfer') {
    const submitted = await submitBankTransfer(tx, { ...target, amount: split.rest, proof: how.proof });
    await moveWaybill(tx, row, { to: 'bank_pending', kind: 'bank_pending', at: ctx.clock(), language });
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
    chargePerAud: chargeRate(currency, rates),
  });
  // Paid from the balance alone: it settles now that the payment row is there for the settlement to read.
  if (split.rest.minor === 0) await settleBalancePayment(tx, ctx, attempt.id);
  return answer;
}

/**
 * batchBalancePay: several waybills from the balance in one transaction (SPEC §5: batch payment supports only
 * the balance; no coupon or points). Each is locked and paid on its own attempt; the shown sum must match.
 */
export async function payWaybillsWithBalance(
  tx: Database,
  ctx: AppServices,
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
  const { rates } = await ratesToday(ctx, tx);
  const totals = new Map<number, Money>();
  for (const id of ids) {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    assertPayable(row, language);
    await assertPaymentNotHeld(tx, row);
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
    const paid = await startBalancePayment(tx, {
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
      chargePerAud: chargeRate(currency, rates),
    });
    await settleBalancePayment(tx, ctx, paid.id);
    attemptIds.push(paid.id);
  }
  return { paid: ids, attempt_ids: attemptIds, amount: formatMajor(sum), currency };
}

/** The pay currency's rate to the Australian dollar in `rates` (kept with the payment), if it has one. */
function chargeRate(currency: CurrencyCode, rates: RatesPerAud): string | null {
  return currency === 'AUD' ? '1' : (rates[currency] ?? null);
}

/**
 * A paid waybill earns points for what the customer paid of it (less coupon and points), once; and when it is an
 * invited friend's first shipment of AU$20 or more, the invitation's reward (once, however many notifications).
 * Both count at the rate the customer was charged at, kept with the payment: a card confirmed after midnight or a
 * transfer approved days later counts as it was priced, whatever the rates did since.
 */
async function earnWaybillPoints(tx: Database, ctx: AppServices, row: WaybillRow, attemptId: string) {
  const payment = await findWaybillPayment(tx, attemptId);
  if (!payment) return;
  const paid = moneyOf(payment.totalMinor - payment.couponMinor - payment.pointsMinor, payment.currencyId);
  // No rate kept (a pay currency without one): the confirmation day's rates.
  const rates: RatesPerAud =
    payment.chargePerAud === null ? (await ratesToday(ctx, tx)).rates : { [paid.currency]: payment.chargePerAud };
  await earnPaidPoints(
    tx,
    {
      customerId: row.customerId,
      purpose: WAYBILL_PURPOSE,
      targetId: row.id,
      attemptId,
      reference: row.shipmentNo ?? '',
    },
    paid,
    rates,
  );
  await rewardInviteForPayment(
    tx,
    {
      friendId: row.customerId,
      waybillId: row.id,
      shipmentNo: row.shipmentNo ?? String(row.id),
      paid,
      recipient: row.recipient,
    },
    rates,
  );
}

/**
 * Gives back what an attempt held: the balance's part, the points, the coupon. Once. For an attempt that did not go
 * through, or a paid waybill staff cancelled (`reference` is then their reason).
 */
async function releaseHolds(
  tx: Database,
  ctx: AppServices,
  attempt: PaymentAttemptRow,
  reference = attempt.failureReason ?? '',
) {
  const payment = await findWaybillPayment(tx, attempt.id, true);
  if (!payment || payment.releasedAt) return;
  const movement = { purpose: WAYBILL_PURPOSE, targetId: payment.waybillId, attemptId: attempt.id, reference };
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

/**
 * A paid waybill staff cancel before dispatch: what the customer paid goes back to the balance in the currency paid
 * (the method's part, card and transfer included, and a combined payment's balance part), with the reason on each
 * ledger entry; the points spent and the coupon come back; the points the payment earned are taken back (never more
 * than are left). Inside the cancelling transaction, which holds the waybill's lock. What a reweigh refunded before
 * is not refunded again. Answers the money refunded.
 */
export async function refundPaidWaybill(tx: Database, ctx: AppServices, row: WaybillRow, reason: string) {
  const attempt = await findSucceededAttempt(tx, WAYBILL_PURPOSE, row.id);
  if (!attempt) throw new AppError('rule', 'payment.amountProblem');
  // What a reweigh already gave back of the attempt is not given again.
  const paid = moneyOf(attempt.amountMinor - (await refundedFor(tx, attempt.id)), attempt.currencyId);
  if (paid.minor > 0) await refundToBalance(tx, attempt.id, paid, reason);
  const payment = await findWaybillPayment(tx, attempt.id, true);
  const heldFromBalance = payment && !payment.releasedAt ? payment.balanceMinor : 0;
  await releaseHolds(tx, ctx, attempt, reason);
  await reverseEarnedPoints(tx, {
    customerId: row.customerId,
    purpose: WAYBILL_PURPOSE,
    targetId: row.id,
    attemptId: attempt.id,
    reference: reason,
  });
  return money(paid.minor + heldFromBalance, paid.currency);
}

async function mailCustomer(
  tx: Database,
  ctx: AppServices,
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

/**
 * A waybill's payment: success marks it paid and earns its points (the one place they are earned; the payment row
 * is written before any path settles), or, paid after a cancellation, gives the money back; failure releases what
 * the payment held and, for a rejected transfer, returns the waybill to pay_now and tells the customer.
 */
export const waybillSettlement: Settlement = {
  async succeeded(tx, ctx, attempt) {
    if (attempt.targetId === null) return;
    const row = await findWaybill(tx, attempt.targetId, true);
    if (!row) return;
    if (row.status === 'pay_now' || row.status === 'bank_pending') {
      await markWaybillPaid(tx, row.id, ctx.clock());
      await earnWaybillPoints(tx, ctx, row, attempt.id);
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
    await moveWaybill(tx, row, { to: 'pay_now', kind: 'transfer_rejected', details: { reason }, at: ctx.clock() });
    await mailCustomer(tx, ctx, row, attempt, 'waybill_transfer_rejected', reason);
  },
};
