import { type Money, money } from '../money/money.js';

/** SPEC §9: goods wait at an agent point free for 7 days. */
export const AGENT_FREE_STORAGE_DAYS = 7;
/** After that, AU$1 per package per day… */
export const AGENT_STORAGE_PER_PACKAGE_DAY_CENTS = 100;
/** …or AU$15 per cubic metre per day. */
export const AGENT_STORAGE_PER_CUBIC_METRE_DAY_CENTS = 1500;

const CUBIC_CENTIMETRES_PER_CUBIC_METRE = 1_000_000;

export interface AgentStorage {
  /** Whole days the goods have waited (a started day counts). */
  days: number;
  packages: number;
  /** Total volume of the packages, when measured. */
  cubicCentimetres?: number;
}

/**
 * The storage charge at an agent point, in AUD: nothing for the first 7 days; then per chargeable day the greater of
 * AU$1 per package and AU$15 per cubic metre (a bulky package pays by volume, many small ones by count), the volume
 * part rounded up to the cent.
 */
export function agentStorageFee({ days, packages, cubicCentimetres = 0 }: AgentStorage): Money {
  const chargeableDays = Math.max(0, Math.floor(days) - AGENT_FREE_STORAGE_DAYS);
  const byPackage = AGENT_STORAGE_PER_PACKAGE_DAY_CENTS * Math.max(0, packages);
  const byVolume = Math.ceil(
    (AGENT_STORAGE_PER_CUBIC_METRE_DAY_CENTS * Math.max(0, cubicCentimetres)) / CUBIC_CENTIMETRES_PER_CUBIC_METRE,
  );
  return money(chargeableDays * Math.max(byPackage, byVolume), 'AUD');
}

const DAY_MS = 86_400_000;

/** Days goods waited at an agent point, from its reception to when they reach the warehouse; a started day counts. */
export function agentStorageDays(receivedAt: Date, leftAt: Date): number {
  return Math.max(0, Math.ceil((leftAt.getTime() - receivedAt.getTime()) / DAY_MS));
}

export interface StoredPackage {
  /** Days it waited at the agent point (agentStorageDays). */
  days: number;
  /** Its volume as the warehouse measured it, when measured. */
  cubicCentimetres?: number;
}

/**
 * The agent storage charged on a shipment: each package pays for its own chargeable days the greater of AU$1 and
 * AU$15 per m³ of its measured size, so one bulky carton pays by volume and small parcels by count.
 */
export function packagesStorageFee(packages: readonly StoredPackage[]): Money {
  const cents = packages.reduce(
    (sum, { days, cubicCentimetres }) => sum + agentStorageFee({ days, packages: 1, cubicCentimetres }).minor,
    0,
  );
  return money(cents, 'AUD');
}
