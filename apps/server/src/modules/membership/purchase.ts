import {
  calendarDate,
  type Language,
  type MembershipPurchaseInput,
  membershipPurchaseInputSchema,
  methodsForCurrency,
  nextPeriodStart,
  type PaymentMethodCode,
  periodEnd,
  pickLanguage,
  purchaseProblem,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { PaymentAttemptRow } from '../../db/schema/index.js';
import type { AppServices } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { sendAccountMail } from '../notifications/index.js';
import {
  moneyOf,
  payWithBalance,
  type Settlement,
  SUPERSEDED,
  startProviderPayment,
  submitBankTransfer,
  supersedeOpenAttempts,
} from '../payments/index.js';
import { planName, presentPurchase } from './presenters.js';
import {
  findContact,
  findMembership,
  insertMembership,
  listMembershipsOf,
  lockCustomerMemberships,
  updateMembership,
} from './queries/memberships.js';
import { findPlan } from './queries/plans.js';

/** The payment purpose of a membership purchase: its attempts' target is the purchase (memberships.id). */
export const MEMBERSHIP_PURPOSE = 'membership';

const resultPath = (id: number) => `/pages/personal/member?purchase_id=${id}`;

/**
 * memberPurchaseAction, inside the idempotent transaction: the rules ticked (the schema says 'Please read and agree
 * to the rules first'), a plan on sale, nothing waiting for review or payment and no period too far ahead (domain
 * purchaseProblem, checked under a per-customer lock so parallel clicks take turns), a method that takes the plan's
 * currency. Then the purchase and its payment: the balance activates it at once; a transfer waits for staff review
 * (in_review); a card waits for its provider.
 */
export async function purchaseMembership(
  tx: Database,
  ctx: AppServices,
  customerId: number,
  raw: MembershipPurchaseInput,
  language: Language,
) {
  const input = membershipPurchaseInputSchema.parse(raw);
  const plan = await findPlan(tx, input.plan_id);
  if (!plan?.active) throw new AppError('not_found', 'member.planNotFound');
  const amount = moneyOf(plan.priceMinor, plan.currencyId);
  const method = input.method as PaymentMethodCode;
  if (!methodsForCurrency(amount.currency).includes(method)) throw AppError.field('method', 'member.methodUnavailable');

  await lockCustomerMemberships(tx, customerId);
  const now = ctx.clock();
  // A card or wallet checkout left open gives way to this purchase (as a waybill's does): an abandoned provider page
  // never blocks buying. Should it still be paid, that payment is a duplicate, credited to the balance. A transfer in review
  // still blocks (staff are looking at it).
  for (const { membership } of await listMembershipsOf(tx, customerId))
    if (membership.status === 'pending_payment')
      await supersedeOpenAttempts(tx, ctx, MEMBERSHIP_PURPOSE, membership.id);
  const purchases = (await listMembershipsOf(tx, customerId)).map((row) => row.membership);
  const problem = purchaseProblem(purchases, now);
  if (problem) throw new AppError('conflict', problem);

  const row = await insertMembership(tx, {
    customerId,
    planId: plan.id,
    status: method === 'bank_transfer' ? 'in_review' : 'pending_payment',
    method,
    currencyId: plan.currencyId,
    amountMinor: plan.priceMinor,
    period: plan.period,
    freightBasisPoints: plan.freightBasisPoints,
    extraBasisPoints: plan.extraBasisPoints,
    priority: plan.priority,
    rulesAgreedAt: now,
  });
  const base = { customerId, purpose: MEMBERSHIP_PURPOSE, targetId: row.id, amount };
  let transferId: number | null = null;
  let attemptId: string;
  let payUrl: string | null = null;
  if (method === 'balance') {
    attemptId = (await payWithBalance(tx, ctx, { ...base, returnPath: resultPath(row.id) })).id;
  } else if (method === 'bank_transfer') {
    const { transfer } = await submitBankTransfer(tx, { ...base, proof: input.proof });
    transferId = transfer.id;
    attemptId = transfer.attemptId;
  } else {
    const start = await startProviderPayment(tx, ctx, {
      ...base,
      method,
      returnPath: resultPath(row.id),
      shopperName: input.shopper_name,
    });
    attemptId = start.attempt_id;
    payUrl = start.pay_url;
  }
  const stored = await findMembership(tx, row.id);
  if (!stored) throw new Error('membership vanished');
  return {
    purchase: presentPurchase(stored, plan, language, ctx.clock()),
    transfer_id: transferId,
    attempt_id: attemptId,
    pay_url: payUrl,
  };
}

async function mailCustomer(
  tx: Database,
  ctx: AppServices,
  customerId: number,
  kind: 'member_active' | 'member_rejected',
  params: (language: Language) => Record<string, string>,
) {
  const contact = await findContact(tx, customerId);
  if (!contact) return;
  const language = pickLanguage(contact.language);
  await sendAccountMail(
    tx,
    {
      to: contact.email,
      customerId,
      language,
      kind,
      params: { name: contact.firstName, ...params(language) },
    },
    ctx.clock(),
  );
}

/**
 * A purchase paid (balance, card, or a transfer staff approved): active for one period from now, or from the end of
 * the period already paid (a renewal); the customer is mailed. Runs in the settling transaction.
 */
async function activate(tx: Database, ctx: AppServices, attempt: PaymentAttemptRow) {
  if (attempt.targetId === null) return;
  const row = await findMembership(tx, attempt.targetId, true);
  if (!row || row.status === 'active') return;
  const now = ctx.clock();
  const others = (await listMembershipsOf(tx, row.customerId)).map((each) => each.membership);
  const startsAt = nextPeriodStart(
    others.filter((each) => each.id !== row.id),
    now,
  );
  const endsAt = periodEnd(startsAt, row.period);
  await updateMembership(tx, row.id, { status: 'active', startsAt, endsAt, reason: null });
  const plan = await findPlan(tx, row.planId);
  await mailCustomer(tx, ctx, row.customerId, 'member_active', (language) => ({
    plan: plan ? planName(language, plan) : '',
    start: calendarDate(startsAt),
    end: calendarDate(endsAt),
  }));
}

/** A purchase not paid: a rejected transfer is 'review_failed' with the staff's reason (mailed); a card 'failed'. */
async function fail(tx: Database, ctx: AppServices, attempt: PaymentAttemptRow, reason: string) {
  if (attempt.targetId === null) return;
  const row = await findMembership(tx, attempt.targetId, true);
  if (!row || row.status === 'active') return;
  const rejected = attempt.method === 'bank_transfer';
  // A checkout given up for a newer purchase has no reason worth showing: the customer left it.
  await updateMembership(tx, row.id, {
    status: rejected ? 'review_failed' : 'failed',
    reason: reason === SUPERSEDED ? null : reason,
  });
  if (!rejected) return;
  const plan = await findPlan(tx, row.planId);
  await mailCustomer(tx, ctx, row.customerId, 'member_rejected', (language) => ({
    plan: plan ? planName(language, plan) : '',
    reason,
  }));
}

/** A membership's payment: success activates the plan, failure marks the purchase (and mails a rejection). */
export const membershipSettlement: Settlement = { succeeded: activate, failed: fail };
