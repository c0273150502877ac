import { type Money, methodRule, type PaymentMethodCode } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { PaymentAttemptRow } from '../../db/schema/index.js';
import type { AppServices } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { creditDuplicatePayment } from './duplicate-refund.js';
import { chargeBalance } from './ledger.js';
import { currencyIdOf } from './money.js';
import {
  findAttempt,
  findSucceededAttempt,
  insertAttempt,
  lockOpenAttemptsFor,
  updateAttempt,
} from './queries/attempts.js';
import { lockWallet } from './queries/ledger.js';
import { settlementOf } from './settlements.js';

export const OPEN: PaymentAttemptRow['status'][] = ['created', 'pending'];
/** The failure reason of an attempt given up because the customer started another payment of its target. */
export const SUPERSEDED = 'superseded';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A unique-index refusal of a second payment of one target, as the 409 a customer understands. */
export function asPaymentConflict(error: unknown): unknown {
  if (isUniqueViolation(error, 'payment_attempts_paid_once')) return new AppError('conflict', 'payment.alreadyPaid');
  if (isUniqueViolation(error, 'payment_attempts_one_pending_transfer'))
    return new AppError('conflict', 'payment.transferPending');
  return error;
}

export interface AttemptInput {
  customerId: number;
  /** What is paid: 'top_up', 'waybill', … (a purpose named in the app's settlements). */
  purpose: string;
  targetId: number | null;
  method: PaymentMethodCode;
  amount: Money;
  returnPath?: string;
  shopperName?: string | null;
}

export function createAttempt(tx: Database, input: AttemptInput, status: PaymentAttemptRow['status'] = 'created') {
  if (input.amount.minor <= 0) throw new AppError('rule', 'payment.amountProblem');
  return insertAttempt(tx, {
    customerId: input.customerId,
    purpose: input.purpose,
    targetId: input.targetId,
    method: input.method,
    provider: methodRule(input.method).provider,
    currencyId: currencyIdOf(input.amount.currency),
    amountMinor: input.amount.minor,
    status,
    returnPath: input.returnPath ?? '',
    shopperName: input.shopperName ?? null,
  });
}

export type SettleOutcome = { status: 'succeeded' } | { status: 'failed'; reason: string };

/**
 * Settles an open attempt once, inside the caller's transaction: the row is locked, only 'created' or
 * 'pending' move, and the purpose's handler runs in the same transaction. A second success for a target
 * that is already paid becomes 'duplicate', runs no handler and is credited to the customer's balance
 * (creditDuplicatePayment). Answers whether it changed.
 */
export async function settleAttempt(
  tx: Database,
  ctx: AppServices,
  attemptId: string,
  outcome: SettleOutcome,
): Promise<{ changed: boolean; attempt: PaymentAttemptRow | undefined }> {
  const attempt = await findAttempt(tx, attemptId, true);
  if (attempt?.status === 'failed' && attempt.failureReason === SUPERSEDED && outcome.status === 'succeeded') {
    // The customer paid a checkout they had left for another payment: the money goes to their balance.
    const duplicate = await updateAttempt(tx, attempt.id, { status: 'duplicate', completedAt: ctx.clock() });
    if (duplicate) await creditDuplicatePayment(tx, ctx, duplicate);
    return { changed: true, attempt: duplicate };
  }
  if (!attempt || !OPEN.includes(attempt.status)) return { changed: false, attempt };
  const settlement = settlementOf(ctx, attempt.purpose);
  const now = ctx.clock();
  if (outcome.status === 'succeeded' && attempt.targetId !== null) {
    const paid = await findSucceededAttempt(tx, attempt.purpose, attempt.targetId);
    if (paid) {
      const duplicate = await updateAttempt(tx, attempt.id, { status: 'duplicate', completedAt: now });
      if (duplicate) await creditDuplicatePayment(tx, ctx, duplicate);
      return { changed: true, attempt: duplicate };
    }
  }
  const settled = await updateAttempt(tx, attempt.id, {
    status: outcome.status,
    completedAt: now,
    failureReason: outcome.status === 'failed' ? outcome.reason : null,
  });
  if (!settled) throw new Error('attempt vanished while settling');
  if (outcome.status === 'succeeded') await settlement.succeeded(tx, ctx, settled);
  else await settlement.failed(tx, ctx, settled, outcome.reason);
  return { changed: true, attempt: settled };
}

/**
 * Takes a target's price from the balance, inside the caller's transaction (which should also hold the target's
 * lock): one attempt (method 'balance'), left pending, and one 'payment' entry. The caller records what it keeps of
 * the payment, then settles it with settleBalancePayment, so the purpose's settlement finds that record. The wallet
 * is locked first, so two payments by one customer take turns; a target already paid answers 409
 * 'payment.alreadyPaid', and the unique index on paid attempts refuses a second success whatever the path (map it
 * with asPaymentConflict). An insufficient balance answers 422.
 */
export async function startBalancePayment(
  tx: Database,
  input: Omit<AttemptInput, 'method' | 'shopperName'>,
): Promise<PaymentAttemptRow> {
  await lockWallet(tx, input.customerId, currencyIdOf(input.amount.currency));
  if (input.targetId !== null && (await findSucceededAttempt(tx, input.purpose, input.targetId)))
    throw new AppError('conflict', 'payment.alreadyPaid');
  const attempt = await createAttempt(tx, { ...input, method: 'balance' }, 'pending');
  await chargeBalance(tx, input.customerId, input.amount, {
    purpose: input.purpose,
    targetId: input.targetId,
    attemptId: attempt.id,
  });
  return attempt;
}

/** Settles a balance payment begun with startBalancePayment: the purpose's `succeeded` runs in the same transaction. */
export async function settleBalancePayment(tx: Database, ctx: AppServices, attemptId: string) {
  const { attempt: settled } = await settleAttempt(tx, ctx, attemptId, { status: 'succeeded' });
  if (settled?.status !== 'succeeded') throw new AppError('conflict', 'payment.alreadyPaid');
  return settled;
}

/** Pays a target from the balance at once, when the purpose keeps nothing of its own before settling. */
export async function payWithBalance(
  tx: Database,
  ctx: AppServices,
  input: Omit<AttemptInput, 'method' | 'shopperName'>,
): Promise<PaymentAttemptRow> {
  const attempt = await startBalancePayment(tx, input);
  return settleBalancePayment(tx, ctx, attempt.id);
}

/**
 * Gives up a target's attempts still open at their providers, inside the caller's transaction, before another
 * payment of it starts (or it is cancelled): each settles as failed ('superseded'), so its purpose's handler
 * gives back what it held. Should the customer still pay one, it becomes 'duplicate', credited to the balance.
 */
export async function supersedeOpenAttempts(tx: Database, ctx: AppServices, purpose: string, targetId: number) {
  for (const attempt of await lockOpenAttemptsFor(tx, purpose, targetId))
    await settleAttempt(tx, ctx, attempt.id, { status: 'failed', reason: SUPERSEDED });
}
