import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { carrierTrackings, traceShares, trackingEvents } from '../../db/schema/index.js';

export function listTrackingEvents(db: Database, waybillId: number) {
  return db.select().from(trackingEvents).where(eq(trackingEvents.waybillId, waybillId));
}

// ── Carrier numbers ───────────────────────────────────────────────────────────────────────

export async function findCarrierTracking(db: Database, trackingNumber: string) {
  const [row] = await db
    .select()
    .from(carrierTrackings)
    .where(eq(carrierTrackings.trackingNumber, trackingNumber))
    .limit(1);
  return row;
}

export async function findCarrierTrackingOfWaybill(db: Database, waybillId: number) {
  const [row] = await db
    .select()
    .from(carrierTrackings)
    .where(eq(carrierTrackings.waybillId, waybillId))
    .orderBy(desc(carrierTrackings.updatedAt))
    .limit(1);
  return row;
}

export function findCustomerCarrierTrackings(db: Database, customerId: number, trackingNumber: string) {
  return db
    .select()
    .from(carrierTrackings)
    .where(and(eq(carrierTrackings.customerId, customerId), eq(carrierTrackings.trackingNumber, trackingNumber)));
}

/** What the carrier said of the shipment as a whole; a value it did not send is left as it was. */
export async function updateCarrierTracking(
  db: Database,
  trackingNumber: string,
  changes: { carrier?: string; trackingUrl?: string; expectedDelivery?: string },
) {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db
    .update(carrierTrackings)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(carrierTrackings.trackingNumber, trackingNumber));
}

// ── Share links ───────────────────────────────────────────────────────────────────────────

export async function insertTraceShare(db: Database, row: typeof traceShares.$inferInsert) {
  const [inserted] = await db.insert(traceShares).values(row).returning();
  if (!inserted) throw new Error('share not inserted');
  return inserted;
}

export async function listTraceShares(
  db: Database,
  filter: { customerId: number; waybillId?: number | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(traceShares.customerId, filter.customerId),
    filter.waybillId === undefined ? undefined : eq(traceShares.waybillId, filter.waybillId),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(traceShares).where(where).orderBy(desc(traceShares.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(traceShares).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Switches a customer's link off (once: a revoked link keeps its first revocation time). */
export async function revokeTraceShare(db: Database, customerId: number, id: number, at: Date) {
  const [row] = await db
    .update(traceShares)
    .set({ revokedAt: sql`coalesce(${traceShares.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(traceShares.id, id), eq(traceShares.customerId, customerId)))
    .returning();
  return row;
}

/** Switches off every live link of a customer. */
export async function revokeTraceSharesOf(db: Database, customerId: number, at: Date) {
  await db
    .update(traceShares)
    .set({ revokedAt: at })
    .where(and(eq(traceShares.customerId, customerId), isNull(traceShares.revokedAt)));
}

/** A live link by its key's hash, counted as opened in the same statement (so parallel opens all count). */
export async function openTraceShare(db: Database, tokenHash: string, at: Date) {
  const [row] = await db
    .update(traceShares)
    .set({ openedCount: sql`${traceShares.openedCount} + 1`, lastOpenedAt: at })
    .where(and(eq(traceShares.tokenHash, tokenHash), isNull(traceShares.revokedAt)))
    .returning();
  return row;
}

/** A live link by its key's hash, not counted (the share image is fetched by chat previews too). */
export async function findLiveTraceShare(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(traceShares)
    .where(and(eq(traceShares.tokenHash, tokenHash), isNull(traceShares.revokedAt)))
    .limit(1);
  return row;
}
