import { randomInt } from 'node:crypto';
import {
  type CurrencyCode,
  formatMajor,
  type Language,
  LOCAL_RETURN_CURRENCIES,
  localName,
  PARCEL_STATUS,
  RETURN_METHODS,
  type ReturnMethod,
  type ReturnRequest,
  returnToLocalAddressFee,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { noteParcel } from './moves.js';
import { amountOf, statusText } from './presenters.js';
import { listExtraServiceEntries } from './queries/extra-services.js';
import { findCustomerParcels } from './queries/parcels.js';
import { insertReturn, listCustomerReturns, listReturnItems, parcelsInOpenReturns } from './queries/returns.js';
import { resolveWarehouse } from './service.js';

/** What each way of returning `parcelCount` parcels from a warehouse costs there (forwarding is quoted later). */
function returnOptions(currency: CurrencyCode, parcelCount: number, warehouseName: string, language: Language) {
  const local = LOCAL_RETURN_CURRENCIES.includes(currency);
  return RETURN_METHODS.map((method) => {
    const available = method !== 'local_address' || local;
    const fee =
      method === 'forward' || !available
        ? null
        : returnToLocalAddressFee(parcelCount, method === 'pickup_code' ? 'pickupCode' : 'localAddress', currency);
    const perParcel =
      method === 'local_address' && available ? returnToLocalAddressFee(1, 'localAddress', currency) : null;
    return {
      method,
      name: translate(language, `return.method.${method}`),
      available,
      fee: fee ? formatMajor(fee) : null,
      fee_per_parcel: perParcel ? formatMajor(perParcel) : method === 'pickup_code' ? '0.00' : null,
      currency,
      note: !available
        ? translate(language, 'return.localAddressUnavailable', { warehouse: warehouseName })
        : method === 'forward'
          ? translate(language, 'return.forwardQuoted')
          : null,
    };
  });
}

async function presentReturns(ctx: AppContext, customerId: number, language: Language) {
  const requests = await listCustomerReturns(ctx.db, customerId, 20);
  const items = await listReturnItems(
    ctx.db,
    requests.map(({ request }) => request.id),
  );
  return requests.map(({ request, currencyCode }) => ({
    id: request.id,
    method: request.method,
    method_name: translate(language, `return.method.${request.method}`),
    status: request.status,
    store_id: request.storeId,
    fee: request.fee === null ? null : amountOf(request.fee, currencyCode),
    currency: currencyCode,
    pickup_code: request.pickupCode,
    address: request.address,
    remark: request.remark,
    parcels: items
      .filter((item) => item.returnId === request.id)
      .map((item) => ({ id: item.parcelId, tracking_number: item.trackingNumber })),
    created_at: request.createdAt.toISOString(),
    completed_at: request.completedAt?.toISOString() ?? null,
  }));
}

/**
 * Parcels that may be returned: the customer's, all in stock at one warehouse, with no extra service
 * still to do and no other return under way.
 */
async function returnableParcels(ctx: AppContext, customerId: number, parcelIds: number[], language: Language) {
  const rows = await findCustomerParcels(ctx.db, customerId, parcelIds);
  if (rows.length !== new Set(parcelIds).size) throw new AppError('not_found', 'error.notFound');
  for (const row of rows) {
    if (row.status !== PARCEL_STATUS.inStock)
      throw new AppError('rule', 'parcel.notInStock', {
        params: { tracking: row.trackingNumber, status: statusText(language, row.status) },
      });
  }
  if (new Set(rows.map((row) => row.storeId)).size > 1) throw new AppError('rule', 'parcel.differentWarehouses');
  const [pending, returning] = await Promise.all([
    listExtraServiceEntries(ctx.db, parcelIds, 'pending'),
    parcelsInOpenReturns(ctx.db, parcelIds),
  ]);
  const waiting = rows.find((row) => pending.some(({ entry }) => entry.parcelId === row.id));
  if (waiting)
    throw new AppError('rule', 'parcel.waitForExtraServices', { params: { tracking: waiting.trackingNumber } });
  const inReturn = rows.find((row) => returning.some((item) => item.parcelId === row.id));
  if (inReturn) throw new AppError('rule', 'parcel.returnPending', { params: { tracking: inReturn.trackingNumber } });
  return rows;
}

/** viewReturnGoodParcel: the ways back and their cost for the chosen parcels, and the customer's returns. */
export async function viewReturns(ctx: AppContext, customerId: number, parcelIds: number[], language: Language) {
  let options = null;
  if (parcelIds.length > 0) {
    const rows = await returnableParcels(ctx, customerId, parcelIds, language);
    const warehouse = await resolveWarehouse(ctx.db, customerId, rows[0]?.storeId);
    options = {
      store_id: warehouse.storeId,
      warehouse_name: localName(language, warehouse),
      currency: warehouse.currency,
      parcels: rows.map((row) => ({ id: row.id, tracking_number: row.trackingNumber })),
      methods: returnOptions(warehouse.currency, rows.length, localName(language, warehouse), language),
    };
  }
  return { options, requests: await presentReturns(ctx, customerId, language) };
}

/**
 * submitReturnGoodParcel: asks for parcels to be sent back. The fee is fixed now (SPEC §9, per parcel by
 * warehouse; the pickup code is free and comes with a 6-digit code to show at the counter); forwarding
 * waits for the staff's quote. The parcels stay in stock, out of any shipment, until staff hand them over.
 */
export async function requestReturn(ctx: AppContext, customerId: number, input: ReturnRequest, language: Language) {
  const id = await ctx.db.transaction(async (tx) => {
    const rows = await findCustomerParcels(tx, customerId, input.parcel_ids, true);
    if (rows.length !== new Set(input.parcel_ids).size) throw new AppError('not_found', 'error.notFound');
    await returnableParcels({ ...ctx, db: tx }, customerId, input.parcel_ids, language);
    const warehouse = await resolveWarehouse(tx, customerId, rows[0]?.storeId);
    const method: ReturnMethod = input.method;
    if (method === 'local_address' && !LOCAL_RETURN_CURRENCIES.includes(warehouse.currency))
      throw new AppError('rule', 'return.localAddressUnavailable', {
        params: { warehouse: localName(language, warehouse) },
        fields: { method: 'return.localAddressUnavailable' },
      });
    const fee =
      method === 'forward'
        ? null
        : returnToLocalAddressFee(
            rows.length,
            method === 'pickup_code' ? 'pickupCode' : 'localAddress',
            warehouse.currency,
          ).minor;
    const request = await insertReturn(
      tx,
      {
        customerId,
        storeId: warehouse.storeId,
        method,
        fee,
        currencyId: warehouse.currencyId,
        address: method === 'pickup_code' ? null : (input.address ?? null),
        pickupCode: method === 'pickup_code' ? String(randomInt(100_000, 1_000_000)) : null,
        remark: input.remark,
      },
      rows.map((row) => row.id),
    );
    const now = ctx.clock();
    for (const row of rows) await noteParcel(tx, row, now, [{ kind: 'return_requested' }]);
    return request.id;
  });
  const requested = (await presentReturns(ctx, customerId, language)).find((request) => request.id === id);
  if (!requested) throw new Error(`return ${id} vanished`);
  return requested;
}
