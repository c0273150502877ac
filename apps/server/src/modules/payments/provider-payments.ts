import { methodRule, PAYMENT_PROVIDERS, type PaymentMethodCode, type PaymentProviderName } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext, AppServices } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { type AttemptInput, createAttempt, OPEN, settleAttempt, UUID } from './attempts.js';
import { currencyIdOf, moneyOf } from './money.js';
import { NotificationRejected } from './providers/provider.js';
import { findAttempt, recordNotification, updateAttempt } from './queries/attempts.js';

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
  ctx: AppServices,
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
