import type { SubscribeConfig } from '../accounts/schemas.js';
import { PARCEL_STATUS, type ParcelStatus } from '../parcels/status.js';
import type { TrackingStatusCode } from '../tracking/codes.js';
import type { WaybillStatus } from '../waybills/status.js';

/**
 * The moments a customer waits for. Each is sent by email and/or SMS as the profile's subscription settings say, and
 * each email carries a one-click unsubscribe link.
 */
export const NOTIFICATION_KINDS = [
  'parcel_arrived',
  'parcel_delivered_not_received',
  'storage_reminder',
  'waybill_awaiting_payment',
  'waybill_paid',
  'waybill_dispatched',
  'waybill_at_destination',
  'waybill_ready_for_pickup',
  'waybill_delivered',
  'waybill_exception',
  'waybill_returned',
  'waybill_alert',
  'waybill_cancelled',
  'pre_shipment_moved',
  'lottery_prize',
  'points_expiring',
  'points_expired',
  'warehouse_address_changed',
  'shipment_loss_claim_open',
  'shipment_claim_filed',
  'shipment_claim_information_needed',
  'shipment_claim_approved',
  'shipment_claim_rejected',
  'weight_dispute_filed',
  'weight_dispute_reweighed',
  'weight_dispute_confirmed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * Mails about the account itself (welcome, codes, receipts, decisions): always sent, without an unsubscribe link,
 * since the customer asked for them or must know.
 */
export const ACCOUNT_MAIL_KINDS = [
  'welcome',
  'reset_code',
  'sign_in_code',
  'top_up_credited',
  'top_up_rejected',
  'waybill_transfer_rejected',
  'parcel_claim_approved',
  'parcel_claim_rejected',
  'sign_document_request',
  'sign_document_signed',
  'member_active',
  'member_rejected',
  'member_renewal',
  'balance_credited',
  'balance_debited',
  'verify_email',
  'email_changed',
  'change_email_code',
] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

/**
 * The mails that may go to an address its customer has not confirmed: the ones that carry the proof of it (the
 * confirmation itself, a password reset code, a sign-in code). Every other mail to it waits until it is confirmed.
 */
export const PROOF_MAIL_KINDS: readonly AccountMailKind[] = [
  'verify_email',
  'reset_code',
  'sign_in_code',
  'change_email_code',
];

/** How a notification reaches the customer: mail, a text to the verified phone, a push to each subscribed device. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Kinds about the customer's rewards (a prize won, points about to lapse or lapsed), not a shipment's journey. */
export const REWARD_NOTIFICATIONS: readonly NotificationKind[] = ['lottery_prize', 'points_expiring', 'points_expired'];

/** Which pair of settings a kind follows: the shipment pair, or the offers-and-rewards (promotion) pair. */
export function subscriptionTopic(kind: NotificationKind): 'shipment' | 'promotion' {
  return REWARD_NOTIFICATIONS.includes(kind) ? 'promotion' : 'shipment';
}

/**
 * The profile setting (SPEC §2 notification settings) that switches a kind on or off per channel. A shipment's
 * journey (a parcel at the warehouse is the start of one) uses the shipment settings; rewards (prizes, points) use the
 * promotion ones, so stopping those mails never stops shipment updates (docs/decisions/notifications-and-tracking.md).
 * Every kind, a new one too, has a setting on every channel: its topic's.
 */
export function subscriptionField(kind: NotificationKind, channel: NotificationChannel): keyof SubscribeConfig {
  return `${subscriptionTopic(kind)}_${channel}`;
}

export type WaybillMoveNotification = Extract<
  NotificationKind,
  | 'waybill_awaiting_payment'
  | 'waybill_paid'
  | 'waybill_dispatched'
  | 'waybill_at_destination'
  | 'waybill_ready_for_pickup'
  | 'waybill_delivered'
>;

/** The kind a waybill's own move is announced as; moves nobody waits for (submitted, packing, cancelled) have none. */
export function notificationOfWaybillMove(from: WaybillStatus, to: WaybillStatus): WaybillMoveNotification | null {
  switch (to) {
    // Back to pay_now after a rejected transfer is told by the rejection mail.
    case 'pay_now':
      return from === 'packing' ? 'waybill_awaiting_payment' : null;
    case 'paid':
      return 'waybill_paid';
    case 'in_transit':
      return 'waybill_dispatched';
    case 'sorting':
      return 'waybill_at_destination';
    case 'collecting':
      return 'waybill_ready_for_pickup';
    case 'delivered':
      return 'waybill_delivered';
    default:
      return null;
  }
}

/** The kind a parcel's move is announced as: only its arrival on the shelf (checked in); going back in stock is not. */
export function noticeOfParcelMove(from: ParcelStatus, to: ParcelStatus): 'parcel_arrived' | null {
  return from === PARCEL_STATUS.received && to === PARCEL_STATUS.inStock ? 'parcel_arrived' : null;
}

/**
 * The kind a carrier's or staff's tracking milestone is announced as: the problems, and the arrivals a carrier may
 * report before our staff move the waybill (at the destination, ready for pickup, delivered). Its being in transit is
 * our own move (dispatched), so a carrier's echo of it is not announced again.
 */
export function notificationOfTrackingCode(
  code: TrackingStatusCode,
): Extract<
  NotificationKind,
  'waybill_exception' | 'waybill_returned' | 'waybill_at_destination' | 'waybill_ready_for_pickup' | 'waybill_delivered'
> | null {
  // A failed delivery attempt is a shipment alert of its own (told once per attempt: tracking/alerts.ts).
  if (code === 'customs_held' || code === 'exception' || code === 'lost') return 'waybill_exception';
  if (code === 'returned') return 'waybill_returned';
  if (code === 'sorting') return 'waybill_at_destination';
  if (code === 'collecting') return 'waybill_ready_for_pickup';
  if (code === 'delivered') return 'waybill_delivered';
  return null;
}

/**
 * Milestones told once per waybill whoever reports them first: our own move, a carrier's scan, or the customer
 * confirming receipt. Problems are told each time a new one is reported.
 */
export function isOncePerWaybill(kind: NotificationKind): boolean {
  return (
    kind !== 'waybill_exception' && kind !== 'waybill_alert' && kind !== 'parcel_arrived' && kind !== 'storage_reminder'
  );
}

/** Days before free storage ends that the customer is reminded (once per parcel). */
export const STORAGE_REMINDER_DAYS = 7;
