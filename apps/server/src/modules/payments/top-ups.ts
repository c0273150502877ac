import {
  type CurrencyCode,
  formatMajor,
  type Language,
  methodRule,
  money,
  type PaymentMethodCode,
  parseAmount,
  pickLanguage,
  supportsBankTransfer,
  type TopUpRequest,
  topUpProblem,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { PaymentAttemptRow, TopUpRow } from '../../db/schema/index.js';
import type { AppServices } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { sendAccountMail } from '../notifications/index.js';
import { submitBankTransfer } from './bank-transfers.js';
import { creditBalance } from './ledger.js';
import { currencyCodeOf, currencyIdOf, major, moneyOf } from './money.js';
import { startProviderPayment } from './provider-payments.js';
import {
  findActivity,
  findCustomerContact,
  findTopUp,
  grantedActivityIds,
  insertTopUp,
  updateTopUp,
} from './queries/top-ups.js';
import type { Settlement } from './settlements.js';
import type { TopUpListener } from './top-up-listeners.js';

export const TOP_UP_PURPOSE = 'top_up';

export const text = (value: { minor: number; currency: CurrencyCode }) => `${value.currency} ${formatMajor(value)}`;

/**
 * A top-up's payment succeeded (a card, or staff approved the transfer): the amount and, when the customer
 * chose an offer whose bonus they have not had, the bonus are credited in this transaction, and a mail is
 * queued. The bonus is a separate, non-withdrawable entry; the wallet lock makes two credits of one
 * customer take turns, so an offer's bonus is granted once (and a unique index says so too).
 */
async function creditTopUp(
  tx: Database,
  ctx: AppServices,
  attempt: PaymentAttemptRow,
  onCredited: readonly TopUpListener[],
): Promise<void> {
  if (attempt.targetId === null) return;
  const topUp = await findTopUp(tx, attempt.targetId, true);
  if (!topUp || topUp.status === 'credited') return;
  const amount = moneyOf(topUp.amountMinor, topUp.currencyId);
  const movement = { purpose: TOP_UP_PURPOSE, targetId: topUp.id, attemptId: attempt.id };
  const credit = await creditBalance(tx, topUp.customerId, 'top_up', amount, movement);
  let bonusMinor = 0;
  let balanceAfter = credit.balanceAfterMinor;
  if (topUp.activityId !== null) {
    const activity = await findActivity(tx, topUp.activityId);
    const granted = await grantedActivityIds(tx, topUp.customerId);
    if (
      activity &&
      !granted.has(activity.id) &&
      activity.currencyId === topUp.currencyId &&
      topUp.amountMinor >= activity.thresholdMinor
    ) {
      bonusMinor = Number(activity.bonusMinor);
      const bonus = await creditBalance(
        tx,
        topUp.customerId,
        'top_up_bonus',
        moneyOf(bonusMinor, topUp.currencyId),
        movement,
      );
      balanceAfter = bonus.balanceAfterMinor;
    }
  }
  const now = ctx.clock();
  await updateTopUp(tx, topUp.id, { status: 'credited', creditedAt: now, bonusMinor, bonusGranted: bonusMinor > 0 });
  const credited = { customerId: topUp.customerId, topUpId: topUp.id, amount, creditedAt: now };
  for (const listener of onCredited) await listener(tx, ctx, credited);
  const contact = await findCustomerContact(tx, topUp.customerId);
  if (!contact) return;
  const language = pickLanguage(contact.language);
  const currency = amount.currency;
  await sendAccountMail(
    tx,
    {
      to: contact.email,
      customerId: topUp.customerId,
      language,
      kind: 'top_up_credited',
      params: {
        name: contact.firstName,
        amount: text(amount),
        bonus:
          bonusMinor > 0 ? translate(language, 'mail.topUpBonus', { bonus: text(money(bonusMinor, currency)) }) : '',
        currency,
        balance: formatMajor(money(Number(balanceAfter), currency)),
      },
    },
    now,
  );
}

/** A top-up's card payment failed, or staff rejected its transfer (with the reason, mailed to the customer). */
async function failTopUp(tx: Database, ctx: AppServices, attempt: PaymentAttemptRow, reason: string): Promise<void> {
  if (attempt.targetId === null) return;
  const topUp = await findTopUp(tx, attempt.targetId, true);
  if (!topUp || topUp.status === 'credited') return;
  const rejected = attempt.method === 'bank_transfer';
  await updateTopUp(tx, topUp.id, { status: rejected ? 'rejected' : 'failed', reason });
  if (!rejected) return;
  const contact = await findCustomerContact(tx, topUp.customerId);
  if (!contact) return;
  const language = pickLanguage(contact.language);
  await sendAccountMail(
    tx,
    {
      to: contact.email,
      customerId: topUp.customerId,
      language,
      kind: 'top_up_rejected',
      params: {
        name: contact.firstName,
        amount: text(moneyOf(topUp.amountMinor, topUp.currencyId)),
        reference: `#${topUp.id}`,
        reason,
      },
    },
    ctx.clock(),
  );
}

/**
 * A top-up's payment: success credits the balance (with its bonus) and then runs what other modules do on a credit
 * (`onCredited`, in the same transaction); failure marks it and tells the customer.
 */
export function topUpSettlement({ onCredited }: { onCredited: readonly TopUpListener[] }): Settlement {
  return { succeeded: (tx, ctx, attempt) => creditTopUp(tx, ctx, attempt, onCredited), failed: failTopUp };
}

export function presentTopUp(row: TopUpRow, language: Language) {
  return {
    id: row.id,
    amount: major(row.amountMinor, row.currencyId),
    currency: currencyCodeOf(row.currencyId),
    bonus: major(row.bonusMinor, row.currencyId),
    bonus_granted: row.bonusGranted,
    activity_id: row.activityId,
    method: row.method,
    method_name: translate(language, `paymentMethod.${row.method as PaymentMethodCode}`),
    status: row.status,
    status_name: translate(language, `topUpStatus.${row.status}`),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    credited_at: row.creditedAt?.toISOString() ?? null,
  };
}

/**
 * chargeActionNew, inside the idempotent transaction: checks the amount (limits per currency), the offer
 * (its currency and threshold), the method (one that tops up in the currency); then records the top-up and
 * either a bank transfer for review (with the customer's screenshot) or a card/wallet attempt to pay.
 */
export async function requestTopUp(
  tx: Database,
  ctx: AppServices,
  customerId: number,
  input: TopUpRequest,
  language: Language,
) {
  const currency = input.currency as CurrencyCode;
  const parsed = parseAmount(input.amount, currency);
  if (!parsed.ok) throw new AppError('invalid', parsed.key, { params: parsed.params, fields: { amount: parsed.key } });
  const amount = parsed.amount;
  const activity = input.activity_id ? await findActivity(tx, input.activity_id) : undefined;
  if (input.activity_id && !activity) throw AppError.field('activity_id', 'topUp.activityClosed');
  const problem = topUpProblem(
    amount,
    activity && { threshold: moneyOf(activity.thresholdMinor, activity.currencyId), active: activity.active },
  );
  if (problem) {
    const field = /activity|Activity/.test(problem.key) ? 'activity_id' : 'amount';
    throw new AppError('invalid', problem.key, { params: problem.params, fields: { [field]: problem.key } });
  }
  const method = input.method as PaymentMethodCode;
  if (!methodRule(method).topUp) throw AppError.field('method', 'payment.selectOption');
  if (method === 'bank_transfer' && !supportsBankTransfer(currency))
    throw new AppError('rule', 'payment.bankTransferUnsupported');

  const promisedBonus =
    activity && !(await grantedActivityIds(tx, customerId)).has(activity.id) ? Number(activity.bonusMinor) : 0;
  const topUp = await insertTopUp(tx, {
    customerId,
    currencyId: currencyIdOf(currency),
    amountMinor: amount.minor,
    activityId: activity?.id ?? null,
    bonusMinor: promisedBonus,
    method,
    status: method === 'bank_transfer' ? 'pending_review' : 'pending_payment',
  });
  if (method === 'bank_transfer') {
    const { transfer } = await submitBankTransfer(tx, {
      customerId,
      purpose: TOP_UP_PURPOSE,
      targetId: topUp.id,
      amount,
      proof: input.proof,
    });
    return {
      top_up: presentTopUp(topUp, language),
      transfer_id: transfer.id,
      attempt_id: transfer.attemptId,
      pay_url: null,
    };
  }
  const start = await startProviderPayment(tx, ctx, {
    customerId,
    purpose: TOP_UP_PURPOSE,
    targetId: topUp.id,
    method,
    amount,
    returnPath: `/pages/personal/rechargeRecord?top_up_id=${topUp.id}`,
    shopperName: input.shopper_name,
  });
  return {
    top_up: presentTopUp(topUp, language),
    transfer_id: null,
    attempt_id: start.attempt_id,
    pay_url: start.pay_url,
  };
}
