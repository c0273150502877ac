import {
  cancellationProblem,
  isWaybillStatus,
  type Language,
  PARCEL_STATUS,
  RECEIPT_CONFIRMABLE,
  type WaybillStatus,
} from '@parcelway/domain';
import type { WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { customerFileIds, presentFiles } from '../files/index.js';
import { parcelSummaries } from '../parcels/index.js';
import { supersedeOpenAttempts } from '../payments/index.js';
import { moveWaybill, moveWaybillParcels } from './moves.js';
import { WAYBILL_PURPOSE } from './payment.js';
import { statusText } from './presenters.js';
import { insertWaybillImages, insertWaybillNote, listWaybillNotes, listWaybillServices } from './queries/history.js';
import { parcelsOfWaybill, updateWaybillRow } from './queries/waybills.js';
import { requireOwnedWaybill, waybillDetail } from './service.js';

const BEFORE_PAYMENT: readonly WaybillStatus[] = ['pending', 'packing', 'pay_now'];

export function assertBeforePayment(row: WaybillRow) {
  if (!BEFORE_PAYMENT.includes(row.status)) throw new AppError('rule', 'waybill.notBeforePayment');
}

/** DELETE delShipment/{id}: cancels before payment (never after a combined box); the parcels go back in stock. */
export async function cancelWaybill(ctx: AppContext, customerId: number, id: number, language: Language) {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    const services = await listWaybillServices(tx, row.id);
    const combinedBoxDone = services.some(
      ({ entry, service }) => service.code === 'combined_box' && entry.status === 'completed',
    );
    const problem = isWaybillStatus(row.status) ? cancellationProblem(row.status, combinedBoxDone) : null;
    if (problem) throw new AppError('rule', problem);
    const now = ctx.clock();
    await moveWaybill(tx, row, {
      to: 'cancelled',
      kind: 'cancelled',
      at: now,
      language,
      changes: { cancelledAt: now },
    });
    // A card or wallet checkout left open gives back the coupon, points and balance it held.
    await supersedeOpenAttempts(tx, ctx, WAYBILL_PURPOSE, row.id);
    await moveWaybillParcels(tx, row, { to: PARCEL_STATUS.inStock, kind: 'back_in_stock', at: now, language });
  });
  return waybillDetail(ctx, customerId, id, language);
}

/** clientConfirmShipment: the customer says it arrived (in transit, at the destination warehouse or waiting pickup). */
export async function confirmReceipt(ctx: AppContext, customerId: number, id: number, language: Language) {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    if (!RECEIPT_CONFIRMABLE.includes(row.status))
      throw new AppError('rule', 'waybill.illegalTransition', {
        params: { from: statusText(language, row.status), to: statusText(language, 'delivered') },
      });
    const now = ctx.clock();
    await moveWaybill(tx, row, {
      to: 'delivered',
      kind: 'receipt_confirmed',
      at: now,
      language,
      changes: { deliveredAt: now },
    });
    await moveWaybillParcels(tx, row, { to: PARCEL_STATUS.delivered, kind: 'delivered', at: now, language });
  });
  return waybillDetail(ctx, customerId, id, language);
}

/** togglePriorityHandleShipment: priority handling on or off, until the waybill is packed. */
export async function togglePriority(ctx: AppContext, customerId: number, id: number, language: Language) {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedWaybill(tx, customerId, id, true);
    if (row.status !== 'pending' && row.status !== 'packing') throw new AppError('rule', 'waybill.priorityClosed');
    await updateWaybillRow(tx, row.id, { priority: !row.priority });
  });
  return waybillDetail(ctx, customerId, id, language);
}

/** updateShipment/{id}: the remark, and notes with files (shipmentComments). */
export async function updateWaybill(
  ctx: AppContext,
  customerId: number,
  id: number,
  input: { remark?: string | undefined; comment?: string | undefined; files?: string | undefined },
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  const fileIds = input.files
    ? await customerFileIds(
        ctx.db,
        customerId,
        input.files
          .split(',')
          .map((file) => file.trim())
          .filter(Boolean),
      )
    : [];
  await ctx.db.transaction(async (tx) => {
    if (input.remark !== undefined) await updateWaybillRow(tx, row.id, { remark: input.remark });
    if (input.comment || fileIds.length > 0)
      await insertWaybillNote(tx, {
        waybillId: row.id,
        author: 'customer',
        customerId,
        content: input.comment ?? '',
        fileIds,
      });
  });
  return waybillDetail(ctx, customerId, id, language);
}

/** uploadShipmentDeclareFile: invoices and proofs of purchase for customs (waybill/uploadBill). */
export async function attachDeclarationFiles(
  ctx: AppContext,
  customerId: number,
  input: { shipment_id: number; files: string },
  language: Language,
) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipment_id);
  const references = input.files
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  if (references.length === 0) throw AppError.field('files', 'extraService.imageRequired');
  const fileIds = await customerFileIds(ctx.db, customerId, references);
  await insertWaybillImages(
    ctx.db,
    fileIds.map((fileId) => ({ waybillId: row.id, fileId, kind: 'declaration' as const })),
  );
  return waybillDetail(ctx, customerId, row.id, language);
}

/** getRelaParcels/{id}: the parcels of a waybill as the parcel lists show them. */
export async function relatedParcels(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  return parcelSummaries(ctx, language, await parcelsOfWaybill(ctx.db, row.id));
}

/** runSyncShipmentCommentImage/{id}: the files attached to the waybill's notes. */
export async function noteImages(ctx: AppContext, customerId: number, id: number) {
  const row = await requireOwnedWaybill(ctx.db, customerId, id);
  const notes = await listWaybillNotes(ctx.db, row.id);
  return presentFiles(
    ctx,
    notes.flatMap((note) => note.fileIds),
  );
}
