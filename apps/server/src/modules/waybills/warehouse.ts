import {
  type CarrierStatus,
  calendarDate,
  kilogramsText,
  PARCEL_STATUS,
  signDocumentReview,
  translate,
} from '@parcelway/domain';
import type { WaybillRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { refuseStaleForm } from '../../http/stale-form.js';
import { presentFiles, staffFileIds, storePhoneCopies } from '../files/index.js';
import { ratesToday } from '../logistics/index.js';
import { sendAccountMail } from '../notifications/index.js';
import { recordStaffAction, worksIn } from '../staff-accounts/index.js';
import { notificationContact } from '../users/index.js';
import { assertDispatchNotHeld, measure, prepareWeighingPhotos, recordWeighing } from '../weighing/index.js';
import { moveWaybill, moveWaybillParcels, requireWaybill } from './moves.js';
import { declaredText, feesOf, statusText } from './presenters.js';
import { findSignDocument, findSignDocumentById, updateSignDocument } from './queries/documents.js';
import { completeWaybillServices, insertWaybillImages, insertWaybillNote } from './queries/history.js';
import { findWaybill, updateWaybillRow } from './queries/waybills.js';
import { recalculateFees } from './recalculate.js';

export function staffView(row: WaybillRow) {
  return {
    id: row.id,
    shipment_id: row.shipmentNo,
    status: row.status,
    status_name: statusText('en', row.status),
    customer_id: row.customerId,
    carrier_tracking: row.carrierTracking,
    fees: feesOf(row),
  };
}

export interface PackingInput {
  weight: number;
  length: number;
  width: number;
  height: number;
  photos: string[];
  scale_photo: string;
  tape_photo: string;
  note?: string | undefined;
  updated_at?: string | undefined;
}

/**
 * pack-waybill: staff weigh and measure the packed box; the waybill's price is set from it (final) and it
 * goes to pay_now. Shipment services (the combined box) are done with the packing, so from now on it can
 * no longer be cancelled if it had one. The readings, their rounding and the photos of the scale and the tape are
 * kept as the evidence the customer can check and dispute.
 */
export async function packWaybill(ctx: AppContext, actor: StaffActor, id: number, input: PackingInput) {
  const photoIds = await staffFileIds(ctx.db, input.photos);
  const phoneCopies = await storePhoneCopies(ctx, { staff: actor }, photoIds, 'waybill_phone');
  const weighingPhotos = await prepareWeighingPhotos(ctx, actor, input, 'waybill_phone');
  const { recorded } = measure(input);
  const { rates } = await ratesToday(ctx);
  const packed = await ctx.db.transaction(async (tx) => {
    let row = await requireWaybill(tx, id, actor);
    refuseStaleForm(row.updatedAt, input.updated_at);
    const now = ctx.clock();
    if (row.status === 'pending') row = await moveWaybill(tx, row, { to: 'packing', kind: null, at: now });
    const measured = await updateWaybillRow(tx, row.id, {
      packedWeightGrams: recorded.grams,
      packedLengthMm: recorded.lengthMm,
      packedWidthMm: recorded.widthMm,
      packedHeightMm: recorded.heightMm,
    });
    await recordWeighing(tx, {
      subject: { waybillId: row.id },
      source: 'packing',
      measurement: input,
      photos: weighingPhotos,
      staffId: actor.staffId,
      at: now,
    });
    await completeWaybillServices(tx, row.id, now);
    const { columns, pricing } = await recalculateFees(tx, measured, rates, calendarDate(ctx.clock()));
    const priced = await moveWaybill(tx, measured, {
      to: 'pay_now',
      kind: 'packed',
      details: { weight: kilogramsText(recorded.grams) },
      at: now,
      changes: { ...columns, chargeableGrams: pricing.chargeableGrams, feesFinal: true, packedAt: now },
    });
    await insertWaybillImages(
      tx,
      photoIds.map((fileId) => ({
        waybillId: row.id,
        fileId,
        phoneFileId: phoneCopies.get(fileId) ?? null,
        kind: 'packing' as const,
      })),
    );
    if (input.note)
      await insertWaybillNote(tx, { waybillId: row.id, author: 'admin', staffId: actor.staffId, content: input.note });
    await recordStaffAction(
      tx,
      actor,
      'waybill.pack',
      { type: 'waybill', id: row.id },
      {
        weight: input.weight,
        length: input.length,
        width: input.width,
        height: input.height,
        photos: photoIds.length,
      },
    );
    return priced;
  });
  return { ...staffView(packed), photos: await presentFiles(ctx, photoIds) };
}

/**
 * set-waybill-status: the carrier's moves after payment. Leaving the warehouse needs the carrier's tracking
 * number and, when the declared value asked for one, an approved customs authorisation; the parcels go with
 * the waybill (dispatched, then delivered). Proof-of-delivery photos are kept.
 */
export async function setCarrierStatus(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  input: { status: CarrierStatus; tracking?: string | undefined; photos: string[] },
) {
  const photoIds = await staffFileIds(ctx.db, input.photos);
  const phoneCopies = await storePhoneCopies(ctx, { staff: actor }, photoIds, 'waybill_phone');
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await requireWaybill(tx, id, actor);
    const now = ctx.clock();
    const tracking = input.tracking?.trim() || row.carrierTracking;
    const changes: Parameters<typeof updateWaybillRow>[2] = {};
    if (input.status === 'in_transit') {
      if (!tracking) throw AppError.field('tracking', 'waybill.trackingRequired');
      await assertDispatchNotHeld(tx, row.id);
      const document = row.signDocumentRequired ? await findSignDocument(tx, row.id, true) : undefined;
      if (row.signDocumentRequired && document?.status !== 'approved')
        throw new AppError('rule', 'waybill.signDocumentPending');
      if (document) await updateSignDocument(tx, document.id, { status: 'completed' });
      Object.assign(changes, { carrierTracking: tracking, shippedAt: now });
    }
    if (input.status === 'delivered') changes.deliveredAt = now;
    const next = await moveWaybill(tx, row, {
      to: input.status,
      kind: input.status,
      details: tracking ? { tracking } : {},
      at: now,
      changes,
    });
    if (input.status === 'in_transit')
      await moveWaybillParcels(tx, row, { to: PARCEL_STATUS.dispatched, kind: 'dispatched', at: now });
    if (input.status === 'delivered')
      await moveWaybillParcels(tx, row, { to: PARCEL_STATUS.delivered, kind: 'delivered', at: now });
    await insertWaybillImages(
      tx,
      photoIds.map((fileId) => ({
        waybillId: row.id,
        fileId,
        phoneFileId: phoneCopies.get(fileId) ?? null,
        kind: 'delivery_proof' as const,
      })),
    );
    await recordStaffAction(
      tx,
      actor,
      'waybill.status',
      { type: 'waybill', id: row.id },
      {
        from: row.status,
        to: input.status,
        tracking,
        photos: photoIds.length,
      },
    );
    return next;
  });
  return staffView(moved);
}

