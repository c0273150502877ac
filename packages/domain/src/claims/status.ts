import type { MessageKey } from '../i18n/messages.js';

/** What a customer claims for: a shipment that never arrived, one that arrived broken, or one that arrived short. */
export const SHIPMENT_CLAIM_REASONS = ['lost', 'damaged', 'items_missing'] as const;
export type ShipmentClaimReason = (typeof SHIPMENT_CLAIM_REASONS)[number];

/**
 * A claim's states. `under_review` is complete and on the clock; `needs_information` waits for the customer (the clock
 * stopped); `approved` paid the compensation to the balance; `rejected` closed with a reason.
 */
export const SHIPMENT_CLAIM_STATUSES = ['under_review', 'needs_information', 'approved', 'rejected'] as const;
export type ShipmentClaimStatus = (typeof SHIPMENT_CLAIM_STATUSES)[number];

/** States in which a claim is still the staff's or the customer's to move. */
export const OPEN_SHIPMENT_CLAIM_STATUSES: readonly ShipmentClaimStatus[] = ['under_review', 'needs_information'];

/** Every legal move; anything else is refused. Staff decide only a complete claim; a claim waiting may be rejected. */
const NEXT: Readonly<Record<ShipmentClaimStatus, readonly ShipmentClaimStatus[]>> = {
  under_review: ['needs_information', 'approved', 'rejected'],
  needs_information: ['under_review', 'rejected'],
  approved: [],
  rejected: [],
};

export function canMoveShipmentClaim(from: ShipmentClaimStatus, to: ShipmentClaimStatus): boolean {
  return NEXT[from].includes(to);
}

/** Why a claim cannot move, or null: a decided claim says so (a second decision is a conflict), others are illegal. */
export function shipmentClaimMoveProblem(from: ShipmentClaimStatus, to: ShipmentClaimStatus): MessageKey | null {
  if (canMoveShipmentClaim(from, to)) return null;
  if (!OPEN_SHIPMENT_CLAIM_STATUSES.includes(from)) return 'shipmentClaim.alreadyDecided';
  return to === 'under_review' ? 'shipmentClaim.noInformationAsked' : 'shipmentClaim.waitingForCustomer';
}
