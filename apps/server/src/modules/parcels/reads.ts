import { PARCEL_STATUS } from '@parcelway/domain';
import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { parcels } from '../../db/schema/index.js';

/** Parcels and warehouses as the waybill module reads them when it builds or shows a waybill. */
export {
  findCourierCompanies,
  findCustomerStore,
  findWarehouseWithCurrency,
} from './queries/catalogue.js';
export { claimsWaiting, parcelsArrivedOn, returnsWaiting } from './queries/dashboard.js';
export { listDeclarationItems } from './queries/declarations.js';
export { findCustomerParcels, pageParcelsForStaff, parcelIdsOf } from './queries/parcels.js';

// What other modules may read of parcels (this module owns the table).

/** Customers' parcels on the shelf that went into stock within [after, upTo]: the storage reminder's window. */
export function parcelsInStockBetween(db: Database, after: Date, upTo: Date, limit: number) {
  return db
    .select({
      id: parcels.id,
      customerId: parcels.customerId,
      trackingNumber: parcels.trackingNumber,
      inStockAt: parcels.inStockAt,
    })
    .from(parcels)
    .where(
      and(
        eq(parcels.status, PARCEL_STATUS.inStock),
        isNotNull(parcels.customerId),
        gt(parcels.inStockAt, after),
        lte(parcels.inStockAt, upTo),
      ),
    )
    .orderBy(asc(parcels.id))
    .limit(limit);
}

/** The owners of parcels with this tracking number, in some warehouses (all when `storeIds` is undefined). */
export async function ownersOfTracking(
  db: Database,
  trackingNumber: string,
  storeIds: number[] | undefined,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ customerId: parcels.customerId })
    .from(parcels)
    .where(
      and(
        eq(parcels.trackingNumber, trackingNumber),
        isNotNull(parcels.customerId),
        storeIds === undefined ? undefined : inArray(parcels.storeId, storeIds),
      ),
    );
  return rows.flatMap((row) => (row.customerId === null ? [] : [row.customerId]));
}

/** Customers' pre-alerts still waiting for their parcel, pre-alerted since `since`: the inbound follow-up's list. */
export function preAlertsWaitingSince(db: Database, since: Date) {
  return db
    .select({
      id: parcels.id,
      customerId: parcels.customerId,
      storeId: parcels.storeId,
      trackingNumber: parcels.trackingNumber,
      courierCompanyId: parcels.courierCompanyId,
    })
    .from(parcels)
    .where(
      and(
        eq(parcels.status, PARCEL_STATUS.preAlerted),
        eq(parcels.origin, 'pre_alert'),
        isNotNull(parcels.customerId),
        gt(parcels.preAlertedAt, since),
      ),
    )
    .orderBy(asc(parcels.id));
}