/**
 * review-sign-document: staff check the importer's details (approve → waiting for signature, and the
 * importer is mailed) or the signed document (approve → approved); rejecting says why.
 */
export async function reviewSignDocument(
  ctx: AppContext,
  actor: StaffActor,
  documentId: number,
  input: { decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    const document = await findSignDocumentById(tx, documentId, true);
    // The waybill is read, not locked: carrier moves lock the waybill before its document.
    const waybill = document ? await findWaybill(tx, document.waybillId) : undefined;
    if (!document || !waybill || !worksIn(actor, waybill.storeId)) throw new AppError('not_found', 'error.notFound');
    const next = signDocumentReview(document.status, input.decision);
    if (!next)
      throw new AppError('rule', 'waybill.signDocumentState', {
        params: { status: translate('en', `signDocumentStatus.${document.status}`) },
      });
    const now = ctx.clock();
    const reason = input.decision === 'reject' ? (input.reason?.trim() ?? '') : null;
    const saved = await updateSignDocument(tx, document.id, { status: next, reason, reviewedAt: now });
    await recordStaffAction(
      tx,
      actor,
      'sign_document.review',
      { type: 'sign_document', id: document.id },
      {
        waybill_id: document.waybillId,
        decision: input.decision,
        from: document.status,
        to: next,
        reason,
      },
    );
    if (next === 'waiting_signature') {
      const owner = await notificationContact(tx, document.customerId);
      await sendAccountMail(
        tx,
        {
          to: document.email,
          customerId: document.customerId,
          language: owner?.language ?? 'cn',
          kind: 'sign_document_request',
          params: {
            name: document.importerName,
            shipment: waybill.shipmentNo ?? waybill.id,
            value: declaredText(waybill),
          },
        },
        now,
      );
    }
    return { id: document.id, waybill_id: document.waybillId, status: saved?.status ?? next, reason };
  });
}
