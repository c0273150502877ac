import type { AppContext } from '../../http/context.js';
import { findProfile } from '../users/index.js';

/**
 * checkUseNowPayLater: whether pay later is offered to this customer, for a warehouse (their default one when none
 * is named). Off unless PAY_LATER_STORES names the warehouse: no provider is wired for it yet, so the answer only
 * lets the pay page show or hide the choice.
 */
export async function checkUseNowPayLater(ctx: AppContext, customerId: number, storeId?: number) {
  const store = storeId ?? (await findProfile(ctx.db, customerId))?.customer.storeId ?? null;
  const available = store !== null && ctx.config.payments.payLaterStoreIds.includes(store);
  return { available, store_id: store };
}
