import {
  CARRIER_HELD_WAYBILL_STATUSES,
  isLaterEstimate,
  isQuiet,
  type Language,
  QUIET_PERIOD_DAYS,
  type ShipmentAlertKind,
  type ShipmentAlertView,
  shipmentAlertText,
} from '@parcelway/domain';
import { desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { carrierTrackings, shipmentAlerts, trackingEvents, type WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import type { CarrierPoller, CarrierReport } from '../carriers/index.js';
import { findLineById } from '../logistics/index.js';
import { notify } from '../notifications/index.js';
import { waybillsInStatuses } from '../waybills/index.js';

type AlertedWaybill = Pick<WaybillRow, 'id' | 'customerId' | 'shipmentNo'>;

interface Alert {
  kind: ShipmentAlertKind;
  /** What makes this occurrence one: the last event before a silence, the new estimate, the attempt's time. */
  key: string;
  details: { days?: number; estimate?: string; previous?: string; place?: string };
}

/**
 * Records an alert and tells the customer, in the caller's transaction, once: an alert already raised under the same
 * (waybill, kind, key) is a no-op, so a later poll, a duplicated or an out-of-order report tells nothing new.
 */
export async function raiseShipmentAlert(
  tx: Database,
  waybill: AlertedWaybill,
  alert: Alert,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .insert(shipmentAlerts)
    .values({ waybillId: waybill.id, kind: alert.kind, key: alert.key, details: alert.details, raisedAt: now })
    .onConflictDoNothing({ target: [shipmentAlerts.waybillId, shipmentAlerts.kind, shipmentAlerts.key] })
    .returning({ id: shipmentAlerts.id });
  if (!row) return false;
  const { place: _place, ...told } = alert.details;
  await notify(
    tx,
    {
      customerId: waybill.customerId,
      kind: 'waybill_alert',
      data: { waybillId: waybill.id, shipment: waybill.shipmentNo ?? String(waybill.id), alert: alert.kind, ...told },
    },
    now,
  );
  return true;
}

/**
 * What a carrier report alerts of, before its estimate is stored: each failed delivery attempt (by its time, so the
 * same attempt reported again or late is one), and an estimate later than the one the carrier gave before.
 */
export async function alertsOfReport(
  tx: Database,
  waybill: AlertedWaybill,
  report: CarrierReport,
  previousEstimate: string | null,
  now: Date,
): Promise<void> {
  for (const checkpoint of report.checkpoints)
    if (checkpoint.statusCode === 'failed_attempt')
      await raiseShipmentAlert(
        tx,
        waybill,
        { kind: 'failed_attempt', key: checkpoint.occurredAt.toISOString(), details: { place: checkpoint.place } },
        now,
      );
  if (isLaterEstimate(previousEstimate, report.expectedDelivery))
    await raiseShipmentAlert(
      tx,
      waybill,
      {
        kind: 'later_estimate',
        key: report.expectedDelivery,
        details: { estimate: report.expectedDelivery, previous: previousEstimate ?? undefined },
      },
      now,
    );
}

/** The shipments the carrier holds (followed under a carrier number), with their line's quiet period. */
async function carrierHeldShipments(db: Database) {
  const followed = await db
    .select({ trackingNumber: carrierTrackings.trackingNumber, waybillId: carrierTrackings.waybillId })
    .from(carrierTrackings);
  const held = await waybillsInStatuses(
    db,
    followed.map((row) => row.waybillId),
    CARRIER_HELD_WAYBILL_STATUSES,
  );
  const quietDays = new Map<number, number>();
  const shipments = [];
  for (const waybill of held) {
    const trackingNumber = followed.find((row) => row.waybillId === waybill.id)?.trackingNumber;
    if (!trackingNumber) continue;
    if (!quietDays.has(waybill.lineId))
      quietDays.set(
        waybill.lineId,
        (await findLineById(db, waybill.lineId))?.line.quietPeriodDays ?? QUIET_PERIOD_DAYS.default,
      );
    shipments.push({
      waybill,
      shippedAt: waybill.shippedAt,
      trackingNumber,
      quietPeriodDays: quietDays.get(waybill.lineId) ?? QUIET_PERIOD_DAYS.default,
    });
  }
  return shipments;
}

/** When a waybill was last heard of: its latest event of any source (our dispatch counts), else its shipping. */
async function lastHeardOf(db: Database, waybillId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(trackingEvents.occurredAt) })
    .from(trackingEvents)
    .where(eq(trackingEvents.waybillId, waybillId));
  return row?.at ?? null;
}

/**
 * The scheduled follow-up of shipments with the carrier: each is asked of the carrier (its report stored as a webhook's
 * would be, alerts included), then a shipment not heard of for its line's quiet period alerts once per silence (keyed
 * by the time it was last heard of, so a new scan and a new silence alert again). Safe on several servers at once.
 */
export async function followShipments(
  ctx: AppContext,
  poller: CarrierPoller,
  store: (tx: Database, report: CarrierReport, now: Date) => Promise<unknown>,
): Promise<{ polled: number; quiet: number }> {
  let polled = 0;
  let quiet = 0;
  for (const shipment of await carrierHeldShipments(ctx.db)) {
    const report = await poller.lookup(shipment.trackingNumber).catch(() => null);
    if (report && report.trackingNumber === shipment.trackingNumber) {
      await ctx.db.transaction((tx) => store(tx, report, ctx.clock()));
      polled += 1;
    }
    const heard = (await lastHeardOf(ctx.db, shipment.waybill.id)) ?? shipment.shippedAt;
    const now = ctx.clock();
    if (!heard || !isQuiet(heard, now, shipment.quietPeriodDays)) continue;
    const raised = await ctx.db.transaction((tx) =>
      raiseShipmentAlert(
        tx,
        shipment.waybill,
        { kind: 'quiet', key: heard.toISOString(), details: { days: shipment.quietPeriodDays } },
        now,
      ),
    );
    if (raised) quiet += 1;
  }
  return { polled, quiet };
}

/** A waybill's alerts for its journey page, newest first, in the reader's language. */
export async function shipmentAlertViews(
  db: Database,
  waybillId: number,
  language: Language,
): Promise<ShipmentAlertView[]> {
  const rows = await db
    .select()
    .from(shipmentAlerts)
    .where(eq(shipmentAlerts.waybillId, waybillId))
    .orderBy(desc(shipmentAlerts.raisedAt), desc(shipmentAlerts.id));
  return rows.map((row) => ({
    kind: row.kind,
    text: shipmentAlertText(language, {
      alert: row.kind,
      days: typeof row.details.days === 'number' ? row.details.days : undefined,
      estimate: typeof row.details.estimate === 'string' ? row.details.estimate : undefined,
    }),
    raised_at: row.raisedAt.toISOString(),
  }));
}
