import { LANGUAGES, type Language, type WarehouseAddressChange, warehouseAddressProblems } from '@parcelway/domain';
import { lockReferenceVersion } from '../../db/reference-version.js';
import type { WarehouseAddressTemplate } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { nextVersion, refuseStaleForm } from '../../http/stale-form.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { announceAddressChange } from './address-notices.js';
import { findWarehouseWithNames, listWarehouses, updateWarehouseAddress } from './queries.js';
import { presentWarehouse } from './service.js';

type WarehouseRow = NonNullable<Awaited<ReturnType<typeof findWarehouseWithNames>>>;

function staffWarehouse(row: WarehouseRow) {
  const { warehouse, currencyCode, countryName } = row;
  const { address } = warehouse;
  return {
    store_id: warehouse.storeId,
    region_code: warehouse.regionCode,
    name: warehouse.nameEn,
    country_id: warehouse.countryId,
    country: countryName,
    currency: currencyCode,
    address: {
      recipient: address.recipient,
      address_lines: address.addressLines,
      city: address.city,
      state: address.state,
      postal_code: address.postalCode,
      phone: address.phone,
      opening_hours: address.openingHours,
      opening_hours_in: {
        en: address.openingHoursIn?.en ?? address.openingHours,
        cn: address.openingHoursIn?.cn ?? address.openingHours,
        tw: address.openingHoursIn?.tw ?? address.openingHours,
      },
    },
    staff_edited_at: warehouse.staffEditedAt?.toISOString() ?? null,
  };
}

/** The open warehouses with the shopping-address template staff edit. */
export async function staffWarehouses(ctx: AppContext) {
  return (await listWarehouses(ctx.db)).map(staffWarehouse);
}

async function warehouseOf(ctx: AppContext, storeId: number) {
  const row = await findWarehouseWithNames(ctx.db, storeId);
  if (!row?.warehouse.active) throw new AppError('not_found', 'error.notFound');
  return row;
}

/** The template as stored, after the domain's rules (support number present, lines fit, postal code format): 400 otherwise. */
function template(countryId: number, input: Omit<WarehouseAddressChange, 'staff_edited_at'>): WarehouseAddressTemplate {
  const problems = warehouseAddressProblems(countryId, input);
  const [first] = problems;
  if (first)
    throw new AppError('invalid', first.key, {
      fields: Object.fromEntries(problems.map((problem) => [problem.field, problem.key])),
    });
  return {
    recipient: input.recipient,
    addressLines: input.address_lines,
    city: input.city,
    state: input.state,
    postalCode: input.postal_code,
    phone: input.phone,
    openingHours: input.opening_hours,
    openingHoursIn: input.opening_hours_in,
  };
}

/** A sample customer for the preview: the card as they would read it once signed in. */
const SAMPLE_CUSTOMER = { supportNumber: '100001', firstName: 'Mei', lastName: 'Lin' };

/** The shopping-address card each language's customers would read with the unsaved address (getWarehouseAddress's presenter). */
export async function previewWarehouse(
  ctx: AppContext,
  storeId: number,
  input: Omit<WarehouseAddressChange, 'staff_edited_at'>,
) {
  const row = await warehouseOf(ctx, storeId);
  const address = template(row.warehouse.countryId, input);
  const proposed = { ...row, warehouse: { ...row.warehouse, address } };
  const customer = { storeId, firstName: SAMPLE_CUSTOMER.firstName, lastName: SAMPLE_CUSTOMER.lastName };
  return {
    support_number: SAMPLE_CUSTOMER.supportNumber,
    cards: LANGUAGES.map((language: Language) => ({
      language,
      card: presentWarehouse(proposed, language, SAMPLE_CUSTOMER.supportNumber, customer),
    })),
  };
}

/**
 * Staff change a warehouse's shopping address. Its store id, region, country and currency are not theirs to change.
 * Under a lock, refused (409) when changed since the form loaded it, audited with the address before and after.
 * From then on the seed leaves the address alone. A change customers copy into shops is announced in the same
 * transaction (warehouse news, and a notice job that tells each customer who may ship there).
 */
export async function changeWarehouse(
  ctx: AppContext,
  actor: StaffActor,
  storeId: number,
  input: WarehouseAddressChange,
) {
  const { staff_edited_at: loaded, ...wanted } = input;
  const row = await warehouseOf(ctx, storeId);
  const address = template(row.warehouse.countryId, wanted);
  await ctx.db.transaction(async (tx) => {
    await lockReferenceVersion(tx);
    const current = await findWarehouseWithNames(tx, storeId, true);
    if (!current) throw new AppError('not_found', 'error.notFound');
    refuseStaleForm(current.warehouse.staffEditedAt, loaded);
    const at = nextVersion(current.warehouse.staffEditedAt, ctx.clock());
    await updateWarehouseAddress(tx, storeId, address, at);
    await announceAddressChange(tx, current, address, at);
    await recordStaffAction(
      tx,
      actor,
      'warehouse.address',
      { type: 'warehouse', id: storeId },
      { from: current.warehouse.address, to: address },
    );
  });
  return staffWarehouse(await warehouseOf(ctx, storeId));
}
