import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  currencies,
  extraServices,
  waybillEvents,
  waybillExtraServices,
  waybillImages,
  waybillNotes,
} from '../../../db/schema/index.js';

export async function insertWaybillServices(db: Database, rows: (typeof waybillExtraServices.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(waybillExtraServices).values(rows);
}

export function listWaybillServices(db: Database, waybillId: number) {
  return db
    .select({ entry: waybillExtraServices, service: extraServices, currencyCode: currencies.code })
    .from(waybillExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, waybillExtraServices.extraServiceId))
    .innerJoin(currencies, eq(currencies.id, waybillExtraServices.currencyId))
    .where(eq(waybillExtraServices.waybillId, waybillId))
    .orderBy(asc(waybillExtraServices.id));
}

export async function completeWaybillServices(db: Database, waybillId: number, at: Date) {
  await db
    .update(waybillExtraServices)
    .set({ status: 'completed', completedAt: at })
    .where(and(eq(waybillExtraServices.waybillId, waybillId), eq(waybillExtraServices.status, 'pending')));
}

export async function insertWaybillImages(db: Database, rows: (typeof waybillImages.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(waybillImages).values(rows);
}

export function listWaybillImages(db: Database, waybillId: number) {
  return db.select().from(waybillImages).where(eq(waybillImages.waybillId, waybillId)).orderBy(asc(waybillImages.id));
}

export async function insertWaybillNote(db: Database, row: typeof waybillNotes.$inferInsert) {
  const [inserted] = await db.insert(waybillNotes).values(row).returning();
  if (!inserted) throw new Error('waybill note not inserted');
  return inserted;
}

export function listWaybillNotes(db: Database, waybillId: number) {
  return db.select().from(waybillNotes).where(eq(waybillNotes.waybillId, waybillId)).orderBy(asc(waybillNotes.id));
}

export async function insertWaybillEvents(db: Database, rows: (typeof waybillEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(waybillEvents).values(rows);
}

export function listWaybillEvents(db: Database, waybillId: number) {
  return db
    .select()
    .from(waybillEvents)
    .where(eq(waybillEvents.waybillId, waybillId))
    .orderBy(asc(waybillEvents.createdAt), asc(waybillEvents.id));
}
