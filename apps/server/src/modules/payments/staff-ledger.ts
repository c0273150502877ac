import type { AppContext } from '../../http/context.js';
import { currencyCodeOf, major } from './money.js';
import { listWallets, pageBalanceEntries, pagePointEntries, pointsHeld } from './queries/ledger.js';

interface Page {
  limit: number;
  offset: number;
}

/** Staff: a customer's wallets (each currency's balance) and points held, as the one-page customer view shows them. */
export async function walletsOf(ctx: AppContext, customerId: number) {
  const [wallets, points] = await Promise.all([listWallets(ctx.db, customerId), pointsHeld(ctx.db, customerId)]);
  return {
    balances: wallets.map((wallet) => ({
      currency: currencyCodeOf(wallet.currencyId),
      balance: major(wallet.balanceMinor, wallet.currencyId),
    })),
    points,
  };
}

/** Staff: a page of a customer's balance movements, newest first, with the reference staff or the system wrote. */
export async function balanceEntriesForStaff(ctx: AppContext, customerId: number, page: Page) {
  const { rows, total } = await pageBalanceEntries(ctx.db, customerId, page);
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: major(row.amountMinor, row.currencyId),
      currency: currencyCodeOf(row.currencyId),
      balance_after: major(row.balanceAfterMinor, row.currencyId),
      reference: row.reference,
      purpose: row.purpose,
      target_id: row.targetId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** Staff: a page of a customer's points movements, newest first. */
export async function pointEntriesForStaff(ctx: AppContext, customerId: number, page: Page) {
  const { rows, total } = await pagePointEntries(ctx.db, customerId, page);
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      points: row.points,
      points_after: row.pointsAfter,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
