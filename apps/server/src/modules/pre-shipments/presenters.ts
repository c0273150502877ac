import {
  type AgentPoint,
  type CurrencyCode,
  displayDropOffCode,
  formatMajor,
  isPreShipmentEditable,
  type Language,
  localName,
  money,
  type PreShipmentDetail,
  type PreShipmentSummary,
  translate,
} from '@parcelway/domain';
import type { DropOffAgentRow, PickupWindowRow, PreShipmentRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { presentFiles } from '../files/index.js';

export function agentPoint(
  language: Language,
  row: DropOffAgentRow,
  holding: number,
  distanceKm: number | null,
): AgentPoint {
  return {
    id: row.id,
    store_id: row.storeId,
    name: localName(language, row),
    address: row.address,
    city: row.city,
    postcode: row.postcode,
    lat: row.latitude,
    lng: row.longitude,
    distance_km: distanceKm,
    opening_hours: row.openingHours,
    accepts: row.accepts,
    capacity: row.capacity,
    holding,
  };
}

export function preShipmentSummary(language: Language, row: PreShipmentRow): PreShipmentSummary {
  return {
    id: row.id,
    status: row.status,
    status_text: translate(language, `preShipmentStatus.${row.status}`),
    store_id: row.storeId,
    delivery_way: row.deliveryWay,
    tracking_numbers: row.trackingNumbers,
    contents: row.contents,
    receiver_name: row.receiver.name,
    drop_off_code: row.dropOffCode ? displayDropOffCode(row.dropOffCode) : null,
    pickup_date: row.deliveryWay === 'pickup' ? row.pickupDate : null,
    editable: isPreShipmentEditable(row.status),
    created_at: row.createdAt.toISOString(),
  };
}

export async function preShipmentDetail(
  ctx: AppContext,
  language: Language,
  row: PreShipmentRow,
  related: { agent?: DropOffAgentRow; agentHolding?: number; window?: PickupWindowRow },
): Promise<PreShipmentDetail> {
  const currency = row.currency as CurrencyCode;
  const [contentsImage] = row.contentsImageId ? await presentFiles(ctx, [row.contentsImageId]) : [];
  const [receiptImage] = row.receiptImageId ? await presentFiles(ctx, [row.receiptImageId]) : [];
  const { window } = related;
  return {
    sender: row.sender,
    receiver: { ...row.receiver, recipient_id: row.recipientId },
    courier_company_id: row.courierCompanyId,
    items: row.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      total_amount: formatMajor(money(item.totalAmount, currency)),
      product_type: item.productType,
      attributes: item.attributes,
    })),
    currency,
    notes: row.notes,
    insurance: row.insurance,
    batteries: row.batteries,
    flammable_confirmed: row.flammableConfirmed,
    contents_image: contentsImage ?? null,
    receipt_image: receiptImage ?? null,
    agent:
      row.deliveryWay === 'drop_off' && related.agent
        ? agentPoint(language, related.agent, related.agentHolding ?? 0, null)
        : null,
    pickup:
      row.deliveryWay === 'pickup' && window && row.pickupDate && row.pickupAddress !== null
        ? {
            address: row.pickupAddress,
            postcode: row.pickupPostcode ?? '',
            date: row.pickupDate,
            window_id: window.id,
            starts: window.startsAt,
            ends: window.endsAt,
          }
        : null,
    parcel_ids: row.parcelIds,
    ...preShipmentSummary(language, row),
  };
}
