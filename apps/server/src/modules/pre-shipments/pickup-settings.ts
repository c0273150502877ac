import { type CurrencyCode, formatMajor, isCurrencyCode, type Money, money, parseMajor } from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findWarehouseWithCurrency } from '../parcels/index.js';
import { recordStaffAction, worksIn } from '../staff-accounts/index.js';
import { findPickupSettings, updatePickupSettings } from './queries/pickup.js';

/** The highest pickup fee staff may set, in major units of the warehouse's currency (NT$ and ¥ need room). */
const MAX_FEE_MAJOR = 100_000;

export interface PickupSettingsChange {
  store_id: number;
  pickup_fee?: string | undefined;
  cutoff_time?: string | undefined;
  /** `version` as the form loaded it: a change since refuses this one (`staff.staleForm`). */
  version?: number | undefined;
}

async function warehouseCurrency(ctx: AppContext, actor: StaffActor, storeId: number): Promise<CurrencyCode> {
  const warehouse = await findWarehouseWithCurrency(ctx.db, storeId);
  if (!warehouse || !isCurrencyCode(warehouse.currencyCode)) throw new AppError('not_found', 'error.notFound');
  if (!worksIn(actor, storeId)) throw new AppError('forbidden', 'error.forbidden');
  return warehouse.currencyCode;
}

function view(
  row: { storeId: number; timeZone: string; feeMinor: number; cutoffTime: string; version: number },
  currency: CurrencyCode,
) {
  return {
    store_id: row.storeId,
    time_zone: row.timeZone,
    currency,
    pickup_fee: formatMajor(money(row.feeMinor, currency)),
    cutoff_time: row.cutoffTime,
    version: row.version,
  };
}

function feeOf(value: string, currency: CurrencyCode): Money {
  let fee: Money;
  try {
    fee = parseMajor(value, currency);
  } catch {
    throw AppError.field('pickup_fee', 'validation.number');
  }
  if (fee.minor < 0 || fee.minor > parseMajor(MAX_FEE_MAJOR, currency).minor)
    throw AppError.field('pickup_fee', 'validation.invalid');
  return fee;
}

/** A warehouse's pickup fee and cut-off as staff see them. */
export async function pickupSettingsFor(ctx: AppContext, actor: StaffActor, storeId: number) {
  const currency = await warehouseCurrency(ctx, actor, storeId);
  const row = await findPickupSettings(ctx.db, storeId);
  if (!row) throw new AppError('not_found', 'error.notFound');
  return view(row, currency);
}

/**
 * Staff change a warehouse's pickup fee (in its currency) or cut-off: checked, refused when someone changed them since
 * the form was loaded, and audited with the values before and after, in one transaction. Bookings already made keep
 * their date; the fee shown to customers is the new one from now on.
 */
export async function changePickupSettings(ctx: AppContext, actor: StaffActor, input: PickupSettingsChange) {
  const currency = await warehouseCurrency(ctx, actor, input.store_id);
  const fee = input.pickup_fee === undefined ? undefined : feeOf(input.pickup_fee, currency);
  return ctx.db.transaction(async (tx) => {
    const before = await findPickupSettings(tx, input.store_id, true);
    if (!before) throw new AppError('not_found', 'error.notFound');
    if (input.version !== undefined && input.version !== before.version)
      throw new AppError('conflict', 'staff.staleForm');
    const after = await updatePickupSettings(tx, input.store_id, {
      feeMinor: fee?.minor ?? before.feeMinor,
      cutoffTime: input.cutoff_time ?? before.cutoffTime,
      version: before.version + 1,
    });
    await recordStaffAction(
      tx,
      actor,
      'pickup_settings.change',
      { type: 'warehouse', id: input.store_id },
      {
        currency,
        from: { pickup_fee: formatMajor(money(before.feeMinor, currency)), cutoff_time: before.cutoffTime },
        to: { pickup_fee: formatMajor(money(after.feeMinor, currency)), cutoff_time: after.cutoffTime },
      },
    );
    return view(after, currency);
  });
}
