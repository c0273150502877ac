import { type CheckInOutcome, normaliseTrackingNumber, PARCEL_STATUS } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { staffFileIds, storePhoneCopies } from '../files/index.js';
import { closeInboundCasesOnCheckIn } from '../inbound-tracking/index.js';
import { recordStaffAction, worksIn } from '../staff-accounts/index.js';
import { measure, prepareWeighingPhotos, recordWeighing } from '../weighing/index.js';
import { openClaim } from './claims.js';
import { moveParcel } from './moves.js';
import { findWarehouseWithCurrency, isActiveCustomer } from './queries/catalogue.js';
import { insertComment, insertImages } from './queries/history.js';
import { findActiveOwnedByTracking, findActiveUnclaimedByTracking, insertParcel } from './queries/parcels.js';
import { staffView } from './warehouse-tasks.js';

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
  /** The scale's readout and the tape on the longest side: asked for, not required (the packed box's are). */
  scale_photo?: string | undefined;
  tape_photo?: string | undefined;
  note?: string | undefined;
}

const MAX_ATTEMPTS = 3;

/**
 * Receives a parcel at a warehouse (staff). The label decides first: when it carries a customer's support number the
 * parcel is theirs at once (merged into their pre-alert of the number, if any), and anyone else's pre-alert of that
 * number stays as it was: a stranger who learnt the number neither delays the parcel nor learns it arrived. A label
 * naming nobody leaves it to the pre-alerts: one is matched; several hold the parcel without owner, each with a
 * claim staff decide; none keeps it unclaimed. It is weighed, measured and photographed, and goes received → in
 * stock; the readings, their rounding and the photos of the scale and the tape are kept as evidence the customer can
 * check (and dispute). Receiving a number that is already in goes nowhere: two check-ins of one parcel, even at the same moment,
 * leave one parcel (the unique indexes on active tracking numbers decide the race; the loser retries and finds the
 * winner's parcel).
 */
export async function receiveParcel(ctx: AppContext, actor: StaffActor, input: CheckInInput) {
  const trackingNumber = normaliseTrackingNumber(input.tracking_number);
  const found = await findWarehouseWithCurrency(ctx.db, input.store_id);
  // Another warehouse's operator is told what a wrong store id tells anyone: no such warehouse.
  if (!found || !worksIn(actor, input.store_id)) throw AppError.field('store_id', 'parcel.unknownWarehouse');
  const photoIds = await staffFileIds(ctx.db, input.photos);
  const phoneCopies = await storePhoneCopies(ctx, { staff: actor }, photoIds, 'parcel_phone');
  const weighingPhotos = await prepareWeighingPhotos(ctx, actor, input, 'parcel_phone');
  const { recorded } = measure(input);
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
        if (labelledCustomerId !== undefined) {
          const labelledPreAlert = owned.find((row) => row.customerId === labelledCustomerId);
          // Kept for the audit only: other customers' pre-alerts of a labelled parcel are a sign worth looking into.
          const others = owned.length - (labelledPreAlert ? 1 : 0);
          if (labelledPreAlert) return answer(tx, 'matched_pre_alert', await receive(tx, labelledPreAlert), others);
          const assigned = await receive(tx, await newParcel(tx, labelledCustomerId));
          return answer(tx, 'assigned_by_label', assigned, others);
        }
        const [only, ...more] = owned;
        if (only && more.length === 0) return answer(tx, 'matched_pre_alert', await receive(tx, only));
        if (only) {
          // Several customers pre-alerted this number: nobody gets it silently, each has a claim staff decide.
          const held = await receive(tx, await newParcel(tx, null));
          for (const preAlert of owned) await openClaim(tx, held, preAlert);
          return answer(tx, 'claimed_by_several', held);
        }
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
    const received = await moveParcel(tx, parcel, {
      to: PARCEL_STATUS.received,
      kind: 'received',
      details: { store_id: input.store_id },
      at: now,
      changes: { storeId: input.store_id, receivedAt: now },
    });
    // On the shelf: the customer is told it arrived (moveParcel).
    const inStock = await moveParcel(tx, received, {
      to: PARCEL_STATUS.inStock,
      kind: 'in_stock',
      at: now,
      changes: {
        weightGrams: recorded.grams,
        lengthMm: recorded.lengthMm,
        widthMm: recorded.widthMm,
        heightMm: recorded.heightMm,
        inStockAt: now,
      },
    });
    await recordWeighing(tx, {
      subject: { parcelId: parcel.id },
      source: 'check_in',
      measurement: input,
      photos: weighingPhotos,
      staffId: actor.staffId,
      at: now,
    });
    // A case opened because the carrier delivered it and nobody checked it in is closed by this check-in.
    await closeInboundCasesOnCheckIn(tx, trackingNumber, input.store_id, now);
    await insertImages(
      tx,
      photoIds.map((fileId) => ({
        parcelId: parcel.id,
        fileId,
        phoneFileId: phoneCopies.get(fileId) ?? null,
        source: 'check_in' as const,
      })),
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

  async function answer(tx: Database, outcome: CheckInOutcome, parcel: ParcelRow, otherPreAlerts = 0) {
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
        ...(otherPreAlerts > 0 && { other_pre_alerts: otherPreAlerts }),
        scale_photo: weighingPhotos.scaleFileId !== null,
        tape_photo: weighingPhotos.tapeFileId !== null,
      },
    );
    return { outcome, parcel: staffView(parcel) };
  }
}
