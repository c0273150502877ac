import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { customers, parcelClaims } from '../../../db/schema/index.js';

export type ParcelClaimInsert = typeof parcelClaims.$inferInsert;

/** Opens a claim; a customer's second claim on one parcel finds their open one instead (the unique index). */
export async function insertOrFindPendingClaim(db: Database, row: ParcelClaimInsert) {
  const [inserted] = await db.insert(parcelClaims).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [found] = await db
    .select()
    .from(parcelClaims)
    .where(
      and(
        eq(parcelClaims.parcelId, row.parcelId),
        eq(parcelClaims.customerId, row.customerId),
        eq(parcelClaims.status, 'pending'),
      ),
    );
  if (!found) throw new Error('claim neither inserted nor found');
  return found;
}

export async function updateClaimRow(db: Database, id: number, changes: Partial<Omit<ParcelClaimInsert, 'id'>>) {
  const [updated] = await db
    .update(parcelClaims)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(parcelClaims.id, id))
    .returning();
  return updated;
}

/** Closes the open claims resting on a pre-alert the customer changed or withdrew. */
export async function withdrawClaimsOfPreAlert(db: Database, preAlertId: number, at: Date) {
  await db
    .update(parcelClaims)
    .set({ status: 'withdrawn', resolvedAt: at, updatedAt: at })
    .where(and(eq(parcelClaims.preAlertId, preAlertId), eq(parcelClaims.status, 'pending')));
}

export async function findClaim(db: Database, id: number, lock = false) {
  const query = db.select().from(parcelClaims).where(eq(parcelClaims.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function listPendingClaimsOfParcels(db: Database, parcelIds: number[], lock = false) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  const query = db
    .select()
    .from(parcelClaims)
    .where(and(inArray(parcelClaims.parcelId, parcelIds), eq(parcelClaims.status, 'pending')))
    .orderBy(asc(parcelClaims.id));
  return lock ? query.for('update') : query;
}

/** The parcels with open claims, oldest claim first. */
export async function listParcelsWithPendingClaims(db: Database, limit: number) {
  const rows = await db
    .select({ parcelId: parcelClaims.parcelId, first: sql<number>`min(${parcelClaims.id})` })
    .from(parcelClaims)
    .where(eq(parcelClaims.status, 'pending'))
    .groupBy(parcelClaims.parcelId)
    .orderBy(sql`min(${parcelClaims.id})`)
    .limit(limit);
  return rows.map((row) => row.parcelId);
}

/** Which of these pre-alerts wait on an open claim (the customer sees them as "being confirmed"). */
export async function preAlertsWithPendingClaims(db: Database, preAlertIds: number[]): Promise<Set<number>> {
  if (preAlertIds.length === 0) return new Set();
  const rows = await db
    .select({ preAlertId: parcelClaims.preAlertId })
    .from(parcelClaims)
    .where(and(inArray(parcelClaims.preAlertId, preAlertIds), eq(parcelClaims.status, 'pending')));
  return new Set(rows.flatMap((row) => (row.preAlertId === null ? [] : [row.preAlertId])));
}

export async function findCustomerContact(db: Database, customerId: number) {
  const [row] = await db
    .select({ email: customers.email, language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}
