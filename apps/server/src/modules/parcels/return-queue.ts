import { type CurrencyCode, formatMajor, money } from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { storesToList } from '../staff-accounts/index.js';
import { listOpenReturnsForStaff, listReturnItems } from './queries/returns.js';

/**
 * GET /ops/returns: return requests waiting for the warehouse to hand the parcels over, oldest first (at most 200),
 * kept to the operator's warehouses like every warehouse list; `store_id` narrows to one of them.
 */
export async function openReturns(ctx: AppContext, actor: StaffActor, storeId: number | undefined) {
  const stores = storesToList(actor, storeId);
  if (stores !== undefined && stores.length === 0) return [];
  const rows = await listOpenReturnsForStaff(ctx.db, stores, 200);
  const items = await listReturnItems(
    ctx.db,
    rows.map((row) => row.request.id),
  );
  return rows.map(({ request, currencyCode }) => ({
    id: request.id,
    customer_id: request.customerId,
    store_id: request.storeId,
    method: request.method,
    fee: request.fee === null ? null : formatMajor(money(request.fee, currencyCode as CurrencyCode)),
    currency: currencyCode,
    pickup_code: request.pickupCode,
    address: request.address,
    remark: request.remark,
    parcels: items
      .filter((item) => item.returnId === request.id)
      .map((item) => ({ id: item.parcelId, tracking_number: item.trackingNumber })),
    created_at: request.createdAt.toISOString(),
  }));
}
