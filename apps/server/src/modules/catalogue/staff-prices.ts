import {
  type CurrencyCode,
  configAmount,
  type ExtraServicePriceChange,
  formatMajor,
  isCurrencyCode,
  type Language,
  money,
} from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { nextVersion, refuseStaleForm } from '../../http/stale-form.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import {
  currencyCodes,
  findExtraService,
  findWarehouse,
  listServicePrices,
  lockServicePrice,
  saveServicePrice,
} from './queries.js';
import { presentExtraService, serviceName } from './service.js';

/** Staff's price list: each extra service at each open warehouse, in the price row's currency (the warehouse's). */
export async function staffServicePrices(ctx: AppContext, storeId: number | undefined) {
  const [rows, codes] = await Promise.all([listServicePrices(ctx.db, storeId), currencyCodes(ctx.db)]);
  return rows.map(({ service, storeId: store, warehouseCurrency, price }) => {
    const currency = (price && codes.get(price.currencyId)) ?? warehouseCurrency;
    return {
      service_id: service.id,
      code: service.code,
      name: serviceName('en', service.code),
      scope: service.scope,
      store_id: store,
      currency,
      offered: price !== null,
      price: price && isCurrencyCode(currency) ? formatMajor(money(price.price, currency)) : null,
      active: price?.active ?? false,
      staff_edited_at: price?.staffEditedAt?.toISOString() ?? null,
    };
  });
}

/** The service and the warehouse a price is for, and the currency it is in (the row's, else the warehouse's). */
async function priceTarget(ctx: AppContext, serviceId: number, storeId: number) {
  const [service, warehouse] = await Promise.all([findExtraService(ctx.db, serviceId), findWarehouse(ctx.db, storeId)]);
  if (!service || !warehouse || !isCurrencyCode(warehouse.currencyCode))
    throw new AppError('not_found', 'error.notFound');
  return { service, warehouse: { ...warehouse, currency: warehouse.currencyCode as CurrencyCode } };
}

function priceIn(value: string, currency: CurrencyCode) {
  const parsed = configAmount(value, currency);
  if (typeof parsed === 'string') throw AppError.field('price', parsed);
  return parsed;
}

/**
 * The service as customers of the warehouse would read it with the unsaved price (the presenter of extraServiceList),
 * and whether they would see it at all (an inactive price, or a service switched off everywhere, is not listed).
 */
export async function previewServicePrice(
  ctx: AppContext,
  serviceId: number,
  storeId: number,
  input: Omit<ExtraServicePriceChange, 'staff_edited_at'>,
  language: Language,
) {
  const { service, warehouse } = await priceTarget(ctx, serviceId, storeId);
  const price = priceIn(input.price, warehouse.currency);
  const listed = input.active && service.active;
  return {
    listed,
    entry: presentExtraService(
      language,
      { storeId, currency: warehouse.currency },
      listed
        ? { service, price: price.minor, currencyCode: price.currency }
        : { service, price: null, currencyCode: null },
    ),
  };
}

/**
 * Staff set a warehouse's price of an extra service and whether it is offered there. Under a lock, refused (409) when
 * the row changed since the form loaded it (`staff_edited_at`), audited with the values before and after. A price
 * for a warehouse that had none is created in the warehouse's currency. Requests already made keep their price.
 */
export async function changeServicePrice(
  ctx: AppContext,
  actor: StaffActor,
  serviceId: number,
  storeId: number,
  input: ExtraServicePriceChange,
) {
  const { service, warehouse } = await priceTarget(ctx, serviceId, storeId);
  await ctx.db.transaction(async (tx) => {
    const current = await lockServicePrice(tx, serviceId, storeId);
    const editedAt = current?.staffEditedAt ?? null;
    refuseStaleForm(editedAt, input.staff_edited_at);
    const currencies = await currencyCodes(tx);
    const currency = (current && currencies.get(current.currencyId)) ?? warehouse.currency;
    if (!isCurrencyCode(currency)) throw new AppError('not_found', 'error.notFound');
    const price = priceIn(input.price, currency);
    const at = nextVersion(editedAt, ctx.clock());
    const saved = await saveServicePrice(
      tx,
      {
        extraServiceId: serviceId,
        storeId,
        currencyId: current?.currencyId ?? warehouse.currencyId,
        price: price.minor,
        active: input.active,
      },
      at,
      current !== undefined,
    );
    if (!saved) throw new AppError('conflict', 'staff.staleForm');
    await recordStaffAction(
      tx,
      actor,
      'extra_service.price',
      // One price of one service at one warehouse: the console's drawer for it shows no other warehouse's change.
      { type: 'extra_service_price', id: `${storeId}:${serviceId}` },
      {
        code: service.code,
        store_id: storeId,
        currency,
        price: { from: current ? formatMajor(money(current.price, currency)) : null, to: formatMajor(price) },
        active: { from: current?.active ?? null, to: input.active },
      },
    );
  });
  const [row] = (await staffServicePrices(ctx, storeId)).filter((entry) => entry.service_id === serviceId);
  if (!row) throw new AppError('not_found', 'error.notFound');
  return row;
}
