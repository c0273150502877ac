import { formatMajor, isWaybillStatus, moneyText, PARCEL_STATUS, staffCancellationProblem } from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { notify } from '../notifications/index.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { moveWaybill, moveWaybillParcels, requireWaybill } from './moves.js';
import { refundPaidWaybill } from './payment.js';
import { insertWaybillEvents, listWaybillServices } from './queries/history.js';
import { staffView } from './warehouse.js';

/**
 * cancel-waybill (warehouse staff of its warehouse, or admin): a paid waybill that has not left the warehouse is
 * cancelled in one transaction under its row lock: the payment refunded to the balance (refundPaidWaybill), the
 * parcels back in stock, an invitation reward it earned taken back (moveWaybill), the reason on its timeline and in
 * the audit trail, and the customer told (mail/SMS as they chose). A second cancel, however parallel, waits for the
 * lock and finds it cancelled (409): the money goes back once.
 */
export async function staffCancelWaybill(ctx: AppContext, actor: StaffActor, id: number, input: { reason: string }) {
  return ctx.db.transaction(async (tx) => {
    const row = await requireWaybill(tx, id, actor);
    const services = await listWaybillServices(tx, row.id);
    const combinedBoxDone = services.some(
      ({ entry, service }) => service.code === 'combined_box' && entry.status === 'completed',
    );
    const problem = isWaybillStatus(row.status)
      ? staffCancellationProblem(row.status, combinedBoxDone)
      : 'waybill.cannotCancel';
    if (problem) throw new AppError(problem === 'waybill.alreadyCancelled' ? 'conflict' : 'rule', problem);
    const now = ctx.clock();
    const refund = await refundPaidWaybill(tx, ctx, row, input.reason);
    const cancelled = await moveWaybill(tx, row, 'cancelled', 'en', now, { cancelledAt: now });
    await moveWaybillParcels(tx, row, PARCEL_STATUS.inStock, 'back_in_stock', 'en', now, true);
    const amount = formatMajor(refund);
    await insertWaybillEvents(tx, [
      {
        waybillId: row.id,
        status: 'cancelled',
        kind: 'cancelled_by_staff',
        details: { reason: input.reason, refund: moneyText(refund) },
        createdAt: now,
      },
    ]);
    await recordStaffAction(
      tx,
      actor,
      'waybill.cancel',
      { type: 'waybill', id: row.id },
      { reason: input.reason, refund: amount, currency: refund.currency },
    );
    const shipment = row.shipmentNo ?? String(row.id);
    await notify(
      tx,
      {
        customerId: row.customerId,
        kind: 'waybill_cancelled',
        data: { waybillId: row.id, shipment, refund, reason: input.reason },
      },
      now,
    );
    return { ...staffView(cancelled), refund: { amount, currency: refund.currency } };
  });
}
