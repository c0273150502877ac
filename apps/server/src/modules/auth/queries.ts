import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { type CustomerRow, customers, sessions, staffUsers } from '../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/**
 * What every authenticated request needs of its session, in one prepared statement: whether it is still live and
 * whose it is (the customer's language and status, or the staff member's role and warehouses).
 */
const sessionForRequest = preparedQuery('session_for_request', (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      principalType: sessions.principalType,
      customerId: sessions.customerId,
      staffId: sessions.staffId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      language: customers.language,
      customerStatus: customers.status,
      staff: { role: staffUsers.role, storeIds: staffUsers.storeIds, active: staffUsers.active },
    })
    .from(sessions)
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .leftJoin(staffUsers, eq(staffUsers.id, sessions.staffId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare(name),
);

export async function findSessionForRequest(db: Database, tokenHash: string) {
  const [row] = await sessionForRequest(db).execute({ tokenHash });
  return row;
}

/** The session family a token belongs to (logging out ends the whole family), or nothing. */
export async function findSessionFamilyId(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row?.familyId;
}

export async function lockSessionByTokenHash(db: Database, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).for('update').limit(1);
  return row;
}

export async function revokeFamily(db: Database, familyId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeCustomerSessions(db: Database, customerId: number, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of a customer except those of `keepSessionId`'s family (the device that asked, whose token
 * may be refreshed), in the caller's transaction.
 */
export async function revokeCustomerSessionsExcept(
  db: Database,
  customerId: number,
  keepSessionId: number | null,
  reason: string,
  now: Date,
) {
  const others =
    keepSessionId === null
      ? undefined
      : sql`${sessions.familyId} <> (select s.family_id from sessions s where s.id = ${keepSessionId})`;
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), others));
}

export type { CustomerRow };
export type NewCustomer = typeof customers.$inferInsert;

export async function findCustomerByInviteCode(db: Database, inviteCode: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.inviteCode, inviteCode), eq(customers.status, 'active')))
    .limit(1);
  return row;
}

export async function insertCustomer(db: Database, customer: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(customer).returning();
  if (!row) throw new Error('insert returned no customer');
  return row;
}

export async function updateCustomerPassword(db: Database, customerId: number, passwordHash: string, now: Date) {
  await db.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
}

/** Sets the password of a customer who has none; false when they already had one. */
export async function setPasswordWhereNone(db: Database, customerId: number, passwordHash: string, now: Date) {
  const rows = await db
    .update(customers)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(customers.id, customerId), isNull(customers.passwordHash)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function findStaffByEmail(db: Database, email: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row;
}

/** The account started from the configuration: always an admin, with the configured password. */
export async function upsertAdminStaff(db: Database, email: string, passwordHash: string, now: Date) {
  await db
    .insert(staffUsers)
    .values({ email, passwordHash, role: 'admin' })
    .onConflictDoUpdate({
      target: staffUsers.email,
      set: { passwordHash, role: 'admin', active: true, updatedAt: now },
    });
}
