import { type Language, PARCEL_STATUS } from '@parcelway/domain';
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { presentFiles, staffFileIds, storePhoneCopies } from '../files/index.js';
import { recordStaffAction, storesToList, worksIn } from '../staff-accounts/index.js';
import { moveParcel, noteParcel } from './moves.js';
import { serviceName, statusText } from './presenters.js';
import {
  completeExtraServiceEntry,
  findExtraServiceEntry,
  listPendingExtraServices,
} from './queries/extra-services.js';
import { insertImages } from './queries/history.js';
import { findParcelById } from './queries/parcels.js';
import { completeReturnRow, findReturn, listReturnItems } from './queries/returns.js';

export function staffView(parcel: ParcelRow) {
  return {
    id: parcel.id,
    tracking_number: parcel.trackingNumber,
    customer_id: parcel.customerId,
    label_support_number: parcel.labelSupportNumber,
    store_id: parcel.storeId,
    status: parcel.status,
    status_name: statusText('en', parcel.status),
    weight_grams: parcel.weightGrams,
    length_mm: parcel.lengthMm,
    width_mm: parcel.widthMm,
    height_mm: parcel.heightMm,
    in_stock_at: parcel.inStockAt?.toISOString() ?? null,
  };
}

/**
 * Staff mark an extra service done, with their photos (added to the parcel's pictures). Disposing of the
 * whole parcel (part 0) disposes of it.
 */
export async function completeExtraService(
  ctx: AppContext,
  actor: StaffActor,
  entryId: number,
  input: { photos: string[]; note?: string | undefined },
) {
  const photoIds = await staffFileIds(ctx.db, input.photos);
  const phoneCopies = await storePhoneCopies(ctx, { staff: actor }, photoIds, 'parcel_phone');
  const completed = await ctx.db.transaction(async (tx) => {
    const found = await findExtraServiceEntry(tx, entryId, true);
    if (!found) throw new AppError('not_found', 'error.notFound');
    const parcel = await findParcelById(tx, found.entry.parcelId, true);
    // Another warehouse's work is not this operator's to see: as unknown as a wrong id.
    if (!parcel || !worksIn(actor, parcel.storeId)) throw new AppError('not_found', 'error.notFound');
    if (found.entry.status !== 'pending') throw new AppError('rule', 'extraService.notPending');
    const now = ctx.clock();
    const entry = await completeExtraServiceEntry(tx, entryId, {
      staffNote: input.note?.trim() ?? '',
      completedAt: now,
      completedByStaffId: actor.staffId,
    });
    await insertImages(
      tx,
      photoIds.map((fileId) => ({
        parcelId: parcel.id,
        fileId,
        phoneFileId: phoneCopies.get(fileId) ?? null,
        source: 'extra_service' as const,
        extraServiceEntryId: entryId,
      })),
    );
    await noteParcel(tx, parcel, now, [{ kind: 'service_completed', details: { service: found.service.code } }]);
    await recordStaffAction(
      tx,
      actor,
      'extra_service.complete',
      { type: 'parcel_extra_service', id: entryId },
      {
        parcel_id: parcel.id,
        service: found.service.code,
        photos: photoIds.length,
      },
    );
    let status = parcel.status;
    if (found.service.code === 'disposal' && found.entry.part === 0) {
      await moveParcel(tx, parcel, { to: PARCEL_STATUS.disposed, kind: 'disposed', at: now });
      status = PARCEL_STATUS.disposed;
    }
    return {
      id: entryId,
      status: entry?.status ?? 'completed',
      service: found.service.code,
      parcel_id: parcel.id,
      parcel_status: status,
    };
  });
  // Outside the transaction: an embedded database has one connection, which the transaction holds.
  return { ...completed, photos: await presentFiles(ctx, photoIds) };
}

/** What the warehouse still has to do: pending extra services, oldest first. */
export async function pendingExtraServices(
  ctx: AppContext,
  actor: StaffActor,
  storeId: number | undefined,
  language: Language = 'en',
) {
  const rows = await listPendingExtraServices(ctx.db, storesToList(actor, storeId), 200);
  return rows.map((row) => ({
    id: row.entry.id,
    service: row.service.code,
    name: serviceName(language, row.service.code),
    part: row.entry.part,
    comment: row.entry.comment,
    parcel_id: row.entry.parcelId,
    tracking_number: row.trackingNumber,
    store_id: row.storeId,
    customer_id: row.customerId,
    parcel_status: row.parcelStatus,
    requested_at: row.entry.createdAt.toISOString(),
  }));
}

/** Staff hand the parcels of a return over (or to the courier): in stock → returned. */
export async function completeReturn(ctx: AppContext, actor: StaffActor, returnId: number) {
  return ctx.db.transaction(async (tx) => {
    const request = await findReturn(tx, returnId, true);
    if (!request || !worksIn(actor, request.storeId)) throw new AppError('not_found', 'error.notFound');
    if (request.status !== 'requested') throw new AppError('rule', 'return.notRequested');
    const items = await listReturnItems(tx, [returnId]);
    const now = ctx.clock();
    for (const item of items) {
      const parcel = await findParcelById(tx, item.parcelId, true);
      if (!parcel) continue;
      await moveParcel(tx, parcel, { to: PARCEL_STATUS.returned, kind: 'returned', at: now });
    }
    await completeReturnRow(tx, returnId, now);
    await recordStaffAction(
      tx,
      actor,
      'return.complete',
      { type: 'parcel_return', id: returnId },
      {
        parcels: items.map((item) => item.parcelId),
      },
    );
    return { id: returnId, status: 'completed' as const, parcels: items.map((item) => item.trackingNumber) };
  });
}
