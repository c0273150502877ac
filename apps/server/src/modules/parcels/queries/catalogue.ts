import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { anyOf, preparedQuery } from '../../../db/prepared.js';
import { courierCompanies, currencies, customers, warehouses, waybills } from '../../../db/schema/index.js';

export async function findWarehouseWithCurrency(db: Database, storeId: number) {
  const [row] = await db
    .select({ warehouse: warehouses, currencyCode: currencies.code })
    .from(warehouses)
    .innerJoin(currencies, eq(currencies.id, warehouses.currencyId))
    .where(and(eq(warehouses.storeId, storeId), eq(warehouses.active, true)))
    .limit(1);
  return row;
}

export async function findCustomerStore(db: Database, customerId: number) {
  const [row] = await db
    .select({ storeId: customers.storeId, status: customers.status })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}

export async function isActiveCustomer(db: Database, customerId: number): Promise<boolean> {
  const row = await findCustomerStore(db, customerId);
  return row?.status === 'active';
}

export function listCourierCompanies(db: Database, storeId: number) {
  return db
    .select()
    .from(courierCompanies)
    .where(and(eq(courierCompanies.storeId, storeId), eq(courierCompanies.active, true)))
    .orderBy(asc(courierCompanies.sortOrder));
}

const couriers = preparedQuery('courier_companies_by_id', (db, name) =>
  db.select().from(courierCompanies).where(anyOf(courierCompanies.id, 'ids')).prepare(name),
);

export function findCourierCompanies(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return couriers(db).execute({ ids });
}

/** The shipment numbers of waybills, for parcels' "linked shipment". */
const shipmentNumbers = preparedQuery('shipment_numbers_by_id', (db, name) =>
  db
    .select({ id: waybills.id, shipmentNo: waybills.shipmentNo })
    .from(waybills)
    .where(anyOf(waybills.id, 'ids'))
    .prepare(name),
);

export function findShipmentNumbers(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return shipmentNumbers(db).execute({ ids });
}
