import type { Language } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { PaymentAttemptRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';

/**
 * What happens when a payment of a purpose settles. Each handler runs inside the transaction that settles
 * the attempt (use only `tx`), so the attempt, the ledger and the target change together or not at all.
 * A bank transfer settles the same way: approval is `succeeded`, rejection `failed` with the staff's reason
 * (`attempt.method === 'bank_transfer'` tells them apart from a card's answer).
 */
export interface PaymentPurposeHandlers {
  succeeded(tx: Database, ctx: AppContext, attempt: PaymentAttemptRow): Promise<void>;
  failed(tx: Database, ctx: AppContext, attempt: PaymentAttemptRow, reason: string): Promise<void>;
  /** A short reference for lists ('#12', a shipment number); the target id when absent. */
  reference?(db: Database, targetId: number, language: Language): Promise<string>;
}

const handlers = new Map<string, PaymentPurposeHandlers>();

/** Registers a purpose once (the module that owns the target does it when it loads). */
export function registerPaymentPurpose(purpose: string, purposeHandlers: PaymentPurposeHandlers): void {
  const existing = handlers.get(purpose);
  if (existing && existing !== purposeHandlers) throw new Error(`payment purpose ${purpose} is registered twice`);
  handlers.set(purpose, purposeHandlers);
}

export function paymentPurpose(purpose: string): PaymentPurposeHandlers | undefined {
  return handlers.get(purpose);
}
