import { and, arrayOverlaps, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { customers, pickupWindows, preShipments } from '../../../db/schema/index.js';

export type NewPreShipment = typeof preShipments.$inferInsert;

/** A customer's own pre-shipment (another customer's is as unknown as a missing one); `lock` for a change. */
export async function findOwnPreShipment(db: Database, customerId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(preShipments)
    .where(and(eq(preShipments.customerId, customerId), eq(preShipments.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findPreShipment(db: Database, id: number, lock = false) {
  const query = db.select().from(preShipments).where(eq(preShipments.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findByDropOffCode(db: Database, code: string, lock = false) {
  const query = db.select().from(preShipments).where(eq(preShipments.dropOffCode, code));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The customer's booked pre-shipments (code issued or slot held, or handed over and on the way) that carry any of
 * these tracking numbers, except `exceptId`. A draft holds nothing, so it is not among them.
 */
export function findBookedWithNumbers(db: Database, customerId: number, numbers: string[], exceptId?: number) {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .select({ id: preShipments.id, trackingNumbers: preShipments.trackingNumbers })
    .from(preShipments)
    .where(
      and(
        eq(preShipments.customerId, customerId),
        inArray(preShipments.status, ['booked', 'received', 'picked_up']),
        arrayOverlaps(preShipments.trackingNumbers, numbers),
        exceptId === undefined ? undefined : ne(preShipments.id, exceptId),
      ),
    )
    .orderBy(asc(preShipments.id));
}

/** One customer's bookings take turns for the rest of the transaction, so two of them cannot both take a number. */
export async function lockCustomerBookings(tx: Database, customerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pre_shipments:${customerId}`}))`);
}

export async function listOwnPreShipments(db: Database, customerId: number, limit: number, offset: number) {
  const where = eq(preShipments.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(preShipments).where(where).orderBy(desc(preShipments.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(preShipments).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function insertPreShipment(db: Database, values: NewPreShipment) {
  const [row] = await db.insert(preShipments).values(values).returning();
  if (!row) throw new Error('pre-shipment insert returned nothing');
  return row;
}

export async function updatePreShipment(db: Database, id: number, values: Partial<NewPreShipment>) {
  const [row] = await db.update(preShipments).set(values).where(eq(preShipments.id, id)).returning();
  if (!row) throw new Error('pre-shipment update found nothing');
  return row;
}

export async function deletePreShipmentRow(db: Database, id: number) {
  await db.delete(preShipments).where(eq(preShipments.id, id));
}

/** A warehouse's pickups booked for a date, by window, with whom to call. */
export function pickupRun(db: Database, storeIds: number[] | undefined, date: string) {
  return db
    .select({
      preShipment: preShipments,
      startsAt: pickupWindows.startsAt,
      endsAt: pickupWindows.endsAt,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phoneCode: customers.phoneCode,
      phone: customers.phone,
    })
    .from(preShipments)
    .innerJoin(pickupWindows, eq(pickupWindows.id, preShipments.pickupWindowId))
    .innerJoin(customers, eq(customers.id, preShipments.customerId))
    .where(
      and(
        eq(preShipments.pickupDate, date),
        inArray(preShipments.status, ['booked', 'picked_up']),
        storeIds ? inArray(preShipments.storeId, storeIds) : undefined,
      ),
    )
    .orderBy(asc(pickupWindows.startsAt), asc(preShipments.id));
}
