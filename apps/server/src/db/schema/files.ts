import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * An uploaded file. The bytes live in the storage driver (disk or S3) under `storageKey`, a random key
 * inside the purpose's folder; only the owner and staff may read them (DESIGN §7).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerCustomerId: integer().references(() => customers.id),
    ownerStaffId: integer().references(() => staffUsers.id),
    purpose: text().notNull(),
    storageKey: text().notNull().unique(),
    mime: text().notNull(),
    sizeBytes: integer().notNull(),
    originalName: text().notNull().default(''),
    /** The file this one was made from (a phone-sized copy of a photo): erasing that file erases this one too. */
    sourceFileId: uuid(),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_files_owner_customer_idx').on(table.ownerCustomerId),
    index('stored_files_source_idx').on(table.sourceFileId),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
