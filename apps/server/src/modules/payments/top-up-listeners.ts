import type { Money } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppServices } from '../../http/context.js';

/** A top-up just credited to the customer's balance. */
export interface CreditedTopUp {
  customerId: number;
  topUpId: number;
  amount: Money;
  creditedAt: Date;
}

/**
 * What another module does when a top-up is credited (the lottery gives draws), inside the crediting transaction,
 * so the credit and its consequences commit together. The app's composition names them (src/settlements.ts);
 * payments imports none of them.
 */
export type TopUpListener = (tx: Database, ctx: AppServices, topUp: CreditedTopUp) => Promise<void>;
