import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { waybills } from '../../../db/schema/index.js';

/** The customer's last paid shipments' freight and extras (a read across owners, for the plans' savings). */
export function lastPaidShipments(db: Database, customerId: number, limit: number) {
  return db
    .select({ postage: waybills.postage, extra: waybills.extra, currencyId: waybills.currencyId })
    .from(waybills)
    .where(and(eq(waybills.customerId, customerId), isNotNull(waybills.paidAt)))
    .orderBy(desc(waybills.paidAt))
    .limit(limit);
}
