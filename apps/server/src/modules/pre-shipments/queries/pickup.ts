import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { pickupSettings, pickupWindows, preShipments } from '../../../db/schema/index.js';

/** A warehouse's pickup fee and cut-off; `lock` serialises staff changes of them. */
export async function findPickupSettings(db: Database, storeId: number, lock = false) {
  const query = db.select().from(pickupSettings).where(eq(pickupSettings.storeId, storeId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updatePickupSettings(
  db: Database,
  storeId: number,
  values: Partial<Omit<typeof pickupSettings.$inferInsert, 'storeId'>>,
) {
  const [row] = await db.update(pickupSettings).set(values).where(eq(pickupSettings.storeId, storeId)).returning();
  if (!row) throw new Error('pickup settings update found nothing');
  return row;
}

export function listWindows(db: Database, storeId: number, activeOnly = true) {
  return db
    .select()
    .from(pickupWindows)
    .where(and(eq(pickupWindows.storeId, storeId), activeOnly ? eq(pickupWindows.active, true) : undefined))
    .orderBy(asc(pickupWindows.startsAt));
}

/** One window; `lock` serialises bookings of it, so two customers never take its last place together. */
export async function findWindow(db: Database, id: number, lock = false) {
  const query = db.select().from(pickupWindows).where(eq(pickupWindows.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Booked pickups per window on a date, leaving out one pre-shipment (the one being changed). */
export async function bookingsOn(
  db: Database,
  windowIds: number[],
  date: string,
  exceptId?: number,
): Promise<Map<number, number>> {
  if (windowIds.length === 0) return new Map();
  const rows = await db
    .select({ windowId: preShipments.pickupWindowId, booked: count() })
    .from(preShipments)
    .where(
      and(
        inArray(preShipments.pickupWindowId, windowIds),
        eq(preShipments.pickupDate, date),
        eq(preShipments.status, 'booked'),
      ),
    )
    .groupBy(preShipments.pickupWindowId);
  const result = new Map(rows.map((row) => [row.windowId as number, Number(row.booked)]));
  if (exceptId !== undefined) {
    const [own] = await db
      .select({ windowId: preShipments.pickupWindowId, date: preShipments.pickupDate, status: preShipments.status })
      .from(preShipments)
      .where(eq(preShipments.id, exceptId));
    if (own?.windowId && own.date === date && own.status === 'booked')
      result.set(own.windowId, (result.get(own.windowId) ?? 1) - 1);
  }
  return result;
}

export async function updateWindow(db: Database, id: number, values: Partial<typeof pickupWindows.$inferInsert>) {
  const [row] = await db.update(pickupWindows).set(values).where(eq(pickupWindows.id, id)).returning();
  return row;
}

export async function insertWindow(db: Database, values: typeof pickupWindows.$inferInsert) {
  const [row] = await db.insert(pickupWindows).values(values).returning();
  if (!row) throw new Error('window insert returned nothing');
  return row;
}
