import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedQuery } from '../../../db/prepared.js';
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

const services = preparedQuery('waybill_extra_services_of', (db, name) =>
  db
    .select({ entry: waybillExtraServices, service: extraServices, currencyCode: currencies.code })
    .from(waybillExtraServices)
    .innerJoin(extraServices, eq(extraServices.id, waybillExtraServices.extraServiceId))
    .innerJoin(currencies, eq(currencies.id, waybillExtraServices.currencyId))
    .where(eq(waybillExtraServices.waybillId, sql.placeholder('waybillId')))
    .orderBy(asc(waybillExtraServices.id))
    .prepare(name),
);

export function listWaybillServices(db: Database, waybillId: number) {
  return services(db).execute({ waybillId });
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

const images = preparedQuery('waybill_images_of', (db, name) =>
  db
    .select()
    .from(waybillImages)
    .where(eq(waybillImages.waybillId, sql.placeholder('waybillId')))
    .orderBy(asc(waybillImages.id))
    .prepare(name),
);

export function listWaybillImages(db: Database, waybillId: number) {
  return images(db).execute({ waybillId });
}

export async function insertWaybillNote(db: Database, row: typeof waybillNotes.$inferInsert) {
  const [inserted] = await db.insert(waybillNotes).values(row).returning();
  if (!inserted) throw new Error('waybill note not inserted');
  return inserted;
}

const notes = preparedQuery('waybill_notes_of', (db, name) =>
  db
    .select()
    .from(waybillNotes)
    .where(eq(waybillNotes.waybillId, sql.placeholder('waybillId')))
    .orderBy(asc(waybillNotes.id))
    .prepare(name),
);

export function listWaybillNotes(db: Database, waybillId: number) {
  return notes(db).execute({ waybillId });
}

export async function insertWaybillEvents(db: Database, rows: (typeof waybillEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(waybillEvents).values(rows);
}

const events = preparedQuery('waybill_events_of', (db, name) =>
  db
    .select()
    .from(waybillEvents)
    .where(eq(waybillEvents.waybillId, sql.placeholder('waybillId')))
    .orderBy(asc(waybillEvents.createdAt), asc(waybillEvents.id))
    .prepare(name),
);

export function listWaybillEvents(db: Database, waybillId: number) {
  return events(db).execute({ waybillId });
}
