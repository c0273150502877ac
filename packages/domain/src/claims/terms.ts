/**
 * The claim terms of a line, by its service level: how long a shipment may go without a scan before it counts as lost,
 * and how long after delivery damage or missing items may be reported. docs/decisions/shipment-claims.md gives the
 * carriers' own limits beside them.
 */
export const CLAIM_TERMS = {
  express: { silentDays: 7 },
  economy: { silentDays: 10 },
  sea: { silentDays: 21 },
} as const satisfies Record<string, { silentDays: number }>;
export type ClaimServiceLevel = keyof typeof CLAIM_TERMS;

/** Damage and missing items: reported within this many days of delivery. */
export const DAMAGE_CLAIM_DAYS = 7;
/** A loss: reported within this many days of dispatch. */
export const LOSS_CLAIM_DAYS = 90;
/** SPEC §9: a complete claim is decided within this many working days. */
export const CLAIM_DECISION_WORKING_DAYS = 2;

/** The silence after which a shipment on a line of this service level counts as lost. */
export function silentDaysFor(serviceLevel: string): number {
  return Object.hasOwn(CLAIM_TERMS, serviceLevel)
    ? CLAIM_TERMS[serviceLevel as ClaimServiceLevel].silentDays
    : CLAIM_TERMS.economy.silentDays;
}
