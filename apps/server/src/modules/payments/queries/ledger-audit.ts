import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { balanceAccounts, balanceEntries, pointAccounts, pointEntries } from '../../../db/schema/index.js';

/** Wallets whose maintained balance differs from the sum of their entries (a wallet without entries sums to 0). */
export async function walletsOutOfStep(db: Database) {
  const ledger = db
    .select({
      customerId: balanceEntries.customerId,
      currencyId: balanceEntries.currencyId,
      total: sql<string>`sum(${balanceEntries.amountMinor})`.as('total'),
    })
    .from(balanceEntries)
    .groupBy(balanceEntries.customerId, balanceEntries.currencyId)
    .as('ledger');
  return db
    .select({
      customerId: sql<number>`coalesce(${balanceAccounts.customerId}, ${ledger.customerId})`,
      currencyId: sql<number>`coalesce(${balanceAccounts.currencyId}, ${ledger.currencyId})`,
      maintained: sql<string>`coalesce(${balanceAccounts.balanceMinor}, 0)`,
      ledger: sql<string>`coalesce(${ledger.total}, 0)`,
    })
    .from(balanceAccounts)
    .fullJoin(
      ledger,
      and(eq(balanceAccounts.customerId, ledger.customerId), eq(balanceAccounts.currencyId, ledger.currencyId)),
    )
    .where(sql`coalesce(${balanceAccounts.balanceMinor}, 0) <> coalesce(${ledger.total}, 0)`);
}

/** Customers whose maintained points differ from the sum of their point entries. */
export async function pointAccountsOutOfStep(db: Database) {
  const ledger = db
    .select({
      customerId: pointEntries.customerId,
      total: sql<string>`sum(${pointEntries.points})`.as('total'),
    })
    .from(pointEntries)
    .groupBy(pointEntries.customerId)
    .as('ledger');
  return db
    .select({
      customerId: sql<number>`coalesce(${pointAccounts.customerId}, ${ledger.customerId})`,
      maintained: sql<string>`coalesce(${pointAccounts.points}, 0)`,
      ledger: sql<string>`coalesce(${ledger.total}, 0)`,
    })
    .from(pointAccounts)
    .fullJoin(ledger, eq(pointAccounts.customerId, ledger.customerId))
    .where(sql`coalesce(${pointAccounts.points}, 0) <> coalesce(${ledger.total}, 0)`);
}
