import { isUniqueViolation } from '../../db/errors.js';
import type { StaffRole } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import type { PaginationQuery } from '../../http/envelope.js';
import { pageOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { hashPassword } from '../../security/passwords.js';
import { recordStaffAction } from './audit.js';
import {
  type AuditFilter,
  existingStoreIds,
  findStaffUser,
  insertStaffUser,
  listStaffUsers,
  pageStaffAudit,
  type StaffSummary,
  updateStaffUser,
} from './queries.js';

function present(row: StaffSummary) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    store_ids: row.role === 'warehouse' ? row.storeIds : [],
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

/** A warehouse operator works somewhere: at least one real warehouse; the other roles keep none. */
async function storesFor(ctx: AppContext, role: StaffRole, storeIds: number[] | undefined): Promise<number[]> {
  if (role !== 'warehouse') return [];
  const unique = [...new Set(storeIds ?? [])];
  if (unique.length === 0) throw AppError.field('store_ids', 'staff.storesRequired');
  const known = await existingStoreIds(ctx.db, unique);
  if (known.length !== unique.length) throw AppError.field('store_ids', 'parcel.unknownWarehouse');
  return unique.sort((a, b) => a - b);
}

export async function listStaff(ctx: AppContext) {
  return (await listStaffUsers(ctx.db)).map(present);
}

export async function createStaff(
  ctx: AppContext,
  actor: StaffActor,
  input: { email: string; password: string; role: StaffRole; store_ids?: number[] | undefined },
) {
  const storeIds = await storesFor(ctx, input.role, input.store_ids);
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const row = await insertStaffUser(tx, {
        email: input.email.trim().toLowerCase(),
        passwordHash,
        role: input.role,
        storeIds,
      });
      await recordStaffAction(
        tx,
        actor,
        'staff.create',
        { type: 'staff', id: row.id },
        {
          email: row.email,
          role: row.role,
          store_ids: storeIds,
        },
      );
      return row;
    });
    return present(created);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', 'staff.emailTaken', { fields: { email: 'staff.emailTaken' } });
    }
    throw error;
  }
}

/** Changes a staff member's role, warehouses, password or whether they may log in at all. */
export async function updateStaff(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  input: {
    role?: StaffRole | undefined;
    store_ids?: number[] | undefined;
    active?: boolean | undefined;
    password?: string | undefined;
  },
) {
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const current = await findStaffUser(ctx.db, id);
  if (!current) throw new AppError('not_found', 'error.notFound');
  const role = input.role ?? current.role;
  const storeIds =
    input.role !== undefined || input.store_ids !== undefined
      ? await storesFor(ctx, role, input.store_ids ?? current.storeIds)
      : undefined;
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateStaffUser(tx, id, {
      ...(input.role !== undefined && { role }),
      ...(storeIds !== undefined && { storeIds }),
      ...(input.active !== undefined && { active: input.active }),
      ...(passwordHash !== undefined && { passwordHash }),
      updatedAt: ctx.clock(),
    });
    if (!row) throw new AppError('not_found', 'error.notFound');
    await recordStaffAction(
      tx,
      actor,
      'staff.update',
      { type: 'staff', id },
      {
        role: input.role,
        store_ids: storeIds,
        active: input.active,
        credentials_reset: passwordHash !== undefined || undefined,
      },
    );
    return row;
  });
  return present(updated);
}

export async function staffAudit(ctx: AppContext, filter: AuditFilter, query: PaginationQuery) {
  const { rows, total } = await pageStaffAudit(ctx.db, filter, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const list = rows.map(({ entry, email }) => ({
    id: entry.id,
    staff_id: entry.staffId,
    staff_email: email,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: entry.details,
    request_id: entry.requestId,
    created_at: entry.createdAt.toISOString(),
  }));
  return pageOf(list, total, query);
}
