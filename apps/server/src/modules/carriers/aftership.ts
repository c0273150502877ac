import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseTrackingNumber, type TrackingStatusCode } from '@parcelway/domain';
import { z } from 'zod';
import {
  type CarrierAdapter,
  type CarrierCheckpoint,
  type CarrierPoller,
  type CarrierReport,
  WebhookRejected,
} from './adapter.js';

export const AFTERSHIP_SIGNATURE_HEADER = 'aftership-hmac-sha256';

/** AfterShip's signature: base64 of the HMAC-SHA256 of the raw body with the webhook secret. */
export function signAfterShipBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

const optionalText = z.string().nullish();

/** The fields of AfterShip's tracking webhook this adapter reads; the rest of the body is passed over. */
const checkpointSchema = z.object({
  checkpoint_time: z.string().max(40),
  tag: z.string().max(40),
  subtag: optionalText,
  message: optionalText,
  location: optionalText,
  city: optionalText,
  state: optionalText,
  country_name: optionalText,
});
type AfterShipCheckpoint = z.infer<typeof checkpointSchema>;

export const afterShipWebhookSchema = z.object({
  ts: z.number().int(),
  event: z.string().max(60).optional(),
  event_id: z.string().max(80).optional(),
  msg: z.object({
    tracking_number: z.string().min(1).max(60),
    slug: optionalText,
    tag: optionalText,
    expected_delivery: optionalText,
    courier_tracking_link: optionalText,
    checkpoints: z.array(checkpointSchema).max(500).default([]),
  }),
});
export type AfterShipWebhook = z.input<typeof afterShipWebhookSchema>;

/** AfterShip's delivery statuses (tags) and the sub-statuses that say more, as our milestones. */
function milestoneOf(tag: string, subtag: string | null | undefined): TrackingStatusCode | null {
  switch (tag) {
    case 'Pending':
    case 'InfoReceived':
      return 'info_received';
    case 'InTransit':
      return 'in_transit';
    case 'OutForDelivery':
      return 'out_for_delivery';
    case 'AttemptFail':
      return 'failed_attempt';
    case 'AvailableForPickup':
      return 'collecting';
    case 'Delivered':
      return 'delivered';
    case 'Exception':
      // Delayed in customs clearance, held for payment of duties: the customer has something to do.
      if (subtag === 'Exception_004' || subtag === 'Exception_006') return 'customs_held';
      if (subtag === 'Exception_011') return 'returned';
      // AfterShip's "Shipment lost".
      if (subtag === 'Exception_013') return 'lost';
      return 'exception';
    case 'Expired':
      return 'exception';
    default:
      return null;
  }
}

/**
 * A checkpoint's time. AfterShip passes the carrier's: with an offset, or a local time without one (read as UTC,
 * the only reading that does not guess a zone), or a bare date.
 */
function checkpointTime(value: string): Date | null {
  const withZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value)
    ? value
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? `${value}T00:00:00Z`
      : `${value}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Where a scan happened, to the city: a checkpoint's free `location` is used only when it names nothing else. */
function placeOf(checkpoint: AfterShipCheckpoint): string {
  const parts = [checkpoint.city, checkpoint.state, checkpoint.country_name].filter((part): part is string =>
    Boolean(part?.trim()),
  );
  return (parts.length > 0 ? parts.join(', ') : (checkpoint.location ?? '')).trim().slice(0, 120);
}

/** A checkpoint has no id at AfterShip: its content is its identity, so the same scan sent again is the same event. */
function checkpointId(trackingNumber: string, checkpoint: AfterShipCheckpoint): string {
  const content = [
    trackingNumber,
    checkpoint.checkpoint_time,
    checkpoint.tag,
    checkpoint.subtag ?? '',
    checkpoint.location ?? '',
    checkpoint.city ?? '',
    checkpoint.message ?? '',
  ].join('\u0000');
  return `aftership:${createHash('sha256').update(content).digest('hex').slice(0, 40)}`;
}

/** AfterShip's tracking object (a webhook's `msg`, or its API's tracking) as a carrier report. */
export function reportOfAfterShipTracking(msg: z.output<typeof afterShipWebhookSchema>['msg']): CarrierReport {
  const trackingNumber = normaliseTrackingNumber(msg.tracking_number);
  const checkpoints = msg.checkpoints.flatMap((checkpoint): CarrierCheckpoint[] => {
    const statusCode = milestoneOf(checkpoint.tag, checkpoint.subtag);
    const occurredAt = checkpointTime(checkpoint.checkpoint_time);
    if (!statusCode || !occurredAt) return [];
    return [
      {
        eventId: checkpointId(trackingNumber, checkpoint),
        occurredAt,
        statusCode,
        place: placeOf(checkpoint),
        message: (checkpoint.message ?? '').trim().slice(0, 500),
      },
    ];
  });
  const expected = msg.expected_delivery?.slice(0, 10);
  return {
    trackingNumber,
    carrier: msg.slug?.trim() || null,
    trackingUrl: msg.courier_tracking_link?.startsWith('https://') ? msg.courier_tracking_link : null,
    expectedDelivery: expected && /^\d{4}-\d{2}-\d{2}$/.test(expected) ? expected : null,
    checkpoints,
  };
}

/**
 * AfterShip's tracking webhooks: the body is JSON, `aftership-hmac-sha256` is the base64 HMAC-SHA256 of the raw body
 * with the account's webhook secret, and `ts` (when AfterShip sent the event) must lie within the tolerance of our
 * clock, so a captured webhook cannot be replayed later. Without a secret every webhook is refused. AfterShip's
 * tracking API is not reachable from here, so `lookup` asks the poller it is given.
 */
export class AfterShipAdapter implements CarrierAdapter {
  readonly name = 'aftership';

  constructor(
    private readonly options: { secret: string | undefined; toleranceSeconds: number; poller: CarrierPoller },
  ) {}

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): CarrierReport {
    const { secret, toleranceSeconds } = this.options;
    if (!secret) throw new WebhookRejected('no webhook secret is configured');
    const header = headers[AFTERSHIP_SIGNATURE_HEADER];
    const given = Buffer.from((Array.isArray(header) ? header[0] : header) ?? '');
    const expected = Buffer.from(signAfterShipBody(secret, rawBody));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new WebhookRejected('signature does not match');
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookRejected('body is not JSON');
    }
    const body = afterShipWebhookSchema.safeParse(parsed);
    if (!body.success) throw new WebhookRejected('body is not a tracking webhook');
    if (Math.abs(now.getTime() / 1000 - body.data.ts) > toleranceSeconds)
      throw new WebhookRejected('timestamp outside the tolerance');
    return reportOfAfterShipTracking(body.data.msg);
  }

  lookup(trackingNumber: string): Promise<CarrierReport | null> {
    return this.options.poller.lookup(trackingNumber);
  }
}
