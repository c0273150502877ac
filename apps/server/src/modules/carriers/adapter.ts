import type { TrackingStatusCode } from '@parcelway/domain';

/** One report of a carrier about a parcel: a scan, a customs hold, the delivery. */
export interface CarrierCheckpoint {
  /** The report's id, the same however often it is delivered (made from its content when the carrier gives none). */
  eventId: string;
  occurredAt: Date;
  statusCode: TrackingStatusCode;
  place: string;
  /** The carrier's own words, in whatever language it writes. */
  message: string;
}

/** What a carrier says about one tracking number. */
export interface CarrierReport {
  trackingNumber: string;
  /** The carrier's name for itself (AfterShip's courier slug). */
  carrier: string | null;
  /** The carrier's own tracking page for the number. */
  trackingUrl: string | null;
  /** 'YYYY-MM-DD', when the carrier estimates delivery. */
  expectedDelivery: string | null;
  checkpoints: CarrierCheckpoint[];
}

/** A webhook that failed its signature or time check, or carried no report. */
export class WebhookRejected extends Error {}

/**
 * A carrier (or a carrier aggregator) behind one interface: its signed webhooks come in through
 * `POST /api/tracking/notify/<name>`, and `lookup` asks it about any number (the poller, and queryTrackInfo for a
 * number that is none of the caller's).
 */
export interface CarrierAdapter {
  /** The path segment of its webhook. */
  readonly name: string;
  /** Checks the signature over the raw body and the timestamp's window; throws WebhookRejected. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): CarrierReport;
  /** What the carrier knows of a number now (null: nothing). */
  lookup(trackingNumber: string): Promise<CarrierReport | null>;
}

/** The poller half of an adapter, on its own (the stand-in, or an aggregator's API client). */
export interface CarrierPoller {
  lookup(trackingNumber: string): Promise<CarrierReport | null>;
}
