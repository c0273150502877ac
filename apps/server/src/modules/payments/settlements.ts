import type { Database } from '../../db/client.js';
import type { PaymentAttemptRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';

/**
 * What happens when a payment of a purpose settles. Each function runs inside the transaction that settles the
 * attempt (use only `tx`), so the attempt, the ledger and the target change together or not at all. A bank transfer
 * settles the same way: approval is `succeeded`, rejection `failed` with the staff's reason
 * (`attempt.method === 'bank_transfer'` tells them apart from a card's answer).
 */
export interface Settlement {
  succeeded(tx: Database, ctx: AppContext, attempt: PaymentAttemptRow): Promise<void>;
  failed(tx: Database, ctx: AppContext, attempt: PaymentAttemptRow, reason: string): Promise<void>;
}

/**
 * Each purpose's settlement, by purpose ('top_up', 'waybill', 'membership'). The app's composition names them
 * (src/settlements.ts) and hands them to the payments module in its context: nothing registers itself on import.
 */
export type Settlements = Readonly<Record<string, Settlement>>;

export function settlementOf(ctx: AppContext, purpose: string): Settlement {
  const settlement = ctx.settlements[purpose];
  if (!settlement) throw new Error(`no settlement is named for payment purpose ${purpose}`);
  return settlement;
}
