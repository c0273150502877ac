import { type Money, supportsBankTransfer } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { fileIdsOf, presentFiles } from '../files/index.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { asPaymentConflict, createAttempt, settleAttempt } from './attempts.js';
import { major, moneyOf } from './money.js';
import {
  findBankTransfer,
  findProofFile,
  insertBankTransfer,
  listBankTransfers,
  pendingTransferFor,
  updateBankTransfer,
} from './queries/bank-transfers.js';

export interface BankTransferInput {
  customerId: number;
  purpose: string;
  targetId: number;
  amount: Money;
  /** The proof: a link or id of the customer's own `bank_proof` upload (one png, jpg or pdf under 1 MB). */
  proof: string | undefined;
}

/**
 * Records a bank transfer for staff review, inside the caller's transaction: the currency must take bank
 * transfers (SPEC §8 'the current currency does not support bank transfer'), the proof must be the
 * customer's own bank-proof upload, and a target has at most one transfer under review. Creates a pending
 * attempt (method bank_transfer) that review settles; the purpose's handlers say what that does.
 */
export async function submitBankTransfer(tx: Database, input: BankTransferInput) {
  if (!supportsBankTransfer(input.amount.currency)) throw new AppError('rule', 'payment.bankTransferUnsupported');
  if (!input.proof) throw AppError.field('proof', 'payment.proofRequired');
  const [fileId] = fileIdsOf([input.proof], 'proof');
  const file = fileId ? await findProofFile(tx, input.customerId, fileId) : undefined;
  if (file?.purpose !== 'bank_proof') throw AppError.field('proof', 'payment.proofRequired');
  if (await pendingTransferFor(tx, input.purpose, input.targetId))
    throw new AppError('conflict', 'payment.transferPending');
  const attempt = await createAttempt(
    tx,
    {
      customerId: input.customerId,
      purpose: input.purpose,
      targetId: input.targetId,
      method: 'bank_transfer',
      amount: input.amount,
    },
    'pending',
  );
  const transfer = await insertBankTransfer(tx, {
    customerId: input.customerId,
    attemptId: attempt.id,
    proofFileId: file.id,
  });
  return { transfer, attempt };
}

/**
 * Staff review of a transfer (npm run ops -- review-transfer): approval settles its attempt as succeeded,
 * rejection as failed with the reason, each running the purpose's handler in the same transaction (a top-up
 * is credited and mailed; a waybill becomes paid or goes back to pay_now). Reviewed once.
 */
export async function reviewBankTransfer(
  ctx: AppContext,
  actor: StaffActor,
  transferId: number,
  decision: { approve: boolean; reason?: string | undefined },
) {
  const reason = decision.reason?.trim() ?? '';
  if (!decision.approve && !reason) throw AppError.field('reason', 'payment.reasonRequired');
  try {
    await ctx.db.transaction(async (tx) => {
      const transfer = await findBankTransfer(tx, transferId, true);
      if (!transfer) throw new AppError('not_found', 'error.notFound');
      if (transfer.status !== 'pending') throw new AppError('rule', 'payment.notPending');
      const now = ctx.clock();
      await updateBankTransfer(tx, transferId, {
        status: decision.approve ? 'approved' : 'rejected',
        reason: reason || null,
        reviewedByStaffId: actor.staffId,
        reviewedAt: now,
      });
      const { changed } = await settleAttempt(
        tx,
        ctx,
        transfer.attemptId,
        decision.approve ? { status: 'succeeded' } : { status: 'failed', reason },
      );
      if (!changed) throw new AppError('rule', 'payment.notPending');
      await recordStaffAction(
        tx,
        actor,
        'bank_transfer.review',
        { type: 'bank_transfer', id: transferId },
        {
          decision: decision.approve ? 'approve' : 'reject',
          reason: reason || undefined,
          attempt_id: transfer.attemptId,
        },
      );
    });
  } catch (error) {
    throw asPaymentConflict(error);
  }
  const [view] = await bankTransferQueue(ctx, undefined, transferId);
  if (!view) throw new Error(`bank transfer ${transferId} vanished after its review`);
  return view;
}

/** The review queue (staff): transfers with their amount, target and a link to the proof. */
export async function bankTransferQueue(
  ctx: AppContext,
  status: 'pending' | 'approved' | 'rejected' | undefined,
  onlyId?: number,
) {
  const rows = await listBankTransfers(ctx.db, { status, ...(onlyId === undefined ? {} : { id: onlyId }) }, 200);
  const proofs = await presentFiles(
    ctx,
    rows.flatMap((row) => (row.transfer.proofFileId ? [row.transfer.proofFileId] : [])),
  );
  const proofById = new Map(proofs.map((proof) => [proof.id, proof]));
  return rows.map(({ transfer, attempt, email }) => ({
    id: transfer.id,
    status: transfer.status,
    customer_id: transfer.customerId,
    customer_email: email,
    purpose: attempt.purpose,
    target_id: attempt.targetId,
    amount: major(attempt.amountMinor, attempt.currencyId),
    currency: moneyOf(0, attempt.currencyId).currency,
    attempt_id: attempt.id,
    proof: (transfer.proofFileId && proofById.get(transfer.proofFileId)) || null,
    reason: transfer.reason,
    reviewed_at: transfer.reviewedAt?.toISOString() ?? null,
    created_at: transfer.createdAt.toISOString(),
  }));
}
