import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { PARCEL_STATUS } from '../parcels/status.js';
import type { WaybillStatus } from '../waybills/status.js';

/** Waybill states after which nothing more happens to the shipment. */
export const FINISHED_WAYBILL_STATUSES: readonly WaybillStatus[] = ['delivered', 'cancelled'];

/** Parcel states below this one are still expected at, or held by, a warehouse. */
export const PARCEL_LEFT_WAREHOUSE_STATUS = PARCEL_STATUS.dispatched;

/** What is still under way for a customer when they ask to close the account. */
export interface ClosureSituation {
  /** Waybills neither delivered nor cancelled. */
  openWaybills: number;
  /** Parcels pre-alerted, received, in stock or being packed, and returns not yet done. */
  parcelsInWarehouse: number;
  /** Payments, bank transfers and top-ups not yet settled or reviewed. */
  openPayments: number;
  /** Weight disputes staff have yet to decide. */
  openDisputes: number;
  /** The balance of each currency the customer holds, in minor units. */
  balancesMinor: readonly number[];
  /** Shipment claims not yet decided (a delivered shipment's claim is still under way). */
  openClaims: number;
}

/**
 * Why the account cannot be closed yet, or null. Personal data is erased at closure, so a shipment or a payment still
 * under way could not be finished (no address to deliver to, no one to credit); money left on the balance would be lost.
 */
export function closureProblem(situation: ClosureSituation): MessageKey | null {
  if (
    situation.openWaybills > 0 ||
    situation.parcelsInWarehouse > 0 ||
    situation.openPayments > 0 ||
    situation.openDisputes > 0
  ) {
    return 'account.closureInFlight';
  }
  if (situation.openClaims > 0) return 'account.closureClaimOpen';
  if (situation.balancesMinor.some((minor) => minor > 0)) return 'account.closureBalance';
  return null;
}

/** What holds a closure, as the refusal carries it (`data.blocking`), so the screen can send the customer to each. */
export const closureBlockersSchema = z.object({
  parcels: z.number(),
  waybills: z.number(),
  payments: z.number(),
  balance: z.boolean(),
});
export type ClosureBlockers = z.infer<typeof closureBlockersSchema>;

export function closureBlockers(situation: ClosureSituation): ClosureBlockers {
  return {
    parcels: situation.parcelsInWarehouse,
    waybills: situation.openWaybills,
    payments: situation.openPayments,
    balance: situation.balancesMinor.some((minor) => minor > 0),
  };
}
