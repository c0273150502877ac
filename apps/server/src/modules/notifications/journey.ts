import {
  isOncePerWaybill,
  isWaybillStatus,
  moneyOf,
  type NotificationKind,
  notificationOfTrackingCode,
  notificationOfWaybillMove,
  type TrackingStatusCode,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import { claimWaybillNotice } from './queries.js';
import { notify } from './service.js';

type WaybillFacts = Pick<WaybillRow, 'id' | 'customerId' | 'shipmentNo'>;

const shipmentOf = (row: WaybillFacts) => row.shipmentNo ?? String(row.id);

/** Announces a waybill's own move (packed, paid, dispatched, at the destination, ready, delivered), in its transaction. */
export async function notifyWaybillMove(tx: Database, before: WaybillRow, after: WaybillRow, at: Date): Promise<void> {
  if (!isWaybillStatus(before.status) || !isWaybillStatus(after.status)) return;
  const kind = notificationOfWaybillMove(before.status, after.status);
  if (!kind || !(await firstTelling(tx, after.id, kind, at))) return;
  const ref = { waybillId: after.id, shipment: shipmentOf(after) };
  const customerId = after.customerId;
  if (kind === 'waybill_awaiting_payment')
    await notify(tx, { customerId, kind, data: { ...ref, amount: moneyOf(after.total, after.currencyId) } }, at);
  else await notify(tx, { customerId, kind, data: ref }, at);
}

/** Whether a waybill milestone is still to be told (and now claimed); problems are told every time. */
async function firstTelling(tx: Database, waybillId: number, kind: NotificationKind, at: Date): Promise<boolean> {
  return !isOncePerWaybill(kind) || claimWaybillNotice(tx, waybillId, kind, at);
}

/**
 * Announces what newly recorded carrier or staff milestones mean to the customer: each problem (held by customs,
 * returned…), and an arrival (at the destination, ready for pickup, delivered) unless it was already told.
 */
export async function notifyTrackingMilestones(
  tx: Database,
  waybill: WaybillFacts,
  codes: readonly TrackingStatusCode[],
  at: Date,
): Promise<void> {
  const ref = { waybillId: waybill.id, shipment: shipmentOf(waybill) };
  const customerId = waybill.customerId;
  for (const status of new Set(codes)) {
    const kind = notificationOfTrackingCode(status);
    if (!kind || !(await firstTelling(tx, waybill.id, kind, at))) continue;
    if (kind === 'waybill_exception') await notify(tx, { customerId, kind, data: { ...ref, status } }, at);
    else await notify(tx, { customerId, kind, data: ref }, at);
  }
}

/** Announces a parcel put on the shelf for its customer: its weight, with a link to the parcel and its photos. */
export async function notifyParcelArrived(
  tx: Database,
  parcel: { id: number; customerId: number | null; trackingNumber: string; weightGrams: number | null },
  at: Date,
): Promise<void> {
  if (parcel.customerId === null) return;
  await notify(
    tx,
    {
      customerId: parcel.customerId,
      kind: 'parcel_arrived',
      data: { parcelId: parcel.id, tracking: parcel.trackingNumber, weightGrams: parcel.weightGrams },
    },
    at,
  );
}
