import {
  agentStorageDays,
  type CurrencyCode,
  canMovePreShipment,
  formatMajor,
  isLanguage,
  money,
  normaliseDropOffCode,
  PRE_SHIPMENT_MOVES,
  type PreShipmentMove,
  pickupFeeShares,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { PreShipmentRow } from '../../db/schema/index.js';
import type { AppContext, AppServices, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { notify } from '../notifications/index.js';
import { preAlertPreShippedGoods, recordAgentStorage, recordPickupFee } from '../parcels/index.js';
import { recordStaffAction, storesToList, worksIn } from '../staff-accounts/index.js';
import { findProfile } from '../users/index.js';
import { preShipmentSummary } from './presenters.js';
import { findByDropOffCode, findPreShipment, pickupRun, updatePreShipment } from './queries/pre-shipments.js';

/** Applies one staff move in its transaction: legal from here, audited, and told to the customer. */
async function move(
  tx: Database,
  ctx: AppServices,
  actor: StaffActor,
  row: PreShipmentRow | undefined,
  kind: PreShipmentMove,
  changes: Partial<PreShipmentRow> = {},
) {
  if (!row || !worksIn(actor, row.storeId)) throw new AppError('not_found', 'error.notFound');
  if (!canMovePreShipment(kind, row.status, row.deliveryWay)) throw new AppError('rule', 'preShipment.wrongStatus');
  const now = ctx.clock();
  const to = PRE_SHIPMENT_MOVES[kind].to;
  const updated = await updatePreShipment(tx, row.id, { ...changes, status: to, updatedAt: now });
  await recordStaffAction(
    tx,
    actor,
    `pre_shipment.${kind}`,
    { type: 'pre_shipment', id: row.id },
    { from: row.status, to },
  );
  await notify(
    tx,
    {
      customerId: row.customerId,
      kind: 'pre_shipment_moved',
      data: { preShipmentId: row.id, status: to, contents: row.contents },
    },
    now,
  );
  return updated;
}

/** An agent point takes a drop-off in by its code (typed or scanned). */
export async function receiveDropOff(ctx: AppContext, actor: StaffActor, code: string) {
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await findByDropOffCode(tx, normaliseDropOffCode(code), true);
    if (!row || !worksIn(actor, row.storeId) || row.status !== 'booked')
      throw new AppError('not_found', 'preShipment.unknownCode', { fields: { code: 'preShipment.unknownCode' } });
    return move(tx, ctx, actor, row, 'receive', { handedOverAt: ctx.clock() });
  });
  return preShipmentSummary('en', updated);
}

/** The courier collected a booked pickup. */
export async function markPickedUp(ctx: AppContext, actor: StaffActor, id: number) {
  const updated = await ctx.db.transaction(async (tx) =>
    move(tx, ctx, actor, await findPreShipment(tx, id, true), 'pick_up', { handedOverAt: ctx.clock() }),
  );
  return preShipmentSummary('en', updated);
}

/**
 * The goods reached the warehouse: they become the customer's parcels, one per tracking number, pre-alerted with the
 * pre-shipment's declaration (a number the customer pre-alerted meanwhile is that pre-alert) — the warehouse then
 * weighs each in by its number as any pre-alerted parcel, and from there it is consolidated and shipped as usual.
 */
export async function intoWarehouse(ctx: AppContext, actor: StaffActor, id: number) {
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await findPreShipment(tx, id, true);
    if (!row || !worksIn(actor, row.storeId)) throw new AppError('not_found', 'error.notFound');
    if (!canMovePreShipment('into_warehouse', row.status, row.deliveryWay))
      throw new AppError('rule', 'preShipment.wrongStatus');
    const profile = await findProfile(tx, row.customerId);
    const language = profile && isLanguage(profile.customer.language) ? profile.customer.language : 'cn';
    const currency = row.currency as CurrencyCode;
    const parcelIds = await preAlertPreShippedGoods(
      { ...ctx, db: tx },
      row.customerId,
      {
        tracking_numbers: row.trackingNumbers,
        // The goods are in our hands already: no customer to warn about a number's check digit.
        confirm_unusual_number: true,
        store_id: row.storeId,
        courier_company_id: row.courierCompanyId,
        destination_country_id: null,
        contents: row.contents,
        remark: row.notes,
        items: row.items.map((item) => ({
          name: item.name,
          quantity: item.quantity,
          total_amount: formatMajor(money(item.totalAmount, currency)),
          product_type: item.productType as never,
          attributes: item.attributes as never,
        })),
        extra_services: [],
      },
      language,
    );
    // Goods left at an agent point pay storage past its free days; the count stops when they reach the warehouse.
    if (row.deliveryWay === 'drop_off' && row.handedOverAt)
      await recordAgentStorage(tx, parcelIds, agentStorageDays(row.handedOverAt, ctx.clock()));
    // A pickup's fee, as booked, is shared among its parcels and charged with the shipments they go into.
    if (row.deliveryWay === 'pickup' && row.pickupFeeMinor)
      await recordPickupFee(tx, parcelIds, pickupFeeShares(row.pickupFeeMinor, parcelIds.length));
    return move(tx, ctx, actor, row, 'into_warehouse', { parcelIds, inWarehouseAt: ctx.clock() });
  });
  return { ...preShipmentSummary('en', updated), parcel_ids: updated.parcelIds };
}

/** The day's pickups of the warehouses the staff member works in, by window. */
export async function pickupRunList(ctx: AppContext, actor: StaffActor, query: { store_id?: number; date: string }) {
  const stores = storesToList(actor, query.store_id);
  const rows = await pickupRun(ctx.db, stores, query.date);
  return rows.map((row) => ({
    id: row.preShipment.id,
    store_id: row.preShipment.storeId,
    status: row.preShipment.status,
    window: `${row.startsAt}–${row.endsAt}`,
    address: row.preShipment.pickupAddress ?? '',
    postcode: row.preShipment.pickupPostcode ?? '',
    customer: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone ? `${row.phoneCode ?? ''} ${row.phone}`.trim() : '',
    packages: row.preShipment.trackingNumbers.length,
    tracking_numbers: row.preShipment.trackingNumbers,
  }));
}
