import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  type CarrierProof,
  inboundCases,
  inboundTrackingEvents,
  inboundTrackings,
  parcels,
} from '../../db/schema/index.js';
import type { CarrierReport } from '../carriers/index.js';

/** Stores what the carrier said of an inbound parcel: its scans once each, its latest status, the first delivery. */
export async function storeInboundReport(
  db: Database,
  parcel: { id: number; trackingNumber: string },
  carrier: string | null,
  report: CarrierReport,
) {
  if (report.checkpoints.length > 0)
    await db
      .insert(inboundTrackingEvents)
      .values(
        report.checkpoints.map((checkpoint) => ({
          parcelId: parcel.id,
          eventId: checkpoint.eventId,
          occurredAt: checkpoint.occurredAt,
          statusCode: checkpoint.statusCode,
          place: checkpoint.place,
          message: checkpoint.message,
        })),
      )
      .onConflictDoNothing({ target: [inboundTrackingEvents.parcelId, inboundTrackingEvents.eventId] });
  const latest = [...report.checkpoints].sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime())[0];
  const delivered = report.checkpoints
    .filter((checkpoint) => checkpoint.statusCode === 'delivered')
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())[0];
  const proof: CarrierProof | null = delivered
    ? { place: delivered.place, message: delivered.message, trackingUrl: report.trackingUrl }
    : null;
  await db
    .insert(inboundTrackings)
    .values({
      parcelId: parcel.id,
      trackingNumber: parcel.trackingNumber,
      carrier,
      lastStatus: latest?.statusCode ?? null,
      deliveredAt: delivered?.occurredAt ?? null,
      proof,
    })
    .onConflictDoUpdate({
      target: inboundTrackings.parcelId,
      set: {
        carrier,
        lastStatus: sql`coalesce(${latest?.statusCode ?? null}, ${inboundTrackings.lastStatus})`,
        // The first delivery reported stays: a later report of it does not move the clock.
        deliveredAt: sql`coalesce(${inboundTrackings.deliveredAt}, ${delivered?.occurredAt.toISOString() ?? null}::timestamptz)`,
        proof: sql`coalesce(${inboundTrackings.proof}, ${proof ? JSON.stringify(proof) : null}::jsonb)`,
        updatedAt: sql`now()`,
      },
    });
  const [row] = await db.select().from(inboundTrackings).where(eq(inboundTrackings.parcelId, parcel.id));
  return row;
}

export async function findInboundTracking(db: Database, parcelId: number) {
  const [row] = await db.select().from(inboundTrackings).where(eq(inboundTrackings.parcelId, parcelId));
  return row;
}

export function listInboundEvents(db: Database, parcelId: number) {
  return db
    .select()
    .from(inboundTrackingEvents)
    .where(eq(inboundTrackingEvents.parcelId, parcelId))
    .orderBy(desc(inboundTrackingEvents.occurredAt), desc(inboundTrackingEvents.id));
}

/** Opens the parcel's case; null when it has one already (open or closed): a parcel has one case, ever. */
export async function insertInboundCase(db: Database, row: typeof inboundCases.$inferInsert) {
  const [inserted] = await db
    .insert(inboundCases)
    .values(row)
    .onConflictDoNothing({ target: inboundCases.parcelId })
    .returning();
  return inserted ?? null;
}

/** Closes the open cases of a tracking number at a warehouse (its check-in); answers those closed. */
export function closeInboundCasesOf(db: Database, trackingNumber: string, storeId: number, at: Date) {
  return db
    .update(inboundCases)
    .set({ closedAt: at })
    .where(
      and(
        eq(inboundCases.trackingNumber, trackingNumber),
        eq(inboundCases.storeId, storeId),
        isNull(inboundCases.closedAt),
      ),
    )
    .returning({ id: inboundCases.id });
}

/** The open cases of some warehouses (all when `storeIds` is null), oldest first, with the carrier followed. */
export function listOpenInboundCases(db: Database, storeIds: number[] | null) {
  return db
    .select({ case: inboundCases, carrier: inboundTrackings.carrier })
    .from(inboundCases)
    .leftJoin(inboundTrackings, eq(inboundTrackings.parcelId, inboundCases.parcelId))
    .where(and(isNull(inboundCases.closedAt), storeIds === null ? undefined : inArray(inboundCases.storeId, storeIds)))
    .orderBy(asc(inboundCases.openedAt), asc(inboundCases.id));
}

export async function findInboundCaseOfParcel(db: Database, parcelId: number) {
  const [row] = await db.select().from(inboundCases).where(eq(inboundCases.parcelId, parcelId));
  return row;
}

/**
 * Per warehouse, the median seconds from the carrier's delivery to our check-in of the parcels checked in since
 * `since` (the dashboard's check-ins), and how many; parcels not followed at their carrier have no delivery time.
 */
export function deliveryToCheckInMedians(db: Database, since: Date) {
  const seconds = sql`extract(epoch from (${parcels.receivedAt} - ${inboundTrackings.deliveredAt}))`;
  return db
    .select({
      storeId: parcels.storeId,
      medianSeconds: sql<number | null>`percentile_cont(0.5) within group (order by ${seconds})`.mapWith(Number),
      count: count(),
    })
    .from(inboundTrackings)
    .innerJoin(parcels, eq(parcels.id, inboundTrackings.parcelId))
    .where(
      and(
        gte(parcels.receivedAt, since),
        isNotNull(inboundTrackings.deliveredAt),
        sql`${parcels.receivedAt} >= ${inboundTrackings.deliveredAt}`,
      ),
    )
    .groupBy(parcels.storeId);
}
