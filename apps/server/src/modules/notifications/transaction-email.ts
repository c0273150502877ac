import type { ShipmentTransactionEmail, ShipmentTransactionEmailInput } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { notificationContact } from '../users/index.js';
import { findTransactionEmail, upsertTransactionEmail } from './queries.js';

/** The customer's waybill or a not-found error, as the waybills module answers it (the composition passes it). */
export type RequireOwnedWaybill = (
  db: Database,
  customerId: number,
  id: number,
) => Promise<{ id: number; customerId: number }>;

/** updateShipmentTransactionEmail: the owner sets where the waybill's transaction emails go from now on. */
export async function setTransactionEmail(
  ctx: AppContext,
  customerId: number,
  input: ShipmentTransactionEmailInput,
  requireOwnedWaybill: RequireOwnedWaybill,
): Promise<ShipmentTransactionEmail> {
  const row = await requireOwnedWaybill(ctx.db, customerId, input.shipment_id);
  await upsertTransactionEmail(
    ctx.db,
    { waybillId: row.id, customerId: row.customerId, email: input.email },
    ctx.clock(),
  );
  return { shipment_id: row.id, email: input.email, custom: true };
}

/** Where the owner's waybill's transaction emails go now: the address set for it, else the account's. */
export async function transactionEmailOf(
  ctx: AppContext,
  customerId: number,
  waybillId: number,
  requireOwnedWaybill: RequireOwnedWaybill,
): Promise<ShipmentTransactionEmail> {
  const row = await requireOwnedWaybill(ctx.db, customerId, waybillId);
  const custom = await findTransactionEmail(ctx.db, row.id);
  if (custom) return { shipment_id: row.id, email: custom, custom: true };
  const contact = await notificationContact(ctx.db, customerId);
  if (!contact) throw new AppError('not_found', 'error.notFound');
  return { shipment_id: row.id, email: contact.email, custom: false };
}
