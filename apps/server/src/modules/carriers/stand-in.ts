import { createHash, randomUUID } from 'node:crypto';
import { normaliseTrackingNumber } from '@parcelway/domain';
import type { CarrierPoller, CarrierReport } from './adapter.js';
import { type AfterShipWebhook, afterShipWebhookSchema, reportOfAfterShipTracking } from './aftership.js';

const HOUR_MS = 3_600_000;

interface ScriptedStep {
  tag: string;
  subtag: string;
  message: string;
  /** 'origin' or 'destination': where the scan happens. */
  at: 'origin' | 'destination';
  hours: number;
}

/** The journey the stand-in carrier reports for every parcel, hour by hour from its start. */
export const STAND_IN_STEPS: readonly ScriptedStep[] = [
  { tag: 'InfoReceived', subtag: 'InfoReceived_001', message: 'Shipment information received', at: 'origin', hours: 0 },
  { tag: 'InTransit', subtag: 'InTransit_002', message: 'Picked up by the carrier', at: 'origin', hours: 4 },
  { tag: 'InTransit', subtag: 'InTransit_007', message: 'Departed the origin facility', at: 'origin', hours: 18 },
  {
    tag: 'InTransit',
    subtag: 'InTransit_004',
    message: 'Arrived in the destination country',
    at: 'destination',
    hours: 40,
  },
  { tag: 'Exception', subtag: 'Exception_004', message: 'Held for customs clearance', at: 'destination', hours: 44 },
  { tag: 'InTransit', subtag: 'InTransit_005', message: 'Customs clearance completed', at: 'destination', hours: 60 },
  { tag: 'OutForDelivery', subtag: 'OutForDelivery_001', message: 'Out for delivery', at: 'destination', hours: 80 },
  { tag: 'Delivered', subtag: 'Delivered_001', message: 'Delivered', at: 'destination', hours: 86 },
];

export interface StandInPlaces {
  origin: { city: string; country: string };
  destination: { city: string; country: string };
}

const DEFAULT_PLACES: StandInPlaces = {
  origin: { city: 'Sydney', country: 'Australia' },
  destination: { city: 'Taipei', country: 'Taiwan' },
};

/** The stand-in's webhook body for a number: the first `steps` scans of its journey, started at `start`. */
export function standInWebhookBody(options: {
  trackingNumber: string;
  steps: number;
  start: Date;
  now: Date;
  places?: StandInPlaces;
}): AfterShipWebhook {
  const places = options.places ?? DEFAULT_PLACES;
  const scans = STAND_IN_STEPS.slice(0, Math.max(0, options.steps));
  const last = scans.at(-1);
  const expected = new Date(options.start.getTime() + 90 * HOUR_MS).toISOString().slice(0, 10);
  return {
    ts: Math.floor(options.now.getTime() / 1000),
    event: 'tracking_update',
    event_id: randomUUID(),
    msg: {
      tracking_number: options.trackingNumber,
      slug: 'stand-in-carrier',
      tag: last?.tag ?? 'Pending',
      expected_delivery: last?.tag === 'Delivered' ? null : expected,
      courier_tracking_link: null,
      checkpoints: scans.map((step) => {
        const place = places[step.at];
        return {
          checkpoint_time: new Date(options.start.getTime() + step.hours * HOUR_MS).toISOString(),
          tag: step.tag,
          subtag: step.subtag,
          message: step.message,
          city: place.city,
          country_name: place.country,
        };
      }),
    },
  };
}

/** Numbers the stand-in carrier knows without being told: for trying queryTrackInfo on any number. */
export const STAND_IN_PREFIX = 'SIM';

/**
 * The local stand-in for a carrier's tracking API. It knows numbers starting with SIM: each is a parcel on the
 * scripted journey, started a number of hours ago that the number itself fixes (so the same number always answers
 * the same way at the same time). Any other number is unknown to it.
 */
export class StandInPoller implements CarrierPoller {
  constructor(private readonly clock: () => Date) {}

  async lookup(trackingNumber: string): Promise<CarrierReport | null> {
    const number = normaliseTrackingNumber(trackingNumber);
    if (!number.startsWith(STAND_IN_PREFIX)) return null;
    const now = this.clock();
    const hoursAgo = createHash('sha256').update(number).digest().readUInt16BE(0) % 120;
    const start = new Date(now.getTime() - hoursAgo * HOUR_MS);
    const steps = STAND_IN_STEPS.filter((step) => step.hours <= hoursAgo).length;
    const body = afterShipWebhookSchema.parse(standInWebhookBody({ trackingNumber: number, steps, start, now }));
    return reportOfAfterShipTracking(body.msg);
  }
}
