import {
  type Language,
  type Money,
  methodRule,
  PAYMENT_PROVIDERS,
  type PaymentMethodCode,
  type PaymentProviderName,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { PaymentAttemptRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { chargeBalance } from './ledger.js';
import { currencyIdOf, major, moneyOf } from './money.js';
import { NotificationRejected } from './providers/provider.js';
import { paymentPurpose } from './purposes.js';
import {
  findAttempt,
  findCustomerAttempt,
  findSucceededAttempt,
  insertAttempt,
  latestAttemptFor,
  lockOpenAttemptsFor,
  pageAttempts,
  recordNotification,
  updateAttempt,
} from './queries/attempts.js';
import { lockWallet } from './queries/ledger.js';

const OPEN: PaymentAttemptRow['status'][] = ['created', 'pending'];
/** The failure reason of an attempt given up because the customer started another payment of its target. */
export const SUPERSEDED = 'superseded';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A unique-index refusal of a second payment of one target, as the 409 a customer understands. */
export function asPaymentConflict(error: unknown): unknown {
  if (isUniqueViolation(error, 'payment_attempts_paid_once')) return new AppError('conflict', 'payment.alreadyPaid');
  if (isUniqueViolation(error, 'payment_attempts_one_pending_transfer'))
    return new AppError('conflict', 'payment.transferPending');
  return error;
}

export interface AttemptInput {
  customerId: number;
  /** What is paid: 'top_up', 'waybill', … (a purpose registered with registerPaymentPurpose). */
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
 * that is already paid becomes 'duplicate' (kept for a refund) and runs no handler. Answers whether it changed.
 */
export async function settleAttempt(
  tx: Database,
  ctx: AppContext,
  attemptId: string,
  outcome: SettleOutcome,
): Promise<{ changed: boolean; attempt: PaymentAttemptRow | undefined }> {
  const attempt = await findAttempt(tx, attemptId, true);
  if (attempt?.status === 'failed' && attempt.failureReason === SUPERSEDED && outcome.status === 'succeeded') {
    // The customer paid a checkout they had left for another payment: the money is kept for a refund.
    const duplicate = await updateAttempt(tx, attempt.id, { status: 'duplicate', completedAt: ctx.clock() });
    return { changed: true, attempt: duplicate };
  }
  if (!attempt || !OPEN.includes(attempt.status)) return { changed: false, attempt };
  const handlers = paymentPurpose(attempt.purpose);
  if (!handlers) throw new Error(`no handlers registered for payment purpose ${attempt.purpose}`);
  const now = ctx.clock();
  if (outcome.status === 'succeeded' && attempt.targetId !== null) {
    const paid = await findSucceededAttempt(tx, attempt.purpose, attempt.targetId);
    if (paid) {
      const duplicate = await updateAttempt(tx, attempt.id, { status: 'duplicate', completedAt: now });
      return { changed: true, attempt: duplicate };
    }
  }
  const settled = await updateAttempt(tx, attempt.id, {
    status: outcome.status,
    completedAt: now,
    failureReason: outcome.status === 'failed' ? outcome.reason : null,
  });
  if (!settled) throw new Error('attempt vanished while settling');
  if (outcome.status === 'succeeded') await handlers.succeeded(tx, ctx, settled);
  else await handlers.failed(tx, ctx, settled, outcome.reason);
  return { changed: true, attempt: settled };
}

/**
 * Pays a target from the balance, inside the caller's transaction (which should also hold the target's
 * lock): one attempt (method 'balance'), one 'payment' entry, and the purpose's `succeeded` handler, all
 * or nothing. The wallet is locked first, so two payments by one customer take turns; a target already
 * paid answers 409 'payment.alreadyPaid', and the unique index on paid attempts refuses a second success
 * whatever the path (map it with asPaymentConflict). An insufficient balance answers 422.
 */
export async function payWithBalance(
  tx: Database,
  ctx: AppContext,
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
  const { attempt: settled } = await settleAttempt(tx, ctx, attempt.id, { status: 'succeeded' });
  if (settled?.status !== 'succeeded') throw new AppError('conflict', 'payment.alreadyPaid');
  return settled;
}

/**
 * Gives up a target's attempts still open at their providers, inside the caller's transaction, before another
 * payment of it starts (or it is cancelled): each settles as failed ('superseded'), so its purpose's handler
 * gives back what it held. Should the customer still pay one, it becomes 'duplicate', kept for a refund.
 */
export async function supersedeOpenAttempts(tx: Database, ctx: AppContext, purpose: string, targetId: number) {
  for (const attempt of await lockOpenAttemptsFor(tx, purpose, targetId))
    await settleAttempt(tx, ctx, attempt.id, { status: 'failed', reason: SUPERSEDED });
}

export interface ProviderPaymentStart {
  attempt_id: string;
  method: PaymentMethodCode;
  provider: PaymentProviderName;
  /** Open it in the browser: it redirects to the provider's page (or the sandbox's). */
  pay_url: string;
}

/**
 * Starts a card or wallet payment, inside the caller's transaction: checks that the method takes the
 * currency and its provider is on, and DuitNow's shopper name; records an attempt. The provider's checkout
 * is made when the customer opens `pay_url` (outside any transaction, keyed by the attempt id).
 */
export async function startProviderPayment(
  tx: Database,
  ctx: AppContext,
  input: AttemptInput,
): Promise<ProviderPaymentStart> {
  const rule = methodRule(input.method);
  const provider = rule.provider;
  if (!provider) throw AppError.field('method', 'payment.selectOption');
  if (!(rule.currencies as readonly string[]).includes(input.amount.currency))
    throw new AppError('rule', 'payment.methodUnavailable', {
      params: { method: PAYMENT_PROVIDERS[provider].name, currency: input.amount.currency },
    });
  if (!ctx.payments.has(provider)) throw new AppError('rule', 'payment.providerUnavailable');
  const shopperName = input.shopperName?.trim() || null;
  if (rule.shopperName && !shopperName) throw AppError.field('shopper_name', 'payment.shopperNameRequired');
  const attempt = await createAttempt(tx, { ...input, shopperName });
  return { attempt_id: attempt.id, method: input.method, provider, pay_url: `/pay/checkout/${attempt.id}` };
}

/**
 * Where the customer pays an attempt: its provider's checkout, made on the first visit (a provider takes our
 * attempt id as its merchant reference, so asking twice is harmless; the first checkout stored is kept).
 */
export async function checkoutUrlFor(ctx: AppContext, attemptId: string): Promise<string> {
  const attempt = await findAttempt(ctx.db, attemptId);
  if (!attempt?.provider) throw new AppError('not_found', 'error.notFound');
  if (attempt.checkoutUrl) return attempt.checkoutUrl;
  if (!OPEN.includes(attempt.status)) throw new AppError('rule', 'payment.notPending');
  const provider = ctx.payments.get(attempt.provider as PaymentProviderName);
  if (!provider) throw new AppError('rule', 'payment.providerUnavailable');
  const { publicUrl } = ctx.config.payments;
  const returnPath = `/#${attempt.returnPath || '/pages/personal/index'}`;
  const checkout = await provider.createCheckout({
    attemptId: attempt.id,
    method: attempt.method as PaymentMethodCode,
    amount: moneyOf(attempt.amountMinor, attempt.currencyId),
    description: `Parcelway ${attempt.purpose} ${attempt.targetId ?? ''}`.trim(),
    returnUrl: provider.mode === 'sandbox' ? returnPath : `${publicUrl}${returnPath}`,
    notifyUrl: `${publicUrl}/api/payments/notify/${provider.name}`,
    shopperName: attempt.shopperName,
  });
  const stored = await updateAttempt(
    ctx.db,
    attempt.id,
    { providerRef: checkout.providerRef, checkoutUrl: checkout.redirectUrl, status: 'pending' },
    { statuses: ['created'], providerRefUnset: true },
  );
  if (stored?.checkoutUrl) return stored.checkoutUrl;
  const winner = await findAttempt(ctx.db, attempt.id);
  if (!winner?.checkoutUrl) throw new AppError('rule', 'payment.notPending');
  return winner.checkoutUrl;
}

/**
 * A provider's notification (POST /api/payments/notify/<provider>): the signature and time are checked on
 * the raw body, the notification id is recorded once (a replay changes nothing), and the attempt it names
 * is settled if it is still open, for the amount it was made for.
 */
export async function receiveNotification(
  ctx: AppContext,
  providerName: PaymentProviderName,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ result: 'settled' | 'replayed' | 'ignored' }> {
  const provider = ctx.payments.get(providerName);
  if (!provider) throw new AppError('not_found', 'error.notFound');
  let notification: ReturnType<typeof provider.verifyNotification>;
  try {
    notification = provider.verifyNotification(rawBody, headers, ctx.clock());
  } catch (error) {
    if (error instanceof NotificationRejected) throw new AppError('invalid', 'payment.notificationRejected');
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    const attempt = UUID.test(notification.attemptId) ? await findAttempt(tx, notification.attemptId, true) : undefined;
    const matches =
      attempt !== undefined &&
      attempt.provider === providerName &&
      attempt.providerRef === notification.providerRef &&
      attempt.amountMinor === notification.amount.minor &&
      attempt.currencyId === currencyIdOf(notification.amount.currency);
    const recorded = await recordNotification(tx, {
      provider: providerName,
      notificationId: notification.notificationId,
      attemptId: attempt?.id ?? null,
      outcome: matches ? notification.outcome : 'ignored',
      payload: JSON.parse(rawBody.toString('utf8')),
    });
    if (recorded === undefined) return { result: 'replayed' as const };
    if (!matches) return { result: 'ignored' as const };
    const { changed } = await settleAttempt(
      tx,
      ctx,
      attempt.id,
      notification.outcome === 'succeeded'
        ? { status: 'succeeded' }
        : { status: 'failed', reason: notification.failureReason ?? 'declined' },
    );
    return { result: changed ? ('settled' as const) : ('ignored' as const) };
  });
}

export type PayResultStatus = 'completed' | 'not_completed' | 'failed';

function resultStatus(attempt: PaymentAttemptRow): PayResultStatus {
  if (attempt.status === 'succeeded' || attempt.status === 'duplicate') return 'completed';
  if (attempt.status === 'failed') return 'failed';
  return 'not_completed';
}

const RESULT_MESSAGES = {
  completed: 'payment.completed',
  not_completed: 'payment.notCompleted',
  failed: 'payment.failed',
} as const;

/**
 * getPayResult: how a payment stands — 'completed', 'not_completed' or 'failed' with SPEC's messages — by
 * attempt id, or the newest attempt of a target (`waybillId` is the waybill purpose's target). An open
 * attempt is checked with its provider first, so a lost notification does not leave it open.
 */
export async function paymentResult(
  ctx: AppContext,
  customerId: number,
  ref: { attemptId?: string; purpose?: string; targetId?: number },
  language: Language,
) {
  let attempt =
    ref.attemptId !== undefined
      ? await findCustomerAttempt(ctx.db, customerId, ref.attemptId)
      : ref.purpose !== undefined && ref.targetId !== undefined
        ? await latestAttemptFor(ctx.db, customerId, ref.purpose, ref.targetId)
        : undefined;
  if (!attempt) throw new AppError('not_found', 'error.notFound');
  if (attempt.status === 'pending' && attempt.provider && attempt.providerRef) {
    const provider = ctx.payments.get(attempt.provider as PaymentProviderName);
    const result = provider ? await provider.queryResult(attempt.providerRef) : { status: 'pending' as const };
    if (result.status !== 'pending') {
      const id = attempt.id;
      await ctx.db.transaction((tx) =>
        settleAttempt(
          tx,
          ctx,
          id,
          result.status === 'succeeded'
            ? { status: 'succeeded' }
            : { status: 'failed', reason: result.failureReason ?? 'declined' },
        ),
      );
      attempt = (await findAttempt(ctx.db, id)) ?? attempt;
    }
  }
  const status = resultStatus(attempt);
  return {
    attempt_id: attempt.id,
    status,
    msg: translate(language, RESULT_MESSAGES[status]),
    payment_status: attempt.status,
    purpose: attempt.purpose,
    target_id: attempt.targetId,
    method: attempt.method,
    amount: major(attempt.amountMinor, attempt.currencyId),
    currency: moneyOf(0, attempt.currencyId).currency,
    failure_reason: attempt.failureReason,
    return_path: attempt.returnPath,
  };
}

export function presentAttempt(attempt: PaymentAttemptRow, language: Language) {
  const purposeKey =
    attempt.purpose === 'top_up'
      ? 'paymentPurpose.top_up'
      : attempt.purpose === 'waybill'
        ? 'paymentPurpose.waybill'
        : 'paymentPurpose.other';
  return {
    id: attempt.id,
    purpose: attempt.purpose,
    target_id: attempt.targetId,
    description: translate(language, purposeKey, {
      reference: attempt.targetId === null ? '' : `#${attempt.targetId}`,
    }).trim(),
    method: attempt.method,
    method_name: translate(language, `paymentMethod.${attempt.method as PaymentMethodCode}`),
    amount: major(attempt.amountMinor, attempt.currencyId),
    currency: moneyOf(0, attempt.currencyId).currency,
    status: attempt.status,
    status_name: translate(language, `paymentStatus.${attempt.status}`),
    failure_reason: attempt.failureReason,
    created_at: attempt.createdAt.toISOString(),
    completed_at: attempt.completedAt?.toISOString() ?? null,
  };
}

/** paymentHistory: every payment of the customer, by any method and for any purpose, newest first. */
export async function paymentHistory(
  ctx: AppContext,
  customerId: number,
  query: { page: number; perPage: number; purpose?: string | undefined; targetId?: number | undefined },
  language: Language,
) {
  const { rows, total } = await pageAttempts(ctx.db, customerId, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
    purpose: query.purpose,
    targetId: query.targetId,
  });
  return { list: rows.map((row) => presentAttempt(row, language)), total, page: query.page, perPage: query.perPage };
}
