import type { Database } from '../../db/client.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { type CarrierAdapter, type CarrierReport, WebhookRejected } from '../carriers/index.js';
import { notifyTrackingMilestones } from '../notifications/index.js';
import { findWaybillById, insertNewTrackingEvents } from '../waybills/index.js';
import { alertsOfReport } from './alerts.js';
import { carrierTexts } from './presenters.js';
import { findCarrierTracking, updateCarrierTracking } from './queries.js';

export interface IngestResult {
  recorded: number;
  duplicates: number;
}

/**
 * Stores what a carrier reported about a number we follow, in one transaction: each checkpoint once (a replayed or
 * repeated one is a no-op by its id), and what it said of the shipment as a whole. A number we do not follow is a
 * 404 and nothing is stored.
 */
export async function storeCarrierReport(ctx: AppContext, report: CarrierReport): Promise<IngestResult> {
  return ctx.db.transaction((tx) => storeReportIn(tx, report, ctx.clock()));
}

/**
 * storeCarrierReport inside the caller's transaction; a new problem (held by customs, returned…) is told to the customer,
 * and a failed attempt or a later estimate alerts (tracking/alerts.ts).
 */
export async function storeReportIn(tx: Database, report: CarrierReport, now: Date): Promise<IngestResult> {
  const followed = await findCarrierTracking(tx, report.trackingNumber);
  if (!followed) throw new AppError('not_found', 'tracking.unknownTrackingNumber');
  const inserted = await insertNewTrackingEvents(
    tx,
    report.checkpoints.map((checkpoint) => ({
      waybillId: followed.waybillId,
      occurredAt: checkpoint.occurredAt,
      statusCode: checkpoint.statusCode,
      place: checkpoint.place,
      texts: carrierTexts(checkpoint.message),
      source: 'carrier' as const,
      sourceEventId: checkpoint.eventId,
    })),
  );
  const waybill = await findWaybillById(tx, followed.waybillId);
  if (waybill && inserted.length > 0)
    await notifyTrackingMilestones(
      tx,
      waybill,
      inserted.map((event) => event.statusCode),
      now,
    );
  // Failed attempts and a later estimate alert once each, whatever the order and repetition of reports.
  if (waybill) await alertsOfReport(tx, waybill, report, followed.expectedDelivery, now);
  const recorded = inserted.length;
  await updateCarrierTracking(tx, report.trackingNumber, {
    carrier: report.carrier ?? undefined,
    trackingUrl: report.trackingUrl ?? undefined,
    expectedDelivery: report.expectedDelivery ?? undefined,
  });
  return { recorded, duplicates: report.checkpoints.length - recorded };
}

/** Where a refused webhook is told, once, with why (the caller is told only that it was refused). */
export interface RefusalLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * A carrier's webhook: verified over its raw bytes (bad signature or stale timestamp → 401), then stored (a number we
 * do not follow → 404). Either refusal stores nothing and is logged once.
 */
export async function receiveCarrierWebhook(
  ctx: AppContext,
  adapter: CarrierAdapter,
  webhook: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> },
  log: RefusalLog,
): Promise<IngestResult> {
  let report: CarrierReport;
  try {
    report = adapter.verifyWebhook(webhook.rawBody, webhook.headers, ctx.clock());
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    log.warn({ carrier: adapter.name, reason: error.message }, 'carrier webhook refused');
    throw new AppError('unauthorised', 'tracking.webhookRejected');
  }
  try {
    return await storeCarrierReport(ctx, report);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found')
      log.warn(
        { carrier: adapter.name, tracking_number: report.trackingNumber },
        'carrier webhook for a number not followed',
      );
    throw error;
  }
}
