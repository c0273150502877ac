import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { boxServices, currencies, lastMileRates } from '../../../db/schema/index.js';

export async function findBoxService(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(boxServices)
    .where(and(eq(boxServices.id, id), eq(boxServices.active, true)));
  return row;
}

export async function findLastMileRate(db: Database, countryId: number, method: 'door' | 'pickup_point') {
  const [row] = await db
    .select({ rate: lastMileRates, currencyCode: currencies.code })
    .from(lastMileRates)
    .innerJoin(currencies, eq(currencies.id, lastMileRates.currencyId))
    .where(
      and(eq(lastMileRates.countryId, countryId), eq(lastMileRates.method, method), eq(lastMileRates.active, true)),
    );
  return row;
}
