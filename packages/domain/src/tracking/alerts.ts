import { z } from 'zod';
import type { Language } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import type { TrackingStatusCode } from './codes.js';

/**
 * What a shipment on its way can alert its customer of, once per occurrence: no carrier event for its line's quiet
 * period, an estimated delivery moved later, a failed delivery attempt.
 */
export const SHIPMENT_ALERT_KINDS = ['quiet', 'later_estimate', 'failed_attempt'] as const;
export type ShipmentAlertKind = (typeof SHIPMENT_ALERT_KINDS)[number];

/** A line's quiet period, staff-editable: a day at least (a carrier scans daily), two months at most. */
export const QUIET_PERIOD_DAYS = { min: 1, max: 60, default: 7 } as const;
export const quietPeriodDaysSchema = z.coerce
  .number({ error: 'validation.number' })
  .int({ error: 'validation.number' })
  .min(QUIET_PERIOD_DAYS.min, { error: 'validation.number' })
  .max(QUIET_PERIOD_DAYS.max, { error: 'validation.number' });

/** Waybill states in which the carrier has the shipment and should be scanning it. */
export const CARRIER_HELD_WAYBILL_STATUSES = ['in_transit', 'sorting'] as const;

const DAY_MS = 86_400_000;

/** Whether a shipment last heard of at `lastHeard` has been quiet for its line's `days` at `now`. */
export function isQuiet(lastHeard: Date, now: Date, days: number): boolean {
  return now.getTime() - lastHeard.getTime() >= days * DAY_MS;
}

/** Whether a carrier's new estimate ('YYYY-MM-DD') is later than the one it gave before. */
export function isLaterEstimate(before: string | null, after: string | null): after is string {
  return before !== null && after !== null && after > before;
}

/** The carrier milestones that are alerts of their own (told by the alert, not as a shipment problem). */
export const ALERTED_CODES: readonly TrackingStatusCode[] = ['failed_attempt'];

/** An alert as the waybill's journey shows it. */
export const shipmentAlertSchema = z.object({
  kind: z.enum(SHIPMENT_ALERT_KINDS),
  /** The sentence in the reader's language. */
  text: z.string(),
  raised_at: z.string(),
});
export type ShipmentAlertView = z.infer<typeof shipmentAlertSchema>;

/** An alert's sentence in `language` ("no news from the carrier for 7 days"). */
export function shipmentAlertText(
  language: Language,
  alert: { alert: ShipmentAlertKind; days?: number | undefined; estimate?: string | undefined },
): string {
  return translate(language, `shipmentAlert.${alert.alert}`, { days: alert.days, estimate: alert.estimate });
}
