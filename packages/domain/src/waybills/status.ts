import type { MessageKey } from '../i18n/messages.js';

/** Waybill states (DESIGN §6), as strings on the wire. */
export const WAYBILL_STATUSES = [
  'pending',
  'packing',
  'pay_now',
  'bank_pending',
  'paid',
  'in_transit',
  'sorting',
  'collecting',
  'delivered',
  'cancelled',
] as const;
export type WaybillStatus = (typeof WAYBILL_STATUSES)[number];

export function isWaybillStatus(value: unknown): value is WaybillStatus {
  return typeof value === 'string' && (WAYBILL_STATUSES as readonly string[]).includes(value);
}

/** Every legal move; anything else is refused with `waybill.illegalTransition`. */
const NEXT: Readonly<Record<WaybillStatus, readonly WaybillStatus[]>> = {
  pending: ['packing', 'cancelled'],
  packing: ['pay_now', 'cancelled'],
  pay_now: ['bank_pending', 'paid', 'cancelled'],
  // A rejected transfer goes back to be paid again.
  bank_pending: ['paid', 'pay_now'],
  // Cancelled after payment only by staff, before it leaves the warehouse (staffCancellationProblem): the money goes back.
  paid: ['in_transit', 'cancelled'],
  in_transit: ['sorting', 'collecting', 'delivered'],
  sorting: ['collecting', 'delivered'],
  collecting: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMoveWaybill(from: WaybillStatus, to: WaybillStatus): boolean {
  return NEXT[from].includes(to);
}

export function waybillMoveProblem(from: WaybillStatus, to: WaybillStatus): MessageKey | null {
  return canMoveWaybill(from, to) ? null : 'waybill.illegalTransition';
}

/** The moves staff make with set-waybill-status (the carrier's side, after payment). */
export const CARRIER_STATUSES = ['in_transit', 'sorting', 'collecting', 'delivered'] as const;
export type CarrierStatus = (typeof CARRIER_STATUSES)[number];

/** States in which the customer may confirm receipt. */
export const RECEIPT_CONFIRMABLE: readonly WaybillStatus[] = ['in_transit', 'sorting', 'collecting'];

/**
 * SPEC §4: a waybill can be cancelled before it is paid, but not once a combined-box service is done
 * (the parcels are repacked together: no un-boxing, no cancellation).
 */
export function cancellationProblem(status: WaybillStatus, combinedBoxDone: boolean): MessageKey | null {
  if (!CUSTOMER_CANCELLABLE.includes(status)) return 'waybill.cannotCancel';
  if (combinedBoxDone) return 'waybill.combinedBoxDone';
  return null;
}

/** The states a customer may cancel from (delShipment): before payment. */
export const CUSTOMER_CANCELLABLE: readonly WaybillStatus[] = ['pending', 'packing', 'pay_now'];

/**
 * Staff cancel a paid waybill that has not left the warehouse (the payment is refunded to the balance). Earlier
 * states are the customer's to cancel (a transfer under review is rejected first); a dispatched one cannot be; a
 * combined box is never undone (SPEC §4).
 */
export function staffCancellationProblem(status: WaybillStatus, combinedBoxDone: boolean): MessageKey | null {
  if (status === 'cancelled') return 'waybill.alreadyCancelled';
  if (status !== 'paid')
    return canMoveWaybill(status, 'cancelled') || status === 'bank_pending'
      ? 'waybill.staffCancelUnpaid'
      : 'waybill.alreadyDispatched';
  if (combinedBoxDone) return 'waybill.combinedBoxDone';
  return null;
}

/** States whose shipment is still open in its warehouse (not shipped, not cancelled): "the batch". */
export const OPEN_WAYBILL_STATUSES: readonly WaybillStatus[] = ['pending', 'packing', 'pay_now', 'bank_pending'];

/** SPEC §4 submission rule: an unpaid waybill in a warehouse blocks a new one there. */
export const UNPAID_WAYBILL_STATUSES: readonly WaybillStatus[] = ['pay_now', 'bank_pending'];

/** The waybill list's filters (SPEC §2 / §7 shipmentList `status`) and the states each shows. */
export const WAYBILL_FILTERS = {
  all: WAYBILL_STATUSES,
  pay_now: ['pay_now', 'bank_pending'],
  pending: ['pending'],
  packing: ['packing'],
  paid: ['paid'],
  in_transit: ['in_transit'],
  sorting: ['sorting'],
  collecting: ['collecting'],
  delivered: ['delivered'],
} as const satisfies Record<string, readonly WaybillStatus[]>;
export type WaybillFilter = keyof typeof WAYBILL_FILTERS;
export const WAYBILL_FILTER_NAMES = Object.keys(WAYBILL_FILTERS) as WaybillFilter[];

/** Home's shipment-count labels (SPEC §2) and the states each counts (DESIGN §6). */
export const HOME_COUNTS = {
  processing: ['pending', 'packing'],
  unpaid: ['pay_now', 'bank_pending'],
  paid: ['paid'],
  transit: ['in_transit', 'sorting'],
  collecting: ['collecting'],
} as const satisfies Record<string, readonly WaybillStatus[]>;
export type HomeCount = keyof typeof HOME_COUNTS;

/** Customs authorisation (SPEC §4 sign document) states, in order, with the two staff reviews and a rejection. */
export const SIGN_DOCUMENT_STATUSES = [
  'waiting_audit',
  'waiting_signature',
  'review_success',
  'approved',
  'completed',
  'rejected',
] as const;
export type SignDocumentStatus = (typeof SIGN_DOCUMENT_STATUSES)[number];

/** What a staff review does to a document: approve moves it on, reject sends it back to the customer. */
export function signDocumentReview(
  status: SignDocumentStatus,
  decision: 'approve' | 'reject',
): SignDocumentStatus | null {
  if (status === 'waiting_audit') return decision === 'approve' ? 'waiting_signature' : 'rejected';
  if (status === 'review_success') return decision === 'approve' ? 'approved' : 'rejected';
  return null;
}
