import {
  currentEvent,
  type DeliveryWindow,
  estimatedDeliveryWindow,
  eventsFromWaybillTimes,
  type JourneyEvent,
  journeyOf,
  localDate,
  type TrackingStatusCode,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { CarrierTrackingRow, WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { loadLine } from '../logistics/index.js';
import { journeyEventOf } from './presenters.js';
import { findCarrierTrackingOfWaybill, listTrackingEvents } from './queries.js';

/**
 * A waybill's journey as the customer sees it: its stored events, and the events its own timestamps stand for where
 * no own event was recorded (submission, and the states of waybills older than their tracking), ordered, repeats
 * dropped.
 */
export async function waybillJourney(db: Database, row: WaybillRow): Promise<JourneyEvent[]> {
  const stored = (await listTrackingEvents(db, row.id)).map(journeyEventOf);
  const recorded = new Set<TrackingStatusCode>(
    stored.filter((event) => event.source === 'own').map((event) => event.statusCode),
  );
  return journeyOf([...stored, ...eventsFromWaybillTimes(row, recorded)]);
}

/** When the parcel may arrive, on the calendar of the warehouse it left from (its line's cut-off zone). */
export async function deliveryWindowOf(
  ctx: AppContext,
  row: WaybillRow,
  journey: readonly JourneyEvent[],
  carrier: CarrierTrackingRow | undefined,
): Promise<DeliveryWindow | null> {
  const line = await loadLine(ctx, row.lineId);
  const timeZone = line?.row.cutoffTimeZone ?? 'UTC';
  return estimatedDeliveryWindow({
    current: currentEvent(journey)?.statusCode ?? null,
    carrierEstimate: carrier?.expectedDelivery ?? null,
    shippedOn: row.shippedAt ? localDate(row.shippedAt, timeZone) : null,
    transitDays: line ? { min: line.row.transitDaysMin, max: line.row.transitDaysMax } : null,
    planned:
      row.estimatedDeliveryFrom && row.estimatedDeliveryTo
        ? { from: row.estimatedDeliveryFrom, to: row.estimatedDeliveryTo }
        : null,
    today: localDate(ctx.clock(), timeZone),
  });
}

/** What a claim reads of a shipment's journey since it left: its latest scan, a loss reported, its delivery window. */
export interface Whereabouts {
  lastScanAt: Date | null;
  /** The latest word is the carrier's (or staff's record of it) that the shipment is lost. */
  lostReported: boolean;
  windowEnd: string | null;
}

export async function whereaboutsOf(ctx: AppContext, row: WaybillRow): Promise<Whereabouts> {
  const [journey, carrier] = await Promise.all([
    waybillJourney(ctx.db, row),
    findCarrierTrackingOfWaybill(ctx.db, row.id),
  ]);
  const shippedAt = row.shippedAt;
  const since = shippedAt ? journey.filter((event) => event.occurredAt >= shippedAt) : [];
  const window = await deliveryWindowOf(ctx, row, journey, carrier);
  return {
    lastScanAt: since.at(-1)?.occurredAt ?? null,
    lostReported: currentEvent(journey)?.statusCode === 'lost',
    windowEnd: window?.to ?? null,
  };
}
