import { and, count, desc, eq, gte, inArray, lt, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type StaffRole, staffAuditLog, staffUsers, warehouses } from '../../db/schema/index.js';

export type NewStaffAuditRow = typeof staffAuditLog.$inferInsert;

export async function insertStaffAuditRow(db: Database, row: NewStaffAuditRow): Promise<void> {
  await db.insert(staffAuditLog).values(row);
}

export interface AuditFilter {
  staffId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  requestId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  return and(
    filter.staffId === undefined ? undefined : eq(staffAuditLog.staffId, filter.staffId),
    filter.action === undefined ? undefined : eq(staffAuditLog.action, filter.action),
    filter.targetType === undefined ? undefined : eq(staffAuditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(staffAuditLog.targetId, filter.targetId),
    filter.requestId === undefined ? undefined : eq(staffAuditLog.requestId, filter.requestId),
    filter.from === undefined ? undefined : gte(staffAuditLog.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(staffAuditLog.createdAt, filter.to),
  );
}

/** Newest first, with the staff member's email. */
export async function pageStaffAudit(db: Database, filter: AuditFilter, page: { limit: number; offset: number }) {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: staffAuditLog, email: staffUsers.email })
      .from(staffAuditLog)
      .innerJoin(staffUsers, eq(staffUsers.id, staffAuditLog.staffId))
      .where(where)
      .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(staffAuditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

const staffColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  role: staffUsers.role,
  storeIds: staffUsers.storeIds,
  active: staffUsers.active,
  createdAt: staffUsers.createdAt,
};

export type StaffSummary = {
  id: number;
  email: string;
  role: StaffRole;
  storeIds: number[];
  active: boolean;
  createdAt: Date;
};

export async function listStaffUsers(db: Database): Promise<StaffSummary[]> {
  return db.select(staffColumns).from(staffUsers).orderBy(staffUsers.id);
}

/** Where mail for the administrators goes: every active admin's address. */
export async function activeAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.active, true)))
    .orderBy(staffUsers.id);
  return rows.map((row) => row.email);
}

export async function findStaffUser(db: Database, id: number, lock = false): Promise<StaffSummary | undefined> {
  const query = db.select(staffColumns).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertStaffUser(
  db: Database,
  values: { email: string; passwordHash: string; role: StaffRole; storeIds: number[] },
): Promise<StaffSummary> {
  const [row] = await db.insert(staffUsers).values(values).returning(staffColumns);
  if (!row) throw new Error('staff account not inserted');
  return row;
}

export async function updateStaffUser(
  db: Database,
  id: number,
  changes: Partial<{ role: StaffRole; storeIds: number[]; active: boolean; passwordHash: string; updatedAt: Date }>,
): Promise<StaffSummary | undefined> {
  const [row] = await db.update(staffUsers).set(changes).where(eq(staffUsers.id, id)).returning(staffColumns);
  return row;
}

/** Which of these store ids are real warehouses. */
export async function existingStoreIds(db: Database, storeIds: number[]): Promise<number[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .select({ storeId: warehouses.storeId })
    .from(warehouses)
    .where(inArray(warehouses.storeId, storeIds));
  return rows.map((row) => row.storeId);
}

/** The audit of what staff did to some records (a customer, their parcels, their waybills), newest first. */
export async function pageAuditOfTargets(
  db: Database,
  /** Each type's ids: a list, or a subquery answering them as text (the database reads them, not the parameters). */
  targets: { type: string; ids: string[] | SQLWrapper }[],
  page: { limit: number; offset: number },
) {
  const where = or(
    ...targets
      .filter((target) => !Array.isArray(target.ids) || target.ids.length > 0)
      .map((target) =>
        and(
          eq(staffAuditLog.targetType, target.type),
          Array.isArray(target.ids)
            ? inArray(staffAuditLog.targetId, target.ids)
            : inArray(staffAuditLog.targetId, target.ids),
        ),
      ),
  );
  if (!where) return { rows: [], total: 0 };
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: staffAuditLog, email: staffUsers.email })
      .from(staffAuditLog)
      .innerJoin(staffUsers, eq(staffUsers.id, staffAuditLog.staffId))
      .where(where)
      .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(staffAuditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
