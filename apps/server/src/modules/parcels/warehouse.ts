import {
  centimetresToMm,
  kilogramsToGrams,
  type Language,
  normaliseTrackingNumber,
  PARCEL_STATUS,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { presentFiles, staffFileIds } from '../files/service.js';
import { notifyParcelArrived } from '../notifications/journey.js';
import { recordStaffAction } from '../staff/audit.js';
import { storesToList, worksIn } from '../staff/scope.js';
import { openClaim } from './claims.js';
import { serviceName, statusText } from './presenters.js';
import {
  completeExtraServiceEntry,
  completeReturnRow,
  findActiveOwnedByTracking,
  findActiveUnclaimedByTracking,
  findExtraServiceEntry,
  findParcelById,
  findReturn,
  findWarehouseWithCurrency,
  insertComment,
  insertEvents,
  insertImages,
  insertParcel,
  isActiveCustomer,
  listPendingExtraServices,
  listReturnItems,
} from './queries.js';
import { moveParcel } from './service.js';

export interface CheckInInput {
  store_id: number;
  tracking_number: string;
  weight: number;
  length: number;
  width: number;
  height: number;
  /** The support number written on the label, when there is one. */
  customer?: string | undefined;
  photos: string[];
  note?: string | undefined;
}

export type CheckInOutcome =
  | 'matched_pre_alert'
  | 'claimed_by_several'
  | 'assigned_by_label'
  | 'unclaimed'
  | 'already_received';

const MAX_ATTEMPTS = 3;

/**
 * Receives a parcel at a warehouse (staff): it is matched to the customer's pre-alert by tracking number (when
 * several customers pre-alerted it, it is held without owner and each gets a claim staff decide), else given to the customer whose support number is on the label, else kept unclaimed. It is weighed,
 * measured and photographed, and goes received → in stock. Receiving a number that is already in goes
 * nowhere: two check-ins of one parcel, even at the same moment, leave one parcel (the unique indexes on
 * active tracking numbers decide the race; the loser retries and finds the winner's parcel).
 */
export async function receiveParcel(ctx: AppContext, actor: StaffActor, input: CheckInInput) {
  const trackingNumber = normaliseTrackingNumber(input.tracking_number);
  const found = await findWarehouseWithCurrency(ctx.db, input.store_id);
  // Another warehouse's operator is told what a wrong store id tells anyone: no such warehouse.
  if (!found || !worksIn(actor, input.store_id)) throw AppError.field('store_id', 'parcel.unknownWarehouse');
  const photoIds = await staffFileIds(ctx.db, input.photos);
  const labelCustomer = input.customer?.trim() || undefined;
  const labelledCustomerId =
    labelCustomer && /^\d{1,9}$/.test(labelCustomer) && (await isActiveCustomer(ctx.db, Number(labelCustomer)))
      ? Number(labelCustomer)
      : undefined;

  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const owned = await findActiveOwnedByTracking(tx, trackingNumber, true);
        const arrived = owned.find((row) => row.status !== PARCEL_STATUS.preAlerted);
        if (arrived) return answer(tx, 'already_received', arrived);
        const unclaimed = await findActiveUnclaimedByTracking(tx, trackingNumber, true);
        if (unclaimed) return answer(tx, 'already_received', unclaimed);
        const [only, ...more] = owned;
        if (only && more.length === 0) return answer(tx, 'matched_pre_alert', await receive(tx, only));
        if (only) {
          // Several customers pre-alerted this number: nobody gets it silently, each has a claim staff decide.
          const held = await receive(tx, await newParcel(tx, null));
          for (const preAlert of owned) await openClaim(tx, held, preAlert);
          return answer(tx, 'claimed_by_several', held);
        }
        if (labelledCustomerId !== undefined)
          return answer(tx, 'assigned_by_label', await receive(tx, await newParcel(tx, labelledCustomerId)));
        return answer(tx, 'unclaimed', await receive(tx, await newParcel(tx, null)));
      });
    } catch (error) {
      if (attempt < MAX_ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }

  async function newParcel(tx: Database, customerId: number | null): Promise<ParcelRow> {
    return insertParcel(tx, {
      customerId,
      storeId: input.store_id,
      trackingNumber,
      status: PARCEL_STATUS.preAlerted,
      origin: 'check_in',
      labelSupportNumber: customerId === null ? (labelCustomer ?? null) : null,
    });
  }

  /** Signs for the parcel, measures it and puts it in stock, with the photos and the staff's note. */
  async function receive(tx: Database, parcel: ParcelRow): Promise<ParcelRow> {
    const now = ctx.clock();
    const received = await moveParcel(tx, parcel, PARCEL_STATUS.received, 'en', {
      storeId: input.store_id,
      receivedAt: now,
    });
    if (!received) throw new Error('parcel vanished during check-in');
    const inStock = await moveParcel(tx, received, PARCEL_STATUS.inStock, 'en', {
      weightGrams: kilogramsToGrams(input.weight),
      lengthMm: centimetresToMm(input.length),
      widthMm: centimetresToMm(input.width),
      heightMm: centimetresToMm(input.height),
      inStockAt: now,
    });
    if (!inStock) throw new Error('parcel vanished during check-in');
    await notifyParcelArrived(tx, inStock, now);
    await insertEvents(tx, [
      {
        parcelId: parcel.id,
        status: PARCEL_STATUS.received,
        kind: 'received',
        details: { store_id: input.store_id },
        createdAt: now,
      },
      { parcelId: parcel.id, status: PARCEL_STATUS.inStock, kind: 'in_stock', createdAt: now },
    ]);
    await insertImages(
      tx,
      photoIds.map((fileId) => ({ parcelId: parcel.id, fileId, source: 'check_in' as const })),
    );
    if (input.note?.trim())
      await insertComment(tx, {
        parcelId: parcel.id,
        author: 'admin',
        staffId: actor.staffId,
        content: input.note.trim(),
      });
    return inStock;
  }

  async function answer(tx: Database, outcome: CheckInOutcome, parcel: ParcelRow) {
    await recordStaffAction(
      tx,
      actor,
      'parcel.check_in',
      { type: 'parcel', id: parcel.id },
      {
        outcome,
        store_id: input.store_id,
        tracking_number: trackingNumber,
        photos: photoIds.length,
      },
    );
    return { outcome, parcel: staffView(parcel) };
  }
}

function staffView(parcel: ParcelRow) {
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
        source: 'extra_service' as const,
        extraServiceEntryId: entryId,
      })),
    );
    await insertEvents(tx, [
      {
        parcelId: parcel.id,
        status: parcel.status,
        kind: 'service_completed',
        details: { service: found.service.code },
        createdAt: now,
      },
    ]);
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
      await moveParcel(tx, parcel, PARCEL_STATUS.disposed, 'en');
      await insertEvents(tx, [
        { parcelId: parcel.id, status: PARCEL_STATUS.disposed, kind: 'disposed', createdAt: now },
      ]);
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
      await moveParcel(tx, parcel, PARCEL_STATUS.returned, 'en');
      await insertEvents(tx, [
        { parcelId: parcel.id, status: PARCEL_STATUS.returned, kind: 'returned', createdAt: now },
      ]);
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
