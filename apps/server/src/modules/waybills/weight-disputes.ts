import {
  calendarDate,
  disputeDueAt,
  formatMajor,
  kilogramsText,
  type Money,
  money,
  moneyText,
  type ReweighInput,
  reweighPriceProblem,
  type WeightDisputeInput,
  zonedDateTimeText,
} from '@parcelway/domain';
import type { WeightDisputeRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { ratesToday } from '../logistics/index.js';
import { currencyIdOf, supersedeOpenAttempts } from '../payments/index.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import {
  type DisputedRef,
  decideDispute,
  filingRefusal,
  findDisputeById,
  lockOpenDispute,
  measure,
  noticeConfirmed,
  noticeDisputeFiled,
  noticeReweighed,
  openDispute,
  prepareWeighingPhotos,
  recordWeighing,
  warehouseTimeZone,
  weighingsOf,
} from '../weighing/index.js';
import { noteWaybill, requireWaybill } from './moves.js';
import { WAYBILL_PURPOSE } from './payment.js';
import { currencyOf } from './presenters.js';
import { updateWaybillRow } from './queries/waybills.js';
import { recalculateFees } from './recalculate.js';
import { refundReweighedWaybill } from './reweigh-refund.js';
import { requireOwnedWaybill } from './service.js';

const refOf = (row: { id: number; shipmentNo: string | null }): DisputedRef => ({
  waybillId: row.id,
  shipment: row.shipmentNo ?? String(row.id),
});

/**
 * The customer disputes their packed box's weight or size, within 7 days of packing, while the box is at the
 * warehouse. Under the waybill's row lock, so of two at once one opens and the other finds it (409). Checkouts still
 * open at a provider are given up: the payment is held until staff decide. Its timeline and a notice say so.
 */
export async function fileWaybillDispute(
  ctx: AppContext,
  customerId: number,
  input: WeightDisputeInput & { shipmentId: number },
  claimed: { grams?: number; lengthMm?: number; widthMm?: number; heightMm?: number },
  photoFileId: string | null,
): Promise<WeightDisputeRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await requireOwnedWaybill(tx, customerId, input.shipmentId, true);
    const now = ctx.clock();
    const timeZone = await warehouseTimeZone(tx, row.storeId);
    const subject = { waybillId: row.id };
    const refusal = await filingRefusal(
      tx,
      subject,
      { kind: 'waybill', status: row.status, measuredAt: row.packedAt },
      now,
      timeZone,
    );
    if (refusal) throw refusal;
    const disputed = (await weighingsOf(tx, subject)).at(-1);
    if (row.status === 'pay_now') await supersedeOpenAttempts(tx, ctx, WAYBILL_PURPOSE, row.id);
    const dispute = await openDispute(tx, {
      customerId,
      storeId: row.storeId,
      subject,
      weighingId: disputed?.id ?? null,
      kind: input.subject,
      claimed,
      description: input.description,
      photoFileId,
      filedAt: now,
      dueAt: disputeDueAt(now),
    });
    await noteWaybill(tx, row, now, [
      { kind: 'weight_disputed', details: { due: zonedDateTimeText(dispute.dueAt, timeZone) } },
    ]);
    await noticeDisputeFiled(tx, dispute, refOf(row), timeZone, now);
    return dispute;
  });
}

/** The waybill a dispute is about, locked and in the staff member's warehouse (404 otherwise), then the dispute. */
async function lockDisputedWaybill(tx: Parameters<typeof requireWaybill>[0], actor: StaffActor, disputeId: number) {
  const peek = await findDisputeById(tx, disputeId);
  if (!peek?.waybillId) throw new AppError('not_found', 'error.notFound');
  const row = await requireWaybill(tx, peek.waybillId, actor);
  return { row, dispute: await lockOpenDispute(tx, disputeId) };
}

/**
 * Staff weigh the packed box again with new photos of the scale and the tape. The waybill is priced again by the same
 * code as packing (`recalculateFees`); figures that would raise its price are refused. A paid waybill gets the
 * difference back on its balance (`refundReweighedWaybill`); the dispute, the timeline, the audit trail and the
 * customer's notice are written in the same transaction, under the waybill's lock, so parallel decisions apply once.
 */
