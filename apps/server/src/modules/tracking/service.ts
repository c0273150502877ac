import {
  currentEvent,
  estimatedDeliveryWindow,
  journeyOf,
  type Language,
  normaliseTrackingNumber,
  type ParcelStatus,
  parcelStatusName,
  type TrackInfo,
  type TrackLookup,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import type { CarrierAdapter } from '../carriers/index.js';
import { parcelList } from '../parcels/index.js';
import { requireOwnedWaybill, waybillDetail, waybillList } from '../waybills/index.js';
import { shipmentAlertViews } from './alerts.js';
import { deliveryWindowOf, waybillJourney } from './journey.js';
import { eventViews, journeyEventsOfReport, stateView } from './presenters.js';
import { findCarrierTrackingOfWaybill, findCustomerCarrierTrackings } from './queries.js';

/** getTrackInfo: one of the caller's waybills with its journey, where it is now and when it may arrive. */
export async function trackInfo(
  ctx: AppContext,
  customerId: number,
  waybillId: number,
  language: Language,
): Promise<TrackInfo> {
  const row = await requireOwnedWaybill(ctx.db, customerId, waybillId);
  const [detail, journey, carrier, alerts] = await Promise.all([
    waybillDetail(ctx, customerId, waybillId, language),
    waybillJourney(ctx.db, row),
    findCarrierTrackingOfWaybill(ctx.db, row.id),
    shipmentAlertViews(ctx.db, row.id, language),
  ]);
  const current = stateView(journey, language);
  const delivered = row.status === 'delivered' || current?.status === 'delivered';
  // A door-delivery line delivers to the door with nothing chosen: the customer chooses only on other lines.
  const method = row.lastMileMethod ?? (detail.line?.delivery_method === 'door' ? 'door' : null);
  return {
    shipment: {
      id: row.id,
      shipment_id: row.shipmentNo ?? String(row.id),
      status: row.status,
      status_name: translate(language, `waybillStatus.${row.status}`),
      from_warehouse: detail.warehouse_name ?? '',
      to_country_id: row.countryId,
      to_city: row.recipient.city,
    },
    current,
    estimated_delivery: await deliveryWindowOf(ctx, row, journey, carrier),
    last_mile: {
      method,
      method_name: method ? translate(language, `lastMile.${method}`) : null,
      agent: detail.last_mile.agent,
    },
    delivery_proof: delivered ? detail.delivery_proof : [],
    delivered_at: detail.delivered_at,
    carrier: row.carrierTracking
      ? {
          name: carrier?.carrier ?? detail.line?.name ?? '',
          tracking_number: row.carrierTracking,
          tracking_url: carrier?.trackingUrl ?? null,
        }
      : null,
    events: eventViews(journey, language, 'owner'),
    alerts,
  };
}

/**
 * queryTrackInfo: a number looked up among the caller's own waybills (shipment number or carrier number) and parcels
 * (tracking number); only when none is theirs is the carrier asked, so a customer's own shipments never leave.
 */
export async function lookupTrackingNumber(
  ctx: AppContext,
  carrierAdapter: CarrierAdapter,
  customerId: number,
  trackingNumber: string,
  language: Language,
): Promise<TrackLookup> {
  const number = normaliseTrackingNumber(trackingNumber);
  const [byShipmentNo, followed, parcels] = await Promise.all([
    waybillList(ctx, customerId, { status: 'all', keyword: number, page: 1, perPage: 20 }, language),
    findCustomerCarrierTrackings(ctx.db, customerId, number),
    parcelList(ctx, customerId, { keyword: number, page: 1, perPage: 20 }, language),
  ]);
  const waybillIds = new Set([
    ...byShipmentNo.list.filter((waybill) => waybill.shipment_id.toUpperCase() === number).map((waybill) => waybill.id),
    ...followed.map((entry) => entry.waybillId),
  ]);
  const waybills = await Promise.all([...waybillIds].map((id) => requireOwnedWaybill(ctx.db, customerId, id)));
  const matches: TrackLookup['matches'] = [
    ...waybills.map((waybill) => ({
      kind: 'waybill' as const,
      id: waybill.id,
      number: waybill.shipmentNo ?? String(waybill.id),
      status: waybill.status,
      status_name: translate(language, `waybillStatus.${waybill.status}`),
      waybill_id: waybill.id,
    })),
    ...parcels.list
      .filter((parcel) => parcel.tracking_number === number)
      .map((parcel) => ({
        kind: 'parcel' as const,
        id: parcel.id,
        number: parcel.tracking_number,
        status: parcelStatusName(parcel.status as ParcelStatus),
        status_name: parcel.status_name,
        waybill_id: parcel.shipment?.id ?? null,
      })),
  ];
  if (matches.length > 0) return { tracking_number: number, matches, carrier: null };

  const report = await carrierAdapter.lookup(number);
  if (!report) return { tracking_number: number, matches, carrier: null };
  const journey = journeyOf(journeyEventsOfReport(report));
  const current = currentEvent(journey);
  return {
    tracking_number: number,
    matches,
    carrier: {
      name: report.carrier ?? carrierAdapter.name,
      tracking_number: report.trackingNumber,
      tracking_url: report.trackingUrl,
      current: stateView(journey, language),
      estimated_delivery: estimatedDeliveryWindow({
        current: current?.statusCode ?? null,
        carrierEstimate: report.expectedDelivery,
        shippedOn: null,
        transitDays: null,
        planned: null,
        today: ctx.clock().toISOString().slice(0, 10),
      }),
      events: eventViews(journey, language, 'owner'),
    },
  };
}
