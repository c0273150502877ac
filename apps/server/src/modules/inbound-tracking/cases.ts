import type { InboundCase } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { closeInboundCasesOf, listOpenInboundCases } from './queries.js';

/** A check-in at a warehouse closes the open case of its tracking number there, in the check-in's transaction. */
export async function closeInboundCasesOnCheckIn(tx: Database, trackingNumber: string, storeId: number, at: Date) {
  return (await closeInboundCasesOf(tx, trackingNumber, storeId, at)).length;
}

/** The console's queue: parcels delivered by their carrier and not checked in, in the actor's warehouses. */
export async function inboundCaseQueue(ctx: AppContext, actor: StaffActor): Promise<InboundCase[]> {
  const rows = await listOpenInboundCases(ctx.db, actor.storeIds);
  return rows.map(({ case: row, carrier }) => ({
    id: row.id,
    parcel_id: row.parcelId,
    store_id: row.storeId,
    customer_id: row.customerId,
    tracking_number: row.trackingNumber,
    carrier,
    delivered_at: row.deliveredAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    opened_at: row.openedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    proof: { place: row.proof.place, message: row.proof.message, tracking_url: row.proof.trackingUrl },
  }));
}
