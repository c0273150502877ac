import { isWaybillStatus, type Language, type WaybillStatus, waybillMoveProblem } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import type { StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { reverseInviteReward } from '../membership/index.js';
import { insertParcelEvents, moveParcel } from '../parcels/index.js';
import { worksIn } from '../staff-accounts/index.js';
import { closeDisputeOfCancelledWaybill } from '../weighing/index.js';
import { statusText } from './presenters.js';
import { insertWaybillEvents } from './queries/history.js';
import { findWaybill, parcelsOfWaybill, updateWaybillRow } from './queries/waybills.js';
import { recordWaybillEvent } from './tracking-record.js';

/** The waybill, locked; another warehouse's waybill is as unknown to its operators as a wrong id. */
export async function requireWaybill(db: Database, id: number, actor?: StaffActor) {
  const row = await findWaybill(db, id, true);
  if (!row || (actor && !worksIn(actor, row.storeId))) throw new AppError('not_found', 'error.notFound');
  return row;
}

/**
 * Moves a waybill when the domain allows it (else 422 naming both states); the move is a tracking event at `at`. A
 * move to cancelled takes back an invitation reward the waybill earned and closes an open weight dispute.
 */
export async function moveWaybill(
  db: Database,
  row: WaybillRow,
  to: WaybillStatus,
  language: Language,
  at: Date,
  changes: Parameters<typeof updateWaybillRow>[2] = {},
) {
  const problem = isWaybillStatus(row.status) ? waybillMoveProblem(row.status, to) : 'waybill.illegalTransition';
  if (problem)
    throw new AppError('rule', problem, {
      params: { from: statusText(language, row.status), to: statusText(language, to) },
    });
  const moved = await updateWaybillRow(db, row.id, { ...changes, status: to });
  await recordWaybillEvent(db, row, moved, at);
  // Cancelled before dispatch: an invitation reward this shipment earned is taken back (SPEC §9 referral).
  if (to === 'cancelled') {
    await reverseInviteReward(db, row.id, at);
    await closeDisputeOfCancelledWaybill(db, row.id, at);
  }
  return moved;
}

/** Moves every parcel of a waybill along with it (processing → in stock, dispatched, delivered). */
export async function moveWaybillParcels(
  db: Database,
  row: WaybillRow,
  to: number,
  kind: string,
  language: Language,
  now: Date,
  clearWaybill = false,
) {
  const parcels = await parcelsOfWaybill(db, row.id);
  for (const parcel of parcels) await moveParcel(db, parcel, to, language, clearWaybill ? { waybillId: null } : {});
  await insertParcelEvents(
    db,
    parcels.map((parcel) => ({
      parcelId: parcel.id,
      status: to,
      kind,
      details: { shipment: row.shipmentNo ?? String(row.id) },
      createdAt: now,
    })),
  );
}

/**
 * Marks a waybill paid (pay_now or bank_pending → paid). For the payments module to call inside the
 * transaction that takes the money.
 */
export async function markWaybillPaid(db: Database, waybillId: number, now: Date) {
  const row = await requireWaybill(db, waybillId);
  const paid = await moveWaybill(db, row, 'paid', 'en', now, { paidAt: now });
  await insertWaybillEvents(db, [{ waybillId, status: 'paid', kind: 'paid', createdAt: now }]);
  return paid;
}
