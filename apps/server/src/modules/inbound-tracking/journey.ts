import { type InboundJourney, type Language, localName, translate } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { findInboundTracking, listInboundEvents } from './queries.js';

/**
 * A pre-alert's way to our warehouse as its carrier reported it, newest first, with the latest scan said of the
 * warehouse ("Out for delivery: to the Australia warehouse"); null for a parcel not followed.
 */
export async function inboundJourneyOf(
  db: Database,
  parcelId: number,
  warehouse: { nameEn: string; nameCn: string; nameTw: string } | undefined,
  language: Language,
): Promise<InboundJourney | null> {
  const [followed, events] = await Promise.all([findInboundTracking(db, parcelId), listInboundEvents(db, parcelId)]);
  if (!followed) return null;
  const latest = events[0];
  return {
    carrier: followed.carrier,
    summary:
      latest && warehouse
        ? translate(language, 'inbound.summary', {
            status: translate(language, `trackingStatus.${latest.statusCode}`),
            warehouse: localName(language, warehouse),
          })
        : null,
    delivered_at: followed.deliveredAt?.toISOString() ?? null,
    events: events.map((event) => ({
      time: event.occurredAt.toISOString(),
      status: event.statusCode,
      status_name: translate(language, `trackingStatus.${event.statusCode}`),
      place: event.place,
      text: event.message,
    })),
  };
}
