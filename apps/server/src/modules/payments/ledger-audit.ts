import type { AppContext } from '../../http/context.js';
import { currencyCodeOf } from './money.js';
import { pointAccountsOutOfStep, walletsOutOfStep } from './queries/ledger-audit.js';

/**
 * Compares every maintained figure (wallet balances, points held) with the sum of its ledger entries.
 * The figures are what customers see and what payments lock; the entries are the record. They can only
 * disagree if something wrote one without the other, which this finds.
 */
export async function auditLedger(ctx: AppContext) {
  const [wallets, points] = await Promise.all([walletsOutOfStep(ctx.db), pointAccountsOutOfStep(ctx.db)]);
  return {
    in_step: wallets.length === 0 && points.length === 0,
    wallets: wallets.map((row) => ({
      customer_id: Number(row.customerId),
      currency: currencyCodeOf(Number(row.currencyId)),
      maintained_minor: Number(row.maintained),
      ledger_minor: Number(row.ledger),
    })),
    points: points.map((row) => ({
      customer_id: Number(row.customerId),
      maintained: Number(row.maintained),
      ledger: Number(row.ledger),
    })),
  };
}
