import type { TopUpStatus } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { reviewBankTransfer } from './bank-transfers.js';
import { pendingTransferFor } from './queries/bank-transfers.js';
import { findTopUp, listTopUpsForStaff } from './queries/top-ups.js';
import { presentTopUp, TOP_UP_PURPOSE } from './top-ups.js';

export async function staffTopUps(ctx: AppContext, status: TopUpStatus | undefined) {
  const rows = await listTopUpsForStaff(ctx.db, status, 200);
  return rows.map(({ topUp, email }) => ({
    ...presentTopUp(topUp, 'en'),
    customer_id: topUp.customerId,
    customer_email: email,
  }));
}

/** npm run ops -- review-topup: reviews the top-up's bank transfer (credited with its bonus, or rejected with the reason). */
export async function reviewTopUp(
  ctx: AppContext,
  actor: StaffActor,
  topUpId: number,
  decision: { approve: boolean; reason?: string | undefined },
) {
  const topUp = await findTopUp(ctx.db, topUpId);
  if (!topUp) throw new AppError('not_found', 'error.notFound');
  const transfer = await pendingTransferFor(ctx.db, TOP_UP_PURPOSE, topUpId);
  if (!transfer) throw new AppError('rule', 'payment.notPending');
  const reviewed = await reviewBankTransfer(ctx, actor, transfer.id, decision);
  const after = await findTopUp(ctx.db, topUpId);
  return { top_up: after ? presentTopUp(after, 'en') : null, transfer: reviewed };
}
