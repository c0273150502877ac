import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { carrierTrackings, trackingEvents } from '../../../db/schema/index.js';

// A waybill's move is a tracking event written in the move's transaction, so the waybill module keeps the writes
// of its events and of the carrier numbers it follows; the tracking module reads them and adds the carriers' events.

export type TrackingEventInsert = typeof trackingEvents.$inferInsert;

// ── Events ────────────────────────────────────────────────────────────────────────────────

/** Stores the events not stored yet (by source and source id); answers how many were new. */
export async function insertTrackingEvents(db: Database, rows: TrackingEventInsert[]): Promise<number> {
  return (await insertNewTrackingEvents(db, rows)).length;
}

/** Inserts the events not recorded before (by source and id) and answers the status codes of those it inserted. */
export async function insertNewTrackingEvents(db: Database, rows: TrackingEventInsert[]) {
  if (rows.length === 0) return [];
  return db
    .insert(trackingEvents)
    .values(rows)
    .onConflictDoNothing({ target: [trackingEvents.source, trackingEvents.sourceEventId] })
    .returning({ id: trackingEvents.id, statusCode: trackingEvents.statusCode });
}

/** Follows a carrier number for a waybill (a number reused later follows the newer waybill). */
export async function upsertCarrierTracking(
  db: Database,
  row: { trackingNumber: string; waybillId: number; customerId: number },
) {
  await db
    .insert(carrierTrackings)
    .values(row)
    .onConflictDoUpdate({
      target: carrierTrackings.trackingNumber,
      set: { waybillId: row.waybillId, customerId: row.customerId, updatedAt: sql`now()` },
    });
}
