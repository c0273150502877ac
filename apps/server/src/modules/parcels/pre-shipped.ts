import { type BatchPreAlert, type Language, PARCEL_STATUS } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { addPreAlerts } from './pre-alerts.js';
import { insertDeclaration } from './queries/declarations.js';
import { lockActiveOwnedByTrackings, updateParcelRow } from './queries/parcels.js';
import { declarationRows, resolveWarehouse } from './service.js';

/**
 * The goods of a pre-shipment reached the warehouse (inside the caller's transaction, `ctx.db`): each tracking
 * number becomes the customer's parcel, pre-alerted with the pre-shipment's declaration. A number the customer
 * already has (pre-alerted after booking, or checked in before the move was recorded) is that parcel: it keeps what
 * the customer declared on it and takes from the pre-shipment only what it lacks. Answers the parcels' ids in the
 * order of the numbers.
 */
export async function preAlertPreShippedGoods(
  ctx: AppContext,
  customerId: number,
  input: BatchPreAlert,
  language: Language,
): Promise<number[]> {
  const own = await lockActiveOwnedByTrackings(ctx.db, customerId, input.tracking_numbers);
  const fresh = input.tracking_numbers.filter((number) => !own.some((row) => row.trackingNumber === number));
  const created =
    fresh.length > 0 ? (await addPreAlerts(ctx, customerId, { ...input, tracking_numbers: fresh }, language)).list : [];
  for (const parcel of own) await completeFromPreShipment(ctx.db, customerId, parcel, input);
  return input.tracking_numbers.map((number) => {
    const parcel =
      own.find((row) => row.trackingNumber === number) ?? created.find((row) => row.tracking_number === number);
    if (!parcel) throw new Error(`no parcel for pre-shipped number ${number}`);
    return parcel.id;
  });
}

/** What the customer's own parcel lacks and the pre-shipment says: its declaration (until it is in a shipment), contents and remark. */
async function completeFromPreShipment(db: Database, customerId: number, parcel: ParcelRow, input: BatchPreAlert) {
  const declarable = parcel.status <= PARCEL_STATUS.inStock && parcel.declarationId === null && input.items.length > 0;
  let declarationId: number | null = null;
  if (declarable) {
    // The amounts are in the pre-shipment's warehouse currency.
    const warehouse = await resolveWarehouse(db, customerId, input.store_id);
    declarationId = await insertDeclaration(
      db,
      customerId,
      warehouse.currencyId,
      declarationRows(input.items, warehouse.currency),
    );
  }
  const changes = {
    ...(declarationId !== null && { declarationId }),
    ...(!parcel.contents && input.contents && { contents: input.contents }),
    ...(!parcel.remark && input.remark && { remark: input.remark }),
  };
  if (Object.keys(changes).length > 0) await updateParcelRow(db, parcel.id, changes);
}
