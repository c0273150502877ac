import { disputeDueAt, type ReweighInput, type WeightDisputeInput } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { ParcelRow, WeightDisputeRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { recordStaffAction, worksIn } from '../staff-accounts/index.js';
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
import { noteParcel } from './moves.js';
import { findShipmentNumbers } from './queries/catalogue.js';
import { findParcelById, updateParcelRow } from './queries/parcels.js';
import { requireOwnedParcel } from './service.js';

const refOf = (row: ParcelRow): DisputedRef => ({ parcelId: row.id, tracking: row.trackingNumber });

async function shipmentOf(db: Database, row: ParcelRow): Promise<string | null> {
  if (row.waybillId === null) return null;
  const [found] = await findShipmentNumbers(db, [row.waybillId]);
  return found?.shipmentNo ?? String(row.waybillId);
}

/**
 * The customer disputes a parcel's check-in weight or size, within 7 days of its check-in, while it is on the shelf.
 * It corrects the parcel's record, which a shipment of it is priced from until its box is packed and weighed again;
 * nothing is paid for a parcel, so nothing is held. Under the parcel's row lock, so two at once open one.
 */
export async function fileParcelDispute(
  ctx: AppContext,
  customerId: number,
  input: WeightDisputeInput & { parcelId: number },
  claimed: { grams?: number; lengthMm?: number; widthMm?: number; heightMm?: number },
  photoFileId: string | null,
): Promise<WeightDisputeRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await requireOwnedParcel(tx, customerId, input.parcelId, true);
    const now = ctx.clock();
    const timeZone = await warehouseTimeZone(tx, row.storeId);
    const subject = { parcelId: row.id };
    const refusal = await filingRefusal(
      tx,
      subject,
      { kind: 'parcel', status: row.status, measuredAt: row.inStockAt, shipment: await shipmentOf(tx, row) },
      now,
      timeZone,
    );
    if (refusal) throw refusal;
    const disputed = (await weighingsOf(tx, subject)).at(-1);
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
    await noteParcel(tx, row, now, [{ kind: 'weight_disputed' }]);
    await noticeDisputeFiled(tx, dispute, refOf(row), timeZone, now);
    return dispute;
  });
}

/** The parcel a dispute is about, locked and in the staff member's warehouse (404 otherwise), then the dispute. */
async function lockDisputedParcel(tx: Database, actor: StaffActor, disputeId: number) {
  const peek = await findDisputeById(tx, disputeId);
  const row = peek?.parcelId ? await findParcelById(tx, peek.parcelId, true) : undefined;
  if (!row || !worksIn(actor, row.storeId)) throw new AppError('not_found', 'error.notFound');
  return { row, dispute: await lockOpenDispute(tx, disputeId) };
}

/**
 * Staff weigh the parcel again with new photos of the scale and the tape: its record takes the new figures (what
 * they found, lighter or not: the record must be true, and a shipment's price comes from its packed box).
 */
export async function reweighParcelDispute(ctx: AppContext, actor: StaffActor, disputeId: number, input: ReweighInput) {
  const photos = await prepareWeighingPhotos(ctx, actor, input, 'parcel_phone');
  const { recorded } = measure(input);
  return ctx.db.transaction(async (tx) => {
    const { row, dispute } = await lockDisputedParcel(tx, actor, disputeId);
    const now = ctx.clock();
    await updateParcelRow(tx, row.id, {
      weightGrams: recorded.grams,
      lengthMm: recorded.lengthMm,
      widthMm: recorded.widthMm,
      heightMm: recorded.heightMm,
    });
    const weighing = await recordWeighing(tx, {
      subject: { parcelId: row.id },
      source: 'reweigh',
      measurement: input,
      photos,
      staffId: actor.staffId,
      at: now,
    });
    const decided = await decideDispute(tx, dispute.id, {
      status: 'reweighed',
      decidedAt: now,
      staffId: actor.staffId,
      reason: input.note ?? null,
      resultWeighingId: weighing.id,
    });
    await noteParcel(tx, row, now, [{ kind: 'weight_reweighed' }]);
    await recordStaffAction(
      tx,
      actor,
      'weight_dispute.reweigh',
      { type: 'weight_dispute', id: dispute.id },
      {
        parcel_id: row.id,
        weight_before: row.weightGrams,
        read_grams: weighing.readGrams,
        weight_grams: weighing.weightGrams,
      },
    );
    await noticeReweighed(tx, decided, refOf(row), weighing, null, now);
    return decided;
  });
}

/** Staff keep the parcel's recorded figures, saying why. */
export async function confirmParcelDispute(
  ctx: AppContext,
  actor: StaffActor,
  disputeId: number,
  input: { reason: string },
) {
  return ctx.db.transaction(async (tx) => {
    const { row, dispute } = await lockDisputedParcel(tx, actor, disputeId);
    const now = ctx.clock();
    const decided = await decideDispute(tx, dispute.id, {
      status: 'confirmed',
      decidedAt: now,
      staffId: actor.staffId,
      reason: input.reason,
    });
    await noteParcel(tx, row, now, [{ kind: 'weight_confirmed' }]);
    await recordStaffAction(
      tx,
      actor,
      'weight_dispute.confirm',
      { type: 'weight_dispute', id: dispute.id },
      { parcel_id: row.id, reason: input.reason },
    );
    await noticeConfirmed(tx, decided, refOf(row), input.reason, now);
    return decided;
  });
}
