import type { ContentKind, ContentStatus, ContentTexts, Language, LinkKind, NewsSection } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { storedFiles } from './files.js';

/** Help centre collections. `slug` names the ones the seed wrote, so a second seed leaves staff edits alone. */
export const helpCollections = pgTable('help_collections', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().unique(),
  status: text().$type<ContentStatus>().notNull().default('draft'),
  texts: jsonb().$type<ContentTexts>().notNull(),
  fallbackLanguage: text().$type<Language>().notNull().default('en'),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type HelpCollectionRow = typeof helpCollections.$inferSelect;

/**
 * Everything staff publish for customers to read: help articles, notices, flash news, banners and warehouse news,
 * with their texts per language (Markdown bodies), schedule and, for banners, image, link and audience.
 * `search_text` is every language's words normalised, searched by substring on both database engines.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<ContentKind>().notNull(),
    slug: text().unique(),
    status: text().$type<ContentStatus>().notNull().default('draft'),
    texts: jsonb().$type<ContentTexts>().notNull(),
    fallbackLanguage: text().$type<Language>().notNull().default('en'),
    searchText: text().notNull().default(''),
    publishAt: timestamp({ withTimezone: true }),
    expireAt: timestamp({ withTimezone: true }),
    /** When it was first published (what lists show and sort by). */
    publishedAt: timestamp({ withTimezone: true }),
    sortOrder: integer().notNull().default(0),
    collectionId: integer().references(() => helpCollections.id),
    storeIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    imageFileId: uuid().references(() => storedFiles.id),
    /** The image made smaller for phone screens, kept beside the original in the file storage. */
    phoneImageFileId: uuid().references(() => storedFiles.id),
    linkKind: text().$type<LinkKind>().notNull().default('none'),
    linkTarget: text().notNull().default(''),
    section: text().$type<NewsSection>().notNull().default('general'),
    clickCount: integer().notNull().default(0),
    helpfulCount: integer().notNull().default(0),
    unhelpfulCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('content_items_kind_idx').on(table.kind, table.status, table.sortOrder),
    index('content_items_collection_idx').on(table.collectionId),
  ],
);

export type ContentItemRow = typeof contentItems.$inferSelect;

/** One counted tap per viewer (the http `callerKey`: customer or address) per item per UTC day: a replay counts nothing. */
export const contentClicks = pgTable(
  'content_clicks',
  {
    itemId: integer()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    viewerKey: text().notNull(),
    day: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.viewerKey, table.day] })],
);

/** Which notices and warehouse news a customer has opened: the rest are marked unread. */
export const contentReads = pgTable(
  'content_reads',
  {
    itemId: integer()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    readAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.itemId] })],
);

/** "Was this helpful?": a customer's one answer per article (answering again changes it). */
export const contentFeedback = pgTable(
  'content_feedback',
  {
    itemId: integer()
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    helpful: boolean().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.customerId] })],
);

/** What customers wrote through needHelp's contact form, for staff to answer. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    subject: text().notNull(),
    message: text().notNull(),
    language: text().$type<Language>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_customer_idx').on(table.customerId)],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;
