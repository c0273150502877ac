import { randomUUID } from 'node:crypto';
import { type StaffTrackingEntry, staffEntryProblem } from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { CarrierAdapter } from '../carriers/index.js';
import { notifyTrackingMilestones } from '../notifications/index.js';
import { recordStaffAction, worksIn } from '../staff-accounts/index.js';
import { findWaybillById, insertNewTrackingEvents } from '../waybills/index.js';
import { storeReportIn } from './ingest.js';
import { findCarrierTrackingOfWaybill } from './queries.js';

/** How far ahead of our clock an entry's time may be (the reporter's clock may run a little fast). */
const SLACK_MS = 15 * 60_000;

/**
 * A tracking entry made by staff (what a carrier without a feed told them, a customs notice): for waybills of their
 * warehouses, from payment on, audited with the entry. The same reference twice records it once.
 */
export async function addStaffEntry(ctx: AppContext, actor: StaffActor, waybillId: number, input: StaffTrackingEntry) {
  return ctx.db.transaction(async (tx) => {
    const row = await findWaybillById(tx, waybillId);
    if (!row || !worksIn(actor, row.storeId)) throw new AppError('not_found', 'error.notFound');
    const problem = staffEntryProblem(row.status);
    if (problem) throw new AppError('rule', problem);
    const now = ctx.clock();
    const occurredAt = input.occurred_at ? new Date(input.occurred_at) : now;
    // A report is of something that happened: a time ahead of the clock (a mistyped year) would head the journey for good.
    if (occurredAt.getTime() > now.getTime() + SLACK_MS) throw AppError.field('occurred_at', 'validation.invalid');
    const reference = input.reference ?? randomUUID();
    const texts = Object.fromEntries(Object.entries(input.texts).filter(([, text]) => Boolean(text)));
    const inserted = await insertNewTrackingEvents(tx, [
      {
        waybillId: row.id,
        occurredAt,
        statusCode: input.status,
        place: input.place,
        texts,
        source: 'staff',
        sourceEventId: `staff:${row.id}:${reference}`,
      },
    ]);
    const recorded = inserted.length === 1;
    await notifyTrackingMilestones(
      tx,
      row,
      inserted.map((event) => event.statusCode),
      now,
    );
    if (recorded)
      await recordStaffAction(
        tx,
        actor,
        'tracking.entry',
        { type: 'waybill', id: row.id },
        { status: input.status, occurred_at: occurredAt.toISOString(), place: input.place, reference },
      );
    return { waybill_id: row.id, status: input.status, occurred_at: occurredAt.toISOString(), recorded };
  });
}

/**
 * Asks the carrier now about a waybill's carrier number and stores what is new (the poller, for a carrier whose
 * webhook was lost or that sends none).
 */
export async function pollWaybillCarrier(
  ctx: AppContext,
  actor: StaffActor,
  adapter: CarrierAdapter,
  waybillId: number,
) {
  const row = await findWaybillById(ctx.db, waybillId);
  if (!row || !worksIn(actor, row.storeId)) throw new AppError('not_found', 'error.notFound');
  const followed = await findCarrierTrackingOfWaybill(ctx.db, row.id);
  if (!followed) throw new AppError('not_found', 'tracking.unknownTrackingNumber');
  const report = await adapter.lookup(followed.trackingNumber);
  return ctx.db.transaction(async (tx) => {
    const result = report ? await storeReportIn(tx, report, ctx.clock()) : { recorded: 0, duplicates: 0 };
    await recordStaffAction(tx, actor, 'tracking.poll', { type: 'waybill', id: row.id }, { ...result });
    return result;
  });
}
