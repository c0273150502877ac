import type { Money } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../http/context.js';

/** A top-up just credited to the customer's balance. */
export interface CreditedTopUp {
  customerId: number;
  topUpId: number;
  amount: Money;
  creditedAt: Date;
}

/**
 * What other modules do when a top-up is credited (the lottery gives draws), inside the crediting transaction,
 * so the credit and its consequences commit together. Payments defines the hook; it imports none of them.
 */
export type TopUpListener = (tx: Database, ctx: AppContext, topUp: CreditedTopUp) => Promise<void>;

const listeners = new Set<TopUpListener>();

/** Registers a listener once (the module that listens does it when it loads). */
export function onTopUpCredited(listener: TopUpListener): void {
  listeners.add(listener);
}

export async function topUpCredited(tx: Database, ctx: AppContext, topUp: CreditedTopUp): Promise<void> {
  for (const listener of listeners) await listener(tx, ctx, topUp);
}
