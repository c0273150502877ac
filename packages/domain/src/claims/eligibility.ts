import { calendarDate } from '../dates/calendar-date.js';
import type { MessageKey } from '../i18n/messages.js';
import { addCalendarDays, type CalendarDate } from '../tracking/delivery-window.js';
import type { WaybillStatus } from '../waybills/status.js';
import type { ShipmentClaimReason } from './status.js';
import { DAMAGE_CLAIM_DAYS, LOSS_CLAIM_DAYS } from './terms.js';

const DAY_MS = 86_400_000;

/** What the rules read of a shipment to say whether a claim may be filed now. */
export interface ClaimEligibilityInput {
  status: WaybillStatus;
  now: Date;
  /** The calendar the dates in sentences are written in (the line's). */
  timeZone: string;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  /** The latest scan since it left: a carrier's, a staff entry or our own move; null before any. */
  lastScanAt: Date | null;
  /** A carrier (or staff recording the carrier's word) reported it lost. */
  lostReported: boolean;
  /** The last day of the delivery window, when there is one. */
  windowEnd: CalendarDate | null;
  /** Days without a scan after which a shipment on this line counts as lost. */
  silentDays: number;
}

export type ClaimEligibility =
  | { open: true; basis: 'reported_lost' | 'silent' | 'late' | 'delivered' }
  | { open: false; key: MessageKey; params: Record<string, string | number> };

const closed = (key: MessageKey, params: Record<string, string | number> = {}): ClaimEligibility => ({
  open: false,
  key,
  params,
});

/** States in which a shipment is on its way and can go missing. */
const TRAVELLING: readonly WaybillStatus[] = ['in_transit', 'sorting'];

/**
 * Whether a claim for `reason` may be filed now, and on what ground, or the sentence saying why not. A loss opens once
 * the carrier reports it lost, once the shipment has gone `silentDays` without a scan, or once its delivery window has
 * passed; within LOSS_CLAIM_DAYS of dispatch. Damage and missing items open at delivery, for DAMAGE_CLAIM_DAYS.
 */
export function claimEligibility(reason: ShipmentClaimReason, input: ClaimEligibilityInput): ClaimEligibility {
  const { status, now } = input;
  const dateOf = (instant: Date) => calendarDate(instant, input.timeZone);
  if (status === 'cancelled') return closed('shipmentClaim.cancelled');
  if (input.shippedAt === null) return closed('shipmentClaim.notDispatched');
  if (reason !== 'lost') {
    if (status !== 'delivered' || input.deliveredAt === null) return closed('shipmentClaim.notDelivered');
    const until = new Date(input.deliveredAt.getTime() + DAMAGE_CLAIM_DAYS * DAY_MS);
    if (now > until)
      return closed('shipmentClaim.damageWindowClosed', { days: DAMAGE_CLAIM_DAYS, date: dateOf(until) });
    return { open: true, basis: 'delivered' };
  }
  if (status === 'delivered') return closed('shipmentClaim.lostButDelivered');
  if (!TRAVELLING.includes(status)) return closed('shipmentClaim.atPickupPoint');
  const lossUntil = new Date(input.shippedAt.getTime() + LOSS_CLAIM_DAYS * DAY_MS);
  if (now > lossUntil)
    return closed('shipmentClaim.lossWindowClosed', { days: LOSS_CLAIM_DAYS, date: dateOf(lossUntil) });
  if (input.lostReported) return { open: true, basis: 'reported_lost' };
  const silentFrom = new Date((input.lastScanAt ?? input.shippedAt).getTime() + input.silentDays * DAY_MS);
  if (now >= silentFrom) return { open: true, basis: 'silent' };
  const today = dateOf(now);
  if (input.windowEnd !== null && input.windowEnd < today) return { open: true, basis: 'late' };
  const opensBySilence = dateOf(silentFrom);
  const opensByWindow = input.windowEnd === null ? null : addCalendarDays(input.windowEnd, 1);
  const opens = opensByWindow !== null && opensByWindow < opensBySilence ? opensByWindow : opensBySilence;
  return closed('shipmentClaim.notOverdue', { date: opens, days: input.silentDays });
}
