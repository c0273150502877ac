import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { anyOf, preparedQuery } from '../../../db/prepared.js';
import { parcelComments, parcelEvents, parcelImages, parcels } from '../../../db/schema/index.js';

export async function insertEvents(db: Database, rows: (typeof parcelEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(parcelEvents).values(rows);
}

/** A parcel's timeline in the order things happened (a claimed parcel's pre-alert may be newer than its check-in). */
const events = preparedQuery('parcel_events_of', (db, name) =>
  db
    .select()
    .from(parcelEvents)
    .where(eq(parcelEvents.parcelId, sql.placeholder('parcelId')))
    .orderBy(asc(parcelEvents.createdAt), asc(parcelEvents.id))
    .prepare(name),
);

export function listEvents(db: Database, parcelId: number) {
  return events(db).execute({ parcelId });
}

export async function moveEvents(db: Database, fromParcelId: number, toParcelId: number) {
  await db.update(parcelEvents).set({ parcelId: toParcelId }).where(eq(parcelEvents.parcelId, fromParcelId));
}

export async function insertImages(db: Database, rows: (typeof parcelImages.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(parcelImages).values(rows);
}

const images = preparedQuery('parcel_images_of', (db, name) =>
  db
    .select()
    .from(parcelImages)
    .where(anyOf(parcelImages.parcelId, 'parcelIds'))
    .orderBy(asc(parcelImages.parcelId), asc(parcelImages.id))
    .prepare(name),
);

export function listImages(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return images(db).execute({ parcelIds });
}

export async function insertComment(db: Database, row: typeof parcelComments.$inferInsert) {
  const [inserted] = await db.insert(parcelComments).values(row).returning();
  if (!inserted) throw new Error('comment not inserted');
  return inserted;
}

export async function findCustomerComment(db: Database, customerId: number, commentId: number) {
  const [row] = await db
    .select({ comment: parcelComments })
    .from(parcelComments)
    .innerJoin(parcels, eq(parcels.id, parcelComments.parcelId))
    .where(
      and(
        eq(parcelComments.id, commentId),
        eq(parcelComments.author, 'customer'),
        eq(parcelComments.customerId, customerId),
        eq(parcels.customerId, customerId),
      ),
    )
    .limit(1);
  return row?.comment;
}

export async function updateCommentRow(
  db: Database,
  commentId: number,
  changes: { content: string; fileIds: string[] },
) {
  const [row] = await db
    .update(parcelComments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(parcelComments.id, commentId))
    .returning();
  return row;
}

const comments = preparedQuery('parcel_comments_of', (db, name) =>
  db
    .select()
    .from(parcelComments)
    .where(eq(parcelComments.parcelId, sql.placeholder('parcelId')))
    .orderBy(asc(parcelComments.id))
    .prepare(name),
);

export function listComments(db: Database, parcelId: number) {
  return comments(db).execute({ parcelId });
}
