import { normaliseTrackingNumber, ownEventTexts, trackingCodeOfWaybill } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import { notifyWaybillMove } from '../notifications/index.js';
import { insertTrackingEvents, upsertCarrierTracking } from './queries/tracking.js';

/**
 * Records a waybill's move as a tracking event, in the transaction of the move, and tells the customer when it is a
 * moment they wait for. A carrier number the move gave the waybill is followed from now on, so the carrier's reports
 * find it.
 */
export async function recordWaybillEvent(
  tx: Database,
  before: WaybillRow,
  after: WaybillRow,
  occurredAt: Date,
): Promise<void> {
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
  await notifyWaybillMove(tx, before, after, occurredAt);
  if (after.carrierTracking && after.carrierTracking !== before.carrierTracking) {
    await upsertCarrierTracking(tx, {
      trackingNumber: normaliseTrackingNumber(after.carrierTracking),
      waybillId: after.id,
      customerId: after.customerId,
    });
  }
}
