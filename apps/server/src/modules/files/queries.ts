import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/index.js';

export async function insertFile(db: Database, row: typeof storedFiles.$inferInsert) {
  const [inserted] = await db.insert(storedFiles).values(row).returning();
  if (!inserted) throw new Error('file row not inserted');
  return inserted;
}

export async function findFile(db: Database, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export function findFiles(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...ids]));
}

/** How many of `ids` were uploaded by the customer. */
export async function countFilesOwnedByCustomer(db: Database, customerId: number, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerCustomerId, customerId), inArray(storedFiles.id, [...ids])));
  return rows.length;
}

/** How many files of `purposes` a customer has stored since `since`, and their bytes. */
export async function customerUploadsSince(
  db: Database,
  customerId: number,
  purposes: readonly string[],
  since: Date,
): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerCustomerId, customerId),
        inArray(storedFiles.purpose, [...purposes]),
        gt(storedFiles.createdAt, since),
      ),
    );
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}
