import {
  configAmount,
  kilogramsToGrams,
  type LineChangesInput,
  lineSettingsProblems,
  type MessageKey,
  percentToBasisPoints,
} from '@parcelway/domain';
import { lockReferenceVersion } from '../../db/reference-version.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { nextVersion, refuseStaleForm } from '../../http/stale-form.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { findLineByCode, findLineById, type LineChanges, listLines, lockLine, updateLine } from './queries.js';
import { publicLine } from './service.js';
import { type StoredLine, stored } from './stored-line.js';

function staffLine(ctx: AppContext, line: StoredLine) {
  return {
    ...publicLine(ctx, line, 'en'),
    name_en: line.row.nameEn,
    name_cn: line.row.nameCn,
    name_tw: line.row.nameTw,
    active: line.row.active,
    sort_order: line.row.sortOrder,
    quiet_period_days: line.row.quietPeriodDays,
    staff_edited_at: line.row.staffEditedAt?.toISOString() ?? null,
  };
}

export async function staffLineList(ctx: AppContext, filter: { store_id?: number; country_id?: number }) {
  const rows = await listLines(ctx.db, { storeId: filter.store_id, countryId: filter.country_id, activeOnly: false });
  return rows.map((record) => staffLine(ctx, stored(record)));
}

/** A line by its code (any case) or its id; 404 for neither. */
export async function findStaffLine(ctx: AppContext, codeOrId: string): Promise<StoredLine> {
  const record = /^\d{1,9}$/.test(codeOrId)
    ? await findLineById(ctx.db, Number(codeOrId))
    : await findLineByCode(ctx.db, codeOrId.toUpperCase());
  if (!record) throw new AppError('not_found', 'error.notFound');
  return stored(record);
}

/** One 400 naming every field that is wrong (the first one's sentence as the message). */
function invalidFields(problems: { field: string; key: MessageKey }[]): AppError {
  const [first] = problems;
  return new AppError('invalid', first?.key ?? 'validation.invalid', {
    fields: Object.fromEntries(problems.map((problem) => [problem.field, problem.key])),
  });
}

/**
 * The line with staff's changes applied, as the pricing engine would read it once saved, and the columns to write.
 * Every amount is checked in the line's currency and the settings together (the domain's rules); 400 otherwise.
 */
export function proposeLine(line: StoredLine, input: Omit<LineChangesInput, 'staff_edited_at'>) {
  const problems: { field: string; key: MessageKey }[] = [];
  const price = (value: string, field: keyof LineChangesInput) => {
    const parsed = configAmount(value, line.currency);
    if (typeof parsed === 'string') {
      problems.push({ field, key: parsed });
      return 0;
    }
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
  if (input.quiet_period_days !== undefined) changes.quietPeriodDays = input.quiet_period_days;
  if (input.active !== undefined) changes.active = input.active;
  if (problems.length > 0) throw invalidFields(problems);
  const proposed = stored({ line: { ...line.row, ...changes }, currencyCode: line.currency });
  const rules = lineSettingsProblems(proposed.pricing, line.row.countryId);
  if (rules.length > 0) throw invalidFields(rules);
  return { changes, proposed };
}

/** The columns a change moves, before and after, for the audit trail. */
function changedColumns(before: Record<string, unknown>, changes: LineChanges) {
  return Object.fromEntries(
    Object.entries(changes)
      .filter(([column, value]) => before[column] !== value)
      .map(([column, value]) => [column, { from: before[column] ?? null, to: value ?? null }]),
  );
}

/**
 * Staff change a line's rates, limits, insurance or active flag. The row is read under a lock in the transaction that
 * writes it, so of two saves of the same form only the first passes the `staff_edited_at` check (409 for the other).
 */
export async function changeLine(ctx: AppContext, actor: StaffActor, codeOrId: string, input: LineChangesInput) {
  const line = await findStaffLine(ctx, codeOrId);
  const { staff_edited_at: loaded, ...wanted } = input;
  const { changes } = proposeLine(line, wanted);
  if (Object.keys(changes).length === 0) throw new AppError('invalid', 'validation.required');
  await ctx.db.transaction(async (tx) => {
    await lockReferenceVersion(tx);
    const current = await lockLine(tx, line.row.id);
    if (!current) throw new AppError('not_found', 'error.notFound');
    refuseStaleForm(current.staffEditedAt, loaded);
    const at = nextVersion(current.staffEditedAt, ctx.clock());
    // The settings are checked again against the row as it is now (another field may have moved since).
    proposeLine(stored({ line: current, currencyCode: line.currency }), wanted);
    await updateLine(tx, line.row.id, changes, at);
    await recordStaffAction(
      tx,
      actor,
      'line.change',
      { type: 'line', id: line.row.id },
      { code: line.row.code, changes: changedColumns(current, changes) },
    );
  });
  const updated = await findLineById(ctx.db, line.row.id);
  if (!updated) throw new AppError('not_found', 'error.notFound');
  return staffLine(ctx, stored(updated));
}
