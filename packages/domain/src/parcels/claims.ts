import type { MessageKey } from '../i18n/messages.js';

/**
 * A claim on a parcel the warehouse holds without an owner. It is its own record beside the parcel rather than
 * a parcel state: the parcel sits in stock the whole time (its SPEC states do not change), only who owns it is
 * in question, and several customers may claim one parcel at once.
 */
/** `withdrawn`: the customer changed or withdrew the pre-alert the claim rested on. */
export const PARCEL_CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ParcelClaimStatus = (typeof PARCEL_CLAIM_STATUSES)[number];

/** Why staff cannot decide a claim, or null when they can: only an open claim on a parcel still without owner. */
export function parcelClaimDecisionProblem(
  claim: { status: ParcelClaimStatus },
  parcel: { customerId: number | null },
): MessageKey | null {
  if (claim.status !== 'pending') return 'parcelClaim.alreadyDecided';
  if (parcel.customerId !== null) return 'parcelClaim.parcelOwned';
  return null;
}
