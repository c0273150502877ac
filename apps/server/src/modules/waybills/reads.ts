import type { WaybillStatus } from '@parcelway/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { waybills } from '../../db/schema/index.js';

/** What other modules may read of waybills (this module owns the table). */
export {
  paymentToDispatchMedians,
  signDocumentsWaiting,
  type WaybillMoment,
  waybillsDoneOn,
  waybillsWaiting,
} from './queries/dashboard.js';
export { pageWaybillsForStaff, paidWaybillStores, waybillIdsOf } from './queries/waybills.js';
export { AWAITING_REVIEW as SIGN_DOCUMENTS_AWAITING_STAFF } from './sign-document-queue.js';

/** The customer whose shipment has this number, in some warehouses (all when `storeIds` is undefined). */
export async function ownerOfShipment(
  db: Database,
  shipmentNo: string,
  storeIds: number[] | undefined,
): Promise<number[]> {
  const rows = await db
    .select({ customerId: waybills.customerId })
    .from(waybills)
    .where(
      and(
        eq(waybills.shipmentNo, shipmentNo),
        storeIds === undefined ? undefined : inArray(waybills.storeId, storeIds),
      ),
    );
  return rows.map((row) => row.customerId);
}

/** Waybills among `ids` in one of `statuses` (the tracking module's follow-up of shipments with the carrier). */
export function waybillsInStatuses(db: Database, ids: number[], statuses: readonly WaybillStatus[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(waybills)
    .where(and(inArray(waybills.id, ids), inArray(waybills.status, [...statuses])));
}

/** Shipments on their way (in transit or sorting at the destination), by id after `afterId`, `limit` at a time. */
export async function waybillsOnTheirWay(db: Database, afterId: number, limit: number) {
  return db
    .select()
    .from(waybills)
    .where(and(gt(waybills.id, afterId), inArray(waybills.status, ['in_transit', 'sorting'])))
    .orderBy(asc(waybills.id))
    .limit(limit);
}
