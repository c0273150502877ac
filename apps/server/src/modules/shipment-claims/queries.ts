import { OPEN_SHIPMENT_CLAIM_STATUSES } from '@parcelway/domain';
import { and, asc, desc, eq, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shipmentClaimEvents, shipmentClaims, shipmentLossNotices, waybills } from '../../db/schema/index.js';

export type ShipmentClaimInsert = typeof shipmentClaims.$inferInsert;
export type ShipmentClaimEventInsert = typeof shipmentClaimEvents.$inferInsert;
type ClaimChanges = Partial<Omit<ShipmentClaimInsert, 'id' | 'waybillId' | 'customerId'>>;

const OPEN = [...OPEN_SHIPMENT_CLAIM_STATUSES];
/** A claim with its shipment's number (a list shows it; one join is cheaper than a read per row). */
const withShipmentNo = { claim: shipmentClaims, shipmentNo: waybills.shipmentNo };

/** Files a claim; undefined when the waybill already has one (its unique index), however parallel the requests. */
export async function insertClaim(db: Database, row: ShipmentClaimInsert) {
  const [inserted] = await db.insert(shipmentClaims).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertClaimEvent(db: Database, row: ShipmentClaimEventInsert) {
  await db.insert(shipmentClaimEvents).values(row);
}

export async function updateClaim(db: Database, id: number, changes: ClaimChanges, at: Date) {
  const [updated] = await db
    .update(shipmentClaims)
    .set({ ...changes, updatedAt: at })
    .where(eq(shipmentClaims.id, id))
    .returning();
  if (!updated) throw new Error(`claim ${id} vanished`);
  return updated;
}

/** A claim by id, held until the transaction ends when `lock`: two decisions on one claim take turns. */
export async function findClaim(db: Database, id: number, lock = false) {
  const query = db.select().from(shipmentClaims).where(eq(shipmentClaims.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCustomerClaim(db: Database, customerId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(shipmentClaims)
    .where(and(eq(shipmentClaims.id, id), eq(shipmentClaims.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findClaimOfWaybill(db: Database, waybillId: number) {
  const [row] = await db.select().from(shipmentClaims).where(eq(shipmentClaims.waybillId, waybillId)).limit(1);
  return row;
}

/** The customer's claims, newest first, one page, and how many there are. */
export async function pageCustomerClaims(db: Database, customerId: number, page: number, perPage: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select(withShipmentNo)
      .from(shipmentClaims)
      .innerJoin(waybills, eq(waybills.id, shipmentClaims.waybillId))
      .where(eq(shipmentClaims.customerId, customerId))
      .orderBy(desc(shipmentClaims.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(shipmentClaims).where(eq(shipmentClaims.customerId, customerId)),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export function listClaimEvents(db: Database, claimId: number) {
  return db
    .select()
    .from(shipmentClaimEvents)
    .where(eq(shipmentClaimEvents.claimId, claimId))
    .orderBy(asc(shipmentClaimEvents.id));
}

/**
 * The staff queue: open claims of the warehouses given (all when undefined), the clock's soonest first; those waiting
 * for the customer (no due time) after them, longest waiting first.
 */
export function listOpenClaims(db: Database, storeIds: number[] | undefined, limit: number) {
  return db
    .select(withShipmentNo)
    .from(shipmentClaims)
    .innerJoin(waybills, eq(waybills.id, shipmentClaims.waybillId))
    .where(
      and(
        inArray(shipmentClaims.status, OPEN),
        storeIds === undefined ? undefined : inArray(shipmentClaims.storeId, storeIds),
      ),
    )
    .orderBy(sql`${shipmentClaims.dueAt} asc nulls last`, asc(shipmentClaims.updatedAt), asc(shipmentClaims.id))
    .limit(limit);
}

/** Per warehouse: complete claims waiting for staff, since when the oldest has, and how many are past their due time. */
export function claimsWaitingByStore(db: Database, storeIds: number[], now: Date) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      storeId: shipmentClaims.storeId,
      count: sql<number>`count(*)::int`,
      oldest: min(shipmentClaims.completedAt),
      overdue: sql<number>`(count(*) filter (where ${shipmentClaims.dueAt} < ${now.toISOString()}::timestamptz))::int`,
    })
    .from(shipmentClaims)
    .where(and(eq(shipmentClaims.status, 'under_review'), inArray(shipmentClaims.storeId, storeIds)))
    .groupBy(shipmentClaims.storeId);
}

/**
 * Marks the claims newly past their due time as escalated and answers them: one statement, each row claimed with
 * SKIP LOCKED, so two servers running the job at once each take different claims and none is mailed twice.
 */
export async function takeNewlyOverdue(db: Database, now: Date, limit: number) {
  const due = db
    .select({ id: shipmentClaims.id })
    .from(shipmentClaims)
    .where(
      and(eq(shipmentClaims.status, 'under_review'), lt(shipmentClaims.dueAt, now), isNull(shipmentClaims.escalatedAt)),
    )
    .orderBy(asc(shipmentClaims.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(shipmentClaims).set({ escalatedAt: now }).where(inArray(shipmentClaims.id, due)).returning();
}

/** Of these shipments, those with a claim or already told a loss claim opened (the job skips them). */
export async function waybillsClaimedOrNoticed(db: Database, waybillIds: number[]): Promise<Set<number>> {
  if (waybillIds.length === 0) return new Set();
  const [claimed, noticed] = await Promise.all([
    db
      .select({ id: shipmentClaims.waybillId })
      .from(shipmentClaims)
      .where(inArray(shipmentClaims.waybillId, waybillIds)),
    db
      .select({ id: shipmentLossNotices.waybillId })
      .from(shipmentLossNotices)
      .where(inArray(shipmentLossNotices.waybillId, waybillIds)),
  ]);
  return new Set([...claimed, ...noticed].map((row) => row.id));
}

/** Records that a shipment's customer is being told its loss claim opened; false when another run did first. */
export async function recordLossNotice(db: Database, waybillId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(shipmentLossNotices)
    .values({ waybillId, notifiedAt: now })
    .onConflictDoNothing()
    .returning({ id: shipmentLossNotices.waybillId });
  return rows.length === 1;
}
