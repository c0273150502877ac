import { type Language, type PaymentMethodCode, type PaymentProviderName, translate } from '@parcelway/domain';
import type { PaymentAttemptRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { settleAttempt } from './attempts.js';
import { major, moneyOf } from './money.js';
import { findAttempt, findCustomerAttempt, latestAttemptFor, pageAttempts } from './queries/attempts.js';

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