export async function reweighWaybillDispute(
  ctx: AppContext,
  actor: StaffActor,
  disputeId: number,
  input: ReweighInput,
) {
  const photos = await prepareWeighingPhotos(ctx, actor, input, 'waybill_phone');
  const { rates } = await ratesToday(ctx);
  const { recorded } = measure(input);
  return ctx.db.transaction(async (tx) => {
    const { row, dispute } = await lockDisputedWaybill(tx, actor, disputeId);
    const now = ctx.clock();
    const measured = await updateWaybillRow(tx, row.id, {
      packedWeightGrams: recorded.grams,
      packedLengthMm: recorded.lengthMm,
      packedWidthMm: recorded.widthMm,
      packedHeightMm: recorded.heightMm,
    });
    const { columns, pricing } = await recalculateFees(tx, measured, rates, calendarDate(now));
    const problem = reweighPriceProblem(row.total, columns.total);
    if (problem) throw new AppError('rule', problem);
    await updateWaybillRow(tx, row.id, { ...columns, chargeableGrams: pricing.chargeableGrams });
    const weighing = await recordWeighing(tx, {
      subject: { waybillId: row.id },
      source: 'reweigh',
      measurement: input,
      photos,
      staffId: actor.staffId,
      at: now,
    });
    const reference = row.shipmentNo ?? String(row.id);
    const refund: Money | null =
      row.status === 'paid' ? await refundReweighedWaybill(tx, row, columns.total, reference) : null;
    const currency = currencyOf(row);
    const total = money(columns.total, currency);
    const decided = await decideDispute(tx, dispute.id, {
      status: 'reweighed',
      decidedAt: now,
      staffId: actor.staffId,
      reason: input.note ?? null,
      resultWeighingId: weighing.id,
      totalBeforeMinor: row.total,
      totalAfterMinor: columns.total,
      currencyId: row.currencyId,
      refundMinor: refund?.minor ?? null,
      refundCurrencyId: refund ? currencyIdOf(refund.currency) : null,
    });
    await noteWaybill(tx, row, now, [
      { kind: 'weight_reweighed', details: { weight: kilogramsText(recorded.grams), total: moneyText(total) } },
      ...(refund && refund.minor > 0 ? [{ kind: 'weight_refunded', details: { refund: moneyText(refund) } }] : []),
    ]);
    await recordStaffAction(
      tx,
      actor,
      'weight_dispute.reweigh',
      { type: 'weight_dispute', id: dispute.id },
      {
        waybill_id: row.id,
        read_grams: weighing.readGrams,
        weight_grams: weighing.weightGrams,
        total_before: formatMajor(money(row.total, currency)),
        total_after: formatMajor(total),
        currency,
        refund: refund ? formatMajor(refund) : null,
        refund_currency: refund?.currency ?? null,
      },
    );
    await noticeReweighed(
      tx,
      decided,
      refOf(row),
      weighing,
      { total, changed: columns.total !== row.total, refund },
      now,
    );
    return decided;
  });
}

/** Staff keep the recorded figures, saying why; a held payment can go ahead. */
export async function confirmWaybillDispute(
  ctx: AppContext,
  actor: StaffActor,
  disputeId: number,
  input: { reason: string },
) {
  return ctx.db.transaction(async (tx) => {
    const { row, dispute } = await lockDisputedWaybill(tx, actor, disputeId);
    const now = ctx.clock();
    const decided = await decideDispute(tx, dispute.id, {
      status: 'confirmed',
      decidedAt: now,
      staffId: actor.staffId,
      reason: input.reason,
    });
    await noteWaybill(tx, row, now, [{ kind: 'weight_confirmed', details: { reason: input.reason } }]);
    await recordStaffAction(
      tx,
      actor,
      'weight_dispute.confirm',
      { type: 'weight_dispute', id: dispute.id },
      { waybill_id: row.id, reason: input.reason },
    );
    await noticeConfirmed(tx, decided, refOf(row), input.reason, now);
    return decided;
  });
}
