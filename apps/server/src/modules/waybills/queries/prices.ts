import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { boxServices, currencies, extraServicePrices, extraServices, lastMileRates } from '../../../db/schema/index.js';

export function shipmentServicesAt(db: Database, storeId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ service: extraServices, price: extraServicePrices.price, currencyId: extraServicePrices.currencyId })
    .from(extraServices)
    .leftJoin(
      extraServicePrices,
      and(
        eq(extraServicePrices.extraServiceId, extraServices.id),
        eq(extraServicePrices.storeId, storeId),
        eq(extraServicePrices.active, true),
      ),
    )
    .where(and(inArray(extraServices.id, ids), eq(extraServices.active, true)));
}

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
