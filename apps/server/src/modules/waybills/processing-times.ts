import { hoursOf, PROCESSING_TIME_DAYS, type WarehouseProcessingTimes } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { deliveryToCheckInMedians } from '../inbound-tracking/index.js';
import { listWarehouses } from '../reference/index.js';
import { paymentToDispatchMedians } from './reads.js';

const DAY_MS = 86_400_000;

/**
 * Each warehouse's median time from delivery to check-in and from payment to dispatch over the last 30 days, from the
 * moments the staff dashboard counts (check-ins, dispatches); a warehouse with nothing in the window answers null.
 */
export async function warehouseProcessingTimes(ctx: AppContext): Promise<WarehouseProcessingTimes[]> {
  const since = new Date(ctx.clock().getTime() - PROCESSING_TIME_DAYS * DAY_MS);
  const [warehouses, checkIns, dispatches] = await Promise.all([
    listWarehouses(ctx.db),
    deliveryToCheckInMedians(ctx.db, since),
    paymentToDispatchMedians(ctx.db, since),
  ]);
  const median = (rows: { storeId: number; medianSeconds: number | null; count: number }[], storeId: number) => {
    const row = rows.find((entry) => entry.storeId === storeId);
    return { median_hours: row ? hoursOf(row.medianSeconds) : null, count: row?.count ?? 0 };
  };
  return warehouses.map(({ warehouse }) => ({
    store_id: warehouse.storeId,
    days: PROCESSING_TIME_DAYS,
    delivery_to_check_in: median(checkIns, warehouse.storeId),
    payment_to_dispatch: median(dispatches, warehouse.storeId),
  }));
}
