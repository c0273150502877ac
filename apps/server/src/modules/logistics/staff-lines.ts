import { kilogramsToGrams, percentToBasisPoints } from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { recordStaffAction } from '../staff/audit.js';
import { findLineByCode, findLineById, type LineChanges, listLines, updateLine } from './queries.js';
import { declaredMoney } from './quote.js';
import { publicLine, type StoredLine, stored } from './service.js';

function staffLine(ctx: AppContext, line: StoredLine) {
  return {
    ...publicLine(ctx, line, 'en'),
    name_en: line.row.nameEn,
    name_cn: line.row.nameCn,
    name_tw: line.row.nameTw,
    active: line.row.active,
    sort_order: line.row.sortOrder,
    staff_edited_at: line.row.staffEditedAt?.toISOString() ?? null,
  };
}

export async function staffLineList(ctx: AppContext, filter: { store_id?: number; country_id?: number }) {
  const rows = await listLines(ctx.db, { storeId: filter.store_id, countryId: filter.country_id, activeOnly: false });
  return rows.map((record) => staffLine(ctx, stored(record)));
}

/** What staff may change on a line: prices in the line's currency, weights in kg, the active flag. */
export interface LineRateChanges {
  first_price?: string;
  step_price?: string;
  first_weight?: number;
  step?: number;
  weight_step?: number;
  min_chargeable?: number;
  max_parcel_weight?: number | null;
  max_declared?: string | null;
  free_insurance?: string;
  insurance_percentage?: number;
  max_insurance?: string;
  active?: boolean;
  /** The line's `staff_edited_at` as the form loaded it: a change since refuses the form (`staff.staleForm`). */
  staff_edited_at?: string | null;
}

export async function changeLine(ctx: AppContext, actor: StaffActor, codeOrId: string, input: LineRateChanges) {
  const record = /^\d+$/.test(codeOrId)
    ? await findLineById(ctx.db, Number(codeOrId))
    : await findLineByCode(ctx.db, codeOrId.toUpperCase());
  if (!record) throw new AppError('not_found', 'error.notFound');
  const line = stored(record);
  if (input.staff_edited_at !== undefined) {
    const loaded = input.staff_edited_at === null ? null : new Date(input.staff_edited_at).getTime();
    if ((line.row.staffEditedAt?.getTime() ?? null) !== loaded) throw new AppError('conflict', 'staff.staleForm');
  }
  const price = (value: string, field: string) => {
    const parsed = declaredMoney(value, line.currency, field);
    if (parsed.minor < 0) throw AppError.field(field, 'validation.invalid');
    return parsed.minor;
  };
  const changes: LineChanges = {};
  if (input.first_price !== undefined) changes.firstWeightPrice = price(input.first_price, 'first_price');
  if (input.step_price !== undefined) changes.additionalWeightPrice = price(input.step_price, 'step_price');
  if (input.first_weight !== undefined) changes.firstWeightGrams = kilogramsToGrams(input.first_weight);
  if (input.step !== undefined) changes.additionalWeightGrams = kilogramsToGrams(input.step);
  if (input.weight_step !== undefined) changes.weightStepGrams = kilogramsToGrams(input.weight_step);
  if (input.min_chargeable !== undefined) changes.minChargeableGrams = kilogramsToGrams(input.min_chargeable);
  if (input.max_parcel_weight !== undefined)
    changes.maxParcelGrams = input.max_parcel_weight === null ? null : kilogramsToGrams(input.max_parcel_weight);
  if (input.max_declared !== undefined)
    changes.maxDeclaredValue = input.max_declared === null ? null : price(input.max_declared, 'max_declared');
  if (input.free_insurance !== undefined) changes.freeInsurance = price(input.free_insurance, 'free_insurance');
  if (input.insurance_percentage !== undefined)
    changes.insuranceBasisPoints = percentToBasisPoints(input.insurance_percentage);
  if (input.max_insurance !== undefined) changes.maxInsurance = price(input.max_insurance, 'max_insurance');
  if (input.active !== undefined) changes.active = input.active;
  if (Object.keys(changes).length === 0) throw new AppError('invalid', 'validation.required');
  await ctx.db.transaction(async (tx) => {
    await updateLine(tx, line.row.id, changes, ctx.clock());
    await recordStaffAction(tx, actor, 'line.change', { type: 'line', id: line.row.id }, { ...input });
  });
  const updated = await findLineById(ctx.db, line.row.id);
  if (!updated) throw new AppError('not_found', 'error.notFound');
  return staffLine(ctx, stored(updated));
}
