/**
 * The claim terms of a line, by its service level: how long a shipment may go without a scan before it counts as lost,
 * and (below) how long after delivery damage or missing items may be reported: within the carriers' own limits, with
 * time left to claim from them.
 */
export const CLAIM_TERMS = {
  express: { silentDays: 7 },
  economy: { silentDays: 10 },
  sea: { silentDays: 21 },
} as const satisfies Record<string, { silentDays: number }>;
export type ClaimServiceLevel = keyof typeof CLAIM_TERMS;

/**
 * Each service level's standard liability as our lines are set up: what a shipment without insurance is covered for
 * (the line's free cover, in AUD, set in each warehouse's currency; staff may change a line's).
 */
export const STANDARD_LIABILITY_AUD = { express: 100, economy: 0, sea: 0 } as const satisfies Record<
  ClaimServiceLevel,
  number
>;

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
