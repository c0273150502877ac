import type { ShipmentTransactionEmailInput } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { requireOwnedWaybill } from '../waybills/service.js';
import { upsertTransactionEmail } from './queries.js';

/** updateShipmentTransactionEmail: the owner sets where the waybill's transaction emails go from now on. */
export async function setTransactionEmail(ctx: AppContext, customerId: number, input: ShipmentTransactionEmailInput) {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipment_id);
  await upsertTransactionEmail(
    ctx.db,
    { waybillId: row.id, customerId: row.customerId, email: input.email },
    ctx.clock(),
  );
  return { shipment_id: row.id, email: input.email };
}
