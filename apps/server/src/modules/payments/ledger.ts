import {
  type BalanceEntryKind,
  balanceAfter,
  isWithdrawable,
  LedgerError,
  type Money,
  money,
  type PointEntryKind,
  pointsAfter,
  refundProblem,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { currencyIdOf, moneyOf } from './money.js';
import { findAttempt } from './queries/attempts.js';
import {
  type BalanceEntryRow,
  insertBalanceEntry,
  insertPointEntry,
  lockPoints,
  lockWallet,
  refundedFor,
  setPoints,
  setWalletBalance,
} from './queries/ledger.js';

/** What a ledger movement is for: a payment purpose and its target, and the attempt behind it. */
export interface MovementContext {
  purpose?: string | null;
  targetId?: number | null;
  attemptId?: string | null;
  reference?: string;
}

function asAppError(error: unknown): never {
  if (error instanceof LedgerError) throw new AppError('rule', error.problem.key, { params: error.problem.params });
  throw error;
}

/**
 * Adds one entry to a wallet, inside the caller's transaction: the wallet row is locked (FOR UPDATE) until
 * the transaction ends, the domain checks the entry (sign, currency, never below zero), then the wallet's
 * balance and the entry are written together. Two movements of one wallet therefore take turns, and a
 * debit that would go below zero is refused (422 'payment.insufficientBalance') before anything is written.
 */
export async function postBalanceEntry(
  tx: Database,
  customerId: number,
  kind: BalanceEntryKind,
  amount: Money,
  context: MovementContext = {},
): Promise<BalanceEntryRow> {
  const currencyId = currencyIdOf(amount.currency);
  const current = await lockWallet(tx, customerId, currencyId);
  let after: Money;
  try {
    after = balanceAfter(money(current, amount.currency), { kind, amount });
  } catch (error) {
    asAppError(error);
  }
  await setWalletBalance(tx, customerId, currencyId, after.minor);
  return insertBalanceEntry(tx, {
    customerId,
    currencyId,
    amountMinor: amount.minor,
    kind,
    reference: context.reference ?? '',
    balanceAfterMinor: after.minor,
    withdrawable: isWithdrawable(kind),
    purpose: context.purpose ?? null,
    targetId: context.targetId ?? null,
    attemptId: context.attemptId ?? null,
  });
}

/** Takes `amount` (positive) from the customer's wallet in its currency: a 'payment' entry; never below zero. */
export function chargeBalance(tx: Database, customerId: number, amount: Money, context: MovementContext = {}) {
  if (amount.minor <= 0) throw new RangeError('chargeBalance takes a positive amount');
  return postBalanceEntry(tx, customerId, 'payment', money(-amount.minor, amount.currency), context);
}

/** Adds `amount` (positive) to the customer's wallet: a top-up, its bonus, a staff adjustment or a claim's compensation. */
export function creditBalance(
  tx: Database,
  customerId: number,
  kind: 'top_up' | 'top_up_bonus' | 'adjustment' | 'compensation',
  amount: Money,
  context: MovementContext = {},
) {
  if (amount.minor <= 0) throw new RangeError('creditBalance takes a positive amount');
  return postBalanceEntry(tx, customerId, kind, amount, context);
}

/**
 * Gives (part of) a succeeded payment back to the customer's balance, in the payment's currency: at most
 * what was paid less what was refunded already (the attempt row is locked, so two refunds take turns).
 */
export async function refundToBalance(tx: Database, attemptId: string, amount: Money, reference = '') {
  const attempt = await findAttempt(tx, attemptId, true);
  if (!attempt) throw new AppError('not_found', 'error.notFound');
  const paid = moneyOf(attempt.amountMinor, attempt.currencyId);
  if (attempt.status !== 'succeeded' && attempt.status !== 'duplicate')
    throw new AppError('rule', 'payment.amountProblem');
  if (amount.currency !== paid.currency) throw new AppError('rule', 'ledger.wrongCurrency');
  const problem = refundProblem(paid, money(await refundedFor(tx, attemptId), paid.currency), amount);
  if (problem) throw new AppError('rule', problem.key, { params: problem.params });
  return postBalanceEntry(tx, attempt.customerId, 'refund', amount, {
    purpose: attempt.purpose,
    targetId: attempt.targetId,
    attemptId,
    reference,
  });
}

/** Moves the customer's points by `change` (signed), with the same lock-check-write as a wallet. */
export async function postPointEntry(
  tx: Database,
  customerId: number,
  kind: PointEntryKind,
  change: number,
  context: MovementContext = {},
) {
  const current = await lockPoints(tx, customerId);
  let after: number;
  try {
    after = pointsAfter(current, kind, change);
  } catch (error) {
    asAppError(error);
  }
  await setPoints(tx, customerId, after);
  return insertPointEntry(tx, {
    customerId,
    points: change,
    kind,
    reference: context.reference ?? '',
    pointsAfter: after,
    purpose: context.purpose ?? null,
    targetId: context.targetId ?? null,
    attemptId: context.attemptId ?? null,
  });
}

/** Spends `points` (positive); refused with 'payment.insufficientPoints' when the customer has fewer. */
export function spendPoints(tx: Database, customerId: number, points: number, context: MovementContext = {}) {
  return postPointEntry(tx, customerId, 'points_spent', -points, context);
}

export function earnPoints(tx: Database, customerId: number, points: number, context: MovementContext = {}) {
  return postPointEntry(tx, customerId, 'points_earned', points, context);
}

/** Points of a payment that did not go through, given back. */
export function refundPoints(tx: Database, customerId: number, points: number, context: MovementContext = {}) {
  return postPointEntry(tx, customerId, 'points_refund', points, context);
}
