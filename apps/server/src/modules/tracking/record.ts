import { normaliseTrackingNumber, ownEventTexts, trackingCodeOfWaybill } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import { insertTrackingEvents, upsertCarrierTracking } from './queries.js';

/** The column in which a waybill keeps the moment it reached a state, for the states that have one. */
const STAMP_OF: Partial<Record<WaybillRow['status'], keyof WaybillRow>> = {
  pay_now: 'packedAt',
  paid: 'paidAt',
  in_transit: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
};

function stampOf(row: WaybillRow, column: keyof WaybillRow | undefined): Date | null {
  const value = column ? row[column] : null;
  return value instanceof Date ? value : null;
}

/**
 * Records a waybill's move as a tracking event, in the transaction of the move. Its time is the moment the waybill
 * itself stamped for the new state (paid at, shipped at …) when this move set it, else the row's change time. A
 * carrier number the move gave the waybill is followed from now on, so the carrier's reports find it.
 */
export async function recordWaybillEvent(tx: Database, before: WaybillRow, after: WaybillRow): Promise<void> {
  const column = STAMP_OF[after.status];
  const stamped = stampOf(after, column);
  const setNow = stamped !== null && stamped.getTime() !== stampOf(before, column)?.getTime();
  const occurredAt = setNow ? stamped : after.updatedAt;
  await insertTrackingEvents(tx, [
    {
      waybillId: after.id,
      occurredAt,
      statusCode: trackingCodeOfWaybill(after.status),
      texts: ownEventTexts(after.status, { tracking: after.carrierTracking }),
      source: 'own',
      sourceEventId: `waybill:${after.id}:${before.status}>${after.status}:${after.updatedAt.getTime()}`,
    },
  ]);
  if (after.carrierTracking && after.carrierTracking !== before.carrierTracking) {
    await upsertCarrierTracking(tx, {
      trackingNumber: normaliseTrackingNumber(after.carrierTracking),
      waybillId: after.id,
      customerId: after.customerId,
    });
  }
}
