import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  parcels,
  type WeighingRow,
  type WeightDisputeRow,
  waybills,
  weighings,
  weightDisputes,
} from '../../db/schema/index.js';

export type NewWeighing = typeof weighings.$inferInsert;
export type DisputeChanges = Partial<Omit<typeof weightDisputes.$inferInsert, 'id'>>;

/** A weighing's subject: a parcel or a waybill. */
export type WeighedSubject = { parcelId: number } | { waybillId: number };

const weighingOf = (subject: WeighedSubject): SQL =>
  'parcelId' in subject ? eq(weighings.parcelId, subject.parcelId) : eq(weighings.waybillId, subject.waybillId);

const disputeOf = (subject: WeighedSubject): SQL =>
  'parcelId' in subject
    ? eq(weightDisputes.parcelId, subject.parcelId)
    : eq(weightDisputes.waybillId, subject.waybillId);

export async function insertWeighing(db: Database, row: NewWeighing): Promise<WeighingRow> {
  const [inserted] = await db.insert(weighings).values(row).returning();
  if (!inserted) throw new Error('weighing not inserted');
  return inserted;
}

/** A parcel's or a waybill's weighings in the order they were made. */
export function listWeighings(db: Database, subject: WeighedSubject): Promise<WeighingRow[]> {
  return db.select().from(weighings).where(weighingOf(subject)).orderBy(asc(weighings.id));
}

export function findWeighings(db: Database, ids: readonly number[]): Promise<WeighingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(weighings)
    .where(inArray(weighings.id, [...ids]));
}

export async function insertDispute(db: Database, row: typeof weightDisputes.$inferInsert): Promise<WeightDisputeRow> {
  const [inserted] = await db.insert(weightDisputes).values(row).returning();
  if (!inserted) throw new Error('dispute not inserted');
  return inserted;
}

/** The newest dispute of a parcel or a waybill, whatever its state. */
export async function latestDispute(db: Database, subject: WeighedSubject): Promise<WeightDisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(weightDisputes)
    .where(disputeOf(subject))
    .orderBy(desc(weightDisputes.id))
    .limit(1);
  return row;
}

export async function findOpenDispute(db: Database, subject: WeighedSubject): Promise<WeightDisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(weightDisputes)
    .where(and(disputeOf(subject), eq(weightDisputes.status, 'open')))
    .limit(1);
  return row;
}

export async function findDispute(db: Database, id: number, lock = false): Promise<WeightDisputeRow | undefined> {
  const query = db.select().from(weightDisputes).where(eq(weightDisputes.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateDispute(db: Database, id: number, changes: DisputeChanges): Promise<WeightDisputeRow> {
  const [row] = await db
    .update(weightDisputes)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(weightDisputes.id, id))
    .returning();
  if (!row) throw new Error(`dispute ${id} vanished`);
  return row;
}

/** Closes a waybill's open dispute without a decision (the waybill was cancelled). */
export async function closeOpenDisputeOfWaybill(db: Database, waybillId: number, at: Date) {
  await db
    .update(weightDisputes)
    .set({ status: 'withdrawn', decidedAt: at, updatedAt: new Date() })
    .where(and(eq(weightDisputes.waybillId, waybillId), eq(weightDisputes.status, 'open')));
}

/** A dispute for staff: what names it and the figures it is about now (read across owners, as staff lists are). */
const staffDisputeColumns = {
  dispute: weightDisputes,
  shipmentNo: waybills.shipmentNo,
  waybillTotal: waybills.total,
  waybillCurrencyId: waybills.currencyId,
  packedGrams: waybills.packedWeightGrams,
  packedLengthMm: waybills.packedLengthMm,
  packedWidthMm: waybills.packedWidthMm,
  packedHeightMm: waybills.packedHeightMm,
  trackingNumber: parcels.trackingNumber,
  parcelGrams: parcels.weightGrams,
  parcelLengthMm: parcels.lengthMm,
  parcelWidthMm: parcels.widthMm,
  parcelHeightMm: parcels.heightMm,
};

function staffDisputes(db: Database) {
  return db
    .select(staffDisputeColumns)
    .from(weightDisputes)
    .leftJoin(waybills, eq(waybills.id, weightDisputes.waybillId))
    .leftJoin(parcels, eq(parcels.id, weightDisputes.parcelId));
}

export type StaffDisputeRow = NonNullable<Awaited<ReturnType<typeof findDisputeForStaff>>>;

/** The staff's queue: open disputes of the given warehouses (every warehouse when undefined) by their clock. */
export function openDisputeQueue(db: Database, storeIds: readonly number[] | undefined, limit: number) {
  const open = eq(weightDisputes.status, 'open');
  return staffDisputes(db)
    .where(storeIds === undefined ? open : and(open, inArray(weightDisputes.storeId, [...storeIds])))
    .orderBy(asc(weightDisputes.dueAt), asc(weightDisputes.id))
    .limit(limit);
}

export async function findDisputeForStaff(db: Database, id: number) {
  const [row] = await staffDisputes(db).where(eq(weightDisputes.id, id));
  return row;
}
