import type { MessageKey } from '../i18n/messages.js';
import type { WaybillStatus } from '../waybills/status.js';

/**
 * The status code of a tracking event, in the order a journey passes them: our own waybill states, with the
 * carrier's milestones where they happen between them. One vocabulary for every source, so a carrier's
 * "delivered" and ours are the same milestone.
 */
export const TRACKING_STATUS_CODES = [
  'pending',
  'packing',
  'pay_now',
  'bank_pending',
  'paid',
  'info_received',
  'in_transit',
  'customs_held',
  'sorting',
  'out_for_delivery',
  'failed_attempt',
  'collecting',
  'delivered',
  'exception',
  'lost',
  'returned',
  'cancelled',
] as const;
export type TrackingStatusCode = (typeof TRACKING_STATUS_CODES)[number];

export function isTrackingStatusCode(value: unknown): value is TrackingStatusCode {
  return typeof value === 'string' && (TRACKING_STATUS_CODES as readonly string[]).includes(value);
}

/** Where an event came from: our own state change, a staff entry, or a carrier (webhook or poll). */
export const TRACKING_SOURCES = ['own', 'staff', 'carrier'] as const;
export type TrackingSource = (typeof TRACKING_SOURCES)[number];

/** Milestones after which the journey is over: a later scan does not reopen it. */
export const FINAL_CODES: readonly TrackingStatusCode[] = ['delivered', 'returned', 'cancelled'];

/** Milestones the customer should look at: something stopped the parcel. */
export const PROBLEM_CODES: readonly TrackingStatusCode[] = ['customs_held', 'failed_attempt', 'exception', 'lost'];

/**
 * What staff may enter by hand: what a carrier would report. Our own states move through the waybill's staff
 * commands (packing, the carrier's moves), so a hand entry never contradicts the waybill's status.
 */
export const STAFF_ENTRY_CODES = [
  'info_received',
  'in_transit',
  'customs_held',
  'out_for_delivery',
  'failed_attempt',
  'exception',
  'lost',
  'returned',
] as const satisfies readonly TrackingStatusCode[];
export type StaffEntryCode = (typeof STAFF_ENTRY_CODES)[number];

/** A waybill state is the tracking milestone of the same name (the return type proves every state is one). */
export function trackingCodeOfWaybill(status: WaybillStatus): TrackingStatusCode {
  return status;
}

const JOURNEY_RANK = new Map<TrackingStatusCode, number>(TRACKING_STATUS_CODES.map((code, index) => [code, index]));

/** Position of a milestone in the journey (for events reported at the same instant). */
export function journeyRank(code: TrackingStatusCode): number {
  return JOURNEY_RANK.get(code) ?? TRACKING_STATUS_CODES.length;
}

export function isFinalCode(code: TrackingStatusCode): boolean {
  return FINAL_CODES.includes(code);
}

export function isProblemCode(code: TrackingStatusCode): boolean {
  return PROBLEM_CODES.includes(code);
}

/** Waybills staff may add tracking entries to: paid (about to leave) and on their way or arrived. */
const TRACKABLE: readonly WaybillStatus[] = ['paid', 'in_transit', 'sorting', 'collecting', 'delivered'];

/** Why staff may not add a tracking entry to a waybill in this state (null: they may). */
export function staffEntryProblem(status: WaybillStatus): MessageKey | null {
  return TRACKABLE.includes(status) ? null : 'tracking.notOnTheWay';
}
