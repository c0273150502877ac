import { STAFF_WAYBILL_QUEUES, type StaffQueueWaybill, type StaffWaybillQueue } from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { storesToList } from '../staff-accounts/index.js';
import { pickListOf, staffQueueWaybills } from './queries/waybills.js';

/**
 * A bench queue of the warehouse (to pack, unpaid, to dispatch, travelling) with each waybill's pick list,
 * oldest first, kept to the operator's warehouses.
 */
export async function waybillQueue(
  ctx: AppContext,
  actor: StaffActor,
  queue: StaffWaybillQueue,
  storeId: number | undefined,
): Promise<StaffQueueWaybill[]> {
  const stores = storesToList(actor, storeId);
  if (stores !== undefined && stores.length === 0) return [];
  const rows = await staffQueueWaybills(ctx.db, STAFF_WAYBILL_QUEUES[queue], stores);
  const parcels = await pickListOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    shipment_id: row.shipmentNo,
    status: row.status,
    store_id: row.storeId,
    customer_id: row.customerId,
    carrier_tracking: row.carrierTracking,
    extra_cartons: row.extraCartons,
    submitted_at: row.submittedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    parcels: parcels
      .filter((parcel) => parcel.waybillId === row.id)
      .map((parcel) => ({
        id: parcel.id,
        tracking_number: parcel.trackingNumber,
        weight_kg: parcel.weightGrams === null ? null : parcel.weightGrams / 1000,
      })),
  }));
}
