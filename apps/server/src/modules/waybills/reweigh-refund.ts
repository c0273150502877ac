import { type Money, money, reweighRefund } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import {
  currencyCodeOf,
  findSucceededAttempt,
  postBalanceEntry,
  refundedFor,
  refundToBalance,
} from '../payments/index.js';
import { WAYBILL_PURPOSE } from './payment.js';
import { findWaybillPayment, reduceWaybillPaymentBalance } from './queries/payments.js';

/**
 * Gives back to the balance what a paid waybill was overcharged once a reweigh lowered its total, inside the
 * caller's transaction (which holds the waybill's lock): the difference in the currency paid, at the rate it was
 * charged at (the domain's `reweighRefund`), never more than the money still refundable. It comes off the payment
 * attempt first (a ledger 'refund' against it), then off the part a combined payment took from the balance, which is
 * then lowered so a later cancellation gives back only what is left. Answers the money refunded (zero when none).
 */
export async function refundReweighedWaybill(
  tx: Database,
  row: WaybillRow,
  totalAfter: number,
  reference: string,
): Promise<Money> {
  const attempt = await findSucceededAttempt(tx, WAYBILL_PURPOSE, row.id);
  if (!attempt) throw new AppError('rule', 'payment.amountProblem');
  const currency = currencyCodeOf(attempt.currencyId);
  const payment = await findWaybillPayment(tx, attempt.id, true);
  const alreadyRefunded = await refundedFor(tx, attempt.id);
  const heldFromBalance = payment && !payment.releasedAt ? payment.balanceMinor : 0;
  const refund = reweighRefund({
    charged: money(payment?.totalMinor ?? attempt.amountMinor, currency),
    totalBefore: row.total,
    totalAfter,
    refundable: money(Math.max(0, attempt.amountMinor + heldFromBalance - alreadyRefunded), currency),
  });
  if (refund.minor === 0) return refund;
  const fromAttempt = Math.min(refund.minor, Math.max(0, attempt.amountMinor - alreadyRefunded));
  if (fromAttempt > 0) await refundToBalance(tx, attempt.id, money(fromAttempt, currency), reference);
  const fromBalancePart = refund.minor - fromAttempt;
  if (fromBalancePart > 0) {
    await postBalanceEntry(tx, row.customerId, 'refund', money(fromBalancePart, currency), {
      purpose: WAYBILL_PURPOSE,
      targetId: row.id,
      reference,
    });
    await reduceWaybillPaymentBalance(tx, attempt.id, fromBalancePart);
  }
  return refund;
}
